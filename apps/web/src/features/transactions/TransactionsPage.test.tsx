import type { UserType } from '@paygate/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearActiveTokenCookie,
  renderScreen,
  type Server,
  STORE,
  sentOf,
  setActiveTokenCookie,
} from '../active-token/testSupport';
import { TransactionsPage } from './TransactionsPage';

const payment = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Payment',
  id,
  transaction_id: `order-${id}`,
  amount: '1500000',
  crypto_amount: null,
  currency: 'VND',
  chain: null,
  app_status: 'PRODUCTION',
  completed_time: new Date(2026, 10, 21, 9, 6).toISOString(),
  failure_reason: null,
  bank: 'VCB',
  fee: '16500',
  status,
  type: 'ATM_CARD',
  pay_id: null,
  pay_memo: null,
  user_id: 'customer-7',
  made_by: null,
  direction: 'INCOMING',
  created_time: new Date(2026, 10, 21, 9, 5).toISOString(),
  source: 'Facebook',
  channel: 'Default',
  app: { __typename: 'PaymentApp', id: STORE.id, name: STORE.name, logo: null },
  ...extra,
});

const list = (rows: ReturnType<typeof payment>[], total = rows.length) => ({
  data: {
    allPayment: {
      __typename: 'PaymentList',
      total,
      amount: '1500000',
      crypto_amount: '{"USDT":"12.5"}',
      incoming: { __typename: 'PaymentDirectionTotals', total, amount: '1500000', crypto_amount: '{"USDT":"12.5"}' },
      outgoing: { __typename: 'PaymentDirectionTotals', total: 0, amount: '260000000', crypto_amount: '{"USDT":"1"}' },
      data: rows,
    },
  },
});

/** A refund of the detail's payment; fee_returned null as the server answers a role without seeFees. */
const refund = (feeReturned: string | null) => ({
  __typename: 'Refund',
  refund_id: 'r1',
  status: 'SUCCESS',
  amount: '500000',
  fee_returned: feeReturned,
  reason: 'Two of three items returned',
  destination: 'CARD',
  failure_reason: null,
  created_at: new Date(2026, 10, 22, 10, 0).toISOString(),
  completed_at: new Date(2026, 10, 22, 10, 1).toISOString(),
});

/** One moment of the detail's timeline, as the server answers it. */
const event = (fields: { at: string; kind: string; actor: string } & Record<string, unknown>) => ({
  __typename: 'PaymentEvent',
  actor_name: null,
  refund_id: null,
  amount: null,
  note: null,
  webhook_type: null,
  attempt: null,
  status_code: null,
  success: null,
  ...fields,
});

const detailOf = (feeReturned: string | null) => ({
  data: {
    allPayment: {
      __typename: 'PaymentList',
      data: [
        payment('p1', 'SUCCESS', {
          refunded_amount: '500000',
          refunds: [refund(feeReturned)],
          pay_id: 'PAY-9',
          pay_memo: 'Order 42',
          response: JSON.stringify({ payment: { bankAccounts: [{ accountNo: '9704361234' }] } }),
          payment_transfer: {
            __typename: 'PaymentTransfer',
            id: 't1',
            bank_code: 'VCB',
            account_no: '0011001234567',
            account_name: 'NGUYEN VAN AN',
            message: 'Thanh toan 42',
          },
          timeline: [
            event({ at: new Date(2026, 10, 21, 9, 5).toISOString(), kind: 'CREATED', actor: 'APP' }),
            event({ at: new Date(2026, 10, 21, 9, 6).toISOString(), kind: 'PAID', actor: 'PAYER' }),
            event({
              at: new Date(2026, 10, 21, 9, 6).toISOString(),
              kind: 'WEBHOOK',
              actor: 'GATEWAY',
              webhook_type: 'payment.succeeded',
              attempt: 1,
              status_code: 502,
              success: false,
            }),
            event({
              at: new Date(2026, 10, 22, 10, 0).toISOString(),
              kind: 'REFUND_REQUESTED',
              actor: 'MEMBER',
              actor_name: 'Olivia Owner',
              refund_id: 'r1',
              amount: '500000',
              note: 'Two of three items returned',
            }),
          ],
          complaint: null,
          webhook_attempts: [
            {
              __typename: 'WebhookAttempt',
              id: 'w1',
              created_time: new Date(2026, 10, 21, 9, 6).toISOString(),
              url: 'https://shop.example/hook',
              success: false,
              status_code: 502,
              latency_ms: 187,
              response_excerpt: 'Bad gateway',
              error: null,
            },
          ],
        }),
      ],
    },
  },
});

