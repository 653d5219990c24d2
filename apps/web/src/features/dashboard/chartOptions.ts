import type { EChartsOption } from 'echarts';
import type { DashboardStatsQuery } from '../../gql/graphql';
import { formatAmount } from '../../lib/amount';
import { dayLabel, shortNumber } from './shortNumber';

// The ECharts options of the dashboard's charts (spec §2.5), built from partnerDashboard's answer.
// Axis values are shortened with K, M, G; tooltips show the exact figures.

export type Stats = DashboardStatsQuery['partnerDashboard'];
export type Chart = { key: string; title: string; option: EChartsOption; isEmpty: boolean; height?: number };

/** The heat map's days, by day of week (0 = Sunday): CN, T2..T7 (spec §2.5). */
export const DAYS_OF_WEEK = ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'];

export const COLORS = { total: '#1677ff', success: '#52c41a', failed: '#ff4d4f', revenue: '#13c2c2' };

const valueAxis = { type: 'value' as const, axisLabel: { formatter: (v: number) => shortNumber(v) } };
const grid = { left: 8, right: 16, top: 36, bottom: 8, containLabel: true };
const amountTooltip = (v: unknown) => formatAmount(String(v));
const num = (text: string) => Number(text);

/** Every date of either list, in order: the days of the success and failed series line up. */
const unionDates = (stats: Stats) =>
  [
    ...new Set([...stats.payment_success_group_by_date, ...stats.payment_failed_group_by_date].map((d) => d.date)),
  ].sort();

const byDate = <T extends { date: string }>(rows: T[]) => new Map(rows.map((r) => [r.date, r]));

