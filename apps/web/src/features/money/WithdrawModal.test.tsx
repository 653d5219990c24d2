import { gatewayHash, LOW_CHAIN_BALANCE } from '@paygate/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CryptoChainBalanceDocument } from '../../gql/ops/CryptoChainBalance';
import {
  APP_SECRET,
  button,
  choose,
  DEFAULT_CHANNEL,
  DEMO_STORE,
  errorOf,
  moneyAppMock,
  recordGateway,
  renderWithViewer,
  withdrawAnswer,
} from './testSupport';
import { isLowChainBalance, WithdrawModal } from './WithdrawModal';

const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** The app's USDT per chain: 1,250.5 on bsc, 5 on polygon, none on eth. */
const chainBalanceMock = {
  request: { query: CryptoChainBalanceDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: (variables: Record<string, unknown>) => {
    const balance = ({ bsc: '1250.5', polygon: '5' } as Record<string, string>)[String(variables.chain)] ?? null;
    return {
      data: {
        getCryptoChainAvailableBalance: { __typename: 'ChainBalance' as const, success: balance !== null, balance },
      },
    };
  },
};

const open = (totp: 'withdraw'[] = []) => {
  const props = { onClose: vi.fn(), onDone: vi.fn() };
  renderWithViewer(<WithdrawModal {...props} />, { totp, mocks: [moneyAppMock(), chainBalanceMock] });
  return props;
};

/** Long values go in as a paste: typing them key by key is slow on a busy machine. */
const paste = async (label: string, text: string) => {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
};

const fill = async (values: { chain?: string; amount?: string; wallet?: string; memo?: string }) => {
  await choose('App', 'Demo Store');
  await choose('Token', 'USDT');
  await choose('Chain', values.chain ?? 'bsc');
  await paste('Wallet address', values.wallet ?? WALLET);
  await userEvent.type(screen.getByLabelText('Amount'), values.amount ?? '12.345');
  if (values.memo) await paste('Memo', values.memo);
};

const submit = () => userEvent.click(screen.getByRole('button', { name: button('Submit') }));

describe('Withdraw: the fee and the total before the submit (issue 28 item 2)', () => {
  it('shows the 1 % fee and amount + fee from the balance as the amount is typed', async () => {
    const calls = recordGateway(() => ({ error_code: 0 }));
    open();
    await fill({ amount: '1234.5' });
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1,234.5');
    await waitFor(() => expect(screen.getByTestId('fee-preview').textContent).toBe('12.345 USDT'));
    expect(screen.getByTestId('total-preview').textContent).toBe('1,246.845 USDT');
    expect(calls).toHaveLength(0);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the low-network-balance rule', () => {
  it('warns when the chain balance is missing or below the amount', () => {
    expect(isLowChainBalance({ success: false, balance: null }, '1')).toBe(true);
    expect(isLowChainBalance({ success: true, balance: null }, '1')).toBe(true);
    expect(isLowChainBalance({ success: true, balance: '5' }, '5.001')).toBe(true);
    expect(isLowChainBalance({ success: true, balance: '5' }, '5')).toBe(false);
    expect(isLowChainBalance(undefined, '5')).toBe(false);
  });
});

describe('Withdraw', () => {
  it('needs app, token, chain, wallet and amount, and the otp when configured', async () => {
    open(['withdraw']);
    await submit();
    await waitFor(() => expect(errorOf('App')).toBe('Please Select App!'));
    expect(errorOf('Token')).toBe('token_name is required!');
    expect(errorOf('Chain')).toBe('chain is required!');
    expect(errorOf('Wallet address')).toBe('payee_wallet is required!');
    expect(errorOf('Amount')).toBe('amount is required!');
    expect(errorOf('OTP')).toBe('otp is required!');
  });

  it('checks the wallet address (EIP-55), the amount (3 decimals, ≥ 0.001) and the memo', async () => {
    open();
    await fill({ wallet: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', amount: '1.2345', memo: 'm'.repeat(101) });
    await submit();
    await waitFor(() =>
      expect(errorOf('Wallet address')).toBe(
        'Wallet address checksum is wrong: check its upper and lower case letters',
      ),
    );
    await waitFor(() => expect(errorOf('Memo')).toBe('memo must be at most 100 characters'));
    expect(errorOf('Amount')).toBe('amount has at most 3 decimals');
    expect(screen.queryByLabelText('OTP')).toBeNull();

    await userEvent.clear(screen.getByLabelText('Wallet address'));
    await paste('Wallet address', '0x1234');
    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '0.000');
    await waitFor(() => expect(errorOf('Wallet address')).toBe('Wallet address is not valid'));
    expect(errorOf('Amount')).toBe('amount must be >= 0.001');
  });

  it('shows the network warning when the chain has too little, and sends nothing', async () => {
    const calls = recordGateway(() => ({ error_code: 0 }));
    open();
    await fill({ chain: 'polygon', amount: '6' });
    expect(await screen.findByText(LOW_CHAIN_BALANCE)).toBeTruthy();
    await submit();
    await waitFor(() => expect(screen.getAllByText(LOW_CHAIN_BALANCE)).toHaveLength(2));
    expect(calls).toHaveLength(0);
  });

  it("shows the chosen chain's balance grouped like the balance cards", async () => {
    open();
    await choose('App', 'Demo Store');
    await choose('Token', 'USDT');
    await choose('Chain', 'bsc');
    expect(await screen.findByText('Available on bsc: 1,250.500 USDT')).toBeTruthy();
  });

  it('warns for a chain with no balance at all', async () => {
    open();
    await fill({ chain: 'eth', amount: '1' });
    expect(await screen.findByText(LOW_CHAIN_BALANCE)).toBeTruthy();
  });

  it('sends the signed withdraw with the default memo, toasts Transfer finished! and closes', async () => {
    const calls = recordGateway(() => withdrawAnswer('PENDING'));
    const props = open(['withdraw']);
    await fill({});
    await userEvent.type(screen.getByLabelText('OTP'), '654321');
    expect(screen.queryByText(LOW_CHAIN_BALANCE)).toBeNull();
    await submit();

    expect(await screen.findByText('Transfer finished!')).toBeTruthy();
    const body = calls[0]?.body ?? {};
    expect(calls[0]?.path).toBe('/v1/partner/crypto-withdraw');
    expect(body).toMatchObject({
      app_id: DEMO_STORE.id,
      payee_wallet: WALLET,
      amount: '12.345',
      token_name: 'USDT',
      chain: 'bsc',
      memo: 'Withdraw',
      channel_id: DEFAULT_CHANNEL,
      type: 'PAY_CRYPTO_WITHDRAW',
      otp: '654321',
    });
    expect(String(body.transaction_id)).toMatch(/^withdraw-\d+$/);
    expect(body.hash).toBe(gatewayHash('cryptoWithdraw', body as Record<string, string>, APP_SECRET));
    expect(props.onDone).toHaveBeenCalled();
    await waitFor(() => expect(props.onClose).toHaveBeenCalled(), { timeout: 3_000 });
  });

  it("says 'Transaction failed' for a failed payment and the server message for a refusal", async () => {
    recordGateway((_path, _body, n) =>
      n === 1
        ? withdrawAnswer('FAILED')
        : { error_code: 9, message: 'OTP is invalid', fields: { otp: 'OTP is invalid' } },
    );
    open(['withdraw']);
    await fill({});
    await userEvent.type(screen.getByLabelText('OTP'), '111111');
    await submit();
    expect(await screen.findByText('Transaction failed')).toBeTruthy();
    await submit();
    await waitFor(() => expect(errorOf('OTP')).toBe('OTP is invalid'));
    expect(screen.getAllByText('OTP is invalid')).toHaveLength(2);
  });
});
