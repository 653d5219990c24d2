import { BALANCE_HISTORY_COUNT_CAP } from '@paygate/contracts';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, ledgerAccounts, ledgerEntries } from '../src/db/schema.js';
import { milli } from '../src/lib/money.js';
import { CREATE_PARTNER, newActiveUser } from './support/account.js';
import { createApp } from './support/apps.js';
import { demoApp, getJson } from './support/gateway.js';
import { cashOutBody } from './support/money.js';
import { newPartnerWorkspace, seedPayment } from './support/payments.js';
import { answersByRole, BOOKS_ROLE_ANSWERS } from './support/roles.js';
import { type TestServer, useTestServer } from './support/server.js';

// Issue 30 item 1: the balance history. Every line that moved a merchant balance, newest first,
// with the balance after it; the newest line's balance is the balance card's, whatever raced.

const server = useTestServer();

const HISTORY = /* GraphQL */ `
  query History(
    $app_id: ID!
    $app_status: AppStatus!
    $currency: String
    $chain: String
    $kinds: [String!]
    $from_date: DateTime
    $to_date: DateTime
    $offset: Int
    $limit: Int
  ) {
    balanceHistory(
      app_id: $app_id
      app_status: $app_status
      currency: $currency
      chain: $chain
      kinds: $kinds
      from_date: $from_date
      to_date: $to_date
      offset: $offset
      limit: $limit
    ) {
      total
      total_capped
      kinds
      data { id created_time kind payment_id currency chain amount fee balance_after }
    }
  }
`;
type Movement = {
  id: string;
  created_time: string;
  kind: string;
  payment_id: string | null;
  currency: string;
  chain: string | null;
  amount: string;
  fee: string | null;
  balance_after: string;
};
type History = { balanceHistory: { total: number; total_capped: boolean; kinds: string[]; data: Movement[] } };

/** Every merchant line of the database, per account in its order: each balance after is the one before plus the line. */
const checkRunningBalances = async (s: TestServer) => {
  const lines = await s.database.db
    .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount, after: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(isNotNull(ledgerEntries.balanceAfter))
    .orderBy(asc(ledgerEntries.accountId), asc(ledgerEntries.seq));
  const last = new Map<string, bigint>();
  for (const l of lines) {
    const before = last.get(l.accountId);
    if (before !== undefined) expect(milli(l.after ?? ''), l.accountId).toBe(before + milli(l.amount));
    last.set(l.accountId, milli(l.after ?? ''));
  }
  const accounts = await s.database.db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, 'merchant'));
  for (const a of accounts) {
    if (last.has(a.id)) expect(last.get(a.id), a.id).toBe(milli(a.balance));
  }
};

const csvOf = (
  s: TestServer,
  query: Record<string, string>,
  auth: { token: string; headers: Record<string, string> },
) =>
  fetch(`${s.url}/v1/partner/balance-history/export.csv?${new URLSearchParams(query)}`, {
    headers: { authorization: auth.token, ...auth.headers },
  });

