import { i18n } from '@lingui/core';
import { gatewayHash } from '@paygate/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setEnvironment } from '../../lib/environment';
import { ALREADY_SENT, CashOutModal } from './CashOutModal';
import {
  APP_SECRET,
  bankInfoMock,
  button,
  cashOutAnswer,
  choose,
  DEFAULT_CHANNEL,
  DEMO_STORE,
  errorOf,
  listBanksMock,
  moneyAppMock,
  optionsOf,
  recordGateway,
  renderWithViewer,
} from './testSupport';

const PAYEE = { name: 'NGUYEN VAN AN', available: '700000000' };

const open = (options: { totp?: ('cashout' | 'withdraw')[]; lookup?: Parameters<typeof bankInfoMock>[0] } = {}) => {
  const props = { onClose: vi.fn(), onDone: vi.fn() };
  renderWithViewer(<CashOutModal {...props} />, {
    totp: options.totp,
    mocks: [listBanksMock, moneyAppMock(), bankInfoMock(options.lookup ?? PAYEE)],
  });
  return props;
};

const checkInfo = async (account = '0011001234567') => {
  await choose('App', 'Demo Store');
  await choose('Payee bank', 'Vietcombank');
  await choose('Payee account type', 'Bank account');
  await userEvent.type(screen.getByLabelText('Payee account'), account);
  await userEvent.click(screen.getByRole('button', { name: button('Check Info') }));
};

const accepted = cashOutAnswer;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CashOut step 1: Check Info', () => {
  it('needs the app and every payee field, with the spec messages', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: button('Check Info') }));
    await waitFor(() => expect(errorOf('App')).toBe('Please Select App!'));
    expect(errorOf('Payee bank')).toBe('payee_bank is required!');
    expect(errorOf('Payee account')).toBe('payee_account is required!');
    expect(errorOf('Payee account type')).toBe('payee_account_type is required!');
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });

  it('offers PRODUCTION apps only in production (PRODUCT §5), development apps only in the sandbox (issue 29)', async () => {
    open();
    const options = await optionsOf('App');
    expect(options.join()).toContain('Demo Store');
    expect(options.join()).not.toContain('Demo Sandbox');
    cleanup();
    setEnvironment('DEVELOPMENT');
    try {
      open();
      const sandbox = await optionsOf('App');
      expect(sandbox.join()).toContain('Demo Sandbox');
      expect(sandbox.join()).not.toContain('Demo Store');
    } finally {
      setEnvironment('PRODUCTION');
    }
  });

  it('shows a lookup failure on the payee_account field', async () => {
    open({ lookup: { error: 'Account not found' } });
    await checkInfo('0011000000');
    await waitFor(() => expect(errorOf('Payee account')).toBe('Account not found'));
    expect(screen.getByRole('button', { name: button('Check Info') })).toBeTruthy();
  });

  it('fills payee_name, locks the payee fields, unlocks amount and message, and becomes Submit', async () => {
    open();
    await checkInfo();
    await screen.findByRole('button', { name: button('Submit') });
    expect((screen.getByLabelText('Payee name') as HTMLInputElement).value).toBe('NGUYEN VAN AN');
    expect((screen.getByLabelText('Payee account') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Payee name') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Amount') as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByLabelText('Message') as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByLabelText('OTP')).toBeNull();
  });
});

describe('CashOut: the fee and the total before the submit (issue 28 item 2)', () => {
  it('shows 520,000 VND of fee and 260,520,000 VND from the balance for 260,000,000 in 2 chunks', async () => {
    const calls = recordGateway(() => accepted());
    open();
    await checkInfo();
    await waitFor(() => expect(screen.getByTestId('fee-preview').textContent).toBe('—'));
    await userEvent.type(await screen.findByLabelText('Amount'), '260000000');
    await waitFor(() => expect(screen.getByTestId('fee-preview').textContent).toBe('520,000 VND'));
    expect(screen.getByTestId('total-preview').textContent).toBe('260,520,000 VND');
    expect(screen.getByText(/sent in 2 chunks/)).toBeTruthy();
    // Nothing was sent to show it.
    expect(calls).toHaveLength(0);
  });

  it('warns when the total with the fee is more than available', async () => {
    open();
    await checkInfo();
    await userEvent.type(await screen.findByLabelText('Amount'), '699000000');
    expect(await screen.findByText('With the fee, the total is more than the available balance')).toBeTruthy();
    expect(screen.getByTestId('total-preview').textContent).toBe('700,398,000 VND');
  });
});

