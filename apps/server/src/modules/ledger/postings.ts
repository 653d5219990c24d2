import {
  type AppStatus,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type PaymentDirection,
  type PaymentStatus,
  type PaymentType,
  paymentDirection,
} from '@paygate/contracts';
import { decimal, milli } from '../../lib/money.js';

// The ledger's posting rules, all of them: payment type × outcome → ledger lines. Every money
// flow (modules/money/flows) posts through postingOf and nothing else writes lines of its own.
// The types are contracts' PAYMENT_TYPES and their direction is contracts' paymentDirection, so a
// new payment type gets its rules from its direction, and a type that needs other rules gets a row
// of its own in POSTINGS below: a refund (issue 29, ADR 0029) has one.

/**
 * Merchant balances (available, and held for open complaints: ADR 0031); the outside world (banks,
 * chains); the gateway's fees; payouts in flight.
 */
export type AccountKind = 'merchant' | 'merchant_held' | 'external' | 'fees' | 'payout_clearing';
/** The accounts an app owns: each keeps its balance, which the database holds at zero or more. */
export const APP_ACCOUNT_KINDS = ['merchant', 'merchant_held'] as const satisfies readonly AccountKind[];
export const isAppAccount = (kind: AccountKind): kind is (typeof APP_ACCOUNT_KINDS)[number] =>
  (APP_ACCOUNT_KINDS as readonly AccountKind[]).includes(kind);
export type AccountKey = {
  /** Null for gateway accounts. */
  appId: string | null;
  environment: AppStatus;
  kind: AccountKind;
  currency: string;
  /** '' for VND. */
  chain: string;
};
export type Line = { account: AccountKey; amount: string };

/** Shorthands for the two sides of a posting. */
export const merchant = (appId: string, environment: AppStatus, currency: string, chain = ''): AccountKey => ({
  appId,
  environment,
  kind: 'merchant',
  currency,
  chain,
});
/** The part of an app's balance a complaint holds (ADR 0031): not available, still the merchant's. */
export const merchantHeld = (appId: string, environment: AppStatus, currency: string, chain = ''): AccountKey => ({
  ...merchant(appId, environment, currency, chain),
  kind: 'merchant_held',
});
export const gateway = (
  kind: Exclude<AccountKind, (typeof APP_ACCOUNT_KINDS)[number]>,
  environment: AppStatus,
  currency: string,
  chain = '',
): AccountKey => ({
  appId: null,
  environment,
  kind,
  currency,
  chain,
});

/** When a payment posts: when it is accepted (made), and when it reaches a status after PENDING. */
export const POSTING_OUTCOMES = [
  'ACCEPTED',
  ...PAYMENT_STATUSES.filter((s): s is Exclude<PaymentStatus, 'PENDING'> => s !== 'PENDING'),
] as const;
export type PostingOutcome = 'ACCEPTED' | Exclude<PaymentStatus, 'PENDING'>;

/**
 * One balanced posting: its kind names the type and outcome (CASH_OUT_ACCEPTED, ATM_CARD_SUCCESS,
 * REFUND_FAILED…); a refund's names the refund beside its payment.
 */
export type Posting = {
  kind: string;
  paymentId: string | null;
  refundId?: string;
  lines: Line[];
  /**
   * When it happened, for a posting of the past (the demo workspace's history): its lines carry
   * that instant, as the balance history and statements read them. Absent: the transaction's now().
   */
  at?: Date;
};

/**
 * The amounts a line can carry, each read from the payment: `amount` and `fee` as made; `net`
 * what the merchant keeps of a pay-in (amount − fee); `debited` what a payout took from the
 * balance and `sent` what left for the payee (details.debited and details.sent, written when it
 * was accepted); `kept` the payout's fee (debited − sent).
 */
export type Quantity = 'amount' | 'fee' | 'net' | 'debited' | 'sent' | 'kept';
/** A line of a rule: which account, credited (+1) or debited (−1), by which amount. */
export type LineRule = readonly [account: AccountKind, sign: 1 | -1, quantity: Quantity];
export type PostingRules = Readonly<Record<PostingOutcome, readonly LineRule[]>>;

const NOTHING: readonly LineRule[] = [];
/** A payer paid: the money came from outside; the merchant gets it less the fee, the gateway the fee. */
const COLLECT: readonly LineRule[] = [
  ['external', -1, 'amount'],
  ['merchant', 1, 'net'],
  ['fees', 1, 'fee'],
];
/** A payout accepted: the balance is debited at once; what is sent waits in clearing, the fee is kept. */
const RESERVE: readonly LineRule[] = [
  ['merchant', -1, 'debited'],
  ['payout_clearing', 1, 'sent'],
  ['fees', 1, 'kept'],
];
/** The network paid the payee: clearing goes out. */
const PAY_OUT: readonly LineRule[] = [
  ['payout_clearing', -1, 'sent'],
  ['external', 1, 'sent'],
];
/** The network did not pay: everything debited goes back to the balance, the fee included. */
const GIVE_BACK: readonly LineRule[] = [
  ['payout_clearing', -1, 'sent'],
  ['fees', -1, 'kept'],
  ['merchant', 1, 'debited'],
];