describe('balance history (issue 30 item 1)', () => {
  it('under concurrent settlements and cash-outs, the newest line is the balance card, and every line adds up', async () => {
    const s = server();
    // An owner without two-factor: cash-outs need no code, so they can all race.
    const owner = await newActiveUser(s, 'racer');
    const partner = await s.gql<{ createPartner: { id: string } }>(
      CREATE_PARTNER,
      { name: 'Race Shop', partner_type: 'COMPANY' },
      { token: owner.token },
    );
    const partnerId = partner.data!.createPartner.id;
    const created = await createApp(s, owner.token);
    await s.gql(`mutation($id: ID!) { setAppStatusToProduction(app_id: $id) { status } }`, { id: created.id }, owner);
    const app = await s.services.apps.getApp(partnerId, created.id);
    await seedPayment(s, app, { status: 'SUCCESS', amount: '5000000', fee: '0' });
    const cashOut = (amount: number) =>
      getJson(`${s.url}/v1/partner/transfer/cms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...cashOutBody(app, amount), token: owner.token }),
      });
    // 30 payments settle while 30 cash-outs debit: some cash-outs are refused when the balance
    // is short at their moment; whichever way the race goes, the lines must add up.
    const results = await Promise.all([
      ...Array.from({ length: 30 }, () => seedPayment(s, app, { status: 'SUCCESS', amount: '200000', fee: '2000' })),
      ...Array.from({ length: 30 }, () => cashOut(300_000)),
    ]);
    expect(results).toHaveLength(60);

    const card = (await s.services.ledger.balances(app.id, 'PRODUCTION'))[0]?.amount;
    const filter = { appId: app.id, environment: 'PRODUCTION' as const, currency: 'VND', chain: '' };
    const [newest] = await s.services.balanceHistory.page(filter, { offset: 0, limit: 1 });
    expect(newest?.balanceAfter).toBe(card);
    const { total, capped } = await s.services.balanceHistory.total(filter);
    expect(capped).toBe(false);
    const all = await s.services.balanceHistory.page(filter, { offset: 0, limit: total + 1 });
    expect(all).toHaveLength(total);
    // Oldest to newest, each line's balance is the one before it moved by the line.
    const ascending = [...all].reverse();
    for (let i = 1; i < ascending.length; i++) {
      expect(milli(ascending[i]!.balanceAfter)).toBe(
        milli(ascending[i - 1]!.balanceAfter) + milli(ascending[i]!.amount),
      );
    }
    expect(ascending[0]?.balanceAfter).toBe('5000000');
    const [account] = await s.database.db
      .select({ movements: ledgerAccounts.movements })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.appId, app.id));
    expect(account?.movements).toBe(total);
    await checkRunningBalances(s);
  });

  it('lists an app’s lines newest first, by environment, currency, kind and date, with the payment and fee', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'history');
    const first = await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '1000000', fee: '22000' });
    const second = await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '500000', fee: '11000' });
    await seedPayment(s, ws.prod, { status: 'PENDING', amount: '700000' });
    await seedPayment(s, ws.prod, { status: 'FAILED', amount: '800000' });
    await seedPayment(s, ws.prod, {
      type: 'CRYPTO',
      status: 'SUCCESS',
      currency: 'USDT',
      chain: 'bsc',
      amount: '25.5',
      fee: '0.5',
    });
    await seedPayment(s, ws.dev, { status: 'SUCCESS', amount: '300000', fee: '0' });
    const history = async (vars: Record<string, unknown>, options = ws.options) => {
      const res = await s.gql<History>(HISTORY, { app_id: ws.prod.id, app_status: 'PRODUCTION', ...vars }, options);
      return res;
    };

    const all = await history({});
    expect(all.errors).toBeUndefined();
    const page = all.data!.balanceHistory;
    expect(page.total).toBe(3);
    expect(page.kinds).toContain('ATM_CARD_SUCCESS');
    expect(page.kinds).toContain('CASH_OUT_ACCEPTED');
    expect(page.kinds).not.toContain('ATM_CARD_FAILED');
    expect(page.data.map((m) => [m.currency, m.chain, m.amount, m.fee, m.balance_after])).toEqual([
      ['USDT', 'bsc', '25', '0.5', '25'],
      ['VND', null, '489000', '11000', '1467000'],
      ['VND', null, '978000', '22000', '978000'],
    ]);
    expect(page.total_capped).toBe(false);
    expect(page.data.map((m) => m.payment_id).slice(1)).toEqual([second.id, first.id]);
    // A page across balances is the lines of every balance merged newest first, then cut.
    const middle = (await history({ offset: 1, limit: 1 })).data!.balanceHistory;
    expect(middle.data.map((m) => m.payment_id)).toEqual([second.id]);
    expect(middle.total).toBe(3);
    expect(page.data[1]?.kind).toBe('ATM_CARD_SUCCESS');

    const vnd = (await history({ currency: 'VND', limit: 1 })).data!.balanceHistory;
    expect(vnd.total).toBe(2);
    expect(vnd.data[0]?.balance_after).toBe((await s.services.ledger.balances(ws.prod.id, 'PRODUCTION'))[0]?.amount);
    expect((await history({ currency: 'VND', offset: 1 })).data!.balanceHistory.data.map((m) => m.payment_id)).toEqual([
      first.id,
    ]);
    expect((await history({ currency: 'usdt', chain: 'polygon' })).data!.balanceHistory.total).toBe(0);
    expect((await history({ kinds: ['CRYPTO_SUCCESS'] })).data!.balanceHistory.total).toBe(1);
    expect((await history({ kinds: ['CASH_OUT_ACCEPTED'] })).data!.balanceHistory.total).toBe(0);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await history({ from_date: tomorrow })).data!.balanceHistory.total).toBe(0);
    expect((await history({ to_date: tomorrow })).data!.balanceHistory.total).toBe(3);
    // Development apart: the development app's payment is in its own history only.
    const dev = await s.gql<History>(HISTORY, { app_id: ws.dev.id, app_status: 'DEVELOPMENT' }, ws.options);
    expect(dev.data!.balanceHistory.data.map((m) => m.amount)).toEqual(['300000']);
    expect((await history({ app_status: 'DEVELOPMENT' })).data!.balanceHistory.total).toBe(0);

    // Refusals: an unknown kind, a chain without its currency, a bad page.
    const unknown = await history({ kinds: ['PAYMENT_SUCCESS'] });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await history({ chain: 'bsc' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await history({ offset: -1 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // Another partner's app is NOT_FOUND, as is an app that does not exist.
    const other = await newPartnerWorkspace(s, 'other');
    const foreign = await history({}, other.options);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(foreign.data).toBeNull();
    expect((await history({ app_id: 'not-an-app' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Without today's active token, nothing.
    const noActive = await s.gql<History>(
      HISTORY,
      { app_id: ws.prod.id, app_status: 'PRODUCTION' },
      { token: ws.token },
    );
    expect(noActive.errors?.[0]?.extensions?.code).toBe('ACTIVE_TOKEN_REQUIRED');
  });

  it('is for OWNER, ADMIN, FINANCIAL and SUPERVISOR; SUPPORTER and TECHNICAL are refused', async () => {
    const s = server();
    const store = await demoApp(s, 'Demo Store');
    const vars = { app_id: store.id, app_status: 'PRODUCTION' };
    const answers = await answersByRole(s, async (auth) => ({
      query: await s.gql<History>(HISTORY, { ...vars, limit: 1 }, auth),
      download: await csvOf(s, vars, auth),
    }));
    expect(answers).toEqual(BOOKS_ROLE_ANSWERS);
  });

  it('exports the current filter as a streamed CSV: the lines the query lists, in the partner’s time zone', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'csv');
    for (let i = 0; i < 3; i++) await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '100000', fee: '1000' });
    await seedPayment(s, ws.prod, {
      type: 'CRYPTO',
      status: 'SUCCESS',
      currency: 'USDT',
      chain: 'bsc',
      amount: '7',
      fee: '0',
    });
    const query = { app_id: ws.prod.id, app_status: 'PRODUCTION', currency: 'VND' };
    const res = await csvOf(s, query, ws.options);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="balance-\d{8}\.csv"/);
    const [header, ...lines] = (await res.text()).trimEnd().split('\r\n');
    expect(header).toBe('time,kind,payment_id,currency,chain,amount,fee,balance_after');
    const listed = (await s.gql<History>(HISTORY, { ...query }, ws.options)).data!.balanceHistory.data;
    expect(lines.map((l) => l.split(',').slice(1))).toEqual(
      listed.map((m) => [m.kind, m.payment_id, 'VND', '', m.amount, m.fee, m.balance_after]),
    );
    // Times carry the partner zone's offset (Asia/Ho_Chi_Minh by default).
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00,/);
    expect(lines[0]?.split(',').at(-1)).toBe('297000');
    // Another partner's app is 404; a refused filter is 400.
    const other = await newPartnerWorkspace(s, 'csv-other');
    expect((await csvOf(s, query, other.options)).status).toBe(404);
    expect((await csvOf(s, { ...query, kinds: 'NOPE' }, ws.options)).status).toBe(400);
  });

  it('records each export in the audit log, with the app and the filter; a refused export records nothing', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'csv-audit');
    await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '100000', fee: '1000' });
    const exportsOf = () =>
      s.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.partnerId, ws.partnerId), eq(auditLog.action, 'export.balance_history')))
        .orderBy(asc(auditLog.seq));
    const query = { app_id: ws.prod.id, app_status: 'PRODUCTION', currency: 'VND', kinds: 'ATM_CARD_SUCCESS' };
    const res = await csvOf(s, query, ws.options);
    expect(res.status).toBe(200);
    await res.text();
    const [entry, ...more] = await exportsOf();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actorId: ws.userId, targetType: 'app', targetId: ws.prod.id });
    expect(entry?.targetLabel).toBeTruthy();
    expect(entry?.changes).toMatchObject({
      filter: { after: { app_id: ws.prod.id, currency: 'VND', kinds: ['ATM_CARD_SUCCESS'] } },
    });

    // Refused (a bad filter, another partner's app, no right): no file, no entry.
    expect((await csvOf(s, { ...query, kinds: 'NOPE' }, ws.options)).status).toBe(400);
    const other = await newPartnerWorkspace(s, 'csv-audit-other');
    expect((await csvOf(s, query, other.options)).status).toBe(404);
    expect(await exportsOf()).toHaveLength(1);

    // Ten at once: ten files, ten entries, one unbroken chain (seq 1… without a gap).
    const burst = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const r = await csvOf(s, query, ws.options);
        await r.text();
        return r.status;
      }),
    );
    expect(burst).toEqual(Array(10).fill(200));
    expect(await exportsOf()).toHaveLength(11);
    const seqs = (
      await s.database.db.select({ seq: auditLog.seq }).from(auditLog).where(eq(auditLog.partnerId, ws.partnerId))
    ).map((r) => r.seq);
    expect(seqs.sort((a, b) => a - b)).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
  });

  it('counts a kind or date filter up to the cap and says so; without them the count is the balance’s own', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'count-cap');
    await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '100000', fee: '1000' });
    const [account] = await s.database.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.appId, ws.prod.id), eq(ledgerAccounts.kind, 'merchant')));
    const [line] = await s.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account!.id));
    // A ledger larger than the cap, written as postings write it: the lines and the account's count.
    const extra = BALANCE_HISTORY_COUNT_CAP + 5;
    await s.database.db.execute(sql`
      insert into ledger_entries (posting_id, account_id, kind, amount, balance_after, created_at)
      select gen_random_uuid(), ${account!.id}::uuid, 'VIRTUAL_ACCOUNT_SUCCESS', 1, ${line!.balanceAfter}::numeric + g,
        now() - interval '30 days' + g * interval '1 second'
      from generate_series(1, ${extra}) g`);
    await s.database.db
      .update(ledgerAccounts)
      .set({ movements: sql`${ledgerAccounts.movements} + ${extra}` })
      .where(eq(ledgerAccounts.id, account!.id));
    const history = async (vars: Record<string, unknown>) => {
      const res = await s.gql<History>(
        HISTORY,
        { app_id: ws.prod.id, app_status: 'PRODUCTION', limit: 1, ...vars },
        ws.options,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.balanceHistory;
    };
    expect(await history({})).toMatchObject({ total: extra + 1, total_capped: false });
    expect(await history({ kinds: ['VIRTUAL_ACCOUNT_SUCCESS'] })).toMatchObject({
      total: BALANCE_HISTORY_COUNT_CAP,
      total_capped: true,
    });
    expect(await history({ kinds: ['ATM_CARD_SUCCESS'] })).toMatchObject({ total: 1, total_capped: false });
    // A day of the lines: exact under the cap.
    const start = new Date(Date.now() - 30 * 86_400_000);
    const day = await history({
      kinds: ['VIRTUAL_ACCOUNT_SUCCESS'],
      from_date: start.toISOString(),
      to_date: new Date(start.getTime() + 3_600_000 - 1).toISOString(),
    });
    expect(day.total_capped).toBe(false);
    expect(day.total).toBeGreaterThan(3000);
    expect(day.total).toBeLessThanOrEqual(3600);
    // The newest page is still the newest line, past the cap as before it.
    expect((await history({ kinds: ['VIRTUAL_ACCOUNT_SUCCESS'] })).data[0]?.amount).toBe('1');
  });
});
