import { useLingui } from '@lingui/react/macro';
import type { MoneyOutQuote } from '@paygate/contracts';
import { theme } from 'antd';
import { formatMoney } from '../../lib/amount';
import type { RuleState } from './useFeeRule';

/**
 * What a money-out form will take, before it is submitted (issue 28 item 2): the fee and the total
 * that leaves the balance, from the quote contracts computes exactly as the server posts it.
 */
export const FeePreview = ({
  state,
  quote,
  currency,
  labels,
}: {
  state: RuleState<unknown>;
  /** undefined while the amount is not one the form accepts yet. */
  quote: Pick<MoneyOutQuote, 'fee' | 'debited'> | undefined;
  currency: string;
  /** What the two figures are called: a refund's fee is given back, not charged. */
  labels?: { fee: string; total: string };
}) => {
  const { t } = useLingui();
  const { token } = theme.useToken();
  const names = labels ?? { fee: t`Fee`, total: t`Total from balance` };
  const figure = (value: string) => formatMoney(value, currency);
  let fee: string;
  let total: string;
  if (state.status === 'loading') [fee, total] = [t`Loading…`, t`Loading…`];
  else if (state.status === 'error') [fee, total] = [t`Could not be loaded`, '—'];
  // Every role that may move money may see fees (policy); kept for a partner whose fees are withheld.
  else if (state.status === 'hidden') [fee, total] = [t`Not shown for your role`, '—'];
  else if (!quote) [fee, total] = ['—', '—'];
  else [fee, total] = [figure(quote.fee), figure(quote.debited)];
  const row = { display: 'flex', justifyContent: 'space-between', gap: token.marginSM, margin: 0 };
  return (
    <dl
      aria-label={t`Fee and total`}
      aria-live="polite"
      style={{
        margin: `0 0 ${token.marginSM}px`,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        borderRadius: token.borderRadius,
        background: token.colorFillAlter,
      }}
    >
      <div style={row}>
        <dt style={{ color: token.colorTextSecondary }}>{names.fee}</dt>
        <dd style={{ margin: 0 }} data-testid="fee-preview">
          {fee}
        </dd>
      </div>
      <div style={row}>
        <dt style={{ color: token.colorTextSecondary }}>{names.total}</dt>
        <dd style={{ margin: 0, fontWeight: token.fontWeightStrong }} data-testid="total-preview">
          {total}
        </dd>
      </div>
    </dl>
  );
};
