import { fromUnits, TOKEN_DECIMALS, toUnits, VND_DECIMALS } from './money.js';
import { FEE_KEY_OF_TYPE, type PaymentType } from './payments.js';
import { splitCashOut } from './signing.js';

// The partner's fee rule (PRODUCT §3 partner.fees), written once: the server charges by it and the
// portal's money forms preview by it before anything is submitted (issue 28 item 2).

/** One service's fee: a rate of the amount (0.002 = 0.2 %), and for atm_vnd a fixed part too. */
export type FeeRule = { rate?: number; fixed?: number };
/** partner.fees: service key (FEE_KEY_OF_TYPE) → its rule. */
export type PartnerFees = Record<string, FeeRule | undefined>;

/** The finest amount the rule reads: the ledger's (the tokens') decimals. */
const FINEST_DECIMALS = TOKEN_DECIMALS;

const asRule = (value: unknown): FeeRule | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const { rate, fixed } = value as { rate?: unknown; fixed?: unknown };
  return {
    ...(typeof rate === 'number' && Number.isFinite(rate) ? { rate } : {}),
    ...(typeof fixed === 'number' && Number.isFinite(fixed) ? { fixed } : {}),
  };
};

/** The rule of a payment type in partner.fees (JSON as stored or sent); undefined when it has none. */
export const feeRuleOf = (fees: unknown, type: PaymentType): FeeRule | undefined => {
  const key = FEE_KEY_OF_TYPE[type];
  if (!key || !fees || typeof fees !== 'object') return undefined;
  return asRule((fees as Record<string, unknown>)[key]);
};

/**
 * A fee: rate × amount rounded half up, plus the fixed part (whole currency units); in the
 * amount's own decimals. `amount` is non-negative decimal text.
 */
export const feeOf = (amount: string, rule: FeeRule | undefined, decimals: number): string => {
  if (!rule) return '0';
  const finest = toUnits(amount.trim(), FINEST_DECIMALS);
  if (finest === null) throw new Error(`not a money amount: ${amount}`);
  const units = finest / 10n ** BigInt(FINEST_DECIMALS - decimals);
  // Rates are operator-set fractions like 0.011; parts per million are exact for them.
  const ppm = BigInt(Math.round((rule.rate ?? 0) * 1_000_000));
  const rated = (units * ppm + 500_000n) / 1_000_000n;
  const fixed = BigInt(Math.round(rule.fixed ?? 0)) * 10n ** BigInt(decimals);
  return fromUnits(rated + fixed, decimals);
};

/** What money out costs: the fee, what leaves the balance, and what the payee receives. */
export type MoneyOutQuote = { fee: string; debited: string; sent: string };

/**
 * A cash-out or token withdrawal of `amount`: the sender pays the fee on top (debited = amount +
 * fee), or with payee_pay_fee the payee pays it (debited = amount, sent = amount − fee).
 */
export const moneyOutQuote = (
  amount: string,
  rule: FeeRule | undefined,
  decimals: number,
  payeePaysFee = false,
): MoneyOutQuote => {
  const fee = feeOf(amount, rule, decimals);
  const a = toUnits(amount.trim(), decimals) ?? 0n;
  const f = toUnits(fee, decimals) ?? 0n;
  return {
    fee,
    debited: fromUnits(payeePaysFee ? a : a + f, decimals),
    sent: fromUnits(payeePaysFee ? a - f : a, decimals),
  };
};

const signedUnits = (text: string, decimals: number) =>
  text.startsWith('-') ? -(toUnits(text.slice(1), decimals) ?? 0n) : (toUnits(text, decimals) ?? 0n);

/** The sum of the quotes of several payments (a cash-out sent in chunks: each pays its own fee). */
export const sumQuotes = (quotes: MoneyOutQuote[], decimals: number): MoneyOutQuote => {
  const sum = (pick: (q: MoneyOutQuote) => string) =>
    fromUnits(
      quotes.reduce((total, q) => total + signedUnits(pick(q), decimals), 0n),
      decimals,
    );
  return { fee: sum((q) => q.fee), debited: sum((q) => q.debited), sent: sum((q) => q.sent) };
};

/**
 * The whole of a cash-out the portal sends in chunks (splitCashOut): each chunk is a payment of
 * its own and pays its own fee, exactly as the server posts each one.
 */
export const cashOutQuote = (amount: number, rule: FeeRule | undefined, payeePaysFee = false): MoneyOutQuote =>
  sumQuotes(
    splitCashOut(amount).map((chunk) => moneyOutQuote(String(chunk), rule, VND_DECIMALS, payeePaysFee)),
    VND_DECIMALS,
  );

// Refunds (issue 29 item 1, docs/adr/0029-refunds.md): whether the gateway gives its fee back is
// the partner's rule `refund_fee_returned` (partners.refund_fee_returned, set with
// `npm run admin -- set-fees <partner> refund_fee_returned=on|off`); off by default, as most
// Vietnamese gateways keep the fee of a refunded payment.

/** The set-fees word of the rule, beside the services' fee keys. */
export const REFUND_FEE_RETURNED_KEY = 'refund_fee_returned';

/** What a refund moves: the payer gets `amount`; the merchant pays `debited`; the gateway gives back `fee_returned`. */
export type RefundQuote = { amount: string; fee_returned: string; debited: string };

/**
 * One refund of `amount` of a payment of `paid` that cost the merchant `fee`, after `refunded`
 * was already refunded. With the fee returned, the gateway gives back the share of its fee the
 * refunds cover, computed on the running total (round(fee × (refunded + amount) / paid) − the same
 * before), so the parts returned by several partial refunds add up to the whole fee exactly.
 */
export const refundQuote = (
  payment: { paid: string; fee: string; refunded: string },
  amount: string,
  isFeeReturned: boolean,
  decimals: number,
): RefundQuote => {
  const units = (text: string) => {
    const value = toUnits(text.trim(), decimals);
    if (value === null) throw new Error(`not a money amount: ${text}`);
    return value;
  };
  const paid = units(payment.paid);
  const fee = units(payment.fee);
  const before = units(payment.refunded);
  const a = units(amount);
  // Half up, in integers: round(fee × covered / paid).
  const share = (covered: bigint) => (paid === 0n ? 0n : (2n * fee * covered + paid) / (2n * paid));
  const returned = isFeeReturned ? share(before + a) - share(before) : 0n;
  return {
    amount: fromUnits(a, decimals),
    fee_returned: fromUnits(returned, decimals),
    debited: fromUnits(a - returned, decimals),
  };
};
