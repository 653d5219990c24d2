import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Statistic, Tooltip } from 'antd';
import type { DashboardTotalsQuery } from '../../gql/graphql';
import { formatAmount, formatSignedAmount } from '../../lib/amount';
import { formatDate } from '../../lib/format';
import { changeOf, type DateRange } from './dashboardRange';
import { Muted, Panel } from './Panel';

type Totals = DashboardTotalsQuery['partnerDashboard'];

type Card = {
  key: keyof Omit<Totals, '__typename'>;
  title: MessageDescriptor;
  /** Money in (+) or money going back out (−). */
  money?: 'INCOMING' | 'OUTGOING';
  /** Said beside the title. */
  note?: MessageDescriptor;
  /** More is worse (refunds): a rise is shown in the colour of a fall. */
  isCost?: boolean;
};

// Revenue is net of refunds, and the refunds are a figure of their own (PRODUCT §11): the money
// that went back to payers in the range, at each refund's own time.
const CARDS: Card[] = [
  { key: 'total_amount_net', title: msg`Total revenue (VNĐ)`, money: 'INCOMING', note: msg`net of refunds` },
  { key: 'total_amount_refunded', title: msg`Refunded (VNĐ)`, money: 'OUTGOING', isCost: true },
  { key: 'total_payment_success', title: msg`Successful transaction` },
  { key: 'total_channel_active', title: msg`Total channel` },
  { key: 'total_source_active', title: msg`Total source` },
];

/** "+1,000" in, "−1,000" out; a net revenue below zero (refunds above payments) reads "−". */
const moneyText = (value: string, money: 'INCOMING' | 'OUTGOING') =>
  value.startsWith('-') ? formatSignedAmount(value.slice(1), 'OUTGOING') : formatSignedAmount(value, money);

// The theme's text colours (app/theme.ts): they keep 4.5:1 in light and night mode.
const COLORS = {
  up: 'var(--ant-color-success-text, #237804)',
  down: 'var(--ant-color-error-text, #cf1322)',
  flat: undefined,
} as const;
const ICONS = { up: <ArrowUpOutlined />, down: <ArrowDownOutlined />, flat: <MinusOutlined /> };

export const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16 };

/**
 * The summary cards of PRODUCT §2.5 (and the refunds, §11), each compared with the previous period of equal length
 * and labelled with the comparison text ('N day ago' or 'Today').
 */
export const SummaryCards = ({
  current,
  previous,
  previousRange,
  label,
  loading,
}: {
  current: Totals | undefined;
  previous: Totals | undefined;
  previousRange: DateRange;
  label: string;
  loading: boolean;
}) => {
  const { t } = useLingui();
  return (
    <div style={{ ...GRID, marginBottom: 16 }}>
      {CARDS.map(({ key, title: titleOf, money, note, isCost }) => {
        const title = t(titleOf);
        const value = current?.[key];
        const before = previous?.[key];
        const change = value != null && before != null ? changeOf(Number(value), Number(before), t) : undefined;
        const from = formatDate(previousRange[0].toISOString());
        const to = formatDate(previousRange[1].toISOString());
        const figure = before == null ? '—' : money ? formatAmount(String(before)) : before;
        const tone =
          change && isCost ? ({ up: 'down', down: 'up', flat: 'flat' } as const)[change.direction] : undefined;
        return (
          // A dash while the figures load, not antd's skeleton: that is taller than a figure, and
          // the page would move up when they come (CLS, issue #12).
          <Panel key={key} label={title} busy={loading && !current}>
            {/* Signed as the transaction list signs money in and out. */}
            <Statistic
              title={
                <>
                  {title}
                  {note ? <Muted> · {t(note)}</Muted> : null}
                </>
              }
              value={value == null ? '—' : money ? moneyText(String(value), money) : value}
            />
            <Tooltip title={t`Compared with ${from} – ${to}: ${figure}`}>
              <span data-testid="comparison" style={{ fontSize: 13 }}>
                {change ? (
                  <span style={{ color: COLORS[tone ?? change.direction], marginInlineEnd: 6 }}>
                    {ICONS[change.direction]} {change.text}
                  </span>
                ) : null}
                <Muted>{label}</Muted>
              </span>
            </Tooltip>
          </Panel>
        );
      })}
    </div>
  );
};
