import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import type { PaymentStatus, TotpUse, UserType } from '@paygate/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { UserInfoQuery } from '../../gql/graphql';
import { BankAccountInfoDocument } from '../../gql/ops/BankAccountInfo';
import { ListBanksDocument } from '../../gql/ops/ListBanks';
import { MoneyAppDocument } from '../../gql/ops/MoneyApp';
import { MoneyFeesDocument } from '../../gql/ops/MoneyFees';
import { UserInfoDocument } from '../../gql/ops/UserInfo';
import { createApolloClient } from '../../lib/apollo';
import type { MoneyApp } from './useMoneyContext';

// Component tests of the money modals: the portal's own Apollo client with recorded GraphQL
// answers (MockLink), a recorded gateway for the REST calls, and the real forms, rules and antd.

export const DEMO_STORE = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Demo Store',
  status: 'PRODUCTION' as const,
};
export const DEMO_SANDBOX = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Demo Sandbox',
  status: 'DEVELOPMENT' as const,
};
export const APP_SECRET = 'test-secret';
export const DEFAULT_CHANNEL = '33333333-3333-4333-8333-333333333333';

export const viewer = (options: { role?: UserType; totp?: TotpUse[]; apps?: MoneyApp[] } = {}): UserInfoQuery => {
  // __typename keeps the cache normalising as the server's answer would; the generated type omits it.
  const data = {
    userInfo: {
      __typename: 'User',
      id: 'u1',
      name: 'Olivia Owner',
      email: 'owner@demo.test',
      avatar: null,
      is_enabled_TOTP: (options.totp ?? []).length > 0,
      totp_config: options.totp ?? [],
      language: 'en' as const,
      user_type: options.role ?? 'OWNER',
      user_partner: { __typename: 'UserPartner', id: 'up1', role: 'OWNER' as const },
      partner: {
        __typename: 'Partner',
        id: 'p1',
        name: 'Demo Shop',
        disabled_banks: [],
        time_zone: 'Asia/Ho_Chi_Minh',
        list_app: (options.apps ?? [DEMO_STORE, DEMO_SANDBOX]).map((app) => ({ __typename: 'App', ...app })),
      },
    },
  };
  return data;
};

/** The demo partner's fees (seed): 0.2 % per cash-out, 1 % per token withdrawal. */
export const DEMO_FEES = { cashout_vnd: { rate: 0.002 }, crypto_withdraw: { rate: 0.01 } };

/**
 * partner.fees and its refund rule as the server answers the money forms (null: withheld from the
 * role, both together as the server withholds them).
 */
