import { gatewayHash } from '@paygate/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf, recordGateway } from '../money/testSupport';
import { API_TEST_BANK, ApiTestModal } from './ApiTestModal';

// The app list's API Test dialog with its real rules (PRODUCT §5) and antd; the gateway is recorded.

const APP = { id: '22222222-2222-4222-8222-222222222222', name: 'Demo Sandbox', app_secret: 'test-secret' };

const RESULT = {
  error_code: 0,
  message: 'Success',
  status: 'PENDING',
  transaction_id: 'order-1',
  payment_id: 'pay-1',
  app: { app_id: APP.id, name: APP.name, status: 'DEVELOPMENT' },
  payment: { payment_id: 'pay-1', amount: '150000', bank: 'VCB', status: 'PENDING', type: 'ATM_CARD' },
  payment_url: 'http://localhost/checkout/tok',
};

const open = () =>
  render(
    <AntApp>
      <ApiTestModal app={APP} onClose={() => {}} />
    </AntApp>,
  );

const sendButton = () => screen.getByRole('button', { name: /Send/ });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('API Test dialog (PRODUCT §2.8, §5)', () => {
  it('requires transaction_id, an amount of at least 10,000 and a callback_uri that is a url', async () => {
    const calls = recordGateway(() => RESULT);
    open();
    await userEvent.clear(screen.getByLabelText('transaction_id'));
    await userEvent.click(sendButton());
    await waitFor(() => expect(errorOf('transaction_id')).toBe('transaction_id is required!'));
    expect(errorOf('amount')).toBe('You need to enter at least 10,000');
    expect(errorOf('callback_uri')).toBe('Invalid path');

    await userEvent.type(screen.getByLabelText('amount'), '9999');
    await userEvent.type(screen.getByLabelText('callback_uri'), 'shop/return');
    await userEvent.click(sendButton());
    await waitFor(() => expect(errorOf('amount')).toBe('You need to enter at least 10,000'));
    expect(errorOf('callback_uri')).toBe('Invalid path');
    expect(calls).toHaveLength(0);
  });

  it('creates a signed sandbox payment through the gateway and shows the payment test result', async () => {
    const calls = recordGateway(() => RESULT);
    open();
    await userEvent.clear(screen.getByLabelText('transaction_id'));
    await userEvent.type(screen.getByLabelText('transaction_id'), 'order-1');
    await userEvent.type(screen.getByLabelText('amount'), '150000');
    await userEvent.type(screen.getByLabelText('callback_uri'), 'https://shop.test/return');
    await userEvent.click(sendButton());

    expect(await screen.findByText('Payment test result')).toBeTruthy();
    const url = new URL(calls[0]?.path ?? '');
    expect(url.pathname).toBe('/v1/partner/getATMCardPaymentURL');
    const values = Object.fromEntries(url.searchParams);
    expect(values).toMatchObject({
      app_id: APP.id,
      transaction_id: 'order-1',
      amount: '150000',
      callback_uri: 'https://shop.test/return',
      bank: API_TEST_BANK,
    });
    expect(values.hash).toBe(gatewayHash('getATMCardPaymentURL', values, APP.app_secret));
    for (const label of ['status', 'error_code', 'app', 'transaction_id', 'payment_id', 'payment.amount']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    expect(screen.getByText('150,000')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the payment page' }).getAttribute('href')).toBe(RESULT.payment_url);
  });

  it("shows the gateway's refusal in a red alert", async () => {
    recordGateway(() => ({
      error_code: 5,
      code: 'DUPLICATE_TRANSACTION',
      message: 'This transaction_id was already used',
    }));
    open();
    await userEvent.type(screen.getByLabelText('amount'), '20000');
    await userEvent.type(screen.getByLabelText('callback_uri'), 'https://shop.test/return');
    await userEvent.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This transaction_id was already used');
    expect(screen.queryByText('Payment test result')).toBeNull();
  });
});
