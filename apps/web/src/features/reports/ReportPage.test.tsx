import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { COOKIE_ACTIVE_TOKEN, REPORT_MESSAGES } from '@paygate/contracts';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import Cookies from 'js-cookie';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PartnerReportDocument } from '../../gql/ops/report';
import { UserInfoDocument } from '../../gql/ops/UserInfo';
import { createApolloClient } from '../../lib/apollo';
import dayjs from '../../lib/dayjs';
import type { ChartSpec } from '../../ui/charts/spec';
import { viewer } from '../money/testSupport';
import { ReportPage } from './ReportPage';
import { buildReport, hasFigures, type ReportKey } from './reportData';
import { reportFilter } from './reportFilter';
import { defaultReportParams, readReportParams } from './reportParams';

const SLOT_RANGES = [
  '00:00-03:00',
  '03:00-06:00',
  '06:00-09:00',
  '09:00-12:00',
  '12:00-15:00',
  '15:00-18:00',
  '18:00-21:00',
  '21:00-24:00',
];

const ROW = { __typename: 'ReportRow', service: 'PAYMENT_GATEWAY', total_failed: 1 };
const answer = (vars: { service: string; from_date: string; to_date: string }, rows: object[]) => ({
  request: { query: PartnerReportDocument, variables: vars },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      partnerReport: {
        __typename: 'PartnerReport',
        ...vars,
        rows,
        total_payment: rows.length * 5,
        total_success: rows.length * 4,
        total_failed: rows.length,
        revenue: String(rows.length * 1_250_000),
      },
    },
  },
});

