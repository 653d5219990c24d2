import { readFileSync } from 'node:fs';
import { CHAINS, PAYMENT_STATUSES, PAYMENT_TYPES, TOKENS } from '@paygate/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channels, payments, refunds } from '../src/db/schema.js';
import { seedDemoActivity } from '../src/seed/demo-activity.js';
import { demoApp } from './support/gateway.js';
import { useTestServer } from './support/server.js';

const server = useTestServer();

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

describe('demo workspace activity', () => {
  it('writes 90 days of every kind of payment through the payment service, and funds every balance', async () => {
    const s = server();
    const now = new Date();
    const result = await seedDemoActivity(s.database.db, s.services, { now });
    expect(result.created).toBeGreaterThan(1_500);
    const store = await demoApp(s, 'Demo Store');
    const sandbox = await demoApp(s, 'Demo Sandbox');

    const all = await s.database.db
      .select({
        type: payments.type,
        status: payments.status,
        appId: payments.appId,
        channelId: payments.channelId,
        source: payments.source,
        createdAt: payments.createdAt,
        environment: payments.environment,
      })
      .from(payments)
      .where(eq(payments.partnerId, store.partnerId));
    expect(all).toHaveLength(result.created);
    expect(new Set(all.map((p) => p.type))).toEqual(new Set(PAYMENT_TYPES));
    expect(new Set(all.map((p) => p.status))).toEqual(new Set(PAYMENT_STATUSES));
    // Refunded orders, whole (REFUNDED) and in part (SUCCESS with a refunded amount), paid back long ago.
    const returned = await s.database.db
      .select({ status: refunds.status, completedAt: refunds.completedAt })
      .from(refunds)
      .where(eq(refunds.partnerId, store.partnerId));
    expect(returned.length).toBeGreaterThan(10);
    expect(new Set(returned.map((r) => r.status))).toEqual(new Set(['SUCCESS']));
    expect(returned.every((r) => (r.completedAt?.getTime() ?? now.getTime()) < now.getTime())).toBe(true);
    const partly = await s.database.db.execute(sql`
      select p.id from payments p where p.partner_id = ${store.partnerId} and p.status = 'SUCCESS'
      and p.refunded_amount > 0 and p.refunded_amount < p.amount`);
    expect(rowsOf(partly).length).toBeGreaterThan(0);
    const storeChannels = await s.database.db.select().from(channels).where(eq(channels.appId, store.id));
    expect(new Set(all.filter((p) => p.appId === store.id).map((p) => p.channelId))).toEqual(
      new Set(storeChannels.map((c) => c.id)),
    );
    expect(new Set(all.map((p) => p.source))).toEqual(new Set(['Facebook', 'Google', 'Zalo', null]));
    expect(new Set(all.map((p) => p.environment))).toEqual(new Set(['PRODUCTION', 'DEVELOPMENT']));
    const oldest = Math.min(...all.map((p) => p.createdAt.getTime()));
    expect((now.getTime() - oldest) / 86_400_000).toBeGreaterThan(89);

    // Through the ledger: every posting balances per currency, every balance is its entries' sum.
    const unbalanced = await s.database.db.execute(sql`
      select e.posting_id from ledger_entries e join ledger_accounts a on a.id = e.account_id
      group by e.posting_id, a.currency, a.chain having sum(e.amount) <> 0`);
    expect(rowsOf(unbalanced)).toEqual([]);
    const drift = await s.database.db.execute(sql`
      select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      where a.kind = 'merchant' group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`);
    expect(rowsOf(drift)).toEqual([]);
    const successWithoutPosting = await s.database.db.execute(sql`
      select p.id from payments p where p.partner_id = ${store.partnerId} and p.status = 'SUCCESS'
      and not exists (select 1 from ledger_entries e where e.payment_id = p.id)`);
    expect(rowsOf(successWithoutPosting)).toEqual([]);
    // Every payout the network paid names its transfer (the payout report, the reconciliation file).
    const unreferenced = await s.database.db.execute(sql`
      select p.id from payments p where p.partner_id = ${store.partnerId} and p.status = 'SUCCESS'
      and p.type in ('CASH_OUT', 'PAY_CRYPTO_WITHDRAW')
      and p.details->>'network_reference' !~ (case when p.type = 'CASH_OUT' then '^FT[0-9]{14}$' else '^0x[0-9a-f]{64}$' end)`);
    expect(rowsOf(unreferenced)).toEqual([]);
    const paidOut = rowsOf<{ type: string }>(
      await s.database.db.execute(sql`select distinct type from payments where partner_id = ${store.partnerId}
        and status = 'SUCCESS' and type in ('CASH_OUT', 'PAY_CRYPTO_WITHDRAW')`),
    );
    expect(paidOut.map((r) => r.type).sort()).toEqual(['CASH_OUT', 'PAY_CRYPTO_WITHDRAW']);
    // Each posting's fee is on its merchant line (docs/adr/0034), equal to its fee-account lines:
    // the statement and the fee report read it there. Every fee posting is covered.
    const feeDrift = sql`
      with fee_lines as (
        select e.posting_id, sum(e.amount) as fee from ledger_entries e
        join ledger_accounts a on a.id = e.account_id and a.kind = 'fees' group by e.posting_id),
      carried as (
        select e.posting_id, e.fee from ledger_entries e
        join ledger_accounts a on a.id = e.account_id and a.kind = 'merchant' where e.fee is not null)
      select coalesce(f.posting_id, c.posting_id) as posting_id, f.fee as fee_lines, c.fee as carried
      from fee_lines f full join carried c on c.posting_id = f.posting_id
      where f.fee is distinct from c.fee`;
    const [feePostings] = rowsOf<{ n: number }>(
      await s.database.db.execute(sql`select count(distinct e.posting_id)::int as n from ledger_entries e
        join ledger_accounts a on a.id = e.account_id and a.kind = 'fees'`),
    );
    expect(feePostings?.n).toBeGreaterThan(1_000);
    expect(rowsOf(await s.database.db.execute(feeDrift))).toEqual([]);
    // Migration 0027 gives the lines written before it theirs from the same postings.
    const backfill = readFileSync(new URL('../drizzle/0027_fee-on-merchant-line.sql', import.meta.url), 'utf8').split(
      '--> statement-breakpoint',
    )[1];
    await s.database.db.execute(sql`update ledger_entries set fee = null`);
    await s.database.db.execute(sql.raw(backfill ?? ''));
    expect(rowsOf(await s.database.db.execute(feeDrift))).toEqual([]);

    // Funded: VND and each token on each chain, in both environments' apps.
    for (const [app, env] of [
      [store, 'PRODUCTION'],
      [sandbox, 'DEVELOPMENT'],
    ] as const) {
      const balances = await s.services.ledger.balances(app.id, env);
      const amountOf = (currency: string, chain: string | null) =>
        Number(balances.find((b) => b.currency === currency && b.chain === chain)?.amount ?? 0);
      expect(amountOf('VND', null)).toBeGreaterThan(app === store ? 100_000_000 : 10_000_000);
      for (const token of Object.keys(TOKENS)) {
        for (const chain of Object.keys(CHAINS)) expect(amountOf(token, chain)).toBeGreaterThan(0);
      }
    }
  }, 600_000);
});