/** The detail's payment disputed by its payer (PRODUCT §12): IN_COMPLAIN, the complaint open and unanswered. */
const disputedDetail = () => {
  const detail = detailOf('5500');
  const [row] = detail.data.allPayment.data;
  const complaint = {
    __typename: 'Complaint',
    complaint_id: 'c1',
    status: 'OPEN',
    amount: '1000000',
    held: '1000000',
    currency: 'VND',
    reason: 'The parcel never arrived',
    respond_by: '2099-11-28T10:30:00.000Z',
    response: null,
    note: null,
    evidence: null,
    responded_by: null,
    responded_at: null,
    outcome: null,
    refund_id: null,
    created_at: new Date(2026, 10, 23, 8, 0).toISOString(),
    resolved_at: null,
  };
  return { data: { allPayment: { ...detail.data.allPayment, data: [{ ...row, status: 'IN_COMPLAIN', complaint }] } } };
};

const server =
  (rows = [payment('p1', 'SUCCESS'), payment('p2', 'FAILED')], feeReturned: string | null = '5500'): Server =>
  (op) => {
    if (op === 'TransactionList') return list(rows, 45);
    if (op === 'TransactionDetail') return detailOf(feeReturned);
    if (op === 'TransactionBanks') return { data: { listBanks: [] } };
    if (op === 'TransactionExport') return { data: { exportPartnerPayment: 'id,amount\np1,1500000\n' } };
    return undefined;
  };

const open = (
  path: string,
  userType: UserType = 'OWNER',
  rows?: ReturnType<typeof payment>[],
  feeReturned?: string | null,
) => renderScreen(<TransactionsPage />, { path, route: '/transaction', server: server(rows, feeReturned), userType });

// antd names its dialog through aria-labelledby, which happy-dom does not resolve: find it by its title.
const findDialog = async (title: string) => {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' }, { timeout: 5000 });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`no dialog titled ${title}`);
  return dialog;
};

const location = () => screen.getByTestId('location').textContent ?? '';

beforeEach(() => setActiveTokenCookie());
afterEach(() => {
  cleanup();
  clearActiveTokenCookie();
  vi.restoreAllMocks();
});