describe('CashOut step 2: Submit', () => {
  it('applies the §5 rules, and asks for the OTP when totp_config includes cashout', async () => {
    open({ totp: ['cashout'] });
    await checkInfo();
    await userEvent.type(await screen.findByLabelText('Amount'), '9999');
    await userEvent.type(screen.getByLabelText('Message'), 'rent');
    await userEvent.click(screen.getByRole('button', { name: button('Submit') }));
    await waitFor(() => expect(errorOf('Amount')).toBe('amount must be >= 10.000'));
    expect(errorOf('Message')).toBe('message only number');
    expect(errorOf('OTP')).toBe('otp is required!');
  });

  it("refuses more than available: 'Amount is greater than available' on the field and as a toast", async () => {
    const calls = recordGateway(() => accepted());
    open();
    await checkInfo();
    await userEvent.type(await screen.findByLabelText('Amount'), '700000001');
    await userEvent.type(screen.getByLabelText('Message'), '123');
    await userEvent.click(screen.getByRole('button', { name: button('Submit') }));
    await waitFor(() => expect(errorOf('Amount')).toBe('Amount is greater than available'));
    await waitFor(() => expect(screen.getAllByText('Amount is greater than available')).toHaveLength(2));
    expect(calls).toHaveLength(0);
  });

  it('sends one chunk, toasts Transaction Successful! and closes', async () => {
    const calls = recordGateway(() => accepted());
    const props = open({ totp: ['cashout'] });
    await checkInfo();
    await userEvent.type(await screen.findByLabelText('Amount'), '150000');
    await userEvent.type(screen.getByLabelText('Message'), '42 42');
    await userEvent.type(screen.getByLabelText('OTP'), '123456');
    await userEvent.click(screen.getByRole('button', { name: button('Submit') }));

    expect(await screen.findByText('Transaction Successful!')).toBeTruthy();
    expect(calls).toHaveLength(1);
    const body = calls[0]?.body ?? {};
    expect(body).toMatchObject({
      app_id: DEMO_STORE.id,
      amount: '150000',
      payee_bank: 'VCB',
      payee_account: '0011001234567',
      payee_account_type: 'BANK_ACCOUNT',
      payee_name: 'NGUYEN VAN AN',
      payee_pay_fee: '0',
      currency: 'VND',
      message: '42 42',
      channel_id: DEFAULT_CHANNEL,
      otp: '123456',
    });
    expect(String(body.transaction_id)).toMatch(/^cashout-\d+$/);
    expect(body.hash).toBe(gatewayHash('transferCms', body as Record<string, string>, APP_SECRET));
    // One chunk: no progress list.
    expect(screen.queryByRole('region', { name: 'Cash-out progress' })).toBeNull();
    expect(props.onDone).toHaveBeenCalled();
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
  });

  it("says 'Transaction Fail!' when the single chunk's payment FAILED", async () => {
    recordGateway(() => accepted('FAILED'));
    open();
    await checkInfo();
    await userEvent.type(await screen.findByLabelText('Amount'), '150000');
    await userEvent.type(screen.getByLabelText('Message'), '1');
    await userEvent.click(screen.getByRole('button', { name: button('Submit') }));
    expect(await screen.findByText('Transaction Fail!')).toBeTruthy();
  });

  it('sends three chunks one after another with a progress list, then Transfer finished!', async () => {
    const calls = recordGateway(() => accepted());
    open();
    await checkInfo();
    await userEvent.type(await screen.findByLabelText('Amount'), '600000000');
    await userEvent.type(screen.getByLabelText('Message'), '7');
    await userEvent.click(screen.getByRole('button', { name: button('Submit') }));

    expect(await screen.findByText('Transfer finished!')).toBeTruthy();
    expect(calls.map((c) => c.body.amount)).toEqual(['250000000', '250000000', '100000000']);
    expect(new Set(calls.map((c) => c.body.transaction_id)).size).toBe(3);
    const progress = screen.getByRole('region', { name: 'Cash-out progress' });
    for (const n of [1, 2, 3]) expect(within(progress).getByTestId(`chunk-${n}-status`).textContent).toBe('finish');
    // The list is at the last chunk; the spent form offers no way back to the payee.
    expect(progress.querySelector('[aria-current="step"]')?.textContent).toContain('Chunk 3 of 3');
    expect(screen.getByRole('button', { name: 'Change payee' })).toHaveProperty('disabled', true);
  });

  it('stops at a refused chunk, toasts {error_id}, {message} and says how much was sent', async () => {
    const calls = recordGateway((_path, _body, n) =>
      n === 2 ? { error_code: 6, code: 'INSUFFICIENT_FUNDS', message: 'Amount is greater than available' } : accepted(),
    );
    const props = open();
    await checkInfo();
    await userEvent.type(await screen.findByLabelText('Amount'), '600000000');
    await userEvent.type(screen.getByLabelText('Message'), '7');
    await userEvent.click(screen.getByRole('button', { name: button('Submit') }));

    expect(await screen.findByText('6, Amount is greater than available')).toBeTruthy();
    expect(calls).toHaveLength(2);
    const progress = screen.getByRole('region', { name: 'Cash-out progress' });
    expect(within(progress).getByTestId('chunk-1-status').textContent).toBe('finish');
    expect(within(progress).getByTestId('chunk-2-status').textContent).toBe('error');
    expect(within(progress).getByTestId('chunk-3-status').textContent).toBe('wait');
    expect(progress.querySelector('[aria-current="step"]')?.textContent).toContain('Chunk 2 of 3');
    expect(screen.getByRole('button', { name: 'Change payee' })).toHaveProperty('disabled', true);
    expect(
      screen.getByText(
        'Amount is greater than available. 250,000,000 VND of 600,000,000 VND was sent; the remaining chunks were not sent.',
      ),
    ).toBeTruthy();
    expect(props.onDone).toHaveBeenCalled();
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('sends the code with the first chunk and the confirmation it answered with the later ones (ADR 0008)', async () => {
    const calls = recordGateway((_path, _body, n) =>
      n === 1 ? { ...accepted(), confirmation: 'signed-plan' } : accepted(),
    );
    open({ totp: ['cashout'] });
    await checkInfo();
    await userEvent.type(await screen.findByLabelText('Amount'), '600000000');
    await userEvent.type(screen.getByLabelText('Message'), '7');
    await userEvent.type(screen.getByLabelText('OTP'), '123456');
    await userEvent.click(screen.getByRole('button', { name: button('Submit') }));

    expect(await screen.findByText('Transfer finished!')).toBeTruthy();
    const plan = calls[0]?.body.cash_out_plan as { transaction_id: string; amount: string }[];
    expect(plan.map((c) => c.amount)).toEqual(['250000000', '250000000', '100000000']);
    expect(calls.map((c) => c.body.transaction_id)).toEqual(plan.map((c) => c.transaction_id));
    expect(calls.map((c) => [c.body.otp, c.body.confirmation])).toEqual([
      ['123456', undefined],
      [undefined, 'signed-plan'],
      [undefined, 'signed-plan'],
    ]);
    for (const call of calls) expect(call.body.cash_out_plan).toEqual(plan);
  });

  it('a resubmit after a lost answer sends the same chunk with the same id and shows its first result', async () => {
    const calls = recordGateway((_path, _body, n) => {
      if (n === 1) throw new TypeError('Failed to fetch');
      return { ...accepted(), retried: true };
    });
    const props = open({ totp: ['cashout'] });
    await checkInfo();
    await userEvent.type(await screen.findByLabelText('Amount'), '150000');
    await userEvent.type(screen.getByLabelText('Message'), '42');
    await userEvent.type(screen.getByLabelText('OTP'), '123456');
    await userEvent.click(screen.getByRole('button', { name: button('Submit') }));
    expect(await screen.findByText('Error request /v1/partner/transfer/cms')).toBeTruthy();
    // The chunk may have been paid: its values are the plan's until it is resolved.
    expect((screen.getByLabelText('Amount') as HTMLInputElement).disabled).toBe(true);
    expect(props.onClose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: button('Submit') }));
    expect(await screen.findByText(i18n._(ALREADY_SENT))).toBeTruthy();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body.transaction_id).toBe(calls[0]?.body.transaction_id);
    expect(calls[1]?.body.hash).toBe(calls[0]?.body.hash);
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
  });
});
