import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExchangeCryptoDocument } from '../../gql/ops/ExchangeCrypto';
import { ExchangeModal, exchangeTotal } from './ExchangeModal';
import {
  button,
  choose,
  DEFAULT_CHANNEL,
  errorOf,
  FakeRateSource,
  moneyAppMock,
  renderWithViewer,
} from './testSupport';

const CHECKOUT = 'http://localhost/checkout/ex789';

const exchangeMock = (result: MockLink.MockedResponse['result'], seen: Record<string, unknown>[] = []) => ({
  request: {
    query: ExchangeCryptoDocument,
    variables: (v: Record<string, unknown>) => {
      seen.push(v);
      return true;
    },
  },
  result,
});

const open = (mocks: MockLink.MockedResponse[] = [], totp: 'exchange'[] = []) => {
  const props = { onClose: vi.fn(), onDone: vi.fn(), openPage: vi.fn() };
  renderWithViewer(<ExchangeModal {...props} rateSource={FakeRateSource.factory} />, {
    totp,
    mocks: [moneyAppMock(), ...mocks],
  });
  return props;
};

const quote = (rate: string, at: string) => ({ token: 'USDT', type: 'BUY', rate, at });
const submit = () => userEvent.click(screen.getByRole('button', { name: button('Exchange') }));

beforeEach(() => {
  FakeRateSource.opened = [];
});
afterEach(() => {
  cleanup();
});

describe('Exchange', () => {
  it('prices the amount at the rate, rounding up to whole VND', () => {
    expect(exchangeTotal('100', '25527')).toBe('2552700');
    expect(exchangeTotal('3', '25480.5')).toBe('76442');
    expect(exchangeTotal('', '25527')).toBeNull();
    expect(exchangeTotal('10', undefined)).toBeNull();
  });

  it('streams the BUY rate of the chosen token and shows every update', async () => {
    open();
    expect(FakeRateSource.latest().url).toBe('/v1/partner/crypto/exchange-rate?partner_id=p1&token=USDT&type=BUY');
    act(() => FakeRateSource.latest().emit(quote('25527', '2026-11-22T10:00:00.000Z')));
    expect(screen.getByTestId('exchange-rate').textContent).toBe('1 USDT = 25,527 VND');
    expect(screen.getByText('Live')).toBeTruthy();
    act(() => FakeRateSource.latest().emit(quote('25531', '2026-11-22T10:00:02.000Z')));
    expect(screen.getByTestId('exchange-rate').textContent).toBe('1 USDT = 25,531 VND');
    expect(screen.getByLabelText('rate went up')).toBeTruthy();
    act(() => FakeRateSource.latest().drop(false));
    expect(screen.getByText('Reconnecting…')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Amount'), '100');
    expect(screen.getByText('≈ 2,553,100 VND at the current rate')).toBeTruthy();
  });

  it('applies the amount rules (integer, 10 to below 10,000) and the otp when configured', async () => {
    open([], ['exchange']);
    await submit();
    await waitFor(() => expect(errorOf('Amount')).toBe('amount is required!'));
    expect(errorOf('App')).toBe('Please Select App!');
    expect(errorOf('OTP')).toBe('otp is required!');
    for (const [amount, message] of [
      ['9', 'amount must be >= 10'],
      ['10000', 'amount must be less than 10.000'],
      ['10.5', 'amount must be an integer'],
    ]) {
      await userEvent.clear(screen.getByLabelText('Amount'));
      await userEvent.type(screen.getByLabelText('Amount'), amount ?? '');
      await waitFor(() => expect(errorOf('Amount')).toBe(message));
    }
  });

  it("exchanges through the app's default channel: 'Exchange Crypto Success' and the payment page", async () => {
    const seen: Record<string, unknown>[] = [];
    const props = open(
      [
        exchangeMock(
          {
            data: {
              exchangeCrypto: {
                __typename: 'ExchangeResult',
                payment_id: 'pay1',
                web_token: 'ex789',
                payment_url: CHECKOUT,
              },
            },
          },
          seen,
        ),
      ],
      ['exchange'],
    );
    await choose('App', 'Demo Store');
    await userEvent.type(screen.getByLabelText('Amount'), '100');
    await userEvent.type(screen.getByLabelText('OTP'), '123456');
    await submit();

    expect(await screen.findByText('Exchange Crypto Success')).toBeTruthy();
    expect(screen.getByText('100 USDT ordered. Pay the VND on the payment page to receive them.')).toBeTruthy();
    expect(screen.getByText('The payment page will open soon…')).toBeTruthy();
    expect(seen.at(-1)).toMatchObject({
      amount: '100',
      token_name: 'USDT',
      channel_id: DEFAULT_CHANNEL,
      otp: '123456',
    });
    expect(String(seen.at(-1)?.transaction_id)).toMatch(/^exchange-\d+$/);
    expect(props.onDone).toHaveBeenCalledWith({ awaitsPayment: true });
  });

  it("says 'Exchange Crypto Error' with the server message", async () => {
    open(
      [
        exchangeMock({
          errors: [
            { message: 'OTP is invalid', extensions: { code: 'OTP_INVALID', fields: { otp: 'OTP is invalid' } } },
          ],
        }),
      ],
      ['exchange'],
    );
    await choose('App', 'Demo Store');
    await userEvent.type(screen.getByLabelText('Amount'), '50');
    await userEvent.type(screen.getByLabelText('OTP'), '000000');
    await submit();
    expect(await screen.findByText('Exchange Crypto Error')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('OTP is invalid')).toHaveLength(2));
    expect(errorOf('OTP')).toBe('OTP is invalid');
  });
});
