import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gatewayHash } from '@paygate/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, users } from '../src/db/schema.js';
import { MIGRATIONS_DIR } from '../src/lib/paths.js';
import { loginActive, loginToken } from './support/account.js';
import { demoApp, eventually, getJson, signedUrl, uniqueTxn } from './support/gateway.js';
import { newOwnerWithApp, payCheckout, postJson, withdrawBody } from './support/money.js';
import { seedPayment } from './support/payments.js';
import { type TestServer, useTestServer } from './support/server.js';

// Issue 11 items 10 and 11: what a role may see of a payment. Fees (and what a fee can be computed
// from) only for the roles of policy seeFees (PRODUCT §6); card numbers only masked, for everyone,
// in storage, GraphQL, the CSV and the logs (PCI DSS 3.4.1).

const server = useTestServer();

const ROLES = ['owner', 'admin', 'technical', 'financial', 'supporter', 'supervisor'] as const;
type Role = (typeof ROLES)[number];

const DETAIL = /* GraphQL */ `
  query Detail($transaction_id: String!) {
    allPayment(transaction_id: $transaction_id) {
      data { id fee response payment_transfer { account_no account_name } }
    }
    partner { fees }
  }
`;
type Detail = {
  allPayment: {
    data: {
      id: string;
      fee: string | null;
      response: string;
      payment_transfer: { account_no: string | null } | null;
    }[];
  };
  partner: { fees: Record<string, unknown> | null };
};

const EXPORT = /* GraphQL */ `
  query Export($from_date: String!, $to_date: String!, $transaction_id: String) {
    exportPartnerPayment(from_date: $from_date, to_date: $to_date, transaction_id: $transaction_id)
  }
`;

const today = () => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date()).replaceAll('-', '');
  return { from_date: day, to_date: day };
};

/** The CSV of one transaction as the role downloads it: the GraphQL export and the streamed file. */
const csvOf = async (s: TestServer, caller: Awaited<ReturnType<typeof loginActive>>, transactionId: string) => {
  const gql = await s.gql<{ exportPartnerPayment: string }>(
    EXPORT,
    { ...today(), transaction_id: transactionId },
    caller,
  );
  expect(gql.errors).toBeUndefined();
  const query = new URLSearchParams({ ...today(), transaction_id: transactionId });
  const res = await fetch(`${s.url}/v1/partner/payments/export.csv?${query}`, {
    headers: { authorization: caller.token, 'active-token': caller.headers['active-token'] },
  });
  expect(res.status).toBe(200);
  const file = await res.text();
  expect(file).toBe(gql.data!.exportPartnerPayment);
  return file.trimEnd().split('\r\n');
};

const callers = async (s: TestServer) => {
  const out = {} as Record<Role, Awaited<ReturnType<typeof loginActive>>>;
  for (const role of ROLES) out[role] = await loginActive(s, `${role}@demo.test`);
  return out;
};

