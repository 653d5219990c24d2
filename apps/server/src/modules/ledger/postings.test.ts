import { OUTGOING_PAYMENT_TYPES, PAYMENT_TYPES, type PaymentType, paymentDirection } from '@paygate/contracts';
import { describe, expect, it } from 'vitest';
import { milli } from '../../lib/money.js';
import {
  COMPLAINT_OUTCOMES,
  type ComplaintSubject,
  complaintPostingOf,
  MOVEMENT_KINDS,
  POSTING_OUTCOMES,
  type PostingOutcome,
  type PostingSubject,
  postingFee,
  postingOf,
  REFUND_OUTCOMES,
  type RefundSubject,
  refundPostingOf,
} from './postings.js';

// The posting table walked cell by cell: every payment type of contracts × every outcome gives
// exactly the lines written here (account, amount), and every posting balances per currency.

const APP = 'app-1';

/** A payment as the flows make it: a pay-in of 100 000 with a 2 200 fee, a payout of 500 000 + 5 500 fee. */
const paymentOf = (type: PaymentType): PostingSubject => {
  const isOutgoing = paymentDirection(type) === 'OUTGOING';
  const isToken =
    type === 'CRYPTO' || type === 'CRYPTO_DEPOSIT' || type === 'PAY_CRYPTO_WITHDRAW' || type === 'CRYPTO_EXCHANGE';
  return {
    id: `pay-${type}`,
    appId: APP,
    type,
    environment: 'PRODUCTION',
    currency: isToken ? 'USDT' : 'VND',
    chain: isToken ? 'bsc' : null,
    amount: isOutgoing ? '500000' : '100000',
    fee: isOutgoing ? '5500' : '2200',
    details: isOutgoing ? { debited: '505500', sent: '500000' } : {},
  };
};

/** A line as [account kind, its app or "gateway", amount]. */
type Row = [kind: string, owner: string, amount: string];

const INCOMING_SUCCESS: Row[] = [
  ['external', 'gateway', '-100000'],
  ['merchant', APP, '97800'],
  ['fees', 'gateway', '2200'],
];
const OUTGOING_ACCEPTED: Row[] = [
  ['merchant', APP, '-505500'],
  ['payout_clearing', 'gateway', '500000'],
  ['fees', 'gateway', '5500'],
];
const OUTGOING_SUCCESS: Row[] = [
  ['payout_clearing', 'gateway', '-500000'],
  ['external', 'gateway', '500000'],
];
const OUTGOING_GIVEN_BACK: Row[] = [
  ['payout_clearing', 'gateway', '-500000'],
  ['fees', 'gateway', '-5500'],
  ['merchant', APP, '505500'],
];

/** The expected table, written out by hand: a change to postings.ts must change this too. */
const EXPECTED: Record<'INCOMING' | 'OUTGOING', Record<PostingOutcome, Row[]>> = {
  INCOMING: { ACCEPTED: [], SUCCESS: INCOMING_SUCCESS, FAILED: [], CANCEL: [], IN_COMPLAIN: [], REFUNDED: [] },
  OUTGOING: {
    ACCEPTED: OUTGOING_ACCEPTED,
    SUCCESS: OUTGOING_SUCCESS,
    FAILED: OUTGOING_GIVEN_BACK,
    CANCEL: OUTGOING_GIVEN_BACK,
    IN_COMPLAIN: OUTGOING_GIVEN_BACK,
    REFUNDED: [],
  },
};

/** Sums per currency of a posting's lines: every one must be zero. */
const unbalanced = (lines: { account: { currency: string; chain: string }; amount: string }[]) => {
  const sums = new Map<string, bigint>();
  for (const { account, amount } of lines) {
    const key = `${account.currency}|${account.chain}`;
    sums.set(key, (sums.get(key) ?? 0n) + milli(amount));
  }
  return [...sums].filter(([, sum]) => sum !== 0n);
};

