import { STATEMENT_MESSAGES } from '@paygate/contracts';
import { Alert, theme } from 'antd';

/**
 * "N payments made in this period are still PENDING" (issue 30 item 2). Its own chunk: antd's
 * Alert (~3 KB gzip) loads only for a statement with pending payments, so the screen — and the
 * active-token form shown in its place before the day's two-factor — stays within its budget.
 */
export const StatementPending = ({ count }: { count: number }) => {
  const { token } = theme.useToken();
  return (
    <Alert type="warning" showIcon style={{ marginBottom: token.marginSM }} title={STATEMENT_MESSAGES.pending(count)} />
  );
};
