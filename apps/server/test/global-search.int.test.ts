import {
  SEARCH_KINDS,
  SEARCH_LIMIT_PER_KIND,
  SEARCH_QUERY_TOO_LONG,
  type SearchKind,
  searchableKinds,
  type UserType,
} from '@paygate/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppRow } from '../src/db/schema.js';
import { apps, payments } from '../src/db/schema.js';
import { loginActive, loginToken } from './support/account.js';
import { uniqueTxn } from './support/gateway.js';
import { newPartnerWorkspace, seedPayment } from './support/payments.js';
import { errorCode, errorMessage, type GraphQLResponse, type TestServer, useTestServer } from './support/server.js';

// The global search (issue #15 item 2) through GraphQL against a real database: each kind by each
// identifier, the prefixes, the partner and role boundaries, and the inputs an attacker sends.

const server = useTestServer();

const SEARCH = `query GlobalSearch($query: String!) {
  globalSearch(query: $query) {
    hits { kind id title matched status amount currency app_id app_name email }
    locked_kinds
  }
}`;

type Hit = {
  kind: SearchKind;
  id: string;
  title: string;
  matched: string | null;
  status: string | null;
  amount: string | null;
  currency: string | null;
  app_id: string | null;
  app_name: string | null;
  email: string | null;
};
type Answer = { globalSearch: { hits: Hit[]; locked_kinds: SearchKind[] } };
type Options = { token: string; headers?: Record<string, string> };

const search = (s: TestServer, options: Options, query: string) => s.gql<Answer>(SEARCH, { query }, options);
const hits = async (s: TestServer, options: Options, query: string) => {
  const res = await search(s, options, query);
  expect(res.errors).toBeUndefined();
  return res.data!.globalSearch.hits;
};
const kindsOf = (list: Hit[]) => [...new Set(list.map((h) => h.kind))];

const demoApp = async (s: TestServer, name = 'Demo Store'): Promise<AppRow> => {
  const [row] = await s.database.db.select().from(apps).where(eq(apps.name, name));
  return row!;
};
const setPayId = (s: TestServer, id: string, payId: string) =>
  s.database.db.update(payments).set({ payId }).where(eq(payments.id, id));