describe('ledger postings: payment type × outcome → lines', () => {
  it('has a cell for every outcome after PENDING, and ACCEPTED', () => {
    expect([...POSTING_OUTCOMES].sort()).toEqual([
      'ACCEPTED',
      'CANCEL',
      'FAILED',
      'IN_COMPLAIN',
      'REFUNDED',
      'SUCCESS',
    ]);
  });

  for (const type of PAYMENT_TYPES) {
    for (const outcome of POSTING_OUTCOMES) {
      it(`${type} × ${outcome}`, () => {
        const payment = paymentOf(type);
        const posting = postingOf(payment, outcome);
        const expected = EXPECTED[paymentDirection(type)][outcome];
        const rows: Row[] = (posting?.lines ?? []).map((l) => [l.account.kind, l.account.appId ?? 'gateway', l.amount]);
        expect(rows).toEqual(expected);
        if (!posting) return;
        expect(posting.kind).toBe(`${type}_${outcome}`);
        expect(posting.paymentId).toBe(payment.id);
        // Every line in the payment's currency, chain and environment.
        for (const { account } of posting.lines) {
          expect([account.currency, account.chain, account.environment]).toEqual([
            payment.currency,
            payment.chain ?? '',
            'PRODUCTION',
          ]);
        }
        // Balanced: debits equal credits in each currency.
        const sums = new Map<string, bigint>();
        for (const { account, amount } of posting.lines) {
          const key = `${account.currency}|${account.chain}`;
          sums.set(key, (sums.get(key) ?? 0n) + milli(amount));
        }
        for (const [currency, sum] of sums) expect(sum, currency).toBe(0n);
      });
    }
  }

  it('reads what a payout debited and sent from its details, and falls back to amount + fee', () => {
    const payout = paymentOf(OUTGOING_PAYMENT_TYPES[0]);
    const older = { ...payout, details: {} };
    expect(postingOf(older, 'ACCEPTED')?.lines.map((l) => l.amount)).toEqual(['-505500', '500000', '5500']);
    const payeePaysFee = { ...payout, details: { debited: '500000', sent: '494500' } };
    expect(postingOf(payeePaysFee, 'FAILED')?.lines.map((l) => l.amount)).toEqual(['-494500', '-5500', '500000']);
  });

  it('refuses a payment type it has no rules for', () => {
    expect(() => postingOf({ ...paymentOf('ATM_CARD'), type: 'COMPLAINT_HOLD' }, 'SUCCESS')).toThrow(
      /no posting rules/,
    );
  });
});

// Refunds (ADR 0029): a refund of 40 000 of a pay-in, with 880 of its fee given back (the partner's
// refund_fee_returned) and without; in VND and in a token with 3 decimals.
describe('ledger postings: refund × outcome → lines', () => {
  const refundOf = (feeReturned: string, debited: string, token = false): RefundSubject => ({
    id: 'refund-1',
    paymentId: 'pay-1',
    appId: APP,
    environment: 'DEVELOPMENT',
    currency: token ? 'USDT' : 'VND',
    chain: token ? 'bsc' : null,
    amount: token ? '4.5' : '40000',
    feeReturned,
    debited,
  });
  const EXPECTED_REFUND: Record<(typeof REFUND_OUTCOMES)[number], (r: RefundSubject) => Row[]> = {
    // The balance pays amount − fee share; clearing holds the amount; the gateway gives its share back.
    ACCEPTED: (r) => [
      ['merchant', APP, `-${r.debited}`],
      ['payout_clearing', 'gateway', r.amount],
      ['fees', 'gateway', r.feeReturned === '0' ? '0' : `-${r.feeReturned}`],
    ],
    SUCCESS: (r) => [
      ['payout_clearing', 'gateway', `-${r.amount}`],
      ['external', 'gateway', r.amount],
    ],
    // Everything back as it was: the balance, and the fee share to the gateway.
    FAILED: (r) => [
      ['payout_clearing', 'gateway', `-${r.amount}`],
      ['fees', 'gateway', r.feeReturned],
      ['merchant', APP, r.debited],
    ],
  };
  for (const [label, refund] of [
    ['fee kept', refundOf('0', '40000')],
    ['fee returned', refundOf('880', '39120')],
    ['token, fee returned', refundOf('0.011', '4.489', true)],
  ] as const) {
    for (const outcome of REFUND_OUTCOMES) {
      it(`REFUND × ${outcome} (${label})`, () => {
        const posting = refundPostingOf(refund, outcome);
        if (!posting) throw new Error('a refund posts on every outcome');
        const rows: Row[] = posting.lines.map((l) => [l.account.kind, l.account.appId ?? 'gateway', l.amount]);
        expect(rows).toEqual(EXPECTED_REFUND[outcome](refund));
        expect([posting.kind, posting.paymentId, posting.refundId]).toEqual([`REFUND_${outcome}`, 'pay-1', 'refund-1']);
        for (const { account } of posting.lines) {
          expect([account.currency, account.chain, account.environment]).toEqual([
            refund.currency,
            refund.chain ?? '',
            'DEVELOPMENT',
          ]);
        }
        expect(unbalanced(posting.lines)).toEqual([]);
      });
    }
  }

  it('accept then fail leaves every account where it was', () => {
    const refund = refundOf('880', '39120');
    const net = new Map<string, bigint>();
    for (const outcome of ['ACCEPTED', 'FAILED'] as const) {
      for (const l of refundPostingOf(refund, outcome)?.lines ?? []) {
        net.set(l.account.kind, (net.get(l.account.kind) ?? 0n) + milli(l.amount));
      }
    }
    expect([...net.values()].every((v) => v === 0n)).toBe(true);
  });
});