export const feesMock = (fees: unknown = DEMO_FEES, isRefundFeeReturned = false): MockLink.MockedResponse => ({
  request: { query: MoneyFeesDocument },
  result: {
    data: {
      userInfo: {
        __typename: 'User',
        id: 'u1',
        partner: {
          __typename: 'Partner',
          id: 'p1',
          fees,
          refund_fee_returned: fees == null ? null : isRefundFeeReturned,
        },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const renderWithViewer = (
  ui: ReactNode,
  options: {
    role?: UserType;
    totp?: TotpUse[];
    apps?: MoneyApp[];
    mocks?: MockLink.MockedResponse[];
    fees?: unknown;
    isRefundFeeReturned?: boolean;
  } = {},
) => {
  const client = createApolloClient(
    new MockLink([...(options.mocks ?? []), feesMock(options.fees, options.isRefundFeeReturned)]),
  );
  client.writeQuery({ query: UserInfoDocument, data: viewer(options) });
  const view = render(
    <ApolloProvider client={client}>
      <AntApp>{ui}</AntApp>
    </ApolloProvider>,
  );
  return { client, ...view };
};

export type RecordedCall = { path: string; body: Record<string, unknown> };

/** The gateway's REST answers, recorded: `answer` maps a path to what it returns for each call. */
export const recordGateway = (answer: (path: string, body: Record<string, unknown>, n: number) => unknown) => {
  const calls: RecordedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const result = answer(path, body, calls.filter((c) => c.path === path).length);
    const status =
      typeof result === 'object' && result !== null && 'error_code' in result && result.error_code ? 400 : 200;
    return new Response(JSON.stringify(result), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
};

// Successful answers of the money calls, whole as the server sends them: the portal reads them
// with contracts' result schemas (REST_RESULTS), so a partial answer would read as none.
const ANSWERED_PAYMENT = {
  payment_id: '44444444-4444-4444-8444-444444444444',
  transaction_id: 'tx-1',
  amount: '100000',
};
/** POST /v1/partner/transfer/cms accepted one chunk. */
export const cashOutAnswer = (status: PaymentStatus = 'PENDING') => ({
  error_code: 0,
  status: 'SUCCESS',
  error_id: 0,
  message: 'Success',
  payment: { ...ANSWERED_PAYMENT, status, fee: '200' },
});
/** POST /v1/partner/crypto-withdraw accepted the withdraw. */
export const withdrawAnswer = (status: PaymentStatus = 'PENDING') => ({
  error_code: 0,
  status: 'SUCCESS',
  message: 'Success',
  payment: { ...ANSWERED_PAYMENT, amount: '10', status, fee: '0.1', token_name: 'USDT', chain: 'bsc' },
});
/** POST /v1/partner/cmsCashInVND or cmsDepositCrypto: the checkout that pays the balance. */
export const fundingAnswer = (webPaymentUrl: string) => ({
  error_code: 0,
  message: 'Success',
  webPaymentUrl,
  payment: { ...ANSWERED_PAYMENT, status: 'PENDING' },
});

export const PAY_BANKS = {
  error_code: 0,
  message: 'Success',
  data: [
    { id: 'VCB', name: 'Vietcombank' },
    { id: 'TCB', name: 'Techcombank' },
  ],
};

/** Opens an antd Select by its label and picks the option whose text contains `option`. */
export const choose = async (label: string, option: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  const item = await waitFor(() => {
    const items = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter((el) =>
      el.textContent?.includes(option),
    );
    const visible = items.at(-1);
    if (!visible) throw new Error(`no option ${option} for ${label}`);
    return visible;
  });
  fireEvent.click(item);
};

/** The options an antd Select offers. */
export const optionsOf = async (label: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  await waitFor(() => {
    if (!document.querySelector('.ant-select-dropdown')) throw new Error('no dropdown');
  });
  const list = document.querySelectorAll('.ant-select-dropdown');
  const last = list[list.length - 1] as HTMLElement;
  return [...last.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent ?? '');
};

/** The message under a field (antd Form.Item help), found from its label. */
export const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const explain = input.closest('.ant-form-item')?.querySelector('.ant-form-item-explain');
  const items = explain ? [...explain.children] : [];
  // A replaced message stays in its leave animation, which happy-dom never ends.
  return items
    .filter((item) => !item.className.includes('leave'))
    .map((item) => item.textContent)
    .join('');
};

/** listBanks: two banks, answered as often as asked. */
export const listBanksMock: MockLink.MockedResponse = {
  request: { query: ListBanksDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      listBanks: [
        { __typename: 'Bank', id: 'VCB', name: 'Vietcombank', bank_code: 'VCB', bank_name: 'Vietcombank' },
        { __typename: 'Bank', id: 'TCB', name: 'Techcombank', bank_code: 'TCB', bank_name: 'Techcombank' },
      ],
    },
  },
};

/** The app query the signed calls read: its secret and default channel. */
export const moneyAppMock = (app: { id: string; name: string; status: 'PRODUCTION' | 'DEVELOPMENT' } = DEMO_STORE) => ({
  request: { query: MoneyAppDocument, variables: { app_id: app.id } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      app: {
        __typename: 'App' as const,
        ...app,
        app_secret: APP_SECRET,
        list_channel: [{ __typename: 'Channel' as const, id: DEFAULT_CHANNEL, is_default: true }],
      },
    },
  },
});

/** getBankAccountInfo: a holder name and an available balance, or a lookup failure. */
export const bankInfoMock = (answer: { name: string; available: string } | { error: string }) => ({
  request: { query: BankAccountInfoDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: (variables: Record<string, unknown>) =>
    'error' in answer
      ? {
          errors: [
            { message: answer.error, extensions: { code: 'NOT_FOUND', fields: { payee_account: answer.error } } },
          ],
        }
      : {
          data: {
            getBankAccountInfo: {
              __typename: 'BankAccountInfo' as const,
              account_name: answer.name,
              account_number: String(variables.account_number),
              account_type: variables.account_type as 'BANK_ACCOUNT',
              bank_code: String(variables.bank_code),
              available_balance: answer.available,
            },
          },
        },
});

/**
 * A button's accessible name. antd keeps a finished loading icon (aria-label "loading") in its
 * leave animation, and happy-dom runs no CSS transitions, so the icon's label may precede the text.
 */
export const button = (text: string) => new RegExp(`^(loading )?${text}$`);

/** A stand-in for the browser's EventSource: the test plays the server's messages and drops. */
export class FakeRateSource {
  static opened: FakeRateSource[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  isClosed = false;

  constructor(readonly url: string) {
    FakeRateSource.opened.push(this);
  }

  static factory = (url: string) => new FakeRateSource(url);

  static latest() {
    const source = FakeRateSource.opened.at(-1);
    if (!source) throw new Error('no rate stream was opened');
    return source;
  }

  emit(data: unknown) {
    this.readyState = 1;
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }

  /** A dropped connection; `giveUp` as when the browser will not retry (an error answer). */
  drop(giveUp: boolean) {
    this.readyState = giveUp ? 2 : 0;
    this.onerror?.(new Event('error'));
  }

  close() {
    this.isClosed = true;
    this.readyState = 2;
  }
}
