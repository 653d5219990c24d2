import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { Statistic, Tooltip } from 'antd';
import type { DashboardTotalsQuery } from '../../gql/graphql';
import { formatAmount, formatSignedAmount } from '../../lib/amount';
import { formatDate } from '../../lib/format';
import { changeOf, type DateRange } from './dashboardRange';
import { Muted, Panel } from './Panel';

type Totals = DashboardTotalsQuery['partnerDashboard'];

const CARDS: { key: keyof Omit<Totals, '__typename'>; title: string; isMoney?: boolean }[] = [
  { key: 'total_amount_success', title: 'Total revenue (VNĐ)', isMoney: true },
  { key: 'total_payment_success', title: 'Successful transaction' },
  { key: 'total_channel_active', title: 'Total channel' },
  { key: 'total_source_active', title: 'Total source' },
];

// The theme's text colours (app/theme.ts): they keep 4.5:1 in light and night mode.
const COLORS = {
  up: 'var(--ant-color-success-text, #237804)',
  down: 'var(--ant-color-error-text, #cf1322)',
  flat: undefined,
} as const;
const ICONS = { up: <ArrowUpOutlined />, down: <ArrowDownOutlined />, flat: <MinusOutlined /> };

export const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16 };

/**
 * The four summary cards of PRODUCT §2.5, each compared with the previous period of equal length
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
}) => (
  <div style={{ ...GRID, marginBottom: 16 }}>
    {CARDS.map(({ key, title, isMoney }) => {
      const value = current?.[key];
      const before = previous?.[key];
      const change = value != null && before != null ? changeOf(Number(value), Number(before)) : undefined;
      return (
        // A dash while the figures load, not antd's skeleton: that is taller than a figure, and
        // the page would move up when they come (CLS, issue #12).
        <Panel key={key} label={title} busy={loading && !current}>
          {/* Revenue is money in (payers' successful payments): signed as the transaction list signs it. */}
          <Statistic
            title={title}
            value={value == null ? '—' : isMoney ? formatSignedAmount(String(value), 'INCOMING') : value}
          />
          <Tooltip
            title={`Compared with ${formatDate(previousRange[0].toISOString())} – ${formatDate(
              previousRange[1].toISOString(),
            )}: ${before == null ? '—' : isMoney ? formatAmount(String(before)) : before}`}
          >
            <span data-testid="comparison" style={{ fontSize: 13 }}>
              {change ? (
                <span style={{ color: COLORS[change.direction], marginInlineEnd: 6 }}>
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
