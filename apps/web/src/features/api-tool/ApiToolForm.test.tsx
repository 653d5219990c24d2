import type { AppStatus } from '@paygate/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choose, optionsOf, PAY_BANKS, recordGateway } from '../money/testSupport';

/** The message under a field of the tool, found from its label. */
const errorOf = (label: string) =>
  screen.getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

import { ApiToolForm, type ToolApp } from './ApiToolForm';
import type { ToolValues } from './apiToolFields';

// The API tool's form with its real rules (contracts' schemas, PRODUCT §5 messages verbatim) and
// antd; only the gateway's bank list is recorded.

const CHANNEL = { id: 'c1', name: 'Default', is_default: true };
const SANDBOX: ToolApp = { id: 'a-dev', name: 'Demo Sandbox', status: 'DEVELOPMENT', list_channel: [CHANNEL] };
const STORE: ToolApp = { id: 'a-prod', name: 'Demo Store', status: 'PRODUCTION', list_channel: [] };

const renderForm = (environment: AppStatus = 'PRODUCTION') => {
  recordGateway(() => PAY_BANKS);
  const onSend = vi.fn(async (_values: ToolValues) => {});
  render(
    <AntApp>
      <ApiToolForm apps={[SANDBOX, STORE]} sources={['website']} environment={environment} onSend={onSend} />
    </AntApp>,
  );
  return onSend;
};

const send = (name = 'Send request') => userEvent.click(screen.getByRole('button', { name: new RegExp(name) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('API tool form (PRODUCT §2.11, §5)', () => {
  it('offers the seven APIs, getATMCardPaymentURL first; transferPayableBalance only in development mode', async () => {
    renderForm('PRODUCTION');
    expect(screen.getByTitle('getATMCardPaymentURL')).toBeTruthy();
    expect(await optionsOf('API')).toEqual([
      'getATMCardPaymentURL',
      'getInternetBankingPaymentURL',
      'getVirtualAccount',
      'getBankAccount',
      'getCryptoPaymentUrl',
      'getPermanentVirtualAccount',
      'getDynamicQrPaymentUrl',
    ]);
    cleanup();
    renderForm('DEVELOPMENT');
    expect((await optionsOf('API')).at(-1)).toBe('transferPayableBalance');
  });

  it('shows the messages of §5 for app, transaction_id, amount and callback_uri', async () => {
    const onSend = renderForm();
    await userEvent.clear(screen.getByLabelText('transaction_id'));
    await userEvent.type(screen.getByLabelText('callback_uri'), 'not a url');
    await send();
    await waitFor(() => expect(errorOf('App')).toBe('You have not selected the App'));
    expect(errorOf('transaction_id')).toBe('You need to enter the transaction id');
    expect(errorOf('amount')).toBe('You need to enter at least 10,000');
    expect(errorOf('callback_uri')).toBe('callback_uri must be a url');

    await userEvent.type(screen.getByLabelText('amount'), '9999');
    await send();
    await waitFor(() => expect(errorOf('amount')).toBe('You need to enter at least 10,000'));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends valid values with the default channel of the chosen app', async () => {
    const onSend = renderForm();
    await choose('App', 'Demo Sandbox');
    await userEvent.type(screen.getByLabelText('amount'), '10000');
    await choose('bank', 'Vietcombank');
    await send();
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]?.[0]).toMatchObject({
      app_id: 'a-dev',
      api: 'getATMCardPaymentURL',
      amount: '10000',
      bank: 'VCB',
      channel_id: 'c1',
      currency: 'VND',
    });
  });

  it('crypto: token USDT by default, chain, minimum 0.5 with 3 decimals', async () => {
    const onSend = renderForm();
    await choose('App', 'Demo Sandbox');
    await choose('API', 'getCryptoPaymentUrl');
    expect(screen.getByTitle('USDT · Tether')).toBeTruthy();
    expect(screen.queryByLabelText('bank')).toBeNull();
    await userEvent.type(screen.getByLabelText('amount'), '0.4');
    await send();
    await waitFor(() => expect(errorOf('amount')).toBe('You need to enter at least 0.5'));
    await userEvent.clear(screen.getByLabelText('amount'));
    await userEvent.type(screen.getByLabelText('amount'), '0.5');
    await send();
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]?.[0]).toMatchObject({ crypto_token: 'USDT', chain: 'polygon', amount: '0.5' });
  });

  it('getVirtualAccount: account_name required, letters, digits and spaces, at most 32', async () => {
    const onSend = renderForm();
    await choose('App', 'Demo Sandbox');
    await choose('API', 'getVirtualAccount');
    await userEvent.type(screen.getByLabelText('amount'), '10000');
    await send();
    await waitFor(() => expect(errorOf('account_name')).toBe('You need to enter the Username'));
    await userEvent.type(screen.getByLabelText('account_name'), 'An_Nguyen!');
    fireEvent.blur(screen.getByLabelText('account_name'));
    await waitFor(() =>
      expect(errorOf('account_name')).toBe('Username can not contain special characters, maximum 32 characters'),
    );
    await userEvent.clear(screen.getByLabelText('account_name'));
    await userEvent.type(screen.getByLabelText('account_name'), 'A'.repeat(33));
    await send();
    await waitFor(() =>
      expect(errorOf('account_name')).toBe('Username can not contain special characters, maximum 32 characters'),
    );
    expect(onSend).not.toHaveBeenCalled();
  });

  it("transferPayableBalance: 'Please select development app to use this feature.' for a production app", async () => {
    const onSend = renderForm('DEVELOPMENT');
    await choose('API', 'transferPayableBalance');
    for (const label of ['payee_bank', 'payee_account', 'payee_account_type', 'payee_name', 'message', 'channel_id']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    await choose('App', 'Demo Store');
    await send('Simulate transfer');
    await waitFor(() => expect(errorOf('App')).toBe('Please select development app to use this feature.'));
    expect(onSend).not.toHaveBeenCalled();
    await choose('App', 'Demo Sandbox');
    await send('Simulate transfer');
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
  });
});
