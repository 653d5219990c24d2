import {
  type ConfigBank,
  type ConfigBankType,
  GATEWAY_ERROR_NAMES,
  GATEWAY_MESSAGES,
  type GatewayErrorName,
  gatewayHash,
  isConfigBankType,
  type PaymentApi,
  type PaymentQueryResult,
  type PaymentUrlResult,
  paymentRequestProblem,
  type RefundResult,
  readSettlementReport,
  SETTLEMENT_MESSAGES,
  signGatewayRequest,
} from '@paygate/contracts/gateway-client';
import {
  PaygateApiError,
  PaygateNetworkError,
  PaygateResponseError,
  PaygateTimeoutError,
  PaygateValidationError,
  redactUrl,
} from './errors.js';

export type PaygateClientOptions = {
  /** The gateway host, e.g. https://sandbox.paygate.example (Docs → API shows yours). */
  baseUrl: string;
  appId: string;
  /** Signs every request; keep it on your server. */
  appSecret: string;
  /** Per attempt. Default 10 s. */
  timeoutMs?: number;
  /** Further attempts after a timeout, a lost connection, a 429 or a 5xx. Default 2. */
  retries?: number;
  /** First wait between attempts, doubled each time. Default 250 ms. */
  retryDelayMs?: number;
  /** Another fetch (a proxy agent, a test double). Default: the global fetch. */
  fetch?: typeof fetch;
};

/** Parameters of GET /v1/partner/{api} (PRODUCT §7.2); app_id and hash come from the client. */
export type PaymentParams = {
  /** Your order id: unique per app. Sending it again returns the first payment, never a second one. */
  transaction_id: string;
  /** Whole VND (at least 10,000; 0 for SCARD_ banks), or a token amount with up to 3 decimals (at least 0.5). */
  amount: number | string;
  channel_id?: string;
  callback_uri?: string;
  user_id?: string;
  currency_amount?: string;
  currency_text?: string;
  /** A bank id of getBanks(): required by every method but crypto. */
  bank?: string;
  source?: string;
  /** The payer's name: required by the virtual-account methods. */
  account_name?: string;
  /** Crypto only: USDT, USDC or BUSD. */
  crypto_token?: string;
  /** Crypto only: e.g. bsc, polygon. */
  chain?: string;
};

/** Parameters of POST /v1/partner/refund (PRODUCT §11); app_id and hash come from the client. */
export type RefundParams = {
  /** Your refund's id: unique per app. Sending it again answers the first refund, never a second one. */
  transaction_id: string;
  /** The payment, by the payment_id Paygate gave it… */
  payment_id?: string;
  /** …or by your own order id (its transaction_id): one of the two. */
  payment_transaction_id?: string;
  /** What the payer gets back, in the payment's currency: whole VND, or a token amount with up to 3 decimals. */
  amount: number | string;
  /** 1–200 characters: shown on the refund and in your portal's audit log. */
  reason: string;
};

/** Which payment getPayment() asks about: your order id, or the payment_id Paygate gave it — one of the two. */
export type PaymentLookup = { transactionId: string; paymentId?: never } | { paymentId: string; transactionId?: never };

/** A closed day's reconciliation file, its checksum line verified (issue 30 item 4). */
export type SettlementReport = {
  date: string;
  /** The whole file as sent, the checksum line last: what to archive. */
  csv: string;
  /** The number of settlement lines (between the header and the checksum line). */
  rows: number;
  /** The SHA-256 (hex) of every byte before the checksum line, as that line says. */
  sha256: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const RETRIED_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);
const MAX_RETRY_AFTER_MS = 30_000;

type Envelope = { error_code: number; message?: string; code?: string; fields?: Record<string, string> };

/** A request as #send takes it; `csv` expects a settlement report rather than the JSON envelope. */
type SendInit = { method: 'GET' | 'POST'; body?: string; headers?: Record<string, string>; csv?: boolean };

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && Number.isInteger((body as Envelope).error_code);

const gatewayName = (code: unknown): GatewayErrorName =>
  GATEWAY_ERROR_NAMES.includes(code as GatewayErrorName) ? (code as GatewayErrorName) : 'INTERNAL';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * A Paygate gateway client for a merchant's server. Every request is signed with the same
 * contracts code the gateway verifies it with (bundled into this package), and checked with the
 * gateway's own rules before it is sent.
 */
