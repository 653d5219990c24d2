import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutPage } from './CheckoutPage';
import type { CheckoutView } from './checkoutApi';
import { tokenFromPath } from './checkoutApi';

// The hosted checkout with the gateway's JSON API recorded: what a payer sees per method, the
// sandbox's Pay / Fail / Expire, and the finished and expired states.

const base: CheckoutView = {
  payment_id: 'pay-1',
  transaction_id: 'order-42',
  type: 'ATM_CARD',
  status: 'PENDING',
  amount: '150000',
  currency: 'VND',
  expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
  app: { name: 'Demo Sandbox', logo: null },
  sandbox: true,
  return_url: null,
  bank: { code: 'VCB', name: 'Vietcombank', full_name: 'Ngân hàng TMCP Ngoại Thương Việt Nam', bin: '970436' },
  transfer: null,
  qr: null,
  crypto: null,
  exchange: null,
};

const TRANSFER = {
  account_number: '9704360012345678',
  account_name: 'PAYGATE DEMO SANDBOX',
  bank_code: 'VCB',
  bank_name: 'Vietcombank',
  memo: 'PGAB12CD34EF',
};

type Call = { path: string; method: string };

/** Records the page's calls; GET answers `view`, POST answers the outcome's status. */
const gateway = (view: CheckoutView | null) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ path, method });
      if (!view) {
        return new Response(JSON.stringify({ error_code: 10, message: 'This payment link is not valid' }), {
          status: 404,
        });
      }
      if (method === 'POST') {
        const status = path.endsWith('/pay')
          ? 'SUCCESS'
          : path.endsWith('/fail')
            ? 'FAILED'
            : path.endsWith('/complain')
              ? 'IN_COMPLAIN'
              : path.endsWith('/decide')
                ? 'SUCCESS'
                : 'CANCEL';
        return new Response(
          JSON.stringify({
            error_code: 0,
            message: 'Success',
            data: { status, return_url: `https://shop.test/return?status=${status}` },
          }),
        );
      }
      return new Response(JSON.stringify({ error_code: 0, message: 'Success', data: view }));
    }),
  );
  return calls;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('hosted checkout', () => {
  it('reads the token from /checkout/{token}', () => {
    expect(tokenFromPath('/checkout/abc_DEF-1')).toBe('abc_DEF-1');
    expect(tokenFromPath('/checkout/')).toBeUndefined();
    expect(tokenFromPath('/apps')).toBeUndefined();
  });

  it('card: merchant, amount, bank and the pay step; Pay makes it SUCCESS and offers the way back', async () => {
    const calls = gateway(base);
    render(<CheckoutPage token="tok" />);
    expect(await screen.findByText('Order order-42')).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Demo Sandbox');
    expect(screen.getByLabelText('Amount to pay').textContent).toContain('150,000');
    expect(screen.getByText('Vietcombank')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^Expires in 1[45]:\d\d$/);

    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Payment successful')).toBeTruthy();
    expect(calls).toContainEqual({ path: '/v1/checkout/tok/pay', method: 'POST' });
    expect(screen.getByRole('link', { name: 'Return to Demo Sandbox' }).getAttribute('href')).toBe(
      'https://shop.test/return?status=SUCCESS',
    );
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('Fail, Cancel and Expire finish the payment as FAILED and CANCEL', async () => {
    const calls = gateway(base);
    render(<CheckoutPage token="tok" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Fail' }));
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    cleanup();
    gateway(base);
    render(<CheckoutPage token="tok2" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Expire' }));
    expect(await screen.findByText('Payment expired')).toBeTruthy();
    cleanup();
    const cancelling = gateway(base);
    render(<CheckoutPage token="tok3" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Payment cancelled')).toBeTruthy();
    expect(screen.getByText(/You cancelled this payment/)).toBeTruthy();
    expect(cancelling).toContainEqual({ path: '/v1/checkout/tok3/cancel', method: 'POST' });
    expect(calls).toContainEqual({ path: '/v1/checkout/tok/fail', method: 'POST' });
  });

  it('virtual account: the account number, holder and transfer content to copy', async () => {
    gateway({ ...base, type: 'VIRTUAL_ACCOUNT', transfer: TRANSFER });
    render(<CheckoutPage token="tok" />);
    expect(await screen.findByText('9704360012345678')).toBeTruthy();
    expect(screen.getByText('PAYGATE DEMO SANDBOX')).toBeTruthy();
    expect(screen.getByText('PGAB12CD34EF')).toBeTruthy();
    for (const label of ['Account number', 'Amount', 'Transfer content']) {
      expect(screen.getByRole('button', { name: `Copy ${label}` })).toBeTruthy();
    }
  });

  it('dynamic QR: draws the VietQR payload as a QR code', async () => {
    gateway({ ...base, type: 'DYNAMIC_QR', transfer: TRANSFER, qr: { payload: '00020101021238570010A000000727' } });
    render(<CheckoutPage token="tok" />);
    const qr = await screen.findByTitle('VietQR payment code');
    expect(qr.closest('svg')?.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByText('Scan with your banking app')).toBeTruthy();
  });

  it('crypto: token, chain, deposit address and amount', async () => {
    gateway({
      ...base,
      type: 'CRYPTO',
      amount: '12.5',
      currency: 'USDT',
      bank: null,
      crypto: {
        token: 'USDT',
        token_name: 'Tether',
        chain: 'polygon',
        chain_id: 137,
        contract: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
        address: '0x1234567890abcdef1234567890abcdef12345678',
        amount: '12.5',
      },
    });
    render(<CheckoutPage token="tok" />);
    expect(await screen.findByText('0x1234567890abcdef1234567890abcdef12345678')).toBeTruthy();
    expect(screen.getByText('Polygon (polygon, EIP155:137)')).toBeTruthy();
    // A token with its three decimals always (issue 28 item 3).
    expect(screen.getByText('12.500 USDT')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Deposit address' })).toBeTruthy();
  });

  it('exchange: the payer pays the VND price, and reads the tokens, chain and rate it buys', async () => {
    gateway({
      ...base,
      type: 'CRYPTO_EXCHANGE',
      amount: '25',
      currency: 'USDT',
      exchange: {
        token: 'USDT',
        token_name: 'Tether',
        chain: 'bsc',
        rate: '25489',
        rate_at: new Date().toISOString(),
        amount_vnd: '637225',
      },
    });
    render(<CheckoutPage token="tok" />);
    const amount = await screen.findByLabelText('Amount to pay');
    expect(amount.textContent).toContain('637,225 VND');
    expect(amount.textContent).toContain('Buys 25.000 USDT on BNB Smart Chain at 1 USDT = 25,489 VND');
    expect(amount.textContent).toContain('Buy crypto with VND');
    // The title is set by an effect, which may run just after the amount is on screen.
    await waitFor(() => expect(document.title).toBe('Pay 637,225 VND · Demo Sandbox'));
  });

  it('a finished payment shows its result and no sandbox actions', async () => {
    gateway({ ...base, status: 'FAILED', return_url: 'https://shop.test/return?status=FAILED' });
    render(<CheckoutPage token="tok" />);
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Return to Demo Sandbox' })).toBeTruthy();
  });

  it('a pending payment past its time shows as expired, without actions', async () => {
    gateway({ ...base, expires_at: new Date(Date.now() - 1000).toISOString() });
    render(<CheckoutPage token="tok" />);
    expect(await screen.findByText('Payment expired')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('an unknown link says so', async () => {
    gateway(null);
    render(<CheckoutPage token="nope" />);
    expect(await screen.findByText('This payment link is not valid.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Payment not found')).toBeTruthy());
  });

  it('lets the sandbox payer dispute a paid payment, then decide it as the bank', async () => {
    const calls = gateway({ ...base, status: 'SUCCESS' });
    render(<CheckoutPage token="tok-1" />);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    const reason = screen.getByLabelText('Reason');
    await userEvent.clear(reason);
    await userEvent.type(reason, 'Wrong size');
    await userEvent.click(screen.getByRole('button', { name: 'Dispute this payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment under review' })).toBeTruthy();
    expect(calls.at(-1)).toEqual({ path: '/v1/checkout/tok-1/complain', method: 'POST' });
    await userEvent.click(screen.getByRole('button', { name: 'Merchant keeps it' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    expect(calls.at(-1)).toEqual({ path: '/v1/checkout/tok-1/complaint/decide', method: 'POST' });
  });

  it('offers no complaint outside the sandbox', async () => {
    gateway({ ...base, status: 'SUCCESS', sandbox: false });
    render(<CheckoutPage token="tok-1" />);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dispute this payment' })).toBeNull();
  });
});
