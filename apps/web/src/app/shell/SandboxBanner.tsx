import { ExperimentOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';

/**
 * Issue 28 item 12: in development mode every screen says it is the sandbox — test apps, test
 * payments, no real money — with the way back to production. A note, not an alert: it stays.
 */
export const SandboxBanner = ({ onLeave }: { onLeave: () => void }) => (
  <Alert
    banner
    type="warning"
    role="note"
    aria-label="Development mode"
    className="sandbox-banner"
    icon={<ExperimentOutlined />}
    title={
      <>
        <strong>Development mode (sandbox).</strong> Development apps and test payments only: no real money moves.
      </>
    }
    action={
      <Button size="small" onClick={onLeave}>
        Switch to Production
      </Button>
    }
  />
);