describe('global search: what it finds', () => {
  it('finds a payment by transaction id, payment id, pay id and VA or e-bill account number', async () => {
    const s = server();
    const w = await newPartnerWorkspace(s, 'finder');
    const byTxn = await seedPayment(s, w.prod, { transactionId: uniqueTxn('FIND'), status: 'SUCCESS' });
    const byPayId = await seedPayment(s, w.prod, {});
    const payId = `PAY${Date.now()}`;
    await setPayId(s, byPayId.id, payId);
    const account = `9${Date.now()}`;
    const va = await seedPayment(s, w.prod, {
      type: 'VIRTUAL_ACCOUNT',
      accountNumber: account,
      accountName: 'NGUYEN VAN A',
    });
    const ebill = `8${Date.now()}`;
    const bill = await seedPayment(s, w.prod, { type: 'BANK_ACCOUNT', accountNumber: ebill });
    // A cash-out's payee account is not a VA or e-bill number: not what this search looks up.
    await seedPayment(s, w.prod, { type: 'CASH_OUT', accountNumber: account });

    const [txnHit] = await hits(s, w.options, byTxn.transactionId);
    expect(txnHit).toMatchObject({
      kind: 'payment',
      id: byTxn.id,
      title: byTxn.transactionId,
      matched: 'transaction_id',
      status: 'SUCCESS',
      amount: '100000',
      currency: 'VND',
      app_id: w.prod.id,
      app_name: w.prod.name,
    });
    expect((await hits(s, w.options, byTxn.id)).map((h) => [h.id, h.matched])).toEqual([[byTxn.id, 'payment_id']]);
    expect((await hits(s, w.options, byTxn.id.toUpperCase())).map((h) => h.id)).toEqual([byTxn.id]);
    expect((await hits(s, w.options, payId)).map((h) => [h.id, h.matched])).toEqual([[byPayId.id, 'pay_id']]);
    expect((await hits(s, w.options, account)).map((h) => [h.id, h.matched])).toEqual([[va.id, 'account_number']]);
    expect((await hits(s, w.options, ebill)).map((h) => h.id)).toEqual([bill.id]);
    // Identifiers match whole, by their start or by their end (issue 28 item 17): a part from
    // their middle finds nothing.
    expect(await hits(s, w.options, byTxn.transactionId.slice(1, -1))).toEqual([]);
  });

  it('finds apps by name or id, channels by name or id, members by name or e-mail', async () => {
    const s = server();
    const w = await newPartnerWorkspace(s, 'names');
    const channel = await s.gql<{ createChannel: { id: string } }>(
      `mutation($id: ID!, $n: String!) { createChannel(app_id: $id, name: $n) { id } }`,
      { id: w.prod.id, n: 'Checkout Web' },
      { token: w.token },
    );
    expect(channel.errors).toBeUndefined();
    const channelId = channel.data!.createChannel.id;

    const byName = await hits(s, w.options, w.prod.name.slice(4).toUpperCase());
    expect(byName.filter((h) => h.kind === 'app').map((h) => h.id)).toEqual([w.prod.id]);
    expect((await hits(s, w.options, w.dev.id)).filter((h) => h.kind === 'app').map((h) => h.id)).toEqual([w.dev.id]);

    const channels = (await hits(s, w.options, 'checkout w')).filter((h) => h.kind === 'channel');
    expect(channels).toEqual([expect.objectContaining({ id: channelId, title: 'Checkout Web', app_id: w.prod.id })]);
    expect((await hits(s, w.options, channelId)).map((h) => [h.kind, h.id])).toEqual([['channel', channelId]]);

    const local = w.email.split('@')[0]!;
    const members = (await hits(s, w.options, local)).filter((h) => h.kind === 'member');
    expect(members).toEqual([expect.objectContaining({ title: 'Test names', email: w.email, status: 'OWNER' })]);
    expect((await hits(s, w.options, 'member:test NAMES')).map((h) => h.email)).toEqual([w.email]);
  });

  it('narrows with txn:, app:, channel:, member: and status:', async () => {
    const s = server();
    const w = await newPartnerWorkspace(s, 'narrow');
    // One word that is a transaction id, in an app's name and in a channel's name.
    const word = uniqueTxn('NARROW');
    const failed = await seedPayment(s, w.prod, { transactionId: word, status: 'FAILED' });
    await s.gql(
      `mutation($id: ID!, $n: String!) { updateApp(app_id: $id, name: $n) { id } }`,
      { id: w.dev.id, n: word },
      { token: w.token },
    );
    await s.gql(
      `mutation($id: ID!, $n: String!) { createChannel(app_id: $id, name: $n) { id } }`,
      { id: w.prod.id, n: word },
      { token: w.token },
    );

    expect(kindsOf(await hits(s, w.options, word))).toEqual(['payment', 'app', 'channel']);
    expect(kindsOf(await hits(s, w.options, `txn:${word}`))).toEqual(['payment']);
    expect(kindsOf(await hits(s, w.options, `app: ${word}`))).toEqual(['app']);
    expect(kindsOf(await hits(s, w.options, `CHANNEL:${word}`))).toEqual(['channel']);
    expect(await hits(s, w.options, `member:${word}`)).toEqual([]);
    expect((await hits(s, w.options, `status:failed ${word}`)).map((h) => h.id)).toEqual([failed.id]);
    expect(await hits(s, w.options, `${word} status:SUCCESS`)).toEqual([]);

    const unknown = await search(s, w.options, `status:LOST ${word}`);
    expect(errorCode(unknown)).toBe('BAD_USER_INPUT');
    expect(errorMessage(unknown)).toBe('Status is one of SUCCESS, FAILED, CANCEL, PENDING, IN_COMPLAIN, REFUNDED');
    // An unknown prefix is part of the text.
    expect(await hits(s, w.options, `order:${word}`)).toEqual([]);
  });

  it('keeps to a handful per kind', async () => {
    const s = server();
    const w = await newPartnerWorkspace(s, 'many');
    const account = `7${Date.now()}`;
    for (let i = 0; i < SEARCH_LIMIT_PER_KIND + 2; i += 1) {
      await seedPayment(s, w.prod, { type: 'PERMANENT_VIRTUAL_ACCOUNT', accountNumber: account });
    }
    expect(await hits(s, w.options, account)).toHaveLength(SEARCH_LIMIT_PER_KIND);
  });
});

