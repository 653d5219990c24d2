import { createHash } from 'node:crypto';
import type { PayoutResult } from '../types.js';

// Magic values of the sandbox, like a card network's test numbers. docs/SANDBOX.md lists each one;
// keep the two in step.

/** Account (or card) numbers ending in these digits answer getBankAccountInfo so. */
export const ACCOUNT_NOT_FOUND_SUFFIX = '0000';
export const ACCOUNT_CLOSED_SUFFIX = '1111';
/** Answers after SLOW_LOOKUP_MS, like a bank that is slow to respond. */
export const ACCOUNT_SLOW_SUFFIX = '2222';
export const SLOW_LOOKUP_MS = 3_000;

/** A cash-out to an account ending so is accepted, then fails at settlement (and is refunded). */
export const PAYOUT_FAIL_SUFFIX = '9999';
export const PAYOUT_DELAY_MS = 2_000;

/** A withdrawal to a wallet ending so (any case) fails at settlement. */
export const WITHDRAW_FAIL_WALLET_SUFFIX = 'dead';
export const WITHDRAW_DELAY_MS = 2_000;
/** The gateway's hot wallet of this token on this chain is empty: withdrawals there are refused. */
export const EMPTY_LIQUIDITY = { token: 'BUSD', chain: 'polygon' } as const;
export const DEFAULT_LIQUIDITY = '1000000';

/** Reference rates (VND per token) before the BUY/SELL spread and the drift. */
export const BASE_RATES = { USDT: 25_400, USDC: 25_380, BUSD: 25_350 } as const;
/** BUY is base + 0.5 %, SELL base − 0.5 %. */
export const RATE_SPREAD_PERMILLE = 5;
/** The rate drifts ±40 VND along a 10-minute sine, so a stream visibly changes. */
export const RATE_DRIFT_VND = 40;
export const RATE_PERIOD_MS = 600_000;
export const RATE_TICK_MS = 2_000;

/** A refund whose amount's whole part ends so (10999, 1999.5) is accepted, then fails at settlement. */
export const REFUND_FAIL_AMOUNT_SUFFIX = '999';

/** The sandbox's answer to a refund, bank or chain alike: the magic amount fails, anything else succeeds. */
export const sandboxRefundOutcome = (amount: string, networkReference: string): PayoutResult =>
  (amount.split('.')[0] ?? '').endsWith(REFUND_FAIL_AMOUNT_SUFFIX)
    ? { status: 'FAILED', reason: "The payer's bank did not accept the refund (sandbox magic amount)" }
    : { status: 'SUCCESS', reference: networkReference };

/**
 * The sandbox bank's reference of a transfer: FT and 14 digits, as Vietnamese banks print them,
 * from the gateway's own reference, so a repeated settlement names the same transfer.
 */
export const sandboxBankReference = (reference: string): string =>
  `FT${(createHash('sha256').update(`bank:${reference}`).digest().readBigUInt64BE(0) % 10n ** 14n).toString().padStart(14, '0')}`;

/** The sandbox chain's transaction hash of a transfer: 0x and 64 hex digits, from the gateway's reference. */
export const sandboxChainTransaction = (reference: string): string =>
  `0x${createHash('sha256').update(`chain:${reference}`).digest('hex')}`;
