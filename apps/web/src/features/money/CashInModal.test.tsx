import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CashInModal } from './CashInModal';
import {
  button,
  choose,
  DEMO_STORE,
  errorOf,
  fundingAnswer,
  PAY_BANKS,
  recordGateway,
  renderWithViewer,
} from './testSupport';

const CHECKOUT = 'http://localhost/checkout/tok123';

const open = () => {
  const props = { onClose: vi.fn(), onDone: vi.fn(), openPage: vi.fn() };
  renderWithViewer(<CashInModal {...props} />);
  return props;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CashIn', () => {
  it('asks for app, amount and bank with the spec messages', async () => {
    recordGateway(() => PAY_BANKS);
    open();
    await userEvent.click(screen.getByRole('button', { name: button('Submit') }));
    await waitFor(() => expect(errorOf('App')).toBe('Please input apps'));
    expect(errorOf('Amount')).toBe('Please input amount');
    expect(errorOf('Bank')).toBe('Please input bank');
  });

  it('sends cmsCashInVND and says the payment page will open soon, with a link', async () => {
    const calls = recordGateway((path) => (path.startsWith('/config/bank') ? PAY_BANKS : fundingAnswer(CHECKOUT)));
    const props = open();
    await choose('App', 'Demo Store');
    await userEvent.type(screen.getByLabelText('Amount'), '1500000');
    // Grouped as it is typed (issue 28 item 3); the gateway gets the plain figure.
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1,500,000');
    await choose('Bank', 'Vietcombank');
    await userEvent.click(screen.getByRole('button', { name: button('Submit') }));

    expect(await screen.findByText('The payment page will open soon…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'open the payment page' }).getAttribute('href')).toBe(CHECKOUT);
    const sent = calls.find((c) => c.path === '/v1/partner/cmsCashInVND');
    expect(sent?.body).toMatchObject({ app_id: DEMO_STORE.id, amount: '1500000', bank_code: 'VCB' });
    expect(String(sent?.body.transaction_id)).toMatch(/^cashin_\d+$/);
    expect(props.onDone).toHaveBeenCalledWith({ awaitsPayment: true });
    expect(screen.getByText('Close', { selector: 'button > span' })).toBeTruthy();
  });

  it("says 'Cannot get payment url' when none comes back", async () => {
    recordGateway((path) => (path.startsWith('/config/bank') ? PAY_BANKS : { error_code: 0, message: 'Success' }));
    open();
    await choose('App', 'Demo Store');
    await userEvent.type(screen.getByLabelText('Amount'), '20000');
    await choose('Bank', 'Techcombank');
    await userEvent.click(screen.getByRole('button', { name: button('Submit') }));
    expect(await screen.findByText('Cannot get payment url')).toBeTruthy();
    expect(screen.queryByText('The payment page will open soon…')).toBeNull();
  });

  it('refuses less than the gateway minimum of 10,000 in the form, and sends nothing (issue 11 item 4)', async () => {
    const calls = recordGateway((path) => (path.startsWith('/config/bank') ? PAY_BANKS : fundingAnswer(CHECKOUT)));
    open();
    await choose('App', 'Demo Store');
    await userEvent.type(screen.getByLabelText('Amount'), '5000');
    await choose('Bank', 'Vietcombank');
    await userEvent.click(screen.getByRole('button', { name: button('Submit') }));
    await waitFor(() => expect(errorOf('Amount')).toBe('You need to enter at least 10,000'));
    expect(calls.filter((c) => c.path === '/v1/partner/cmsCashInVND')).toHaveLength(0);
  });

  it("shows the gateway's field message on the field and in the error toast", async () => {
    const DISABLED = 'This payment method is disabled for your partner';
    recordGateway((path) =>
      path.startsWith('/config/bank')
        ? PAY_BANKS
        : { error_code: 4, code: 'BANK_DISABLED', message: DISABLED, fields: { bank_code: DISABLED } },
    );
    open();
    await choose('App', 'Demo Store');
    await userEvent.type(screen.getByLabelText('Amount'), '20000');
    await choose('Bank', 'Vietcombank');
    await userEvent.click(screen.getByRole('button', { name: button('Submit') }));
    await waitFor(() => expect(errorOf('Bank')).toBe(DISABLED));
    expect(await screen.findByText('Error')).toBeTruthy();
  });
});
