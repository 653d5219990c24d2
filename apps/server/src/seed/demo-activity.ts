import { randomUUID } from 'node:crypto';
import { FEE_KEY_OF_TYPE, maskCardNumber, paymentDirection, type Token } from '@paygate/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import type { AppRow } from '../db/schema.js';
import { apps, channels, ledgerAccounts, partners, users } from '../db/schema.js';
import { decimal, feeOf, milli } from '../lib/money.js';
import type { LedgerService } from '../modules/ledger/index.js';
import { recordPastRefund } from '../modules/money/index.js';
import type { NewPayment, PaymentsService } from '../modules/payments/index.js';
import { ensurePaymentPartitions, foldPaymentShards } from '../modules/payments/index.js';
import type { Providers } from '../providers/index.js';
import { holderNameOf } from '../providers/sandbox/bank-network.js';
import { sandboxBankReference, sandboxChainTransaction } from '../providers/sandbox/magic.js';
import { type DemoAppKey, type PlannedPayment, planDemoActivity } from './demo-activity-plan.js';

// Writes the demo workspace's 90 days of payments (demo-activity-plan.ts) through the payment
// service, as the gateway and the portal would: every balance is the sum of its ledger postings,
// and whatever the payment service maintains beside a payment (aggregates) is maintained here too.

const APP_NAMES: Record<DemoAppKey, string> = { store: 'Demo Store', sandbox: 'Demo Sandbox' };
/** The simulated payer of a paid transfer, as the sandbox checkout reports it. */
const SENDER_ACCOUNT = '0011001234567';
const BATCH_SIZE = 500;
/**
 * What the owner's weekly payouts leave the shop (VND): a chunk that would take the balance below
 * it waits for next week. Without it the last payout drained whatever the week before had earned,
 * so the demo's VND balance on a given day depended on the date (a Monday could leave it near 0)
 * and the demo owner could find nothing to cash out.
 */
const PAYOUT_RESERVE_VND = milli('150000000');
const FAILURE_REASONS = [
  'Card declined by the issuer',
  'Insufficient funds at the payer bank',
  'Wrong OTP at the bank',
];

export type DemoActivityResult = { created: number; skipped: number };

