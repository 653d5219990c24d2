import { STORAGE_ENV } from '@paygate/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearActiveTokenCookie,
  renderScreen,
  type Server,
  STORE,
  sentOf,
  setActiveTokenCookie,
} from '../active-token/testSupport';
import { DashboardPage } from './DashboardPage';

const NOW = new Date(2026, 10, 22, 15, 30);

const totals = (amount: string, success: number, channels: number, sources: number, refunded = '0') => ({
  __typename: 'DashboardData',
  total_amount_success: amount,
  // Paid less refunded (the server's figure): the revenue card shows it.
  total_amount_net: String(Number(amount) - Number(refunded)),
  total_amount_refunded: refunded,
  total_payment_success: success,
  total_channel_active: channels,
  total_source_active: sources,
});

const stats = (isEmpty = false) => ({
  ...totals('16000000', 12, 2, 3, '1000000'),
  total_payment_failed: 3,
  list_channel_active: isEmpty
    ? []
    : [{ __typename: 'NamedCount', id: 'c1', name: 'Default', total_payment: 12, total_amount: '15000000' }],
  list_source_active: isEmpty
    ? []
    : [{ __typename: 'NamedCount', id: 's1', name: 'Facebook', total_payment: 12, total_amount: '15000000' }],
  payment_success_group_by_date: isEmpty
    ? []
    : [{ __typename: 'DateGroup', date: '2026-11-20', total_amount: '15000000', total_payment: 12 }],
  payment_failed_group_by_date: isEmpty
    ? []
    : [{ __typename: 'DateGroup', date: '2026-11-20', total_amount: '0', total_payment: 3 }],
  payment_success_group_by_time_in_24_hour: [
    { __typename: 'TimeRangeAmount', range: '09:00', total_amount: isEmpty ? '0' : '15000000' },
  ],
  payment_success_group_by_date_time: [
    {
      __typename: 'DateTimeGroup',
      range: '09-12',
      data: [{ __typename: 'DowCount', dow: 5, total_payment: isEmpty ? 0 : 12 }],
    },
  ],
});

const server =
  (isEmpty = false): Server =>
  (op, variables) => {
    if (op === 'DashboardStats')
      return {
        data: {
          partnerDashboard: isEmpty ? { ...stats(true), ...totals('0', 0, 0, 0), total_payment_failed: 0 } : stats(),
        },
      };
    if (op === 'DashboardTotals') return { data: { partnerDashboard: totals('10500000', 12, 2, 6, '500000') } };
    if (op === 'DashboardBalances')
      return {
        data: {
          getPayableBalance:
            variables.app_id === STORE.id
              ? [
                  { __typename: 'Balance', amount: '250000000', currency: 'VND', chain: null },
                  { __typename: 'Balance', amount: '10.5', currency: 'USDT', chain: 'bsc' },
                  { __typename: 'Balance', amount: '2', currency: 'USDT', chain: 'eth' },
                ]
              : [{ __typename: 'Balance', amount: '1000', currency: 'VND', chain: null }],
        },
      };
    return undefined;
  };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  document.body.innerHTML = '';
  sessionStorage.clear();
  clearActiveTokenCookie();
});

const card = (title: string) => screen.getByRole('region', { name: title });