describe('global search: what people type (issue 28 item 17)', () => {
  it("finds a payment by an id's last digits, its start, the payer's user_id and the pay memo", async () => {
    const s = server();
    const w = await newPartnerWorkspace(s, 'typed');
    const tag = Date.now().toString(36).toUpperCase();
    const txn = `ORD-${tag}-01832`;
    const byTxn = await seedPayment(s, w.prod, { transactionId: txn, userId: `cust-${tag}-0289` });
    const byMemo = await seedPayment(s, w.prod, { payMemo: `PG${tag}MEMO77` });
    const byPayId = await seedPayment(s, w.prod, {});
    await setPayId(s, byPayId.id, `PAY${tag}4242`);
    // Payments only (txn:): a member's e-mail or an app's name may hold the same characters.
    const ids = async (query: string) => (await hits(s, w.options, `txn:${query}`)).map((h) => [h.id, h.matched]);

    const everyKind = await hits(s, w.options, '01832');
    expect(everyKind.filter((h) => h.kind === 'payment').map((h) => h.id)).toEqual([byTxn.id]);
    expect(await ids('01832')).toEqual([[byTxn.id, 'transaction_id']]);
    expect(await ids(txn.slice(0, -3))).toEqual([[byTxn.id, 'transaction_id']]);
    expect(await ids(`cust-${tag}-0289`)).toEqual([[byTxn.id, 'user_id']]);
    expect(await ids(`cust-${tag}`)).toEqual([[byTxn.id, 'user_id']]);
    expect(await ids(`PG${tag}MEMO77`)).toEqual([[byMemo.id, 'pay_memo']]);
    expect(await ids(`${tag}MEMO77`)).toEqual([[byMemo.id, 'pay_memo']]);
    expect(await ids(`PG${tag}ME`)).toEqual([[byMemo.id, 'pay_memo']]);
    expect(await ids(`${tag}4242`)).toEqual([[byPayId.id, 'pay_id']]);
    expect(await ids(`PAY${tag}`)).toEqual([[byPayId.id, 'pay_id']]);
    // A user_id is looked up whole or by its start, not its end.
    expect(await ids(`${tag}-0289`)).toEqual([]);
    // Case as typed: ids are case-sensitive.
    expect(await ids(`ord-${tag}`)).toEqual([]);
    // Two characters are too few to look up by start or end; whole values of any length are.
    expect(await ids('32')).toEqual([]);
    const short = await seedPayment(s, w.prod, { transactionId: `${tag.slice(0, 2)}` });
    expect(await ids(tag.slice(0, 2))).toEqual([[short.id, 'transaction_id']]);
  });

  it('ranks whole values first, then starts, then ends, newest first inside each, a handful in all', async () => {
    const s = server();
    const w = await newPartnerWorkspace(s, 'ranked');
    const text = `R${Date.now().toString(36).toUpperCase()}`;
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const whole = await seedPayment(s, w.prod, { transactionId: text, createdAt: at(50) });
    const startOld = await seedPayment(s, w.prod, { transactionId: `${text}-1`, createdAt: at(40) });
    const startNew = await seedPayment(s, w.prod, { transactionId: `${text}-2`, createdAt: at(30) });
    const end = await seedPayment(s, w.prod, { transactionId: `X-${text}`, createdAt: at(1) });
    expect((await hits(s, w.options, `txn:${text}`)).map((h) => h.id)).toEqual([
      whole.id,
      startNew.id,
      startOld.id,
      end.id,
    ]);
    for (let i = 0; i < SEARCH_LIMIT_PER_KIND; i += 1) {
      await seedPayment(s, w.prod, { transactionId: `${text}-more-${i}`, createdAt: at(20 - i) });
    }
    const limited = (await hits(s, w.options, `txn:${text}`)).map((h) => h.id);
    expect(limited).toHaveLength(SEARCH_LIMIT_PER_KIND);
    expect(limited[0]).toBe(whole.id);
    expect(limited).not.toContain(end.id);
  });

  it('reads %, _ and \\ as themselves in a start or an end', async () => {
    const s = server();
    const w = await newPartnerWorkspace(s, 'literal');
    const tag = Date.now().toString(36);
    const odd = await seedPayment(s, w.prod, { transactionId: `${tag}%a_b\\c` });
    await seedPayment(s, w.prod, { transactionId: `${tag}XaYbZc` });
    const ids = async (query: string) => (await hits(s, w.options, `txn:${query}`)).map((h) => h.id);
    expect(await ids(`${tag}%a_`)).toEqual([odd.id]);
    expect(await ids('a_b\\c')).toEqual([odd.id]);
    expect(await ids(`${tag}%`)).toEqual([odd.id]);
    expect(await ids(`${tag}_a`)).toEqual([]);
    expect(await ids('%%%')).toEqual([]);
    expect(await ids('___')).toEqual([]);
    expect(await ids('\\\\\\')).toEqual([]);
  });

  it("never finds another partner's payment by a start or an end", async () => {
    const s = server();
    const mine = await newPartnerWorkspace(s, 'mine-partial');
    const theirs = await newPartnerWorkspace(s, 'theirs-partial');
    const tag = Date.now().toString(36).toUpperCase();
    const other = await seedPayment(s, theirs.prod, {
      transactionId: `THEIRS-${tag}-55555`,
      userId: `cust-${tag}-9`,
      payMemo: `PG${tag}ZZZ`,
    });
    await setPayId(s, other.id, `PAY${tag}999`);
    for (const query of [
      `THEIRS-${tag}`,
      `${tag}-55555`,
      `cust-${tag}`,
      `PG${tag}`,
      `${tag}ZZZ`,
      `PAY${tag}`,
      `${tag}999`,
    ]) {
      expect(await hits(s, mine.options, `txn:${query}`), query).toEqual([]);
      expect(
        (await hits(s, theirs.options, `txn:${query}`)).map((h) => h.id),
        query,
      ).toEqual([other.id]);
    }
  });
});

