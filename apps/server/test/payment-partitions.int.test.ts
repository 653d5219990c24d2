import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, paymentKeys, paymentStats, payments, paymentTotals } from '../src/db/schema.js';
import {
  ensurePaymentPartitions,
  maintainPaymentPartitions,
  PARTITION_MONTHS_AHEAD,
  paymentPartitions,
  rebuildPaymentStats,
} from '../src/modules/payments/index.js';
import { uniqueTxn } from './support/gateway.js';
import { newPartnerWorkspace, seedPayment } from './support/payments.js';
import { useTestServer } from './support/server.js';

// Issue #13 item 5 (docs/adr/0016): payments partitioned by UTC month, global keys in
// payment_keys, the default partition and the job that makes months ahead and empties it.

const server = useTestServer();

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const monthOf = (at: Date) => at.toISOString().slice(0, 7);
const utcMonth = (year: number, month: number, day = 15) => new Date(Date.UTC(year, month, day, 12));

/** The partition a payment's row is stored in. */
const partitionOf = async (id: string) =>
  rowsOf<{ part: string }>(
    await server().database.db.execute(sql`select tableoid::regclass::text as part from payments where id = ${id}`),
  )[0]?.part;

const totalsSnapshot = async (partnerId: string) => {
  const db = server().database.db;
  const totals = await db
    .select({
      grain: paymentTotals.grain,
      bucket: paymentTotals.bucket,
      status: paymentTotals.status,
      n: sql<string>`sum(${paymentTotals.payments})::text`,
      amount: sql<string>`sum(${paymentTotals.amount})::text`,
    })
    .from(paymentTotals)
    .where(eq(paymentTotals.partnerId, partnerId))
    .groupBy(paymentTotals.grain, paymentTotals.bucket, paymentTotals.status)
    // A running total that fell back to zero stays as a row until the fold; a recount has none.
    .having(sql`sum(${paymentTotals.payments}) <> 0`)
    .orderBy(paymentTotals.grain, paymentTotals.bucket, paymentTotals.status);
  const stats = await db
    .select({
      dimension: paymentStats.dimension,
      bucket: paymentStats.bucket,
      key: paymentStats.key,
      n: sql<string>`sum(${paymentStats.payments})::text`,
      amount: sql<string>`sum(${paymentStats.amount})::text`,
    })
    .from(paymentStats)
    .where(eq(paymentStats.partnerId, partnerId))
    .groupBy(paymentStats.dimension, paymentStats.bucket, paymentStats.key)
    .having(sql`sum(${paymentStats.payments}) <> 0`)
    .orderBy(paymentStats.dimension, paymentStats.bucket, paymentStats.key);
  return { totals, stats };
};

