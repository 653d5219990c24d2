import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { COOKIE_ACTIVE_TOKEN, FEE_REPORT_MESSAGES } from '@paygate/contracts';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PartnerFeeReportDocument, PartnerPayoutReportDocument } from '../../gql/ops/report';
import { UserInfoDocument } from '../../gql/ops/UserInfo';
import { createApolloClient } from '../../lib/apollo';
import { viewer } from '../money/testSupport';
import { FeeReportPage } from './FeeReportPage';
import { addMonths, readFeeReportParams } from './feeReportParams';
import { PayoutReportPage } from './PayoutReportPage';
import { readPayoutReportParams, writePayoutReportParams } from './payoutReportParams';

// /report_fee and /report_payout (issue 30 item 3): the server's figures on screen, the URL as
// their filter, and the export of exactly that filter.

const renderPage = (url: string, page: ReactNode, mocks: MockLink.MockedResponse[]) => {
  Cookies.set(COOKIE_ACTIVE_TOKEN, 'today', { path: '/' });
  const client = createApolloClient(new MockLink(mocks));
  client.writeQuery({ query: UserInfoDocument, data: viewer() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <AntApp>{page}</AntApp>
      </MemoryRouter>
    </ApolloProvider>,
  );
};

const feeAnswer = (vars: { from_month: string; to_month: string }, rows: object[], totals: object[]) => ({
  request: { query: PartnerFeeReportDocument, variables: vars },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { partnerFeeReport: { __typename: 'PartnerFeeReport', ...vars, rows, totals } } },
});
const FEE_ROW = { __typename: 'FeeReportRow', chain: null, returned: '0' };

const payout = (n: number, status: string) => ({
  __typename: 'PayoutReportRow',
  id: `p-${n}`,
  transaction_id: `payroll-${n}`,
  type: 'CASH_OUT',
  status,
  amount: '1000000',
  fee: '5500',
  currency: 'VND',
  chain: null,
  bank: 'VCB',
  account_number: '0123456789',
  created_at: '2026-10-02T03:00:00.000Z',
  settled_at: status === 'SUCCESS' ? '2026-10-02T03:00:02.000Z' : null,
  network_reference: status === 'SUCCESS' ? 'FT26275012345678' : null,
});
const payoutAnswer = (vars: { from_date: string; to_date: string; page: number }, rows: object[], total: number) => ({
  request: { query: PartnerPayoutReportDocument, variables: vars },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      partnerPayoutReport: {
        __typename: 'PartnerPayoutReport',
        ...vars,
        total,
        rows,
        totals: [
          {
            __typename: 'PayoutReportTotal',
            currency: 'VND',
            chain: null,
            status: 'SUCCESS',
            payouts: total,
            amount: String(total * 1_000_000),
            fee: String(total * 5500),
          },
        ],
      },
    },
  },
});

beforeAll(async () => {
  await Promise.all([import('./FeeReportTable'), import('./PayoutReportTable'), import('./RangeFilterForm')]);
});

afterEach(() => {
  cleanup();
  Cookies.remove(COOKIE_ACTIVE_TOKEN, { path: '/' });
  vi.restoreAllMocks();
});

