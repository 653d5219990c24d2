import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { readEnvelope, type SandboxOutcome } from '@paygate/contracts';
import { currentLanguage } from '../i18n/current';

// The hosted checkout's calls: plain fetch to the gateway's JSON API (no Apollo, no login).
// The token in the page's path is the payer's only credential.

export type CheckoutStatus = 'SUCCESS' | 'FAILED' | 'CANCEL' | 'PENDING' | 'IN_COMPLAIN' | 'REFUNDED';
export type { SandboxOutcome };

/** GET /v1/checkout/{token} `data` (apps/server/src/modules/payments/checkout.ts). */
export type CheckoutView = {
  payment_id: string;
  transaction_id: string;
  type: string;
  status: CheckoutStatus;
  /** Canonical decimal text in `currency`. */
  amount: string;
  currency: string;
  expires_at: string | null;
  app: { name: string; logo: string | null };
  sandbox: boolean;
  return_url: string | null;
  bank: { code: string; name: string; full_name: string; bin: string } | null;
  transfer: {
    account_number: string;
    account_name: string | null;
    bank_code: string;
    bank_name: string;
    memo: string | null;
  } | null;
  qr: { payload: string } | null;
  crypto: {
    token: string;
    token_name: string;
    chain: string;
    chain_id: number;
    contract: string;
    address: string | null;
    amount: string;
  } | null;
  /** Tokens bought with VND (exchangeCrypto): the payer pays amount_vnd at the quoted rate. */
  exchange: {
    token: string;
    token_name: string;
    chain: string;
    rate: string | null;
    rate_at: string | null;
    amount_vnd: string | null;
  } | null;
};

/**
 * What the payer reads of a failure: the gateway's own message as it came (a string), or the
 * page's own words (a descriptor, translated where it is shown).
 */
export type CheckoutMessage = string | MessageDescriptor;

/** The page's words when a failure carries none of its own. */
export const SOMETHING_WENT_WRONG = msg`Something went wrong`;

/** A refusal of the gateway (non-zero error_code) or a transport failure (status 0). */
export class CheckoutError extends Error {
  readonly text: CheckoutMessage;
  constructor(
    text: CheckoutMessage,
    readonly status: number,
  ) {
    super(typeof text === 'string' ? text : (text.message ?? text.id));
    this.text = text;
  }
}

/** The words of any failure, for the page to show. */
export const failureText = (e: unknown): CheckoutMessage =>
  e instanceof CheckoutError ? e.text : e instanceof Error ? e.message : SOMETHING_WENT_WRONG;

const call = async <T>(path: string, init?: RequestInit): Promise<T> => {
  let res: Response;
  try {
    res = await fetch(path, {
      ...init,
      headers: { accept: 'application/json', 'accept-language': currentLanguage(), ...init?.headers },
      cache: 'no-store',
    });
  } catch {
    throw new CheckoutError(msg`The payment server cannot be reached. Check your connection and try again.`, 0);
  }
  const body = readEnvelope(await res.json().catch(() => undefined));
  if (body?.error_code !== 0 || body.data === undefined) {
    const status = res.status;
    throw new CheckoutError(body?.message ?? msg`Error request ${status}`, status);
  }
  // The view's shape is the server's checkout.ts answer; the envelope around it is contracts'.
  return body.data as T;
};

/** The checkout token of the current page: /checkout/{token}. */
export const tokenFromPath = (pathname: string): string | undefined => {
  const match = /^\/checkout\/([^/?#]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
};

export const loadCheckout = (token: string) => call<CheckoutView>(`/v1/checkout/${encodeURIComponent(token)}`);

export const finishInSandbox = (token: string, outcome: SandboxOutcome) =>
  call<{ status: CheckoutStatus; return_url: string | null }>(`/v1/checkout/${encodeURIComponent(token)}/${outcome}`, {
    method: 'POST',
  });

/** How the sandbox's bank may decide a contested complaint. */
export type ComplaintDecision = 'PAYMENT_KEPT' | 'REFUNDED';

const postJson = <T>(path: string, body: unknown) =>
  call<T>(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

/** Sandbox only: the payer disputes the paid payment (POST /v1/checkout/{token}/complain). */
export const complainInSandbox = (token: string, reason: string) =>
  postJson<{ status: CheckoutStatus }>(`/v1/checkout/${encodeURIComponent(token)}/complain`, { reason });

/** Sandbox only: the payer's bank decides a contested complaint (POST /v1/checkout/{token}/complaint/decide). */
export const decideInSandbox = (token: string, outcome: ComplaintDecision) =>
  postJson<{ status: CheckoutStatus }>(`/v1/checkout/${encodeURIComponent(token)}/complaint/decide`, { outcome });