describe('fees only for the roles of seeFees (issue 11 item 10)', () => {
  it('leaves debited and sent out of a SUPPORTER’s response and partner.fees null; SUPERVISOR and FINANCIAL see them', async () => {
    const s = server();
    const app = await demoApp(s, 'Demo Store');
    const transactionId = uniqueTxn('fee');
    // A cash-out whose payee pays the fee: amount 200,000, the payee receives 198,900.
    await seedPayment(s, app, {
      type: 'CASH_OUT',
      transactionId,
      amount: '200000',
      fee: '1100',
      accountNumber: '0011001234567',
      details: {
        debited: '200000',
        sent: '198900',
        payee_account_type: 'BANK_ACCOUNT',
        payee_name: 'NGUYEN VAN A',
        message: '123',
      },
    });
    const all = await callers(s);
    const seen = {} as Record<Role, Detail>;
    for (const role of ROLES) {
      const res = await s.gql<Detail>(DETAIL, { transaction_id: transactionId }, all[role]);
      expect(res.errors).toBeUndefined();
      seen[role] = res.data!;
    }
    for (const role of ROLES) {
      const payment = seen[role].allPayment.data[0]!;
      const details = JSON.parse(payment.response).details as Record<string, string>;
      if (role === 'supporter') {
        expect(payment.fee).toBeNull();
        expect(details).toEqual({ payee_account_type: 'BANK_ACCOUNT', payee_name: 'NGUYEN VAN A', message: '123' });
        expect(payment.response).not.toContain('198900');
        expect(seen[role].partner.fees).toBeNull();
      } else {
        expect(payment.fee).toBe('1100');
        expect(details).toMatchObject({ debited: '200000', sent: '198900' });
        expect(seen[role].partner.fees).toHaveProperty('cashout_vnd');
      }
    }
  });

  it('gives a SUPPORTER a CSV without the Fee column and without any fee value', async () => {
    const s = server();
    const app = await demoApp(s, 'Demo Store');
    const transactionId = uniqueTxn('feecsv');
    await seedPayment(s, app, { transactionId, amount: '300000', fee: '4567' });
    const { supporter, supervisor, financial } = await callers(s);
    const [header, line] = await csvOf(s, supporter, transactionId);
    // Cell by cell: a random id of the line may contain the digits 4567 (no cell of this line
    // holds a comma).
    expect(header).not.toContain('Fee');
    expect(line?.split(',')).not.toContain('4567');
    for (const caller of [supervisor, financial]) {
      const [h, l] = await csvOf(s, caller, transactionId);
      const feeColumn = h?.split(',').indexOf('Fee') ?? -1;
      expect(feeColumn).toBeGreaterThan(0);
      expect(l?.split(',')[feeColumn]).toBe('4567');
    }
  });
});

const CARD = '9704361234567891';
const MASKED = '970436******7891';
/** A card number that passes the Luhn check (CARD does not: the portal says it is a card). */
const LUHN_CARD = '9704361234567895';
const LUHN_MASKED = '970436******7895';