export const seedDemoActivity = async (
  db: Db,
  deps: { payments: PaymentsService; ledger: LedgerService; providers: Providers },
  /**
   * `batchSize`: payments per commit. Written after ready (main.ts) it is small, as requests wait
   * for the batch in flight on the one PGlite connection.
   */
  options: { now?: Date; paymentTtlSeconds?: number; batchSize?: number } = {},
): Promise<DemoActivityResult> => {
  const now = options.now ?? new Date();
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Shop'));
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.test'));
  if (!partner || !owner) throw new Error('seed the demo workspace first');
  const appRows = await db
    .select()
    .from(apps)
    .where(and(eq(apps.partnerId, partner.id), inArray(apps.name, Object.values(APP_NAMES))));
  const appOf = {} as Record<DemoAppKey, AppRow>;
  const channelsOf = {} as Record<DemoAppKey, string[]>;
  for (const key of Object.keys(APP_NAMES) as DemoAppKey[]) {
    const app = appRows.find((a) => a.name === APP_NAMES[key]);
    if (!app) throw new Error(`demo app ${APP_NAMES[key]} is missing`);
    appOf[key] = app;
    const rows = await db
      .select({ id: channels.id })
      .from(channels)
      .where(eq(channels.appId, app.id))
      .orderBy(desc(channels.isDefault), asc(channels.createdAt), asc(channels.name));
    channelsOf[key] = rows.map((r) => r.id);
  }

  const plan = planDemoActivity({
    now,
    timeZone: partner.timeZone,
    channels: { store: channelsOf.store.length, sandbox: channelsOf.sandbox.length },
  });
  // The history's months get their partitions first, rather than landing in the default one.
  const first = plan.reduce((at, p) => (p.createdAt < at ? p.createdAt : at), now);
  await ensurePaymentPartitions(db, first, now);
  const ttlMs = (options.paymentTtlSeconds ?? 900) * 1000;
  let created = 0;
  let skipped = 0;
  // Each payment's steps (made, finished, refunded) are written in the order of their instants,
  // across payments, as a live gateway writes them: a balance line's number (seq) then follows its
  // time, which the statements' cuts and the balance history both rely on (ADR 0030, 0032). Written
  // payment by payment, a payment finished 15 minutes after it was made came before the ones made
  // in between: near a month's end the history's last line of the month and the statement's
  // closing balance then named different lines (statements.spec.ts on 2026-12-07).
  type Written = { input: NewPayment; paid?: Awaited<ReturnType<PaymentsService['finish']>> };
  const written = new Map<number, Written>();
  const make = async (payments: PaymentsService, tx: Tx, p: PlannedPayment, i: number) => {
    const app = appOf[p.app];
    const input = newPayment(p, app, channelsOf[p.app][p.channel] ?? null, {
      fees: partner.fees,
      ownerId: owner.id,
      providers: deps.providers,
      expiresAt:
        p.status === 'PENDING' && p.type !== 'PERMANENT_VIRTUAL_ACCOUNT'
          ? new Date(p.createdAt.getTime() + ttlMs)
          : null,
    });
    const isOutgoing = paymentDirection(p.type) === 'OUTGOING';
    const debited = input.details?.debited ?? input.amount;
    const reserve = p.type === 'CASH_OUT' ? PAYOUT_RESERVE_VND : 0n;
    if (isOutgoing && milli(await balanceIn(tx, app, input.currency, input.chain ?? '')) < milli(debited) + reserve) {
      // A payout the balance of that moment cannot cover is refused, as the portal would refuse it;
      // a weekly payout also leaves the shop its working balance.
      skipped++;
      return;
    }
    await payments.create(input, isOutgoing ? (t, row) => payments.post(t, row, 'ACCEPTED', p.createdAt) : undefined);
    written.set(i, { input });
    created++;
  };
  const finish = async (payments: PaymentsService, p: PlannedPayment, i: number) => {
    const made = written.get(i);
    if (!made || p.status === 'PENDING') return;
    const { input } = made;
    const isOutgoing = paymentDirection(p.type) === 'OUTGOING';
    const paidTransfer = p.status === 'SUCCESS' && input.accountNumber && !isOutgoing;
    made.paid = await payments.finish(
      input.id ?? '',
      p.status,
      p.status === 'FAILED'
        ? FAILURE_REASONS[i % FAILURE_REASONS.length]
        : p.status === 'CANCEL'
          ? 'Expired'
          : undefined,
      paidTransfer
        ? {
            sender_name: holderNameOf('VCB', SENDER_ACCOUNT),
            sender_account: SENDER_ACCOUNT,
            sender_bank_bin: '970436',
            message: input.payMemo ?? '',
          }
        : isOutgoing && p.status === 'SUCCESS'
          ? // The sandbox network's reference of the transfer, as a live payout gets it (steps/payout.ts).
            {
              network_reference:
                p.type === 'CASH_OUT' ? sandboxBankReference(input.id ?? '') : sandboxChainTransaction(input.id ?? ''),
            }
          : {},
      // History: no webhooks for events of the past.
      { at: p.completedAt, notify: false },
    );
  };
  const refund = async (payments: PaymentsService, tx: Tx, p: PlannedPayment, i: number) => {
    const made = written.get(i);
    const paid = made?.paid;
    if (!made || !paid || !p.refund) return;
    // A refund the balance of that moment cannot cover is refused, as the portal would refuse it.
    const app = appOf[p.app];
    if (milli(await balanceIn(tx, app, made.input.currency, made.input.chain ?? '')) < milli(paid.amount)) return;
    await recordPastRefund({ payments, ledger: deps.ledger }, tx, paid, {
      transactionId: `${p.transactionId}-R`,
      amount: p.refund.amount,
      reason: p.refund.reason,
      at: p.refund.at,
    });
  };
  const STEP_ORDER = { make: 0, finish: 1, refund: 2 } as const;
  const steps = plan
    .flatMap((p, i) => [
      { step: 'make' as const, at: p.createdAt, p, i },
      ...(p.status === 'PENDING' ? [] : [{ step: 'finish' as const, at: p.completedAt ?? p.createdAt, p, i }]),
      ...(p.refund && p.status !== 'PENDING' ? [{ step: 'refund' as const, at: p.refund.at, p, i }] : []),
    ])
    .sort((a, b) => a.at.getTime() - b.at.getTime() || STEP_ORDER[a.step] - STEP_ORDER[b.step] || a.i - b.i);
  // One commit per batch: a few thousand payments in seconds. Inside it the service's own
  // transactions are the batch itself (no savepoint each): nothing in the plan can fail halfway,
  // payouts are checked against the balance first.
  const batchSize = options.batchSize ?? BATCH_SIZE;
  for (let from = 0; from < steps.length; from += batchSize) {
    await db.transaction(async (tx) => {
      const flat = new Proxy(tx, {
        get: (target, prop) =>
          prop === 'transaction' ? (fn: (t: Tx) => Promise<unknown>) => fn(target) : Reflect.get(target, prop),
      });
      const payments = deps.payments.within(flat);
      for (const { step, p, i } of steps.slice(from, from + batchSize)) {
        if (step === 'make') await make(payments, tx, p, i);
        else if (step === 'finish') await finish(payments, p, i);
        else await refund(payments, tx, p, i);
      }
    });
    // PGlite runs on this thread and each of its answers resolves at once, so without a turn of
    // the event loop here no request would even be read until the last batch (seen after ready:
    // /readyz unanswered for minutes). Now one waits for at most the batch in flight.
    await new Promise((resolve) => setImmediate(resolve));
  }
  // The history is old: its counters are merged now, as the fold job would merge them in its first
  // run (ADR 0011), so the first screens read one row per counter rather than each shard.
  await foldPaymentShards(db, now);
  return { created, skipped };
};

