import {
  type ConfigBank,
  type ConfigBankType,
  GATEWAY_ERROR_NAMES,
  GATEWAY_MESSAGES,
  type GatewayErrorName,
  isConfigBankType,
  type PaymentApi,
  type PaymentUrlResult,
  paymentRequestProblem,
  signGatewayRequest,
} from '@paygate/contracts/gateway-client';
import {
  PaygateApiError,
  PaygateNetworkError,
  PaygateResponseError,
  PaygateTimeoutError,
  PaygateValidationError,
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

const RETRIED_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);
const MAX_RETRY_AFTER_MS = 30_000;

type Envelope = { error_code: number; message?: string; code?: string; fields?: Record<string, string> };

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

  /** Only GETs whose repeat changes nothing go through here, so every failure worth it is retried. */
  async #get(url: string): Promise<unknown> {
    const { retries, retryDelayMs } = this.#options;
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.#attempt(url);
      if (outcome.ok) return outcome.body;
      if (attempt >= retries || !outcome.retry) throw outcome.error;
      await sleep(outcome.retryAfterMs ?? retryDelayMs * 2 ** attempt);
    }
  }

  async #attempt(
    url: string,
  ): Promise<{ ok: true; body: unknown } | { ok: false; error: Error; retry: boolean; retryAfterMs?: number }> {
    const { timeoutMs } = this.#options;
    let res: Response;
    let body: unknown;
    try {
      // The timeout covers the body too: a gateway that stalls mid-answer is a timeout.
      res = await this.#options.fetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'paygate-sdk-node' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await res.json().catch(() => undefined);
    } catch (error) {
      const failure = isTimeout(error)
        ? new PaygateTimeoutError(url, timeoutMs, error)
        : new PaygateNetworkError(url, error);
      return { ok: false, error: failure, retry: true };
    }
    const retry = RETRIED_STATUSES.has(res.status);
    if (!isEnvelope(body)) return { ok: false, error: new PaygateResponseError(url, res.status), retry };
    if (body.error_code === 0 && res.ok) return { ok: true, body };
    const error = new PaygateApiError(
      {
        error_code: body.error_code,
        code: gatewayName(body.code),
        message: body.message ?? `Error request ${url}`,
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
