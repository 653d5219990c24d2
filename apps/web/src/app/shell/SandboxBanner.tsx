import { ExperimentOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from 'antd';

/**
 * Issue 28 item 12: in development mode every screen says it is the sandbox — test apps, test
 * payments, no real money — with the way back to production. A note, not an alert: it stays.
 */
export const SandboxBanner = ({ onLeave }: { onLeave: () => void }) => {
  const { t } = useLingui();
  return (
    <Alert
      banner
      type="warning"
      role="note"
      aria-label={t`Development mode`}
      className="sandbox-banner"
      icon={<ExperimentOutlined />}
      title={
        <Trans>
          <strong>Development mode (sandbox).</strong> Development apps and test payments only: no real money moves.
        </Trans>
      }
      action={
        <Button size="small" onClick={onLeave}>
          <Trans>Switch to Production</Trans>
        </Button>
      }
    />
  );
};
