import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type AppStatus, PAYMENT_APIS, type PaymentApi } from '@paygate/contracts';

// The API tool's form (PRODUCT §2.11): which API shows which field, and the defaults. The rules
// (zod) live in apiToolRules.ts, loaded at the first validation: the page stays light.

export const TRANSFER_API = 'transferPayableBalance';
export type ToolApi = PaymentApi | typeof TRANSFER_API;

/** The APIs to choose from: the seven gateway APIs, and in development mode the simulated transfer. */
export const toolApis = (environment: AppStatus): ToolApi[] =>
  environment === 'DEVELOPMENT' ? [...PAYMENT_APIS, TRANSFER_API] : [...PAYMENT_APIS];

export const DEFAULT_API: ToolApi = 'getATMCardPaymentURL';
export const DEFAULT_TOKEN = 'USDT';
export const DEFAULT_CHAIN = 'polygon';
export const DEFAULT_CURRENCY = 'VND';

export type ToolValues = {
  app_id: string;
  api: ToolApi;
  transaction_id: string;
  amount: string;
  callback_uri: string;
  user_id: string;
  bank: string;
  source: string;
  channel_id: string;
  currency: string;
  account_name: string;
  crypto_token: string;
  chain: string;
  // transferPayableBalance
  payee_bank: string;
  payee_account: string;
  payee_account_type: 'BANK_ACCOUNT' | 'CARD_NUMBER';
  payee_name: string;
  payee_pay_fee: '1' | '0';
  message: string;
};

export const newTransactionId = () => `TOOL_${Date.now()}`;

export const initialToolValues = (): ToolValues => ({
  app_id: '',
  api: DEFAULT_API,
  transaction_id: newTransactionId(),
  amount: '',
  callback_uri: '',
  user_id: '',
  bank: '',
  source: '',
  channel_id: '',
  currency: DEFAULT_CURRENCY,
  account_name: '',
  crypto_token: DEFAULT_TOKEN,
  chain: DEFAULT_CHAIN,
  payee_bank: '',
  payee_account: '',
  payee_account_type: 'BANK_ACCOUNT',
  payee_name: '',
  payee_pay_fee: '0',
  message: '',
});

export const isCryptoApi = (api: ToolApi) => api === 'getCryptoPaymentUrl';
/** Both virtual-account APIs name the account: the gateway signs and requires account_name for each. */
export const hasAccountName = (api: ToolApi) => api === 'getVirtualAccount' || api === 'getPermanentVirtualAccount';
export const hasBank = (api: ToolApi) => api !== TRANSFER_API && !isCryptoApi(api);

/** Which /config/bank list a method's bank comes from. */
export const bankListOf = (api: ToolApi): 'pay' | 'va' =>
  api === 'getATMCardPaymentURL' || api === 'getInternetBankingPaymentURL' || api === TRANSFER_API ? 'pay' : 'va';

/**
 * transferPayableBalance makes no call (PRODUCT §2.11): the result it shows after the wait, its
 * message in the portal's language (`t` renders it).
 */
export const simulatedTransfer = (values: ToolValues, t: (descriptor: MessageDescriptor) => string) => ({
  status: 'PENDING',
  error_id: 0,
  message: t(msg`Simulated transfer: no request was sent and no money moved.`),
  payment: {
    status: 'PENDING',
    payee_bank: values.payee_bank,
    payee_account: values.payee_account,
    payee_account_type: values.payee_account_type,
    payee_name: values.payee_name,
    payee_pay_fee: Number(values.payee_pay_fee),
    currency: values.currency,
    message: values.message,
    source: values.source,
    channel_id: values.channel_id,
  },
});