// antd and the lazily loaded forms are slow to render in happy-dom on a busy two-core machine.
describe('TransactionsPage (PRODUCT §2.6)', { timeout: 60_000 }, () => {
  it('says when the saved views could not be loaded, and loads them again on request', async () => {
    let viewsAsked = 0;
    const base = server();
    const { sent } = renderScreen(<TransactionsPage />, {
      path: '/transaction?statuses=FAILED',
      route: '/transaction',
      userType: 'OWNER',
      server: (op, variables) => {
        if (op !== 'TransactionViews') return base(op, variables);
        viewsAsked += 1;
        // The first load fails (a network error, a restart); the second answers.
        if (viewsAsked === 1) return undefined;
        const view = {
          __typename: 'TransactionView',
          id: 'v1',
          name: 'Failed only',
          query: 'statuses=FAILED',
          is_default: false,
        };
        return { data: { transactionViews: [view] } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Views/ }));
    const retry = await screen.findByRole('menuitem', { name: 'Views could not be loaded. Try again' });
    // Saving stays offered meanwhile.
    expect(screen.getByRole('menuitem', { name: 'Save current filters…' })).toBeTruthy();
    await userEvent.click(retry);
    await waitFor(() => expect(sentOf(sent, 'TransactionViews')).toHaveLength(2));
    // Opened again, the menu lists the view and no longer the failure.
    await userEvent.click(screen.getByRole('button', { name: /^Views/ }));
    expect(await screen.findByRole('menuitem', { name: 'Failed only' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Views could not be loaded. Try again' })).toBeNull();
  });

  it('asks for the OTP and loads nothing without an active token', async () => {
    clearActiveTokenCookie();
    const { sent } = open('/transaction');
    expect(await screen.findByText("Enter today's OTP to see the transactions")).toBeTruthy();
    expect(sentOf(sent, 'TransactionList')).toHaveLength(0);
  });

  it('reads filters, page and limit from the URL, writes the offset, and shows the totals line', async () => {
    const { sent } = open('/transaction?statuses=FAILED&transaction_id=order-p2&page=2&limit=10');
    expect(await screen.findByText('order-p1')).toBeTruthy();
    expect(sentOf(sent, 'TransactionList')[0]?.variables).toEqual({
      statuses: ['FAILED'],
      transaction_id: 'order-p2',
      offset: 10,
      limit: 10,
      app_status: 'PRODUCTION',
    });
    await waitFor(() =>
      expect(location()).toBe('/transaction?statuses=FAILED&transaction_id=order-p2&page=2&limit=10&offset=10'),
    );
    const totals = screen.getByRole('region', { name: 'Totals' });
    // Money in and money out apart, each signed (issue 28): never one sum of both.
    expect(totals.textContent).toContain('Total Amount: +1,500,000 VND in · \u2212260,000,000 VND out');
    expect(totals.textContent).toContain('USDT: +12.500 in · \u22121.000 out');
    expect(totals.textContent).toContain('USDC: 0.000 in · 0.000 out');
    expect(totals.textContent).toContain('BUSD: 0.000 in');
    expect(screen.getAllByText('21/11/2026 09:05').length).toBeGreaterThan(0);
  });

  it("signs a cash-out's amount as money out and names the member who made it, not their id", async () => {
    const cashOut = payment('p9', 'SUCCESS', {
      type: 'CASH_OUT',
      direction: 'OUTGOING',
      amount: '260000000',
      user_id: '6c1f4f7e-3c55-4a57-9d38-0f5d3cd1a2b4',
      made_by: 'Lan Owner',
    });
    open('/transaction', 'OWNER', [cashOut, payment('p1', 'SUCCESS')]);
    const row = (await screen.findByText('order-p9')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('\u2212260,000,000 VND');
    expect(row.textContent).toContain('Lan Owner');
    expect(row.textContent).not.toContain('6c1f4f7e');
    const payer = screen.getByText('order-p1').closest('tr') as HTMLElement;
    expect(payer.textContent).toContain('+1,500,000 VND');
    expect(payer.textContent).toContain('customer-7');
  });

  it('filters by a status when its tag is clicked, from the first page', async () => {
    const { sent } = open('/transaction?page=3');
    await userEvent.click(await screen.findByRole('button', { name: 'SUCCESS' }));
    await waitFor(() => expect(location()).toBe('/transaction?statuses=SUCCESS&page=1&limit=20&offset=0'));
    await waitFor(() => expect(sentOf(sent, 'TransactionList').at(-1)?.variables.statuses).toEqual(['SUCCESS']));
    expect(screen.getByRole('region', { name: 'Active filters' }).textContent).toContain('Status: SUCCESS');
  });

  it('asks for the list once per filter change (issue 28 item 16)', async () => {
    const { sent } = open('/transaction');
    await screen.findByText('order-p2');
    expect(sentOf(sent, 'TransactionList')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'SUCCESS' }));
    await waitFor(() => expect(location()).toContain('statuses=SUCCESS'));
    await userEvent.click(within(screen.getByRole('region', { name: 'Active filters' })).getAllByRole('button')[0]!);
    await waitFor(() => expect(location()).toBe('/transaction?page=1&limit=20&offset=0'));
    await screen.findByText('order-p2');
    expect(sentOf(sent, 'TransactionList').map((s) => s.variables.statuses)).toEqual([
      undefined,
      ['SUCCESS'],
      undefined,
    ]);
  });

  it('opens a bare list with the default view, asking for the list once, with its filters (issue 28 item 16)', async () => {
    const base = server();
    const view = {
      __typename: 'TransactionView',
      id: 'v1',
      name: 'Failed',
      query: 'statuses=FAILED',
      is_default: true,
    };
    const { sent } = renderScreen(<TransactionsPage />, {
      path: '/transaction',
      route: '/transaction',
      userType: 'OWNER',
      server: (op, variables) =>
        op === 'TransactionViews' ? { data: { transactionViews: [view] } } : base(op, variables),
    });
    await waitFor(() => expect(location()).toBe('/transaction?statuses=FAILED&page=1&limit=20&offset=0'));
    await screen.findByText('order-p1');
    expect(sentOf(sent, 'TransactionList').map((s) => s.variables.statuses)).toEqual([['FAILED']]);
  });

  it("says 'No transactions yet' for an empty list without filters, and names the filters with some", async () => {
    open('/transaction', 'OWNER', []);
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(screen.queryByText('No transactions match these filters')).toBeNull();
    cleanup();
    open('/transaction?statuses=FAILED', 'OWNER', []);
    expect(await screen.findByText('No transactions match these filters')).toBeTruthy();
  });

  it('shows status tags in the spec colours', async () => {
    open('/transaction');
    const success = await screen.findByRole('button', { name: 'SUCCESS' });
    expect(success.className).toContain('green');
    expect(screen.getByRole('button', { name: 'FAILED' }).className).toContain('red');
  });

  it.each([
    ['OWNER', true],
    ['FINANCIAL', true],
    ['SUPERVISOR', true],
    ['SUPPORTER', false],
  ] as const)('%s: Fee column and Resend Webhook shown = %s (PRODUCT §6)', async (userType, isShown) => {
    open('/transaction', userType);
    await screen.findByText('order-p1');
    expect(screen.queryByRole('columnheader', { name: 'Fee' }) !== null).toBe(isShown);
    await userEvent.click(screen.getByRole('button', { name: 'Actions of order-p1' }));
    expect(await screen.findByRole('menuitem', { name: 'Detail' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Resend Webhook' }) !== null).toBe(isShown);
  });

  it('Filter and Export each toggle their form and close the other', async () => {
    open('/transaction');
    await screen.findByText('order-p1');
    const filter = screen.getByRole('button', { name: 'Filter' });
    const exporter = screen.getByRole('button', { name: 'Export' });
    const expanded = () => [filter.getAttribute('aria-expanded'), exporter.getAttribute('aria-expanded')];
    // Plain selectors: role queries over the whole filter form are slow in happy-dom.
    const filterForm = () => document.querySelector('form[aria-label="Transaction filters"]');
    const exportForm = () => document.querySelector('[aria-label="Export transactions"]');

    await userEvent.click(filter);
    expect(expanded()).toEqual(['true', 'false']);
    await waitFor(() => expect(filterForm()).not.toBeNull(), { timeout: 20_000 });

    await userEvent.click(exporter);
    expect(expanded()).toEqual(['false', 'true']);
    await waitFor(() => expect(exportForm()).not.toBeNull(), { timeout: 20_000 });
    expect(filterForm()).toBeNull();

    await userEvent.click(exporter);
    expect(expanded()).toEqual(['false', 'false']);
    expect(exportForm()).toBeNull();
  });

  it("refuses an export over 30 days with 'Can not export transaction more than 30 days'", async () => {
    const { sent } = open('/transaction?from_date=2026-10-01T00:00:00.000Z&to_date=2026-11-15T00:00:00.000Z');
    await screen.findByText('order-p1');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('button', { name: /Export CSV/ }, { timeout: 5000 }));
    const notice = await screen.findByText('Can not export transaction more than 30 days', {}, { timeout: 5000 });
    expect(notice.closest('.ant-notification-notice')?.textContent).toContain('Error');
    expect(sentOf(sent, 'TransactionExport')).toHaveLength(0);
  });

  it('exports the filters in force (empty arrays dropped) as transaction-{from}-{to}.csv', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const from = new Date(2026, 10, 1, 0, 0).toISOString();
    const to = new Date(2026, 10, 10, 23, 59).toISOString();
    const { sent } = open(`/transaction?from_date=${from}&to_date=${to}&statuses=SUCCESS&banks=VCB`);
    await screen.findByText('order-p1');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('button', { name: /Export CSV/ }, { timeout: 5000 }));
    await waitFor(() => expect(saved).toEqual(['transaction-20261101-20261110.csv']));
    expect(sentOf(sent, 'TransactionExport')[0]?.variables).toEqual({
      from_date: '20261101',
      to_date: '20261110',
      statuses: ['SUCCESS'],
      banks: ['VCB'],
      app_status: 'PRODUCTION',
    });
  });

  it('hands an export too large for one GraphQL answer to the streamed download', async () => {
    const links: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      links.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const from = new Date(2026, 10, 1, 0, 0).toISOString();
    const to = new Date(2026, 10, 30, 23, 59).toISOString();
    renderScreen(<TransactionsPage />, {
      path: `/transaction?from_date=${from}&to_date=${to}&types=CASH_OUT`,
      route: '/transaction',
      server: (op, variables) =>
        op === 'TransactionExport'
          ? { errors: [{ message: 'too many', extensions: { code: 'EXPORT_TOO_LARGE' } }] }
          : server()(op, variables),
    });
    await screen.findByText('order-p1');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('button', { name: /Export CSV/ }, { timeout: 5000 }));
    await waitFor(() =>
      expect(links).toEqual([
        {
          href: '/v1/partner/payments/export.csv?language=en&types=CASH_OUT&from_date=20261101&to_date=20261130&app_status=PRODUCTION',
          download: 'transaction-20261101-20261130.csv',
        },
      ]),
    );
  });

  it("opens 'Transaction detail' with every field, the account number from response, the transfer and the webhook attempts", async () => {
    const { sent } = open('/transaction');
    await userEvent.click(await screen.findByRole('button', { name: 'order-p1' }));
    const dialog = await findDialog('Transaction detail');
    // Shown in the detail and again among the response's labelled fields (issue 28 item 11).
    await within(dialog).findAllByText('9704361234', {}, { timeout: 5000 });
    expect(sentOf(sent, 'TransactionDetail')[0]?.variables).toEqual({ payment_id: 'p1' });
    for (const text of [
      'order-p1',
      'Demo Store',
      '1,500,000',
      '16,500',
      'VCB',
      'ATM_CARD',
      'PAY-9',
      'Order 42',
      'customer-7',
      'Facebook',
      'Default',
      '21/11/2026 09:05',
    ]) {
      expect(dialog.textContent).toContain(text);
    }
    for (const text of ['0011001234567', 'NGUYEN VAN AN', 'Thanh toan 42']) expect(dialog.textContent).toContain(text);
    const attempt = within(dialog).getByText('502').closest('tr');
    expect(attempt?.textContent).toContain('21/11/2026 09:06');
    expect(attempt?.textContent).toContain('187 ms');
    expect(attempt?.textContent).toContain('Bad gateway');
    // PRODUCT §11: the refunded amount beside the amount, the refunds, and the owner's Refund button.
    expect(within(dialog).getByText('Refunded').closest('tr')?.textContent).toContain('500,000 VND');
    const refunded = within(dialog).getByText('Two of three items returned').closest('tr');
    for (const text of [
      '22/11/2026 10:00',
      '500,000 VND',
      'SUCCESS',
      'The card it was paid with',
      '5,500 VND',
      '22/11/2026 10:01',
    ])
      expect(refunded?.textContent).toContain(text);
    expect(within(dialog).getByRole('columnheader', { name: 'Fee returned' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Refund' })).toBeTruthy();
    // Issue 29 item 5: the payment's story, oldest first, with who did what.
    const story = [...dialog.querySelectorAll('.ant-timeline-item')].map((item) => item.textContent);
    expect(story).toEqual([
      expect.stringContaining("Created by the app's server (gateway API)21/11/2026 09:05"),
      expect.stringContaining('Paid by the payer'),
      expect.stringContaining('Webhook payment.succeeded: not accepted, HTTP 502'),
      expect.stringContaining(
        'Refund of 500,000 VND requested by Olivia Owner22/11/2026 10:00 · Reason: Two of three items returned',
      ),
    ]);
  });

  it("shows the payer's complaint in the detail, with Accept and Contest instead of Refund (PRODUCT §12)", async () => {
    // The list's row and the detail are one Payment in the cache: IN_COMPLAIN in both.
    const base = server([payment('p1', 'IN_COMPLAIN'), payment('p2', 'FAILED')]);
    renderScreen(<TransactionsPage />, {
      path: '/transaction',
      route: '/transaction',
      userType: 'OWNER',
      server: (op, variables) => (op === 'TransactionDetail' ? disputedDetail() : base(op, variables)),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'order-p1' }));
    const dialog = await findDialog('Transaction detail');
    const complaint = await within(dialog).findByRole('region', { name: 'Complaint' }, { timeout: 5000 });
    expect(complaint.textContent).toContain('The parcel never arrived');
    expect(complaint.textContent).toContain('1,000,000 VND');
    expect(complaint.textContent).toContain('Answer by 28/11/2099 17:30 (Asia/Ho_Chi_Minh)');
    expect(within(complaint).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(complaint).getByRole('button', { name: 'Contest' })).toBeTruthy();
    // While the complaint is open the payment cannot be refunded: it is answered instead.
    expect(within(dialog).queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('lists what needs a response from the URL and the filter form, and shows it among the active filters', async () => {
    const { sent } = open('/transaction?needs_response=true');
    await screen.findByText('order-p1');
    expect(sentOf(sent, 'TransactionList')[0]?.variables).toEqual({
      needs_response: true,
      offset: 0,
      limit: 20,
      app_status: 'PRODUCTION',
    });
    const active = screen.getByRole('region', { name: 'Active filters' });
    expect(active.textContent).toContain('Needs a response');
    // Removing its chip lists everything again.
    await userEvent.click(within(active).getAllByRole('button')[0]!);
    await waitFor(() => expect(location()).toBe('/transaction?page=1&limit=20&offset=0'));

    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const box = await screen.findByRole('checkbox', { name: 'Needs a response' }, { timeout: 20_000 });
    expect((box as HTMLInputElement).checked).toBe(false);
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/transaction?needs_response=true&page=1&limit=20&offset=0'));
    await waitFor(() => expect(sentOf(sent, 'TransactionList').at(-1)?.variables.needs_response).toBe(true));
  });

  it('hides the fee in the detail of a SUPPORTER, the fee returned of its refunds, and offers no Refund', async () => {
    open('/transaction', 'SUPPORTER', undefined, null);
    fireEvent.click(await screen.findByRole('button', { name: 'order-p1' }));
    const dialog = await findDialog('Transaction detail');
    // Shown in the detail and again among the response's labelled fields (issue 28 item 11).
    await within(dialog).findAllByText('9704361234', {}, { timeout: 5000 });
    expect(within(dialog).queryByText('Fee')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Resend Webhook' })).toBeNull();
    expect(within(dialog).getByText('Two of three items returned')).toBeTruthy();
    expect(within(dialog).queryByRole('columnheader', { name: 'Fee returned' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});