/**
 * The rules of each direction. An incoming payment moves money only when it succeeds. An outgoing
 * one is debited when accepted and either paid out or given back; a complaint on a payout
 * (IN_COMPLAIN, only in the demo's history today) is given back like a failure until issue 29
 * gives complaints their own hold.
 */
export const RULES_OF_DIRECTION: Readonly<Record<PaymentDirection, PostingRules>> = {
  // A payment reaching REFUNDED posts nothing itself: each of its refunds posted its own lines.
  INCOMING: {
    ACCEPTED: NOTHING,
    SUCCESS: COLLECT,
    FAILED: NOTHING,
    CANCEL: NOTHING,
    IN_COMPLAIN: NOTHING,
    REFUNDED: NOTHING,
  },
  OUTGOING: {
    ACCEPTED: RESERVE,
    SUCCESS: PAY_OUT,
    FAILED: GIVE_BACK,
    CANCEL: GIVE_BACK,
    IN_COMPLAIN: GIVE_BACK,
    REFUNDED: NOTHING,
  },
};

/**
 * A refund (ADR 0029) is money going back to the payer: debited from the balance when accepted
 * (less the fee share the gateway gives back: `kept` is negative then), held in clearing, paid out
 * when the network settles it or given back to the balance, fee share included, when it fails.
 * These are the payout's rules read with the refund's amounts; it has no other outcomes.
 */
export const REFUND_POSTING_TYPE = 'REFUND';
export const REFUND_OUTCOMES = ['ACCEPTED', 'SUCCESS', 'FAILED'] as const satisfies readonly PostingOutcome[];
const REFUND_RULES: PostingRules = {
  ACCEPTED: RESERVE,
  SUCCESS: PAY_OUT,
  FAILED: GIVE_BACK,
  CANCEL: NOTHING,
  IN_COMPLAIN: NOTHING,
  REFUNDED: NOTHING,
};

/**
 * A payer's complaint (ADR 0031): the disputed amount the balance could give (`amount` here is the
 * complaint's `held`) moves from the available balance to the held one when it opens
 * (IN_COMPLAIN), and back when it is resolved, kept by the merchant (SUCCESS) or to pay the refund
 * that follows (REFUNDED: the refund then posts its own REFUND lines).
 */
export const COMPLAINT_POSTING_TYPE = 'COMPLAINT';
export const COMPLAINT_OUTCOMES = ['IN_COMPLAIN', 'SUCCESS', 'REFUNDED'] as const satisfies readonly PostingOutcome[];
const HOLD: readonly LineRule[] = [
  ['merchant', -1, 'amount'],
  ['merchant_held', 1, 'amount'],
];
const RELEASE: readonly LineRule[] = [
  ['merchant_held', -1, 'amount'],
  ['merchant', 1, 'amount'],
];
const COMPLAINT_RULES: PostingRules = {
  ACCEPTED: NOTHING,
  SUCCESS: RELEASE,
  FAILED: NOTHING,
  CANCEL: NOTHING,
  IN_COMPLAIN: HOLD,
  REFUNDED: RELEASE,
};
export type PostingType = PaymentType | typeof REFUND_POSTING_TYPE | typeof COMPLAINT_POSTING_TYPE;

/** The table: every payment type of contracts, and the refund, × every outcome → the lines it posts. */
export const POSTINGS: Readonly<Record<PostingType, PostingRules>> = {
  ...(Object.fromEntries(PAYMENT_TYPES.map((type) => [type, RULES_OF_DIRECTION[paymentDirection(type)]])) as Record<
    PaymentType,
    PostingRules
  >),
  [REFUND_POSTING_TYPE]: REFUND_RULES,
  [COMPLAINT_POSTING_TYPE]: COMPLAINT_RULES,
};

/**
 * The kinds of line a merchant balance shows (issue 30 item 1: the balance history's filter): every
 * cell of the table that moves a merchant balance, named as postingOf names its posting. Derived,
 * so a new row (issue 29's refunds and complaint holds) brings its kinds with it.
 */
export const MOVEMENT_KINDS: readonly string[] = Object.entries(POSTINGS).flatMap(([type, rules]) =>
  POSTING_OUTCOMES.filter((outcome) => rules[outcome].some(([account]) => account === 'merchant')).map(
    (outcome) => `${type}_${outcome}`,
  ),
);

/** What a posting reads of a payment (a payments row fits). */
export type PostingSubject = {
  id: string;
  appId: string;
  type: string;
  environment: AppStatus;
  currency: string;
  chain: string | null;
  amount: string;
  fee: string;
  details: Record<string, string | null | undefined>;
};