describe('global search: who sees what', () => {
  it('finds nothing of another partner, its transaction ids and ids included', async () => {
    const s = server();
    const mine = await newPartnerWorkspace(s, 'mine');
    const theirs = await newPartnerWorkspace(s, 'theirs');
    const shared = uniqueTxn('SHARED');
    const own = await seedPayment(s, mine.prod, { transactionId: shared });
    const other = await seedPayment(s, theirs.prod, { transactionId: shared });
    const only = await seedPayment(s, theirs.prod, {});

    expect((await hits(s, mine.options, shared)).map((h) => h.id)).toEqual([own.id]);
    expect(await hits(s, mine.options, other.id)).toEqual([]);
    expect(await hits(s, mine.options, only.transactionId)).toEqual([]);
    expect(await hits(s, mine.options, theirs.prod.id)).toEqual([]);
    expect(await hits(s, mine.options, theirs.prodChannelId)).toEqual([]);
    expect(await hits(s, mine.options, theirs.email)).toEqual([]);
  });

  it('returns only the kinds a role may open (the policy table), members’ e-mails to OWNER and ADMIN only', async () => {
    const s = server();
    const demo = await demoApp(s);
    const txn = uniqueTxn('ROLES');
    await seedPayment(s, demo, { transactionId: txn });
    const roles: [string, UserType][] = [
      ['owner@demo.test', 'OWNER'],
      ['admin@demo.test', 'ADMIN'],
      ['technical@demo.test', 'TECHNICAL'],
      ['financial@demo.test', 'FINANCIAL'],
      ['supporter@demo.test', 'SUPPORTER'],
      ['supervisor@demo.test', 'SUPERVISOR'],
    ];
    for (const [email, userType] of roles) {
      const options = await loginActive(s, email);
      const allowed = searchableKinds(userType);
      // A member's e-mail: only the roles of the users screen get the member.
      const byEmail = await hits(s, options, 'owner@demo.test');
      expect(
        byEmail.some((h) => h.kind === 'member'),
        userType,
      ).toBe(allowed.includes('member'));
      expect(await hits(s, options, 'member:owner@demo.test'), userType).toEqual(
        allowed.includes('member') ? [expect.objectContaining({ email: 'owner@demo.test' })] : [],
      );
      // Apps and channels: the roles of the app screens.
      expect((await hits(s, options, 'app:Demo Store')).length > 0, userType).toBe(allowed.includes('app'));
      expect((await hits(s, options, 'channel:Default')).length > 0, userType).toBe(allowed.includes('channel'));
      // Payments: the roles of /transaction (every role today).
      expect(
        (await hits(s, options, txn)).map((h) => h.kind),
        userType,
      ).toEqual(allowed.includes('payment') ? ['payment'] : []);
    }
    expect(searchableKinds('SUPPORTER')).not.toContain('member');
  });

  it('leaves payments and members out without today’s active token, and says so', async () => {
    const s = server();
    const demo = await demoApp(s);
    const txn = uniqueTxn('LOCKED');
    await seedPayment(s, demo, { transactionId: txn });
    const token = await loginToken(s, 'owner@demo.test');
    const res = await search(s, { token }, txn);
    expect(res.errors).toBeUndefined();
    expect(res.data!.globalSearch).toEqual({ hits: [], locked_kinds: ['payment', 'member'] });
    expect((await hits(s, { token }, 'Demo Store')).map((h) => h.kind)).toEqual(['app']);
    // A supporter has no kind without the token but payments.
    const supporter = await loginToken(s, 'supporter@demo.test');
    expect((await search(s, { token: supporter }, 'Demo')).data!.globalSearch.locked_kinds).toEqual(['payment']);
    // Signed out: no search at all.
    expect(errorCode(await s.gql(SEARCH, { query: 'Demo' }))).toBe('UNAUTHENTICATED');
  });
});