describe('payments partitioned by month', () => {
  let ws: Awaited<ReturnType<typeof newPartnerWorkspace>>;
  beforeAll(async () => {
    ws = await newPartnerWorkspace(server(), 'partitions');
  });

  it('is a range-partitioned table with this month, the next months and a default partition', async () => {
    const db = server().database.db;
    const kind = rowsOf<{ strategy: string }>(
      await db.execute(
        sql`select partstrat as strategy from pg_partitioned_table where partrelid = 'payments'::regclass`,
      ),
    );
    expect(kind).toEqual([{ strategy: 'r' }]);
    const now = new Date();
    const { months } = await paymentPartitions(db);
    for (let i = 0; i <= PARTITION_MONTHS_AHEAD; i++) {
      expect(months).toContain(monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1))));
    }
    const payment = await seedPayment(server(), ws.prod);
    expect(await partitionOf(payment.id)).toBe(`payments_${monthOf(payment.createdAt).replace('-', '_')}`);
  });

  it('keeps (app, transaction_id) unique across months: a retry in another month finds the first payment', async () => {
    const s = server();
    const transactionId = uniqueTxn('P');
    const base = {
      app: ws.prod,
      type: 'ATM_CARD' as const,
      transactionId,
      amount: '5000',
      fee: '0',
      currency: 'VND',
      request: { same: 'values' },
    };
    const first = await s.services.payments.create({ ...base, createdAt: new Date() });
    expect(first.created).toBe(true);
    // The same request "arriving" in another month would be routed to another partition: the key
    // table refuses it, and the first payment answers.
    const again = await s.services.payments.create({ ...base, createdAt: utcMonth(2024, 0) });
    expect(again).toEqual({ payment: first.payment, created: false });
    await expect(
      s.services.payments.create({ ...base, request: { other: 'values' }, createdAt: utcMonth(2023, 5) }),
    ).rejects.toThrow('already used with different values');
    const rows = await s.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.transactionId, transactionId));
    expect(rows).toHaveLength(1);

    // Straight SQL is held to the same keys: the id and the checkout token too.
    const db = s.database.db;
    const copy = (overrides: string) =>
      db.execute(
        sql.raw(`insert into payments (id, partner_id, app_id, environment, transaction_id, type, amount, currency,
          checkout_token, request_fingerprint, created_at)
        select ${overrides}, partner_id, app_id, environment, transaction_id || '-copy', type, amount, currency,
          checkout_token || '-copy', request_fingerprint, timestamptz '2022-03-03' from payments where id = '${first.payment.id}'`),
      );
    await expect(copy(`id`)).rejects.toThrow();
    await expect(
      db.execute(
        sql.raw(`insert into payments (partner_id, app_id, environment, transaction_id, type, amount, currency,
          checkout_token, request_fingerprint, created_at)
        select partner_id, app_id, environment, transaction_id || '-2', type, amount, currency, checkout_token,
          request_fingerprint, timestamptz '2022-03-03' from payments where id = '${first.payment.id}'`),
      ),
    ).rejects.toThrow();
    expect(await db.select().from(paymentKeys).where(eq(paymentKeys.transactionId, transactionId))).toHaveLength(1);
  });

  it('refuses to change a payment’s keys; a new created_at moves the row to its month, its key following', async () => {
    const db = server().database.db;
    const payment = await seedPayment(server(), ws.prod);
    await expect(
      db.update(payments).set({ transactionId: 'changed' }).where(eq(payments.id, payment.id)),
    ).rejects.toThrow();
    await expect(
      db.update(payments).set({ checkoutToken: 'changed' }).where(eq(payments.id, payment.id)),
    ).rejects.toThrow();
    // Other columns change as before.
    await db.update(payments).set({ payMemo: 'memo' }).where(eq(payments.id, payment.id));
    const [key] = await db.select().from(paymentKeys).where(eq(paymentKeys.id, payment.id));
    expect(key).toMatchObject({ transactionId: payment.transactionId, checkoutToken: payment.checkoutToken });
    expect(key?.createdAt.getTime()).toBe(payment.createdAt.getTime());
    // Backdated (tests do it): the row moves partition, the key's created_at follows, and the
    // payment is found by id, by checkout token and by transaction id as before.
    const earlier = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 20));
    await ensurePaymentPartitions(db, earlier, earlier);
    await db.update(payments).set({ createdAt: earlier }).where(eq(payments.id, payment.id));
    expect(await partitionOf(payment.id)).toBe(`payments_${monthOf(earlier).replace('-', '_')}`);
    const [moved] = await db.select().from(paymentKeys).where(eq(paymentKeys.id, payment.id));
    expect(moved?.createdAt.getTime()).toBe(earlier.getTime());
    expect((await server().services.payments.byId(payment.id))?.createdAt).toEqual(earlier);
    expect((await server().services.payments.byCheckoutToken(payment.checkoutToken))?.id).toBe(payment.id);
    // Back where it was: a direct update bypasses the running totals (docs/adr/0007), which the
    // recount below compares with.
    await db.update(payments).set({ createdAt: payment.createdAt }).where(eq(payments.id, payment.id));
    expect(await partitionOf(payment.id)).toBe(`payments_${monthOf(payment.createdAt).replace('-', '_')}`);
  });

  it('takes a payment of a month without a partition in the default one, and the job moves it into its month', async () => {
    const s = server();
    const db = s.database.db;
    const long = utcMonth(2019, 6);
    const other = utcMonth(2019, 8, 3);
    const before = await totalsSnapshot(ws.partnerId);
    const a = await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '70000', createdAt: long });
    const b = await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '30000', createdAt: other });
    const c = await seedPayment(s, ws.prod, { status: 'FAILED', createdAt: long });
    expect(await partitionOf(a.id)).toBe('payments_default');
    expect(await partitionOf(b.id)).toBe('payments_default');
    const ledgerBefore = await db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, a.id));
    expect(ledgerBefore.length).toBeGreaterThan(0);
    const recorded = await totalsSnapshot(ws.partnerId);
    expect(recorded).not.toEqual(before);

    const made = await maintainPaymentPartitions(db);
    expect(made).toBeGreaterThanOrEqual(2);
    expect(await partitionOf(a.id)).toBe('payments_2019_07');
    expect(await partitionOf(c.id)).toBe('payments_2019_07');
    expect(await partitionOf(b.id)).toBe('payments_2019_09');
    expect((await paymentPartitions(db)).inDefault).toBe(0);
    // Nothing else moved or changed: the payment reads the same, its ledger entries still point
    // at it, and a second run has nothing to do.
    expect(await s.services.payments.byId(a.id)).toEqual(a);
    expect(await s.services.payments.byCheckoutToken(b.checkoutToken)).toEqual(b);
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, a.id))).toEqual(ledgerBefore);
    expect(await maintainPaymentPartitions(db)).toBe(0);

    // A status change of a payment in an old partition still moves the running totals, and they
    // equal a recount of the payments across every partition.
    await s.services.payments.create({
      app: ws.prod,
      type: 'ATM_CARD',
      transactionId: uniqueTxn('OLD'),
      amount: '11000',
      fee: '0',
      currency: 'VND',
      createdAt: utcMonth(2019, 7),
      request: { n: 1 },
    });
    const running = await totalsSnapshot(ws.partnerId);
    await rebuildPaymentStats(db, ws.partnerId);
    expect(await totalsSnapshot(ws.partnerId)).toEqual(running);
  });

  it('makes each month once however many ask at the same time', async () => {
    const db = server().database.db;
    const from = utcMonth(2018, 0);
    const to = utcMonth(2018, 5);
    const made = await Promise.all(
      Array.from({ length: 4 }, () => db.transaction((tx) => ensurePaymentPartitions(tx, from, to))),
    );
    expect(made.reduce((a, n) => a + n, 0)).toBe(6);
    const { months } = await paymentPartitions(db);
    expect(months.filter((m) => m.startsWith('2018-'))).toEqual([
      '2018-01',
      '2018-02',
      '2018-03',
      '2018-04',
      '2018-05',
      '2018-06',
    ]);
  });

  it('keeps ledger entries pointing at payments through payment_keys; an app’s deletion takes all three', async () => {
    const s = server();
    const db = s.database.db;
    const payment = await seedPayment(s, ws.dev, { status: 'SUCCESS', createdAt: utcMonth(2019, 6) });
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, payment.id))).not.toHaveLength(0);
    // A ledger entry cannot name a payment that does not exist.
    await expect(
      db.execute(
        sql`insert into ledger_entries (posting_id, account_id, payment_id, kind, amount)
          select gen_random_uuid(), account_id, gen_random_uuid(), 'X', 0 from ledger_entries limit 1`,
      ),
    ).rejects.toThrow();
    await db.execute(sql`delete from apps where id = ${ws.dev.id}`);
    expect(await db.select().from(payments).where(eq(payments.id, payment.id))).toHaveLength(0);
    expect(await db.select().from(paymentKeys).where(eq(paymentKeys.id, payment.id))).toHaveLength(0);
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, payment.id))).toHaveLength(0);
  });
});