// Complaints (ADR 0031): the held amount moves from the available balance to the held one when a
// complaint opens, and back when it is resolved either way; nothing is held, nothing is posted.
describe('ledger postings: complaint × outcome → lines', () => {
  const complaintOf = (held: string): ComplaintSubject => ({
    paymentId: 'pay-1',
    appId: APP,
    environment: 'PRODUCTION',
    currency: 'VND',
    chain: null,
    held,
  });
  const EXPECTED: Record<(typeof COMPLAINT_OUTCOMES)[number], Row[]> = {
    IN_COMPLAIN: [
      ['merchant', APP, '-90000'],
      ['merchant_held', APP, '90000'],
    ],
    SUCCESS: [
      ['merchant_held', APP, '-90000'],
      ['merchant', APP, '90000'],
    ],
    REFUNDED: [
      ['merchant_held', APP, '-90000'],
      ['merchant', APP, '90000'],
    ],
  };
  for (const outcome of COMPLAINT_OUTCOMES) {
    it(`COMPLAINT × ${outcome}`, () => {
      const posting = complaintPostingOf(complaintOf('90000'), outcome);
      if (!posting) throw new Error('a held complaint posts on every outcome');
      const rows: Row[] = posting.lines.map((l) => [l.account.kind, l.account.appId ?? 'gateway', l.amount]);
      expect(rows).toEqual(EXPECTED[outcome]);
      expect([posting.kind, posting.paymentId]).toEqual([`COMPLAINT_${outcome}`, 'pay-1']);
      expect(posting.lines.every((l) => l.account.environment === 'PRODUCTION')).toBe(true);
      expect(unbalanced(posting.lines)).toEqual([]);
    });
  }

  it('a complaint that held nothing posts nothing', () => {
    expect(complaintPostingOf(complaintOf('0'), 'IN_COMPLAIN')).toBeUndefined();
  });

  it('the balance history offers the hold and its releases as kinds of movement', () => {
    expect(MOVEMENT_KINDS).toEqual(
      expect.arrayContaining(['COMPLAINT_IN_COMPLAIN', 'COMPLAINT_SUCCESS', 'COMPLAINT_REFUNDED']),
    );
  });
});

// docs/adr/0034: the fee a posting's merchant line carries is the sum of its fee-account lines.
describe('ledger postings: the fee on the merchant line', () => {
  it('is the fee charged on a pay-in and a payout, given back when a payout fails, none when paid out', () => {
    const feeOf = (type: PaymentType, outcome: PostingOutcome) => {
      const posting = postingOf(paymentOf(type), outcome);
      return posting ? postingFee(posting.kind, posting.lines) : undefined;
    };
    expect(feeOf('ATM_CARD', 'SUCCESS')).toBe('2200');
    expect(feeOf('CASH_OUT', 'ACCEPTED')).toBe('5500');
    expect(feeOf('CASH_OUT', 'SUCCESS')).toBeNull();
    expect(feeOf('CASH_OUT', 'FAILED')).toBe('-5500');
    expect(feeOf('ATM_CARD', 'FAILED')).toBeUndefined();
  });

  it("is a refund's fee share given back, none when the fee is kept", () => {
    const refund = (feeReturned: string, debited: string): RefundSubject => ({
      id: 'refund-1',
      paymentId: 'pay-1',
      appId: APP,
      environment: 'PRODUCTION',
      currency: 'VND',
      chain: null,
      amount: '40000',
      feeReturned,
      debited,
    });
    const feeOf = (r: RefundSubject) => postingFee('REFUND_ACCEPTED', refundPostingOf(r, 'ACCEPTED')?.lines ?? []);
    expect(feeOf(refund('880', '39120'))).toBe('-880');
    expect(feeOf(refund('0', '40000'))).toBeNull();
  });

  it('refuses a posting with a fee and two merchant lines: whose fee it is cannot be said', () => {
    const line = (kind: 'merchant' | 'fees' | 'external', amount: string) => ({
      account: {
        appId: kind === 'merchant' ? APP : null,
        environment: 'PRODUCTION' as const,
        kind,
        currency: 'VND',
        chain: '',
      },
      amount,
    });
    expect(() =>
      postingFee('X', [line('external', '-100'), line('merchant', '49'), line('merchant', '49'), line('fees', '2')]),
    ).toThrow(/2 merchant lines/);
  });

  it('every cell of the table with a fee line has exactly one merchant line', () => {
    for (const type of PAYMENT_TYPES)
      for (const outcome of POSTING_OUTCOMES) {
        const posting = postingOf(paymentOf(type), outcome);
        if (posting) expect(() => postingFee(posting.kind, posting.lines)).not.toThrow();
      }
  });
});