export class PaygateClient {
  readonly #options: Required<Omit<PaygateClientOptions, 'fetch'>> & { fetch: typeof fetch };

  constructor(options: PaygateClientOptions) {
    if (!options.baseUrl || !options.appId || !options.appSecret) {
      throw new TypeError('PaygateClient needs baseUrl, appId and appSecret');
    }
    this.#options = {
      timeoutMs: 10_000,
      retries: 2,
      retryDelayMs: 250,
      ...options,
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      fetch: options.fetch ?? globalThis.fetch,
    };
  }

  /**
   * Creates a payment (or finds the one this transaction_id already made) and returns its
   * checkout URL. Retried on timeouts and 5xx: the transaction_id makes a repeat harmless.
   */
  async createPaymentUrl(api: PaymentApi, params: PaymentParams): Promise<PaymentUrlResult> {
    const values = { ...params, app_id: this.#options.appId };
    const problem = paymentRequestProblem(api, values);
    if (problem) throw new PaygateValidationError(problem.field, problem.message);
    const signed = signGatewayRequest(api, values, this.#options.appSecret, this.#options.baseUrl);
    return (await this.#get(signed.url)) as PaymentUrlResult;
  }

  /**
   * GET /config/bank?type=…: the banks (or tokens) of a list. With `forApp` (the default) the
   * list leaves out what your partner account has disabled, so it offers only what works.
   */
  async getBanks(type: ConfigBankType, options: { forApp?: boolean } = {}): Promise<ConfigBank[]> {
    if (!isConfigBankType(type)) throw new PaygateValidationError('type', GATEWAY_MESSAGES.configBankType);
    const query = new URLSearchParams({ type });
    if (options.forApp !== false) query.set('app_id', this.#options.appId);
    const body = (await this.#get(`${this.#options.baseUrl}/config/bank?${query}`)) as { data: ConfigBank[] };
    return body.data;
  }

  /**
   * Refunds a payment wholly or in part (PRODUCT §11): your balance is debited at once and the
   * refund answered PENDING; the webhook says refund.succeeded or refund.failed. Retried on
   * timeouts and 5xx like a GET: the transaction_id makes a repeat the same refund.
   */
  async refund(params: RefundParams): Promise<RefundResult> {
    if (!params.payment_id === !params.payment_transaction_id) {
      throw new PaygateValidationError('payment_id', 'payment_id or payment_transaction_id is required');
    }
    const values: Record<string, string> = { app_id: this.#options.appId };
    for (const [key, value] of Object.entries(params)) if (value != null && value !== '') values[key] = String(value);
    const body = JSON.stringify({ ...values, hash: gatewayHash('refund', values, this.#options.appSecret) });
    return (await this.#send(`${this.#options.baseUrl}/v1/partner/refund`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    })) as RefundResult;
  }

  /**
   * GET /v1/partner/payment (issue 29 item 3): one of your payments as it stands now — status,
   * amount, fee, refunded amount, times, failure reason — with its refunds, newest first. What a
   * lost webhook would have told you. Read-only, so it is retried like every GET. Another app's
   * payment answers PaygateApiError NOT_FOUND.
   */
  async getPayment(lookup: PaymentLookup): Promise<PaymentQueryResult> {
    const { transactionId, paymentId } = (lookup ?? {}) as { transactionId?: unknown; paymentId?: unknown };
    const given = [transactionId, paymentId].filter((id) => id != null && id !== '');
    if (given.length !== 1) {
      const message = given.length ? GATEWAY_MESSAGES.paymentLookupOneId : GATEWAY_MESSAGES.paymentLookupIdRequired;
      throw new PaygateValidationError(given.length ? 'payment_id' : 'transaction_id', message);
    }
    const field = paymentId != null && paymentId !== '' ? 'payment_id' : 'transaction_id';
    if (typeof given[0] !== 'string') throw new PaygateValidationError(field, `${field} must be text`);
    const values: Record<string, string> = { app_id: this.#options.appId, [field]: given[0] };
    const query = new URLSearchParams({ ...values, hash: gatewayHash('payment', values, this.#options.appSecret) });
    return (await this.#get(`${this.#options.baseUrl}/v1/partner/payment?${query}`)) as PaymentQueryResult;
  }

  /**
   * GET /v1/partner/settlement-report (issue 30 item 4): the reconciliation file of a closed day
   * (YYYY-MM-DD, your partner's time zone) — every payment, payout and refund of this app that
   * settled that day, your transaction_id beside Paygate's ids. Its checksum line is verified: a
   * file cut or changed on the way is fetched again, and PaygateResponseError if it stays so.
   * Without `environment`, the environment the app is in now.
   */
  async getSettlementReport(
    date: string,
    options: { environment?: 'PRODUCTION' | 'DEVELOPMENT' } = {},
  ): Promise<SettlementReport> {
    if (typeof date !== 'string' || !DAY.test(date)) {
      throw new PaygateValidationError('date', SETTLEMENT_MESSAGES.dateInvalid);
    }
    const values: Record<string, string> = { app_id: this.#options.appId, date };
    if (options.environment) values.environment = options.environment;
    const query = new URLSearchParams({
      ...values,
      hash: gatewayHash('settlementReport', values, this.#options.appSecret),
    });
    const csv = (await this.#send(`${this.#options.baseUrl}/v1/partner/settlement-report?${query}`, {
      method: 'GET',
      csv: true,
    })) as string;
    const check = readSettlementReport(csv);
    if (!check.ok) throw new Error('unreachable: #attempt verified the checksum');
    return { date, csv, rows: check.rows, sha256: check.sha256 };
  }

  /** GETs, and POSTs a repeat of which answers the first result, so every failure worth it is retried. */
  async #get(url: string): Promise<unknown> {
    return this.#send(url, { method: 'GET' });
  }

  async #send(url: string, init: SendInit) {
    const { retries, retryDelayMs } = this.#options;
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.#attempt(url, init);
      if (outcome.ok) return outcome.body;
      if (attempt >= retries || !outcome.retry) throw outcome.error;
      await sleep(outcome.retryAfterMs ?? retryDelayMs * 2 ** attempt);
    }
  }

  async #attempt(
    url: string,
    init: SendInit,
  ): Promise<{ ok: true; body: unknown } | { ok: false; error: Error; retry: boolean; retryAfterMs?: number }> {
    const { timeoutMs } = this.#options;
    let res: Response;
    let text: string;
    try {
      // The timeout covers the body too: a gateway that stalls mid-answer is a timeout.
      res = await this.#options.fetch(url, {
        method: init.method,
        ...(init.body === undefined ? {} : { body: init.body }),
        headers: {
          accept: init.csv ? 'text/csv, application/json' : 'application/json',
          'user-agent': 'paygate-sdk-node',
          ...init.headers,
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (error) {
      const failure = isTimeout(error)
        ? new PaygateTimeoutError(url, timeoutMs, error)
        : new PaygateNetworkError(url, error);
      return { ok: false, error: failure, retry: true };
    }
    const retry = RETRIED_STATUSES.has(res.status);
    // A file answers itself; an error is the envelope, as from every call.
    if (init.csv && res.ok && res.headers.get('content-type')?.startsWith('text/csv')) {
      if (readSettlementReport(text).ok) return { ok: true, body: text };
      // Cut or changed on the way: worth another try, as a lost connection is.
      return { ok: false, error: new PaygateResponseError(url, res.status), retry: true };
    }
    const body = parseJson(text);
    if (!isEnvelope(body)) return { ok: false, error: new PaygateResponseError(url, res.status), retry };
    if (body.error_code === 0 && res.ok) return { ok: true, body };
    const error = new PaygateApiError(
      {
        error_code: body.error_code,
        code: gatewayName(body.code),
        message: body.message ?? `Error request ${redactUrl(url)}`,
        ...(body.fields ? { fields: body.fields } : {}),
      },
      res.status,
    );
    const seconds = Number(res.headers.get('retry-after'));
    const retryAfterMs =
      Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : undefined;
    return { ok: false, error, retry, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
  }
}