const balanceIn = async (tx: Tx, app: AppRow, currency: string, chain: string): Promise<string> => {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.appId, app.id),
        eq(ledgerAccounts.environment, app.status),
        eq(ledgerAccounts.kind, 'merchant'),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerAccounts.chain, chain),
      ),
    );
  return row?.balance ?? '0';
};

const memoOf = (id: string) => `PG${id.replaceAll('-', '').slice(0, 10).toUpperCase()}`;

const newPayment = (
  p: PlannedPayment,
  app: AppRow,
  channelId: string | null,
  ctx: {
    fees: Record<string, { rate: number; fixed?: number }>;
    ownerId: string;
    providers: Providers;
    expiresAt: Date | null;
  },
): NewPayment => {
  const id = randomUUID();
  const decimals = p.currency === 'VND' ? 0 : 3;
  const feeKey = FEE_KEY_OF_TYPE[p.type];
  const fee = feeKey ? feeOf(p.amount, ctx.fees[feeKey], decimals) : '0';
  const details: Record<string, string | null> = {};
  let accountNumber: string | null = null;
  let accountName: string | null = null;
  let payMemo: string | null = memoOf(id);
  const { banks, chains, rates } = ctx.providers;
  switch (p.type) {
    case 'VIRTUAL_ACCOUNT':
    case 'PERMANENT_VIRTUAL_ACCOUNT':
    case 'BANK_ACCOUNT':
    case 'DYNAMIC_QR': {
      const account = banks.collectionAccount(p.bank ?? 'VCB', id);
      accountNumber = account.accountNumber;
      accountName = p.accountName ?? `PAYGATE ${app.name}`.toUpperCase();
      details.bin = account.bin;
      break;
    }
    case 'CRYPTO':
    case 'CRYPTO_DEPOSIT':
      details.address = chains.depositAddress(p.currency as Token, p.chain ?? 'bsc', id);
      break;
    case 'CASH_OUT': {
      const payeeType = p.payeeType ?? 'BANK_ACCOUNT';
      // A card is kept masked, as the cash-out stores it (PCI DSS 3.4.1).
      accountNumber = p.payee && payeeType === 'CARD_NUMBER' ? maskCardNumber(p.payee) : p.payee;
      accountName = holderNameOf(p.bank ?? 'VCB', p.payee ?? '');
      payMemo = p.createdAt.toISOString().slice(0, 10).replaceAll('-', '');
      Object.assign(details, {
        debited: decimal(milli(p.amount) + milli(fee)),
        sent: p.amount,
        payee_account_type: payeeType,
        payee_name: accountName,
        message: payMemo,
      });
      break;
    }
    case 'PAY_CRYPTO_WITHDRAW':
      accountNumber = p.payee;
      payMemo = 'Withdraw';
      Object.assign(details, {
        debited: decimal(milli(p.amount) + milli(fee)),
        sent: p.amount,
        wallet: p.payee,
        memo: 'Withdraw',
      });
      break;
    case 'CRYPTO_EXCHANGE': {
      const quote = rates.quote(p.currency as Token, 'BUY', p.createdAt);
      Object.assign(details, {
        rate: quote.rate,
        rate_at: quote.at,
        amount_vnd: decimal((milli(p.amount) * milli(quote.rate)) / 1000n),
      });
      break;
    }
    default:
      break;
  }
  return {
    id,
    app,
    type: p.type,
    transactionId: p.transactionId,
    amount: p.amount,
    fee,
    currency: p.currency,
    chain: p.chain,
    bank: p.bank,
    channelId,
    source: p.source,
    userId: p.userId === 'owner' ? ctx.ownerId : p.userId,
    callbackUri: p.userId === 'owner' ? null : 'https://shop.demo.test/orders/return',
    accountName,
    accountNumber,
    payMemo,
    details,
    expiresAt: ctx.expiresAt,
    createdAt: p.createdAt,
    request: { demo: p.transactionId },
  };
};
