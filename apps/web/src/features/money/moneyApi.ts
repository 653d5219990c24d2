import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type CashOutInput,
  type CashOutPlanEntry,
  type GatewayEnvelope,
  gatewayHash,
  readEnvelope,
  type WithdrawInput,
} from '@paygate/contracts';
import { REST_RESULTS, type RestResult } from '@paygate/contracts/rest-schemas';
import { authToken } from '../../lib/cookies';
import type { WithFieldMessages } from '../../ui/form/serverErrors';

// The gateway REST calls of the money modals (PRODUCT §7.2). Each body carries the auth token
// (`token`) as the spec writes it; cash-out and withdraw are also signed with the app's secret.
// Answers are read with contracts' schemas: a refusal is the gateway envelope, a success the
// operation's result (REST_RESULTS), so no shape is typed here by hand.

/** The money calls of the portal, by their contracts operation. */
type MoneyOperation =
  | 'POST /v1/partner/transfer/cms'
  | 'POST /v1/partner/crypto-withdraw'
  | 'POST /v1/partner/cmsCashInVND'
  | 'POST /v1/partner/cmsDepositCrypto';

/** A refused call: the server's message, and its field messages when it named fields. */
export class GatewayError extends Error implements WithFieldMessages {
  constructor(
    message: string,
    /** The refusal's envelope; empty when no envelope came back (the call may have gone through). */
    readonly envelope: Partial<GatewayEnvelope>,
  ) {
    super(message);
    this.name = 'GatewayError';
  }

  /** The envelope's field messages, shown under the form's fields (ui/form/serverErrors.ts). */
  get fieldMessages(): Record<string, string> {
    return this.envelope.fields ?? {};
  }
}

/** The refusal of a call that got no answer it could read ('Error request …', §8), in the portal's language. */
const requestFailed = (path: string) => i18n._(msg`Error request ${path}`);

/**
 * POST a JSON body; a non-zero error_code throws the server message, no answer 'Error request …'
 * (§8). A success is the operation's result, or undefined when the answer is not that result.
 */
const postGateway = async <O extends MoneyOperation>(
  operation: O,
  body: Record<string, unknown>,
): Promise<RestResult<O> | undefined> => {
  const path = operation.slice('POST '.length);
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, token: authToken() }),
    });
  } catch {
    throw new GatewayError(requestFailed(path), {});
  }
  const answer: unknown = await res.json().catch(() => null);
  const envelope = readEnvelope(answer);
  if (!envelope) throw new GatewayError(requestFailed(path), {});
  if (envelope.error_code !== 0 || !res.ok) {
    throw new GatewayError(envelope.message ?? requestFailed(path), envelope);
  }
  const result = REST_RESULTS[operation].safeParse(answer);
  return result.success ? (result.data as RestResult<O>) : undefined;
};

/** A success that is not its contract: read as no answer, since the money may have moved. */
const answered = <T>(path: string, result: T | undefined): T => {
  if (result === undefined) throw new GatewayError(requestFailed(path), {});
  return result;
};

/** The memo of a withdrawal left without one: a value sent to the gateway, the same in every language. */
export const DEFAULT_WITHDRAW_MEMO = 'Withdraw';

const unix = () => Math.floor(Date.now() / 1000);

/** The signing context of an app: its secret and the channel a portal request goes through. */
export type SigningApp = { id: string; app_secret: string; channel_id: string | undefined };

/** True when a call got no answer (network, timeout): it may have gone through. */
export const isUnanswered = (error: unknown) =>
  error instanceof GatewayError && error.envelope.error_code === undefined;

/**
 * One cash-out chunk: POST /v1/partner/transfer/cms with the id planned for it, the whole plan,
 * and the OTP or the confirmation an earlier chunk answered (ADR 0008).
 */
export const sendCashOutChunk = async (
  app: SigningApp,
  input: Omit<CashOutInput, 'amount' | 'app_id' | 'otp'>,
  chunk: { transactionId: string; amount: number },
  plan: CashOutPlanEntry[],
  credential: { otp?: string | null | undefined; confirmation?: string | undefined },
): Promise<RestResult<'POST /v1/partner/transfer/cms'>> => {
  const values = {
    app_id: app.id,
    transaction_id: chunk.transactionId,
    amount: String(chunk.amount),
    payee_bank: input.payee_bank,
    payee_account: input.payee_account,
    payee_account_type: input.payee_account_type,
    payee_name: input.payee_name,
    payee_pay_fee: '0',
    currency: 'VND',
    message: input.message,
    channel_id: app.channel_id ?? '',
    source: '',
  };
  const path = '/v1/partner/transfer/cms';
  return answered(
    path,
    await postGateway(`POST ${path}`, {
      ...values,
      hash: gatewayHash('transferCms', values, app.app_secret),
      cash_out_plan: plan,
      ...(credential.confirmation
        ? { confirmation: credential.confirmation }
        : credential.otp
          ? { otp: credential.otp }
          : {}),
    }),
  );
};

/**
 * POST /v1/partner/crypto-withdraw with the id the form planned (withdraw-{timestamp}), memo
 * 'Withdraw' by default.
 */
export const sendWithdraw = async (
  app: SigningApp,
  input: Omit<WithdrawInput, 'app_id'>,
  transactionId: string,
): Promise<RestResult<'POST /v1/partner/crypto-withdraw'>> => {
  const values = {
    app_id: app.id,
    transaction_id: transactionId,
    payee_wallet: input.payee_wallet,
    amount: input.amount,
    token_name: input.token_name,
    chain: input.chain,
    memo: input.memo || DEFAULT_WITHDRAW_MEMO,
    channel_id: app.channel_id ?? '',
    source: '',
  };
  const path = '/v1/partner/crypto-withdraw';
  return answered(
    path,
    await postGateway(`POST ${path}`, {
      ...values,
      type: 'PAY_CRYPTO_WITHDRAW',
      hash: gatewayHash('cryptoWithdraw', values, app.app_secret),
      ...(input.otp ? { otp: input.otp } : {}),
    }),
  );
};

/**
 * POST /v1/partner/cmsCashInVND (transaction id cashin_{unix}); the answer's webPaymentUrl, none
 * when the answer is not a funding result ('Cannot get payment url', §8).
 */
export const requestCashIn = async (input: { app_id: string; amount: string; bank_code: string }) => {
  const path = '/v1/partner/cmsCashInVND';
  return (
    await postGateway(`POST ${path}`, {
      app_id: input.app_id,
      amount: input.amount,
      bank_code: input.bank_code,
      transaction_id: `cashin_${unix()}`,
    })
  )?.webPaymentUrl;
};

/** POST /v1/partner/cmsDepositCrypto (transaction id deposit_{token}_{unix}); the answer's webPaymentUrl. */
export const requestDeposit = async (input: {
  app_id: string;
  amount: string;
  crypto_token: string;
  chain: string;
  bank_code: string;
}) => {
  const path = '/v1/partner/cmsDepositCrypto';
  return (
    await postGateway(`POST ${path}`, {
      app_id: input.app_id,
      amount: input.amount,
      crypto_token: input.crypto_token,
      chain: input.chain,
      bank_code: input.bank_code,
      transaction_id: `deposit_${input.crypto_token}_${unix()}`,
    })
  )?.webPaymentUrl;
};