export const dashboardCharts = (stats: Stats): Chart[] => {
  const dates = unionDates(stats);
  const success = byDate(stats.payment_success_group_by_date);
  const failed = byDate(stats.payment_failed_group_by_date);
  const dateLabels = dates.map(dayLabel);
  const hours = stats.payment_success_group_by_time_in_24_hour;
  const heat = stats.payment_success_group_by_date_time;
  const heatData = heat.flatMap((slot, x) => slot.data.map((d) => [x, d.dow, d.total_payment]));
  const heatMax = Math.max(1, ...heatData.map((d) => d[2] ?? 0));
  const total = stats.total_payment_success + stats.total_payment_failed;

  return [
    {
      key: 'revenue-24h',
      title: 'Revenue statistics in 24h',
      isEmpty: hours.every((h) => num(h.total_amount) === 0),
      option: {
        grid,
        tooltip: { trigger: 'axis', valueFormatter: amountTooltip },
        xAxis: { type: 'category', data: hours.map((h) => h.range) },
        yAxis: valueAxis,
        series: [
          {
            name: 'Revenue (VNĐ)',
            type: 'bar',
            data: hours.map((h) => num(h.total_amount)),
            itemStyle: { color: COLORS.revenue, borderRadius: [4, 4, 0, 0] },
          },
        ],
      },
    },
    {
      key: 'transaction-statistics',
      title: 'Transaction statistics',
      isEmpty: total === 0,
      option: {
        grid,
        tooltip: { trigger: 'axis' },
        xAxis: { type: 'category', data: ['Total', 'Success', 'Failed'] },
        yAxis: valueAxis,
        series: [
          {
            name: 'Transactions',
            type: 'bar',
            barMaxWidth: 56,
            data: [
              { value: total, itemStyle: { color: COLORS.total } },
              { value: stats.total_payment_success, itemStyle: { color: COLORS.success } },
              { value: stats.total_payment_failed, itemStyle: { color: COLORS.failed } },
            ],
            label: { show: true, position: 'top', formatter: ({ value }) => shortNumber(Number(value)) },
          },
        ],
      },
    },
    {
      key: 'source-statistics',
      title: 'Source statistics',
      isEmpty: stats.list_source_active.every((s) => s.total_payment === 0),
      option: {
        tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
        legend: { type: 'scroll', bottom: 0 },
        series: [
          {
            name: 'Source',
            type: 'pie',
            radius: ['45%', '70%'],
            center: ['50%', '45%'],
            label: { formatter: '{b}' },
            data: stats.list_source_active.map((s) => ({ name: s.name, value: s.total_payment })),
          },
        ],
      },
    },
    {
      key: 'revenue-statistics',
      title: 'Revenue statistics',
      isEmpty: stats.payment_success_group_by_date.every((d) => num(d.total_amount) === 0),
      option: {
        grid,
        tooltip: { trigger: 'axis', valueFormatter: amountTooltip },
        xAxis: { type: 'category', data: dateLabels, boundaryGap: false },
        yAxis: valueAxis,
        series: [
          {
            name: 'Revenue (VNĐ)',
            type: 'line',
            smooth: true,
            areaStyle: { opacity: 0.15 },
            itemStyle: { color: COLORS.total },
            data: dates.map((d) => num(success.get(d)?.total_amount ?? '0')),
          },
        ],
      },
    },
    {
      key: 'channel-statistics',
      title: 'Channel statistics',
      isEmpty: stats.list_channel_active.every((c) => c.total_payment === 0),
      option: {
        grid,
        tooltip: { trigger: 'axis' },
        xAxis: { type: 'category', data: stats.list_channel_active.map((c) => c.name) },
        yAxis: valueAxis,
        series: [
          {
            name: 'Transactions',
            type: 'bar',
            barMaxWidth: 48,
            itemStyle: { color: COLORS.total, borderRadius: [4, 4, 0, 0] },
            data: stats.list_channel_active.map((c) => c.total_payment),
          },
        ],
      },
    },
    {
      key: 'transaction',
      title: 'Transaction',
      isEmpty: dates.length === 0,
      option: {
        grid: { ...grid, top: 40 },
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        xAxis: { type: 'category', data: dateLabels },
        yAxis: valueAxis,
        series: [
          {
            name: 'Success',
            type: 'line',
            smooth: true,
            itemStyle: { color: COLORS.success },
            data: dates.map((d) => success.get(d)?.total_payment ?? 0),
          },
          {
            name: 'Failed',
            type: 'line',
            smooth: true,
            itemStyle: { color: COLORS.failed },
            data: dates.map((d) => failed.get(d)?.total_payment ?? 0),
          },
        ],
      },
    },
    {
      key: 'day-of-week',
      title: 'Day of week',
      isEmpty: heatData.every((d) => d[2] === 0),
      option: {
        // Room under the axis for the colour scale and its two labels.
        grid: { ...grid, bottom: 72 },
        tooltip: {
          position: 'top',
          formatter: (p) => {
            const [x, y, v] = (p as unknown as { value: [number, number, number] }).value;
            return `${DAYS_OF_WEEK[y]} ${heat[x]?.range ?? ''}: ${v}`;
          },
        },
        xAxis: {
          type: 'category',
          data: heat.map((slot) => slot.range),
          splitArea: { show: true },
          // '00:00-03:00' × 8 does not fit a half-width card: the axis says '00-03h', the tooltip the rest.
          axisLabel: { interval: 0, formatter: (range: string) => range.replace(/^(\d\d):00-(\d\d):00$/, '$1-$2h') },
        },
        yAxis: { type: 'category', data: DAYS_OF_WEEK, inverse: true, splitArea: { show: true } },
        visualMap: {
          min: 0,
          max: heatMax,
          calculable: true,
          orient: 'horizontal',
          left: 'center',
          bottom: 0,
          itemHeight: 120,
          formatter: (v) => shortNumber(Number(v)),
          inRange: { color: ['#e6f4ff', '#1677ff'] },
        },
        series: [
          {
            name: 'Successful transactions',
            type: 'heatmap',
            data: heatData,
            label: { show: true, formatter: (p) => shortNumber(Number((p.value as number[])[2])) },
          },
        ],
      },
    },
  ];
};
