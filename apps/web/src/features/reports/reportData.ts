import { formatCount, formatPercent, formatVnd, shortNumber } from '../../lib/amount';
import type { ChartSpec } from '../../ui/charts/spec';

// The five static demonstration reports of PRODUCT §2.3, in Vietnamese (PRODUCT §1): they call no
// server. The figures are fixed; the days are the seven days ending today.

export type ReportKey = 'revenue' | 'number' | 'channel' | 'source' | 'active';
export type ReportStat = { label: string; value: string };
export type Report = {
  title: string;
  description: string;
  chartTitle: string;
  spec: ChartSpec;
  height: number;
  stats: ReportStat[];
};

// Vietnamese words (PRODUCT §1), the portal's one number format (issue 28 item 3): a figure reads the
// same here as on the dashboard ("1,000,000,000", never "1.000.000.000").
const vnd = { format: formatCount };
const percent = { format: (share: number) => formatPercent(share, 1) };
/** A donut slice's share: 39.31%. */
const share2 = { format: (share: number) => formatPercent(share, 2) };
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const maxIndex = (values: number[]) => values.indexOf(Math.max(...values));

/** The seven days ending `today`, as DD/MM. */
export const lastSevenDays = (today = new Date()): string[] =>
  Array.from({ length: 7 }, (_, i) => {
    const day = new Date(today);
    day.setDate(today.getDate() - (6 - i));
    return `${String(day.getDate()).padStart(2, '0')}/${String(day.getMonth() + 1).padStart(2, '0')}`;
  });

/** The services of the report filter (PRODUCT §2.3), without "All". */
export const SERVICES = ['Cổng thanh toán', 'Nạp tiền', 'Chi hộ', 'Gạch thẻ'] as const;
const REVENUE: number[][] = [
  [182e6, 205e6, 176e6, 231e6, 248e6, 296e6, 263e6],
  [64e6, 71e6, 58e6, 83e6, 77e6, 95e6, 88e6],
  [120e6, 98e6, 134e6, 142e6, 151e6, 110e6, 127e6],
  [23e6, 27e6, 19e6, 31e6, 29e6, 36e6, 33e6],
];
const TOTAL = [1240, 1385, 1190, 1460, 1522, 1710, 1604];
const FAILED = [62, 71, 55, 80, 74, 93, 86];
const SUCCESS = TOTAL.map((t, i) => t - (FAILED[i] ?? 0));
export const CHANNELS = ['Apple', 'Google Play', 'eBanking', 'Thẻ cào', 'Khác'];
const CHANNEL_REVENUE = [86.4e6, 124.7e6, 312.5e6, 58.2e6, 21.9e6];
const SOURCES: [string, number][] = [
  ['shopdemo.vn', 4820],
  ['m.shopdemo.vn', 3150],
  ['facebook.com', 1760],
  ['google.com', 1240],
  ['zalo.me', 860],
  ['Khác', 430],
];
/** Heat-map days, Sunday first: CN, T2..T7 (PRODUCT §2.5). */
export const WEEKDAYS = ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'];
/** 3-hour slots (PRODUCT §9). */
export const SLOTS = ['00h-03h', '03h-06h', '06h-09h', '09h-12h', '12h-15h', '15h-18h', '18h-21h', '21h-24h'];
const SLOT_BASE = [5, 2, 8, 22, 30, 26, 34, 18];
const DAY_FACTOR = [1.25, 0.9, 0.95, 1, 1, 1.1, 1.3];
const HEAT = SLOTS.flatMap((_, x) =>
  WEEKDAYS.map(
    (_, y) => [x, y, Math.round((SLOT_BASE[x] ?? 0) * (DAY_FACTOR[y] ?? 1) * 10)] as [number, number, number],
  ),
);

const money = (v: number) => formatVnd(v);
const count = (v: number) => vnd.format(v);
const COLORS = ['#1677ff', '#13c2c2', '#faad14', '#722ed1', '#eb2f96', '#8c8c8c'];

const revenue = (days: string[]): Report => {
  const totals = SERVICES.map((_, s) => sum(REVENUE[s] ?? []));
  const perDay = days.map((_, d) => sum(REVENUE.map((row) => row[d] ?? 0)));
  return {
    title: 'Báo cáo doanh thu',
    description: 'Doanh thu theo dịch vụ và theo ngày, 7 ngày gần nhất.',
    chartTitle: 'Doanh thu theo dịch vụ (VNĐ)',
    height: 420,
    stats: [
      { label: 'Tổng doanh thu (VNĐ)', value: vnd.format(sum(totals)) },
      { label: 'Dịch vụ cao nhất', value: SERVICES[maxIndex(totals)] ?? '' },
      { label: 'Ngày cao nhất', value: days[maxIndex(perDay)] ?? '' },
    ],
    spec: {
      kind: 'cartesian',
      palette: COLORS,
      legend: true,
      categories: days,
      valueLabel: shortNumber,
      tooltipValue: money,
      pointer: 'shadow',
      series: SERVICES.map((name, s) => ({ name, type: 'bar', data: REVENUE[s] ?? [], radius: 3 })),
    },
  };
};

