import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DepositModal } from './DepositModal';
import { button, choose, DEMO_SANDBOX, errorOf, fundingAnswer, recordGateway, renderWithViewer } from './testSupport';

const CHECKOUT = 'http://localhost/checkout/dep456';
/** /config/bank?type=crypto&app_id=…: one bank per token; BUSD is disabled for this partner. */
const CRYPTO_BANKS = {
  error_code: 0,
  message: 'Success',
  data: [
    { id: 'USDT', name: 'Tether USD' },
    { id: 'USDC', name: 'USD Coin' },
  ],
};
const gateway = (payment: Record<string, unknown>) =>
  recordGateway((path) => (path.startsWith('/config/bank') ? CRYPTO_BANKS : payment));

const open = () => {
  const props = { onClose: vi.fn(), onDone: vi.fn(), openPage: vi.fn() };
  renderWithViewer(<DepositModal {...props} />);
  return props;
};

const submit = () => userEvent.click(screen.getByRole('button', { name: button('Submit') }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('Deposit', () => {
  it('asks for app, amount, token, chain and bank with the spec messages', async () => {
    gateway({ error_code: 0, message: 'Success' });
    open();
    await submit();
    await waitFor(() => expect(errorOf('App')).toBe('Please input apps'));
    expect(errorOf('Amount')).toBe('Please input amount');
    expect(errorOf('Token')).toBe('Please select token');
    expect(errorOf('Chain')).toBe('Please select deposit chain');
    expect(errorOf('Bank')).toBe('Please input bank');
  });

  it("lists the app's crypto banks, and a token and its bank are picked together", async () => {
    sessionStorage.setItem('env', 'DEVELOPMENT');
    const calls = gateway({ error_code: 0, message: 'Success' });
    open();
    await choose('App', 'Demo Sandbox');
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/config/bank?type=crypto&app_id=${DEMO_SANDBOX.id}`)).toBe(true),
    );
    await choose('Bank', 'USDC');
    expect(screen.getByRole('combobox', { name: 'Token' }).closest('.ant-select')?.textContent).toContain('USDC');
    await choose('Token', 'USDT');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Bank' }).closest('.ant-select')?.textContent).toContain('USDT'),
    );
  });

  it('takes amounts with up to 3 decimals', async () => {
    gateway({ error_code: 0, message: 'Success' });
    open();
    await userEvent.type(screen.getByLabelText('Amount'), '1.2345');
    await submit();
    await waitFor(() => expect(errorOf('Amount')).toBe('amount has at most 3 decimals'));
  });

  it('refuses less than the gateway minimum of 0.5 in the form (issue 11 item 4)', async () => {
    gateway({ error_code: 0, message: 'Success' });
    open();
    await userEvent.type(screen.getByLabelText('Amount'), '0.4');
    await submit();
    await waitFor(() => expect(errorOf('Amount')).toBe('You need to enter at least 0.5'));
  });

  it('sends cmsDepositCrypto for an app of the current environment and opens the payment page', async () => {
    sessionStorage.setItem('env', 'DEVELOPMENT');
    const calls = gateway(fundingAnswer(CHECKOUT));
    const props = open();
    await choose('App', 'Demo Sandbox');
    await choose('Token', 'USDC');
    await choose('Chain', 'polygon');
    await userEvent.type(screen.getByLabelText('Amount'), '25.5');
    await submit();

    expect(await screen.findByText('The payment page will open soon…')).toBeTruthy();
    const sent = calls.find((c) => c.path === '/v1/partner/cmsDepositCrypto');
    expect(sent?.body).toMatchObject({
      app_id: DEMO_SANDBOX.id,
      amount: '25.5',
      crypto_token: 'USDC',
      chain: 'polygon',
      bank_code: 'USDC',
    });
    expect(String(sent?.body.transaction_id)).toMatch(/^deposit_USDC_\d+$/);
    expect(props.onDone).toHaveBeenCalledWith({ awaitsPayment: true });
  });

  it("says 'Cannot get payment url' when none comes back", async () => {
    gateway({ error_code: 0, message: 'Success' });
    open();
    await choose('App', 'Demo Store');
    await choose('Token', 'USDT');
    await choose('Chain', 'bsc');
    await userEvent.type(screen.getByLabelText('Amount'), '3');
    await submit();
    expect(await screen.findByText('Cannot get payment url')).toBeTruthy();
  });
});