describe('DashboardPage (PRODUCT §2.5)', { timeout: 60_000 }, () => {
  it("asks for the days shown, in the partner's zone, up to now, and compares with as many days before", async () => {
    const { sent } = renderScreen(<DashboardPage />, { server: server() });
    await waitFor(() => expect(sentOf(sent, 'DashboardStats')).toHaveLength(1));
    // 15/11 to 22/11 in Asia/Ho_Chi_Minh (UTC+7): from 15/11 00:00 there, up to now (issue 28 item 4).
    expect(sentOf(sent, 'DashboardStats')[0]?.variables).toEqual({
      from_date: '2026-11-14T17:00:00.000Z',
      to_date: NOW.toISOString(),
    });
    expect(sentOf(sent, 'DashboardTotals')[0]?.variables).toEqual({
      from_date: '2026-11-06T17:00:00.000Z',
      to_date: '2026-11-14T16:59:59.999Z',
    });
    // The range as DD/MM/YYYY at once, in a light stand-in; antd's picker (~31 KB) loads when the
    // person reaches for it, showing the same days.
    const standIn = screen.getByRole<HTMLInputElement>('textbox', { name: 'Date range' });
    expect(standIn.value).toBe('15/11/2026 → 22/11/2026');
    expect(document.querySelector('.ant-picker-range')).toBeNull();
    fireEvent.pointerEnter(standIn);
    await waitFor(() => expect(document.querySelectorAll('.ant-picker-range input')).toHaveLength(2), {
      timeout: 10_000,
    });
    const values = [...document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')].map((i) => i.value);
    expect(values).toEqual(['15/11/2026', '22/11/2026']);
  });

  it("shows the cards with their change and the comparison text '7 day ago'", async () => {
    renderScreen(<DashboardPage />, { server: server() });
    // Revenue net of refunds: 16,000,000 paid less 1,000,000 refunded; the refunds a figure of their own.
    await waitFor(() => expect(card('Total revenue (VNĐ)').textContent).toContain('+15,000,000'));
    expect(card('Total revenue (VNĐ)').textContent).toContain('net of refunds');
    expect(card('Total revenue (VNĐ)').textContent).toContain('50%');
    expect(card('Refunded (VNĐ)').textContent).toContain('\u22121,000,000');
    // Refunds doubled: a rise, in the colour of a fall.
    expect(card('Refunded (VNĐ)').textContent).toContain('100%');
    expect(within(card('Refunded (VNĐ)')).getByTestId('comparison').innerHTML).toContain('color-error');
    expect(card('Total revenue (VNĐ)').textContent).toContain('7 day ago');
    expect(card('Successful transaction').textContent).toContain('12');
    expect(card('Successful transaction').textContent).toContain('0%');
    expect(card('Total channel').textContent).toContain('2');
    expect(card('Total source').textContent).toContain('3');
    expect(card('Total source').textContent).toContain('50%');
    for (const title of [
      'Total revenue (VNĐ)',
      'Refunded (VNĐ)',
      'Successful transaction',
      'Total channel',
      'Total source',
    ])
      expect(within(card(title)).getByTestId('comparison').textContent).toContain('7 day ago');
  });

  it('shows the balances of the first app of the environment, token chains summed', async () => {
    renderScreen(<DashboardPage />, { server: server() });
    await waitFor(() => expect(card('VND balance').textContent).toContain('250,000,000'));
    expect(card('USDT balance').textContent).toContain('12.500');
    // A token with its three decimals always (issue 28 item 3).
    expect(card('USDT balance').textContent).toContain('bsc 10.500 · eth 2.000');
  });

  it("offers 'Show form submit OTP' only without an active token", async () => {
    renderScreen(<DashboardPage />, { server: server() });
    expect(await screen.findByRole('button', { name: /Show form submit OTP/ })).toBeTruthy();
    cleanup();
    setActiveTokenCookie();
    renderScreen(<DashboardPage />, { server: server() });
    await screen.findByRole('region', { name: 'Balance' });
    expect(screen.queryByRole('button', { name: /Show form submit OTP/ })).toBeNull();
  });

  it('renders every chart the spec lists, each titled', async () => {
    renderScreen(<DashboardPage />, { server: server() });
    for (const title of [
      'Revenue statistics in 24h',
      'Transaction statistics',
      'Source statistics',
      'Revenue statistics',
      'Channel statistics',
      'Transaction',
      'Day of week',
    ])
      expect(await screen.findByRole('region', { name: title }, { timeout: 20_000 })).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('.chart').length).toBe(7), { timeout: 20_000 });
  });

  it('shows an empty state in a chart without data', async () => {
    renderScreen(<DashboardPage />, { server: server(true) });
    await waitFor(() => expect(card('Revenue statistics in 24h').textContent).toContain('No data for these dates'), {
      timeout: 20_000,
    });
    expect(card('Day of week').textContent).toContain('No data for these dates');
  });

  it('development mode shows the balance cards only, without the date picker', async () => {
    sessionStorage.setItem(STORAGE_ENV, 'DEVELOPMENT');
    const { sent } = renderScreen(<DashboardPage />, { server: server() });
    await waitFor(() => expect(card('VND balance').textContent).toContain('1,000'));
    expect(sentOf(sent, 'DashboardBalances')[0]?.variables).toEqual({
      app_id: 'app-sandbox',
      app_status: 'DEVELOPMENT',
    });
    expect(sentOf(sent, 'DashboardStats')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Total revenue (VNĐ)' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Day of week' })).toBeNull();
    expect(document.querySelector('.ant-picker-range')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Date range' })).toBeNull();
  });
});