describe('/report_fee', { timeout: 30_000 }, () => {
  it("shows each month's fees per method and the net per currency, and exports the months asked", async () => {
    const vars = { from_month: '2026-09', to_month: '2026-10' };
    renderPage('/report_fee?from=2026-09&to=2026-10', <FeeReportPage />, [
      feeAnswer(
        vars,
        [
          {
            ...FEE_ROW,
            month: '2026-09',
            method: 'ATM_CARD',
            currency: 'VND',
            charges: 2,
            charged: '33000',
            net: '33000',
          },
          {
            ...FEE_ROW,
            month: '2026-10',
            method: 'REFUND',
            currency: 'VND',
            charges: 0,
            charged: '0',
            returned: '-8800',
            net: '-8800',
          },
          {
            ...FEE_ROW,
            month: '2026-10',
            method: 'CRYPTO',
            currency: 'USDT',
            chain: 'bsc',
            charges: 1,
            charged: '0.125',
            net: '0.125',
          },
        ],
        [
          {
            __typename: 'FeeReportTotal',
            currency: 'VND',
            chain: null,
            charges: 2,
            charged: '33000',
            returned: '-8800',
            net: '24200',
          },
          {
            __typename: 'FeeReportTotal',
            currency: 'USDT',
            chain: 'bsc',
            charges: 1,
            charged: '0.125',
            returned: '0',
            net: '0.125',
          },
        ],
      ),
    ]);
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(await within(table).findByText('09/2026', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(table).getByText('Thẻ ATM')).toBeTruthy();
    expect(within(table).getByText('Hoàn tiền')).toBeTruthy();
    expect(within(table).getAllByText('-8,800')).toHaveLength(2);
    // A token's fee to its three decimals, on its chain.
    expect(within(table).getAllByText('0.125')).toHaveLength(2);
    expect(within(table).getByText('USDT (bsc)')).toBeTruthy();
    expect(screen.getByText('24,200 VND')).toBeTruthy();
    expect(screen.getByText('0.125 USDT')).toBeTruthy();
    expect(screen.getByText('Phí theo phương thức và tháng · 09/2026 – 10/2026')).toBeTruthy();
    // The sibling reports are a link away, this one marked as the current page.
    const nav = screen.getByRole('navigation', { name: 'Các báo cáo' });
    expect(within(nav).getByRole('link', { name: 'Phí' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Chi trả' }).getAttribute('href')).toBe('/report_payout');

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: /Xuất báo cáo/ }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe(
      '/v1/partner/fee-report.csv?from_month=2026-09&to_month=2026-10',
    );
  });

  it('says so when the months have no fee, exports nothing, and asks for months when they are cleared', async () => {
    const vars = { from_month: '2020-01', to_month: '2020-02' };
    renderPage('/report_fee?from=2020-01&to=2020-02', <FeeReportPage />, [feeAnswer(vars, [], [])]);
    expect(await screen.findByText(FEE_REPORT_MESSAGES.empty, {}, { timeout: 15_000 })).toBeTruthy();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: /Xuất báo cáo/ }));
    expect(await screen.findByText('Không có dữ liệu để xuất', {}, { timeout: 15_000 })).toBeTruthy();
    expect(click).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Bộ lọc/ }));
    const form = await screen.findByRole('form', { name: 'Bộ lọc báo cáo' }, { timeout: 5000 });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(form.querySelector('.ant-picker-clear') as HTMLElement);
    await userEvent.click(within(form).getByRole('button', { name: 'Lọc' }));
    await waitFor(() => expect(screen.getByText(FEE_REPORT_MESSAGES.rangeRequired)).toBeTruthy(), { timeout: 5000 });
  });

  it('reads the months from the URL, or the six ending with this month in the partner zone', () => {
    const now = new Date('2026-11-30T18:00:00Z'); // already 1 December in Ho Chi Minh City
    expect(readFeeReportParams(new URLSearchParams(), 'Asia/Ho_Chi_Minh', now)).toEqual({
      from: '2026-07',
      to: '2026-12',
    });
    expect(readFeeReportParams(new URLSearchParams('from=2025-01&to=2025-03'), 'UTC', now)).toEqual({
      from: '2025-01',
      to: '2025-03',
    });
    // A range the server would refuse is not sent: the default instead.
    for (const bad of ['from=2025-03&to=2025-01', 'from=2024-01&to=2026-01', 'from=2025-13&to=2026-01', 'from=2025-01'])
      expect(readFeeReportParams(new URLSearchParams(bad), 'UTC', now)).toEqual({ from: '2026-06', to: '2026-11' });
    expect([addMonths('2026-01', -1), addMonths('2026-12', 1)]).toEqual(['2025-12', '2027-01']);
  });
});

describe('/report_payout', { timeout: 30_000 }, () => {
  it('lists the payouts with their settlement and reference, pages through the URL, and exports every page', async () => {
    const first = { from_date: '2026-10-01', to_date: '2026-10-07', page: 1 };
    renderPage('/report_payout?from=2026-10-01&to=2026-10-07', <PayoutReportPage />, [
      payoutAnswer(first, [payout(1, 'SUCCESS'), payout(2, 'PENDING')], 25),
      payoutAnswer({ ...first, page: 2 }, [payout(21, 'SUCCESS')], 25),
    ]);
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(await within(table).findByText('FT26275012345678', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(table).getByText('payroll-1')).toBeTruthy();
    // Times in the partner's zone (Asia/Ho_Chi_Minh: 03:00 UTC is 10:00).
    expect(within(table).getAllByText('02/10/2026 10:00')).toHaveLength(3);
    expect(within(table).getAllByText('Chi hộ')).toHaveLength(2);
    expect(screen.getByText('25,000,000 VND')).toBeTruthy();
    expect(screen.getByText('25 lệnh · phí 137,500 VND')).toBeTruthy();

    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await within(table).findByText('payroll-21', {}, { timeout: 5000 })).toBeTruthy();

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: /Xuất báo cáo/ }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe(
      '/v1/partner/payout-report.csv?from_date=2026-10-01&to_date=2026-10-07',
    );
  });

  it('reads the days and page from the URL; a range the server would refuse falls back to the last seven days', () => {
    const now = new Date('2026-11-22T20:00:00Z');
    expect(readPayoutReportParams(new URLSearchParams('from=2026-10-01&to=2026-10-07&page=3'), 'UTC', now)).toEqual({
      from: '2026-10-01',
      to: '2026-10-07',
      page: 3,
    });
    expect(
      readPayoutReportParams(new URLSearchParams('from=2026-10-07&to=2026-10-01&page=3'), 'Asia/Ho_Chi_Minh', now),
    ).toEqual({ from: '2026-11-17', to: '2026-11-23', page: 1 });
    expect(readPayoutReportParams(new URLSearchParams('page=-4'), 'UTC', now).page).toBe(1);
    expect(writePayoutReportParams({ from: '2026-10-01', to: '2026-10-07', page: 1 }).toString()).toBe(
      'from=2026-10-01&to=2026-10-07',
    );
  });
});