const number = (days: string[]): Report => ({
  title: 'Báo cáo số lượng giao dịch',
  description: 'Tổng số giao dịch, số giao dịch thành công và thất bại mỗi ngày, 7 ngày gần nhất.',
  chartTitle: 'Số lượng giao dịch',
  height: 420,
  stats: [
    { label: 'Tổng giao dịch', value: vnd.format(sum(TOTAL)) },
    { label: 'Thành công', value: vnd.format(sum(SUCCESS)) },
    { label: 'Tỷ lệ thành công', value: percent.format(sum(SUCCESS) / sum(TOTAL)) },
  ],
  spec: {
    kind: 'cartesian',
    palette: ['#1677ff', '#52c41a', '#ff4d4f'],
    legend: true,
    edgeToEdge: true,
    categories: days,
    valueLabel: shortNumber,
    tooltipValue: count,
    series: [
      { name: 'Tổng', type: 'line', smooth: true, data: TOTAL, area: 0.08 },
      { name: 'Thành công', type: 'line', smooth: true, data: SUCCESS },
      { name: 'Thất bại', type: 'line', smooth: true, data: FAILED },
    ],
  },
});

const channel = (): Report => ({
  title: 'Báo cáo theo kênh',
  description: 'Doanh thu theo kênh thanh toán, 7 ngày gần nhất.',
  chartTitle: 'Doanh thu theo kênh (VNĐ)',
  height: 400,
  stats: [
    { label: 'Tổng doanh thu (VNĐ)', value: vnd.format(sum(CHANNEL_REVENUE)) },
    { label: 'Kênh cao nhất', value: CHANNELS[maxIndex(CHANNEL_REVENUE)] ?? '' },
    { label: 'Số kênh', value: String(CHANNELS.length) },
  ],
  spec: {
    kind: 'cartesian',
    categories: CHANNELS,
    valueLabel: shortNumber,
    tooltipValue: money,
    pointer: 'shadow',
    series: [
      {
        name: 'Doanh thu',
        type: 'bar',
        maxWidth: 56,
        data: CHANNEL_REVENUE,
        colors: CHANNEL_REVENUE.map((_, i) => COLORS[i % COLORS.length]!),
        radius: 4,
        label: shortNumber,
      },
    ],
  },
});

const source = (): Report => {
  const total = sum(SOURCES.map(([, v]) => v));
  return {
    title: 'Báo cáo nguồn truy cập',
    description: 'Giao dịch theo trang web nguồn, 7 ngày gần nhất.',
    chartTitle: 'Nguồn truy cập theo website',
    height: 420,
    stats: [
      { label: 'Tổng lượt giao dịch', value: vnd.format(total) },
      { label: 'Nguồn cao nhất', value: SOURCES[0]?.[0] ?? '' },
      { label: 'Số nguồn', value: String(SOURCES.length) },
    ],
    spec: {
      kind: 'donut',
      palette: COLORS,
      legend: 'right',
      radius: [0.45, 0.72],
      center: [0.5, 0.52],
      radiusCorner: 6,
      label: (slice, share) => `${slice.name}\n${share2.format(share)}`,
      tooltip: (slice) => `${slice.name}: ${count(slice.value)}`,
      slices: SOURCES.map(([name, value]) => ({ name, value })),
    },
  };
};

const active = (): Report => {
  const bySlot = SLOTS.map((_, x) => sum(HEAT.filter((d) => d[0] === x).map((d) => d[2] ?? 0)));
  const byDay = WEEKDAYS.map((_, y) => sum(HEAT.filter((d) => d[1] === y).map((d) => d[2] ?? 0)));
  const max = Math.max(...HEAT.map((d) => d[2] ?? 0));
  return {
    title: 'Báo cáo hoạt động theo giờ',
    description: 'Số giao dịch theo khung giờ 3 tiếng và theo thứ trong tuần.',
    chartTitle: 'Mật độ giao dịch theo khung giờ',
    height: 440,
    stats: [
      { label: 'Tổng giao dịch', value: vnd.format(sum(bySlot)) },
      { label: 'Khung giờ cao điểm', value: SLOTS[maxIndex(bySlot)] ?? '' },
      { label: 'Ngày cao điểm', value: WEEKDAYS[maxIndex(byDay)] ?? '' },
    ],
    spec: {
      kind: 'heatmap',
      columns: SLOTS,
      rows: WEEKDAYS,
      cells: HEAT,
      max,
      colors: ['#e6f4ff', '#69b1ff', '#0958d9'],
      cellLabel: shortNumber,
      tooltip: (x, y, v) => `${WEEKDAYS[y]}, ${SLOTS[x]}: ${vnd.format(v)} giao dịch`,
    },
  };
};

export const buildReport = (key: ReportKey, today = new Date()): Report => {
  const days = lastSevenDays(today);
  if (key === 'revenue') return revenue(days);
  if (key === 'number') return number(days);
  if (key === 'channel') return channel();
  if (key === 'source') return source();
  return active();
};
