import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DashboardStatsQuery } from '../../gql/graphql';
import { formatAmount, formatPercent, shortNumber } from '../../lib/amount';
import type { ChartSpec } from '../../ui/charts/spec';
import type { Translate } from './dashboardRange';
import { dayLabel } from './shortNumber';

// The dashboard's charts (PRODUCT §2.5), declared from partnerDashboard's answer and drawn by
// ui/charts. Axis values are shortened with K, M, G; tooltips show the exact figures.

export type Stats = DashboardStatsQuery['partnerDashboard'];
export type Chart = { key: string; title: MessageDescriptor; spec: ChartSpec; isEmpty: boolean };

/** The heat map's days, by day of week (0 = Sunday): CN, T2..T7 (PRODUCT §2.5). */
export const DAYS_OF_WEEK: readonly MessageDescriptor[] = [
  msg({ message: 'CN', context: 'day of week' }),
  msg({ message: 'T2', context: 'day of week' }),
  msg({ message: 'T3', context: 'day of week' }),
  msg({ message: 'T4', context: 'day of week' }),
  msg({ message: 'T5', context: 'day of week' }),
  msg({ message: 'T6', context: 'day of week' }),
  msg({ message: 'T7', context: 'day of week' }),
];

export const COLORS = { total: '#1677ff', success: '#52c41a', failed: '#ff4d4f', revenue: '#13c2c2' };

const amountTooltip = (v: number) => formatAmount(String(v));
const num = (text: string) => Number(text);

/** Every date of either list, in order: the days of the success and failed series line up. */
const unionDates = (stats: Stats) =>
  [
    ...new Set([...stats.payment_success_group_by_date, ...stats.payment_failed_group_by_date].map((d) => d.date)),
  ].sort();

const byDate = <T extends { date: string }>(rows: T[]) => new Map(rows.map((r) => [r.date, r]));

/** The charts, their words in the portal's language (`t`: useLingui's). */
export const dashboardCharts = (stats: Stats, t: Translate): Chart[] => {
  const dates = unionDates(stats);
  const success = byDate(stats.payment_success_group_by_date);
  const failed = byDate(stats.payment_failed_group_by_date);
  const dateLabels = dates.map(dayLabel);
  const hours = stats.payment_success_group_by_time_in_24_hour;
  const heat = stats.payment_success_group_by_date_time;
  const heatData = heat.flatMap((slot, x) =>
    slot.data.map((d) => [x, d.dow, d.total_payment] as [number, number, number]),
  );
  const heatMax = Math.max(1, ...heatData.map((d) => d[2]));
  const total = stats.total_payment_success + stats.total_payment_failed;
  const days = DAYS_OF_WEEK.map((day) => t(day));
  const revenue = t(msg`Revenue (VNĐ)`);
  const transactions = t(msg`Transactions`);
  const successful = t(msg`Success`);
  const failedName = t(msg`Failed`);

  return [
    {
      key: 'revenue-24h',
      title: msg`Revenue statistics in 24h`,
      isEmpty: hours.every((h) => num(h.total_amount) === 0),
      spec: {
        kind: 'cartesian',
        categories: hours.map((h) => h.range),
        valueLabel: shortNumber,
        tooltipValue: amountTooltip,
        pointer: 'shadow',
        series: [
          {
            name: revenue,
            type: 'bar',
            data: hours.map((h) => num(h.total_amount)),
            color: COLORS.revenue,
            radius: 4,
          },
        ],
      },
    },
    {
      key: 'transaction-statistics',
      title: msg`Transaction statistics`,
      isEmpty: total === 0,
      spec: {
        kind: 'cartesian',
        categories: [t(msg`Total`), successful, failedName],
        valueLabel: shortNumber,
        pointer: 'shadow',
        series: [
          {
            name: transactions,
            type: 'bar',
            maxWidth: 56,
            data: [total, stats.total_payment_success, stats.total_payment_failed],
            colors: [COLORS.total, COLORS.success, COLORS.failed],
            label: shortNumber,
          },
        ],
      },
    },
    {
      key: 'source-statistics',
      title: msg`Source statistics`,
      isEmpty: stats.list_source_active.every((s) => s.total_payment === 0),
      spec: {
        kind: 'donut',
        radius: [0.45, 0.7],
        center: [0.5, 0.5],
        legend: 'bottom',
        label: (slice) => slice.name,
        tooltip: (slice, share) => `${slice.name}: ${formatAmount(String(slice.value))} (${formatPercent(share, 2)})`,
        slices: stats.list_source_active.map((s) => ({ name: s.name, value: s.total_payment })),
      },
    },
    {
      key: 'revenue-statistics',
      title: msg`Revenue statistics`,
      isEmpty: stats.payment_success_group_by_date.every((d) => num(d.total_amount) === 0),
      spec: {
        kind: 'cartesian',
        categories: dateLabels,
        edgeToEdge: true,
        valueLabel: shortNumber,
        tooltipValue: amountTooltip,
        series: [
          {
            name: revenue,
            type: 'line',
            smooth: true,
            area: 0.15,
            color: COLORS.total,
            data: dates.map((d) => num(success.get(d)?.total_amount ?? '0')),
          },
        ],
      },
    },
    {
      key: 'channel-statistics',
      title: msg`Channel statistics`,
      isEmpty: stats.list_channel_active.every((c) => c.total_payment === 0),
      spec: {
        kind: 'cartesian',
        categories: stats.list_channel_active.map((c) => c.name),
        valueLabel: shortNumber,
        pointer: 'shadow',
        series: [
          {
            name: transactions,
            type: 'bar',
            maxWidth: 48,
            color: COLORS.total,
            radius: 4,
            data: stats.list_channel_active.map((c) => c.total_payment),
          },
        ],
      },
    },
    {
      key: 'transaction',
      title: msg`Transaction`,
      isEmpty: dates.length === 0,
      spec: {
        kind: 'cartesian',
        categories: dateLabels,
        legend: true,
        valueLabel: shortNumber,
        series: [
          {
            name: successful,
            type: 'line',
            smooth: true,
            color: COLORS.success,
            data: dates.map((d) => success.get(d)?.total_payment ?? 0),
          },
          {
            name: failedName,
            type: 'line',
            smooth: true,
            color: COLORS.failed,
            data: dates.map((d) => failed.get(d)?.total_payment ?? 0),
          },
        ],
      },
    },
    {
      key: 'day-of-week',
      title: msg`Day of week`,
      isEmpty: heatData.every((d) => d[2] === 0),
      spec: {
        kind: 'heatmap',
        columns: heat.map((slot) => slot.range),
        rows: days,
        firstRowOnTop: true,
        cells: heatData,
        max: heatMax,
        colors: ['#e6f4ff', '#1677ff'],
        cellLabel: shortNumber,
        scaleLabel: shortNumber,
        // '00:00-03:00' × 8 does not fit a half-width card: the axis says '00-03h', the tooltip the rest.
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a time-range pattern, read the same in both languages
        columnLabel: (range) => range.replace(/^(\d\d):00-(\d\d):00$/, '$1-$2h'),
        tooltip: (x, y, v) => `${days[y] ?? ''} ${heat[x]?.range ?? ''}: ${v}`,
      },
    },
  ];
};