/** The demo owner's signed cash-out to a card (two-factor for cash-out is not this test's subject). */
const cardCashOut = async (s: TestServer, transactionId: string, extra: Record<string, string | number> = {}) => {
  await s.database.db.update(users).set({ totpConfig: [] }).where(eq(users.email, 'owner@demo.test'));
  // Written past the app: its sessions are current once the database's notice is in (ADR 0022).
  await s.services.changeFeed.caughtUp();
  const app = await demoApp(s, 'Demo Store');
  // Funds for it: a card payment paid on the sandbox checkout.
  const funding = await getJson(
    signedUrl(
      s,
      'getATMCardPaymentURL',
      { app_id: app.id, transaction_id: uniqueTxn('F'), amount: 1_000_000, bank: 'VCB' },
      app.appSecret,
    ),
  );
  await payCheckout(s, funding.body.payment_url);
  const body: Record<string, string | number> = {
    app_id: app.id,
    transaction_id: transactionId,
    amount: 100_000,
    payee_bank: 'VCB',
    payee_account: CARD,
    payee_account_type: 'CARD_NUMBER',
    payee_name: 'NGUYEN VAN A',
    payee_pay_fee: 0,
    currency: 'VND',
    message: '123',
    ...extra,
  };
  const signed = { ...body, hash: gatewayHash('transferCms', body, app.appSecret) };
  const token = await loginToken(s, 'owner@demo.test');
  const post = () =>
    getJson(`${s.url}/v1/partner/transfer/cms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...signed, token }),
    });
  return { post, app };
};

describe('card numbers masked everywhere (issue 11 item 11)', () => {
  it('stores a card payee as its first 6 and last 4 digits, and an identical retry still finds the payment', async () => {
    const s = server();
    const transactionId = `cashout-${uniqueTxn()}`;
    const { post } = await cardCashOut(s, transactionId);
    const [first, ...retries] = await Promise.all([post(), post(), post()]);
    expect(first!.body.error_code).toBe(0);
    const paymentId = (first!.body.payment as { payment_id: string }).payment_id;
    for (const retry of retries) {
      expect(retry.body.error_code).toBe(0);
      expect((retry.body.payment as { payment_id: string }).payment_id).toBe(paymentId);
    }
    const rows = await s.database.db.select().from(payments).where(eq(payments.transactionId, transactionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.accountNumber).toBe(MASKED);
    expect(JSON.stringify(rows[0])).not.toContain(CARD);
    expect(JSON.stringify(first!.body)).not.toContain(CARD);
  });

  it('shows every role the masked card in payment_transfer, response and both CSVs', async () => {
    const s = server();
    const transactionId = `cashout-${uniqueTxn()}`;
    const { post } = await cardCashOut(s, transactionId);
    expect((await post()).body.error_code).toBe(0);
    // Settled first: the two CSVs of each role are compared, and a settlement between the two
    // downloads (2 s after acceptance, any time on a busy machine) would change the second.
    await eventually(async () => {
      const [row] = await s.database.db.select().from(payments).where(eq(payments.transactionId, transactionId));
      return row?.status !== 'PENDING' && row;
    });
    const all = await callers(s);
    for (const role of ROLES) {
      const res = await s.gql<Detail>(DETAIL, { transaction_id: transactionId }, all[role]);
      expect(res.errors).toBeUndefined();
      const payment = res.data!.allPayment.data[0]!;
      expect(payment.payment_transfer?.account_no).toBe(MASKED);
      expect(JSON.parse(payment.response).account_number).toBe(MASKED);
      expect(JSON.stringify(res.data)).not.toContain(CARD);
      const csv = (await csvOf(s, all[role], transactionId)).join('\n');
      expect(csv).toContain(MASKED);
      expect(csv).not.toContain(CARD);
    }
  });

  it('masks a card number sent as a BANK_ACCOUNT payee, or inside the message, in storage, GraphQL and both CSVs (issue 26)', async () => {
    const s = server();
    const transactionId = `cashout-${uniqueTxn()}`;
    const { post } = await cardCashOut(s, transactionId, {
      payee_account: LUHN_CARD,
      payee_account_type: 'BANK_ACCOUNT',
      // The message takes digits and spaces: a card number fits in it too.
      message: '4111 1111 1111 1111',
    });
    // The same request three times: one payment, every answer the same.
    const [first, ...retries] = await Promise.all([post(), post(), post()]);
    expect(first!.body.error_code).toBe(0);
    const paymentId = (first!.body.payment as { payment_id: string }).payment_id;
    for (const retry of retries) expect((retry.body.payment as { payment_id: string }).payment_id).toBe(paymentId);
    const rows = await s.database.db.select().from(payments).where(eq(payments.transactionId, transactionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.accountNumber).toBe(LUHN_MASKED);
    expect(rows[0]!.payMemo).toBe('411111******1111');
    const whole = [LUHN_CARD, '4111111111111111', '4111 1111 1111 1111'];
    for (const text of [JSON.stringify(rows[0]), JSON.stringify(first!.body)]) {
      for (const card of whole) expect(text).not.toContain(card);
    }
    await eventually(async () => {
      const [row] = await s.database.db.select().from(payments).where(eq(payments.transactionId, transactionId));
      return row?.status !== 'PENDING' && row;
    });
    const owner = (await callers(s)).owner;
    const res = await s.gql<Detail>(DETAIL, { transaction_id: transactionId }, owner);
    expect(res.errors).toBeUndefined();
    expect(res.data!.allPayment.data[0]!.payment_transfer?.account_no).toBe(LUHN_MASKED);
    const csv = (await csvOf(s, owner, transactionId)).join('\n');
    expect(csv).toContain(LUHN_MASKED);
    for (const card of whole) {
      expect(JSON.stringify(res.data)).not.toContain(card);
      expect(csv).not.toContain(card);
    }
  });

  it('refuses a card number as a withdraw wallet or inside its memo without storing or echoing it whole', async () => {
    const s = server();
    const { owner, app } = await newOwnerWithApp(s, { production: true });
    for (const values of [{ payee_wallet: LUHN_CARD }, { payee_wallet: '4111 1111 1111 1111' }]) {
      const res = await postJson(s, '/v1/partner/crypto-withdraw', owner.token, withdrawBody(app, values));
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields as object)).toEqual(['payee_wallet']);
      expect(JSON.stringify(res.body)).not.toMatch(/9704361234567895|4111 1111 1111 1111/);
    }
    expect(await s.database.db.select().from(payments).where(eq(payments.appId, app.id))).toEqual([]);
  });

  it('keeps a bank account number that is no card number whole', async () => {
    const s = server();
    const transactionId = `cashout-${uniqueTxn()}`;
    // 16 digits failing the Luhn check: an account number, not a card.
    const { post } = await cardCashOut(s, transactionId, {
      payee_account: CARD,
      payee_account_type: 'BANK_ACCOUNT',
    });
    expect((await post()).body.error_code).toBe(0);
    const [row] = await s.database.db.select().from(payments).where(eq(payments.transactionId, transactionId));
    expect(row!.accountNumber).toBe(CARD);
  });

  it('answers a card lookup masked, also when the card is looked up as a BANK_ACCOUNT', async () => {
    const s = server();
    const app = await demoApp(s, 'Demo Store');
    const token = await loginToken(s, 'owner@demo.test');
    for (const type of ['BANK_ACCOUNT', 'BANK_ACCOUNT', 'CARD_NUMBER']) {
      const res = await s.gql<{ getBankAccountInfo: { account_number: string } }>(
        `query L($a: ID!, $n: String!, $t: AccountType!) { getBankAccountInfo(bank_code: "VCB", account_number: $n, account_type: $t, app_status: PRODUCTION, app_id: $a) { account_number } }`,
        { a: app.id, n: LUHN_CARD, t: type },
        { token },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.getBankAccountInfo.account_number).toBe(LUHN_MASKED);
    }
  });

  it('answers a card lookup masked', async () => {
    const s = server();
    const app = await demoApp(s, 'Demo Store');
    const res = await s.gql<{ getBankAccountInfo: { account_number: string; account_name: string } }>(
      `query L($a: ID!) { getBankAccountInfo(bank_code: "VCB", account_number: "${CARD}", account_type: CARD_NUMBER, app_status: PRODUCTION, app_id: $a) { account_number account_name } }`,
      { a: app.id },
      { token: await loginToken(s, 'owner@demo.test') },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.getBankAccountInfo.account_number).toBe(MASKED);
  });

  it('refuses a whole card number in the database, and the migration masks the rows stored before', async () => {
    const s = server();
    const app = await demoApp(s, 'Demo Store');
    const card = await seedPayment(s, app, {
      type: 'CASH_OUT',
      accountNumber: MASKED,
      details: { payee_account_type: 'CARD_NUMBER' },
    });
    const account = await seedPayment(s, app, {
      type: 'CASH_OUT',
      accountNumber: '0011001234567',
      details: { payee_account_type: 'BANK_ACCOUNT' },
    });
    const db = s.database.db;
    const unmask = () =>
      db.update(payments).set({ accountNumber: '9704 3612 3456 7891' }).where(eq(payments.id, card.id));
    await expect(unmask()).rejects.toThrow();

    // The rows as they were before: the constraint lifted, then the migrations run again.
    await db.execute(sql`alter table payments drop constraint payments_card_number_masked`);
    await unmask();
    const migration = (name: string) =>
      readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter(Boolean);
    for (const statement of [
      ...migration('0006_mask-card-numbers.sql'),
      ...migration('0007_card-numbers-masked-check.sql'),
    ]) {
      // 0007 was written for the table before it was partitioned (0013, docs/adr/0016): a CHECK
      // added to a partitioned table cannot name the table in its columns ("payments"."details"),
      // since it is copied to every partition.
      await db.execute(sql.raw(statement.replaceAll('"payments".', '')));
    }
    const [masked] = await db.select().from(payments).where(eq(payments.id, card.id));
    expect(masked!.accountNumber).toBe(MASKED);
    expect(masked!.requestFingerprint).toBe(`card-masked:${card.id}`);
    const [untouched] = await db.select().from(payments).where(eq(payments.id, account.id));
    expect(untouched!.accountNumber).toBe('0011001234567');
    expect(untouched!.requestFingerprint).toBe(account.requestFingerprint);
  });
});