/** The page at `url` for a user with today's active token, answered by `mocks`. */
const renderPage = (url: string, mocks: MockLink.MockedResponse[]) => {
  Cookies.set(COOKIE_ACTIVE_TOKEN, 'today', { path: '/' });
  const client = createApolloClient(new MockLink(mocks));
  client.writeQuery({ query: UserInfoDocument, data: viewer() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <AntApp>
          <ReportPage />
        </AntApp>
      </MemoryRouter>
    </ApolloProvider>,
  );
};

beforeAll(async () => {
  await Promise.all([import('./ReportTable'), import('./ReportFilterForm')]);
});

afterEach(() => {
  cleanup();
  Cookies.remove(COOKIE_ACTIVE_TOKEN, { path: '/' });
  vi.restoreAllMocks();
});

describe('/report (PRODUCT §2.3, §5 Reports; issue 30 item 3)', { timeout: 30_000 }, () => {
  it("shows the filter's days from the server with their total, applies a new filter, and exports only what exists", async () => {
    const first = { service: 'ALL', from_date: '2026-10-01', to_date: '2026-10-03' };
    const second = { service: 'TOPUP', from_date: '2026-10-01', to_date: '2026-10-03' };
    renderPage('/report?service=ALL&from=2026-10-01&to=2026-10-03', [
      answer(first, [
        { ...ROW, date: '2026-10-01', total_payment: 5, total_success: 4, revenue: '1250000' },
        { ...ROW, date: '2026-10-02', total_payment: 5, total_success: 4, revenue: '1250000' },
      ]),
      answer(second, []),
    ]);
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(await within(table).findByText('01/10/2026', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(table).getAllByText('Cổng thanh toán')).toHaveLength(2);
    expect(within(table).getByText('Tổng cộng')).toBeTruthy();
    expect(within(table).getByText('2,500,000')).toBeTruthy();
    expect(screen.getByText('Tất cả · 01/10/2026 – 03/10/2026')).toBeTruthy();

    // The export is the server's file of this filter.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: /Xuất báo cáo/ }));
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(
      '/v1/partner/report.csv?service=ALL&from_date=2026-10-01&to_date=2026-10-03',
    );

    // A new service through the filter: the table follows; nothing to export says so.
    await userEvent.click(screen.getByRole('button', { name: /Bộ lọc/ }));
    const form = await screen.findByRole('form', { name: 'Bộ lọc báo cáo' }, { timeout: 5000 });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Dịch vụ' }));
    await userEvent.click(await screen.findByTitle('Nạp tiền'));
    await userEvent.click(within(form).getByRole('button', { name: 'Lọc' }));
    expect(await screen.findByText(REPORT_MESSAGES.empty, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Nạp tiền · 01/10/2026 – 03/10/2026')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Xuất báo cáo/ }));
    expect(await screen.findByText('Không có dữ liệu để xuất', {}, { timeout: 5000 })).toBeTruthy();
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('asks for a date range with Nhập ngày when it is cleared', async () => {
    const today = defaultReportParams('Asia/Ho_Chi_Minh');
    renderPage('/report', [answer({ service: 'ALL', from_date: today.from, to_date: today.to }, [])]);
    await userEvent.click(screen.getByRole('button', { name: /Bộ lọc/ }));
    const form = await screen.findByRole('form', { name: 'Bộ lọc báo cáo' }, { timeout: 5000 });
    // The clear cross shows on hover (pointer-events none before): clicked as a pointer would.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(form.querySelector('.ant-picker-clear') as HTMLElement);
    await userEvent.click(within(form).getByRole('button', { name: 'Lọc' }));
    await waitFor(() => expect(screen.getByText('Nhập ngày')).toBeTruthy(), { timeout: 5000 });
  });

  it('reads the filter from the URL, or the seven days ending today in the partner zone', () => {
    const now = new Date('2026-11-22T20:00:00Z'); // already the 23rd in Ho Chi Minh City
    expect(readReportParams(new URLSearchParams(), 'Asia/Ho_Chi_Minh', now)).toEqual({
      service: 'ALL',
      from: '2026-11-17',
      to: '2026-11-23',
    });
    expect(readReportParams(new URLSearchParams('service=TOPUP&from=2026-01-01&to=2026-01-31'), 'UTC', now)).toEqual({
      service: 'TOPUP',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    // What the server would refuse falls back to the default days.
    for (const bad of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-02&to=2026-03-01',
      'from=2024-01-01&to=2026-01-01',
    ])
      expect(readReportParams(new URLSearchParams(bad), 'UTC', now)).toEqual({
        service: 'ALL',
        from: '2026-11-16',
        to: '2026-11-22',
      });
  });

  it('accepts a two-date range and refuses anything else with Nhập ngày', () => {
    const range = [dayjs('2026-11-01'), dayjs('2026-11-07')];
    expect(reportFilter.safeParse({ service: 'TOPUP', range }).success).toBe(true);
    for (const bad of [null, undefined, [], [dayjs()], 'x']) {
      const result = reportFilter.safeParse({ service: 'ALL', range: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Nhập ngày');
    }
  });
});

describe('the five chart reports (PRODUCT §2.3), drawn from the partner figures (issue 30 item 3)', () => {
  const days = ['2026-11-20', '2026-11-21', '2026-11-22'];
  const rows = [
    {
      date: '2026-11-20',
      service: 'PAYMENT_GATEWAY',
      total_payment: 10,
      total_success: 8,
      total_failed: 2,
      revenue: '800000',
    },
    { date: '2026-11-20', service: 'TOPUP', total_payment: 1, total_success: 1, total_failed: 0, revenue: '5000000' },
    {
      date: '2026-11-22',
      service: 'PAYMENT_GATEWAY',
      total_payment: 4,
      total_success: 3,
      total_failed: 1,
      revenue: '300000',
    },
  ];
  const heat = SLOT_RANGES.map((range, x) => ({
    range,
    data: [0, 1, 2, 3, 4, 5, 6].map((dow) => ({ dow, total_payment: x === 6 && dow === 5 ? 9 : 0 })),
  }));
  const input = {
    days,
    rows,
    channels: [
      { name: 'Default', total_payment: 5, total_amount: '700000' },
      { name: 'Shopee', total_payment: 2, total_amount: '1200000' },
    ],
    sources: [
      { name: 'shop.vn', total_payment: 3, total_amount: '0' },
      { name: 'm.shop.vn', total_payment: 1, total_amount: '0' },
    ],
    heat,
  };
  const cartesian = (key: ReportKey) => {
    const { spec } = buildReport(key, input);
    if (spec.kind !== 'cartesian') throw new Error(`${key} is not a cartesian chart`);
    return spec;
  };

  it('are in Vietnamese, with the chart the spec names', () => {
    const kinds: Record<ReportKey, string[]> = {
      revenue: ['bar', 'bar', 'bar', 'bar'],
      number: ['line', 'line', 'line'],
      channel: ['bar'],
      source: ['donut'],
      active: ['heatmap'],
    };
    const types = (spec: ChartSpec) => (spec.kind === 'cartesian' ? spec.series.map((s) => s.type) : [spec.kind]);
    for (const [key, expected] of Object.entries(kinds) as [ReportKey, string[]][]) {
      const report = buildReport(key, input);
      expect(report.title).toMatch(/^Báo cáo /);
      expect(types(report.spec)).toEqual(expected);
    }
    const active = buildReport('active', input).spec;
    expect(active.kind === 'heatmap' && active.rows).toEqual(['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7']);
  });

  it("draws each day's revenue per service and counts, a day without payments as zero", () => {
    expect(cartesian('revenue').categories).toEqual(['20/11', '21/11', '22/11']);
    expect(cartesian('revenue').series.map((s) => [s.name, s.data])).toEqual([
      ['Cổng thanh toán', [800000, 0, 300000]],
      ['Nạp tiền', [5000000, 0, 0]],
      ['Chi hộ', [0, 0, 0]],
      ['Gạch thẻ', [0, 0, 0]],
    ]);
    expect(buildReport('revenue', input).stats.map((s) => s.value)).toEqual(['6,100,000', 'Nạp tiền', '20/11']);
    expect(cartesian('number').series.map((s) => [s.name, s.data])).toEqual([
      ['Tổng', [11, 0, 4]],
      ['Thành công', [9, 0, 3]],
      ['Thất bại', [2, 0, 1]],
    ]);
    expect(buildReport('number', input).stats.map((s) => s.value)).toEqual(['15', '12', '80.0%']);
  });

  it('draws the channels, the sources with their shares, and the busiest 3-hour slot', () => {
    expect(cartesian('channel').categories).toEqual(['Default', 'Shopee']);
    expect(buildReport('channel', input).stats.map((s) => s.value)).toEqual(['1,900,000', 'Shopee', '2']);
    const { spec } = buildReport('source', input);
    if (spec.kind !== 'donut') throw new Error('the source report is a donut');
    expect(spec.slices.map((s) => spec.label?.(s, s.value / 4))).toEqual(['shop.vn\n75.00%', 'm.shop.vn\n25.00%']);
    expect(buildReport('active', input).stats.map((s) => s.value)).toEqual(['9', '18h-21h', 'T6']);
  });

  it('has nothing to draw without payments', () => {
    for (const key of ['revenue', 'number', 'channel', 'source', 'active'] as const)
      expect(hasFigures(buildReport(key, { days, rows: [], channels: [], sources: [], heat: [] }))).toBe(false);
    expect(hasFigures(buildReport('revenue', input))).toBe(true);
  });
});