const isPostingType = (type: string): type is PostingType => Object.hasOwn(POSTINGS, type);

/** The amounts of a payment, in milli-units, by the names the rules use. */
const quantitiesOf = (p: PostingSubject): Record<Quantity, bigint> => {
  const amount = milli(p.amount);
  const fee = milli(p.fee);
  const debited = p.details.debited != null ? milli(p.details.debited) : amount + fee;
  const sent = p.details.sent != null ? milli(p.details.sent) : amount;
  return { amount, fee, net: amount - fee, debited, sent, kept: debited - sent };
};

/**
 * The posting a payment makes on an outcome, by the table; undefined when that outcome moves no
 * money. Lines are in the payment's currency and chain, in the environment it was made in.
 */
export const postingOf = (p: PostingSubject, outcome: PostingOutcome): Posting | undefined => {
  if (!isPostingType(p.type)) throw new Error(`no posting rules for payment type ${p.type}`);
  const rules = POSTINGS[p.type][outcome];
  if (rules.length === 0) return undefined;
  const q = quantitiesOf(p);
  const chain = p.chain ?? '';
  const lines = rules.map(([kind, sign, quantity]) => ({
    account: isAppAccount(kind)
      ? { ...merchant(p.appId, p.environment, p.currency, chain), kind }
      : gateway(kind, p.environment, p.currency, chain),
    amount: decimal(BigInt(sign) * q[quantity]),
  }));
  return { kind: `${p.type}_${outcome}`, paymentId: p.id, lines };
};

/** What a refund's posting reads of it (a refunds row fits). */
export type RefundSubject = {
  id: string;
  paymentId: string;
  appId: string;
  environment: AppStatus;
  currency: string;
  chain: string | null;
  amount: string;
  feeReturned: string;
  debited: string;
};

/**
 * A refund's posting on an outcome, by the REFUND row of the table: `debited` leaves the balance,
 * `sent` (the refund's amount) goes to the payer, `kept` is minus the fee share given back.
 */
export const refundPostingOf = (r: RefundSubject, outcome: (typeof REFUND_OUTCOMES)[number]): Posting | undefined => {
  const posting = postingOf(
    {
      id: r.paymentId,
      appId: r.appId,
      type: REFUND_POSTING_TYPE,
      environment: r.environment,
      currency: r.currency,
      chain: r.chain,
      amount: r.amount,
      fee: r.feeReturned,
      details: { debited: r.debited, sent: r.amount },
    },
    outcome,
  );
  return posting && { ...posting, refundId: r.id };
};

/** What a complaint's posting reads of it (a complaints row fits). */
export type ComplaintSubject = {
  paymentId: string;
  appId: string;
  environment: AppStatus;
  currency: string;
  chain: string | null;
  held: string;
};

/** A complaint's hold or release, by the COMPLAINT row of the table; undefined when nothing was held. */
export const complaintPostingOf = (
  c: ComplaintSubject,
  outcome: (typeof COMPLAINT_OUTCOMES)[number],
): Posting | undefined =>
  milli(c.held) === 0n
    ? undefined
    : postingOf(
        {
          id: c.paymentId,
          appId: c.appId,
          type: COMPLAINT_POSTING_TYPE,
          environment: c.environment,
          currency: c.currency,
          chain: c.chain,
          amount: c.held,
          fee: '0',
          details: {},
        },
        outcome,
      );

/**
 * A posting's fee as its merchant line carries it (docs/adr/0034): the sum of its lines on the
 * gateway's fee account (negative when given back), or null when it has none. Every rule with a
 * fee line (COLLECT, RESERVE, GIVE_BACK) has exactly one merchant line; a posting that had two
 * could not say whose fee it is, so it is refused before anything is written. That line is written
 * even when it moves nothing (a payment whose fee took all of it), so the fee is never lost.
 */
export const postingFee = (kind: string, lines: readonly Line[]): string | null => {
  const fees = lines.filter((l) => l.account.kind === 'fees' && milli(l.amount) !== 0n);
  if (fees.length === 0) return null;
  const merchants = lines.filter((l) => l.account.kind === 'merchant').length;
  if (merchants !== 1) throw new Error(`posting ${kind} has a fee and ${merchants} merchant lines, not one`);
  return decimal(fees.reduce((sum, l) => sum + milli(l.amount), 0n));
};

/** The posting type a ledger line's kind names (ATM_CARD_SUCCESS → ATM_CARD, REFUND_FAILED → REFUND). */
export const postingTypeOf = (kind: string): PostingType | undefined => {
  const outcome = POSTING_OUTCOMES.find((o) => kind.endsWith(`_${o}`));
  const type = outcome ? kind.slice(0, -(outcome.length + 1)) : undefined;
  return type !== undefined && type in POSTINGS ? (type as PostingType) : undefined;
};