describe('global search: bad input', () => {
  it('refuses a 1 KB search with its message and control characters, and answers the rest safely', async () => {
    const s = server();
    const w = await newPartnerWorkspace(s, 'edges');
    const long = await search(s, w.options, 'x'.repeat(1024));
    expect(errorCode(long)).toBe('BAD_USER_INPUT');
    expect(errorMessage(long)).toBe(SEARCH_QUERY_TOO_LONG);
    expect(errorCode(await search(s, w.options, 'a\u0000b'))).toBe('BAD_USER_INPUT');

    const odd = [
      '%',
      '_',
      '\\',
      '%%',
      "'; drop table payments; --",
      '" OR 1=1 --',
      '.*[(',
      '^$|+?{}',
      'txn:%',
      'member:_',
      '💸',
      'Nguyễn Thị',
      '\u202Eevil',
      'status:',
    ];
    for (const query of odd) {
      const res = await search(s, w.options, query);
      if (query === 'status:') {
        expect(errorCode(res), query).toBe('BAD_USER_INPUT');
        continue;
      }
      expect(res.errors, query).toBeUndefined();
      // Wildcards match themselves only: no member or app name holds them.
      expect(res.data!.globalSearch.hits, query).toEqual([]);
    }
    // The tables are still there.
    expect((await hits(s, w.options, w.prod.name)).map((h) => h.id)).toContain(w.prod.id);
  });

  it('finds names with wildcards and unicode exactly as typed', async () => {
    const s = server();
    const w = await newPartnerWorkspace(s, 'unicode');
    const rename = (id: string, name: string) =>
      s.gql(
        `mutation($id: ID!, $n: String!) { updateApp(app_id: $id, name: $n) { id } }`,
        { id, n: name },
        { token: w.token },
      );
    expect((await rename(w.prod.id, 'Cà phê ☕ 100%')).errors).toBeUndefined();
    expect((await rename(w.dev.id, 'Cafe 1000')).errors).toBeUndefined();
    expect((await hits(s, w.options, 'phê ☕')).map((h) => h.id)).toEqual([w.prod.id]);
    expect((await hits(s, w.options, '100%')).map((h) => h.id)).toEqual([w.prod.id]);
    expect((await hits(s, w.options, 'app:%')).map((h) => h.id)).toEqual([w.prod.id]);
  });

  it('answers a burst of 100 identical searches the same', async () => {
    const s = server();
    const w = await newPartnerWorkspace(s, 'burst');
    const p = await seedPayment(s, w.prod, {});
    const answers: GraphQLResponse<Answer>[] = await Promise.all(
      Array.from({ length: 100 }, () => search(s, w.options, p.transactionId)),
    );
    const first = JSON.stringify(answers[0]);
    expect(answers[0]!.data!.globalSearch.hits.map((h) => h.id)).toEqual([p.id]);
    expect(answers.every((a) => JSON.stringify(a) === first)).toBe(true);
  });
});

it('searches every kind the contract names', () => {
  expect(SEARCH_KINDS).toEqual(['payment', 'app', 'channel', 'member']);
});
