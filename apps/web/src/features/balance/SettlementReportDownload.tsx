import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Select, Space, theme } from 'antd';
import { useId, useState } from 'react';
import { MutedText } from '../../app/shell/ListPage';
import { downloadUrl } from '../transactions/downloadFile';
import { settlementReportUrl } from './statementParams';

/**
 * Issue 30 item 4: a closed day's reconciliation file of the app on screen — every payment, payout
 * and refund settled that day, the merchant's transaction_id beside ours, and a checksum line. The
 * browser downloads it straight to disk; a merchant's server gets the same bytes from the signed
 * GET /v1/partner/settlement-report.
 */
export const SettlementReportDownload = ({
  appId,
  environment,
  days,
  initialDay,
}: {
  appId: string | undefined;
  environment: string;
  /** Closed days of the partner's calendar, newest first. */
  days: string[];
  initialDay: string | undefined;
}) => {
  const { token } = theme.useToken();
  const { t } = useLingui();
  const headingId = useId();
  const [day, setDay] = useState(initialDay && days.includes(initialDay) ? initialDay : days[0]);
  const download = () =>
    appId &&
    day &&
    downloadUrl(
      settlementReportUrl({ app_id: appId, app_status: environment, date: day }),
      `settlement-${day}-${environment.toLowerCase()}-${appId}.csv`,
    );
  return (
    <section aria-labelledby={headingId} style={{ marginTop: token.marginLG }}>
      {/* A plain heading: antd's Typography would add its whole chunk to this route (issue #12 budget). */}
      <h2
        id={headingId}
        style={{ fontSize: token.fontSizeLG, fontWeight: 600, margin: 0, marginBottom: token.marginXS }}
      >
        <Trans>Reconciliation file</Trans>
      </h2>
      <p style={{ margin: `0 0 ${token.marginSM}px` }}>
        <MutedText>
          <Trans>
            Every payment, payout and refund of this app settled on a day, your transaction_id beside ours, with the
            amounts, fees, net and the bank's or chain's reference; its last line is a checksum. Your server can fetch
            the same file with GET /v1/partner/settlement-report (Docs → API).
          </Trans>
        </MutedText>
      </p>
      <Space wrap>
        <Select
          aria-label={t`Settlement day`}
          style={{ minWidth: 150 }}
          showSearch
          value={day}
          options={days.map((d) => ({ value: d, label: d }))}
          onChange={(next: string) => setDay(next)}
        />
        <Button disabled={!appId || !day} onClick={download}>
          <Trans>Download settlement CSV</Trans>
        </Button>
      </Space>
    </section>
  );
};
