import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema.js';
import type { PaymentRow } from '../src/modules/payments/index.js';
import { loginActive } from './support/account.js';
import { startReceiver } from './support/apps.js';
import { demoApp, setWebhookUrl } from './support/gateway.js';
import { newPartnerWorkspace, type SeedPayment, seedPayment } from './support/payments.js';
import { errorCode, useTestServer } from './support/server.js';

// Issue #5: allPayment with every filter of PRODUCT §7.1, the totals line, paging, fees by role, the
// detail's transfer and webhook attempts, and resendPaymentToWebhook by role.

const server = useTestServer();

const LIST = /* GraphQL */ `
  query List(
    $from_date: DateTime, $to_date: DateTime, $offset: Int, $limit: Int, $banks: [String!], $statuses: [PaymentStatus!],
    $transaction_id: String, $payment_user_id: String, $payment_id: String, $app_id: ID, $pay_memo: String,
    $types: [String!], $va_account_name: String, $va_account_no: String, $ebill_account_name: String,
    $ebill_account_no: String, $pay_id: String, $app_status: AppStatus
  ) {
    allPayment(
      from_date: $from_date, to_date: $to_date, offset: $offset, limit: $limit, banks: $banks, statuses: $statuses,
      transaction_id: $transaction_id, payment_user_id: $payment_user_id, payment_id: $payment_id, app_id: $app_id,
      pay_memo: $pay_memo, types: $types, va_account_name: $va_account_name, va_account_no: $va_account_no,
      ebill_account_name: $ebill_account_name, ebill_account_no: $ebill_account_no, pay_id: $pay_id, app_status: $app_status
    ) {
      total amount crypto_amount
      data { id transaction_id amount crypto_amount currency bank fee status type created_time app_status channel app { id name } }
    }
  }
`;

type ListResult = {
  allPayment: {
    total: number;
    amount: string;
    crypto_amount: string;
    data: { id: string; transaction_id: string; fee: string | null; created_time: string; channel: string | null }[];
  };
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** An instant as ISO 8601 in +07:00, the way a Vietnamese browser might send it. */
const isoAt = (at: Date) => {
  const local = new Date(at.getTime() + 7 * HOUR).toISOString().slice(0, 23);
  return `${local}+07:00`;
};

const sumMilli = (values: string[]) => values.reduce((a, v) => a + BigInt(Math.round(Number(v) * 1000)), 0n);
const text = (milli: bigint) => {
  const whole = milli / 1000n;
  const frac = (milli % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
};

describe('allPayment filters', () => {
  let ws: Awaited<ReturnType<typeof newPartnerWorkspace>>;
  const rows: PaymentRow[] = [];
  // Three days of history at odd minutes, so every range below cuts through hours and days.
  const start = new Date(Math.floor(Date.now() / HOUR) * HOUR - 3 * 24 * HOUR + 7 * MINUTE);
  const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);

  beforeAll(async () => {
    const s = server();
    ws = await newPartnerWorkspace(s, 'filters');
    const ch = ws.prodChannelId;
    const plan: ['prod' | 'dev', SeedPayment][] = [
      [
        'prod',
        {
          type: 'ATM_CARD',
          status: 'SUCCESS',
          bank: 'VCB',
          amount: '150000',
          userId: 'u-1',
          channelId: ch,
          createdAt: at(0),
        },
      ],
      ['prod', { type: 'ATM_CARD', status: 'FAILED', bank: 'TCB', amount: '20000', userId: 'u-2', createdAt: at(50) }],
      ['prod', { type: 'INTERNET_BANKING', status: 'SUCCESS', bank: 'VCB', amount: '300000', createdAt: at(185) }],
      [
        'prod',
        {
          type: 'VIRTUAL_ACCOUNT',
          status: 'SUCCESS',
          bank: 'BIDV',
          amount: '500000',
          accountName: 'NGUYEN VAN A',
          accountNumber: '9704001',
          payMemo: 'PGMEMO0001',
          createdAt: at(600),
        },
      ],
      [
        'prod',
        {
          type: 'BANK_ACCOUNT',
          status: 'PENDING',
          bank: 'BIDV',
          amount: '700000',
          accountName: 'NGUYEN VAN A',
          accountNumber: '9704002',
          createdAt: at(1440),
        },
      ],
      [
        'prod',
        {
          type: 'DYNAMIC_QR',
          status: 'CANCEL',
          bank: 'MB',
          amount: '80000',
          accountName: 'TRAN THI B',
          accountNumber: '9704003',
          createdAt: at(1500),
        },
      ],
      [
        'prod',
        {
          type: 'CRYPTO',
          status: 'SUCCESS',
          bank: 'USDT',
          currency: 'USDT',
          chain: 'bsc',
          amount: '12.5',
          fee: '0.125',
          createdAt: at(1501),
        },
      ],
      [
        'prod',
        {
          type: 'CRYPTO',
          status: 'SUCCESS',
          bank: 'USDT',
          currency: 'USDT',
          chain: 'eth',
          amount: '0.25',
          fee: '0.003',
          createdAt: at(2000),
        },
      ],
      [
        'prod',
        {
          type: 'CRYPTO',
          status: 'FAILED',
          bank: 'USDC',
          currency: 'USDC',
          chain: 'polygon',
          amount: '3',
          fee: '0.03',
          createdAt: at(2100),
        },
      ],
      [
        'prod',
        { type: 'ATM_CARD', status: 'IN_COMPLAIN', bank: 'VCB', amount: '45000', userId: 'u-1', createdAt: at(2880) },
      ],
      [
        'prod',
        {
          type: 'PERMANENT_VIRTUAL_ACCOUNT',
          status: 'SUCCESS',
          bank: 'VCB',
          amount: '250000',
          accountName: 'Nguyen Van A',
          accountNumber: '9704004',
          createdAt: at(3000),
        },
      ],
      [
        'dev',
        { type: 'ATM_CARD', status: 'SUCCESS', bank: 'VCB', amount: '10000', userId: 'u-1', createdAt: at(3100) },
      ],
      ['dev', { type: 'INTERNET_BANKING', status: 'FAILED', bank: 'TCB', amount: '15000', createdAt: at(3200) }],
      [
        'prod',
        {
          type: 'ATM_CARD',
          status: 'SUCCESS',
          bank: 'TCB',
          amount: '99000',
          transactionId: 'ORDER-42',
          createdAt: at(4000),
        },
      ],
    ];
    for (const [app, p] of plan) rows.push(await seedPayment(s, ws[app], p));
    // pay_id is the bank's reference, set when it reports; no API of the sandbox sets it yet.
    await s.database.db.update(payments).set({ payId: 'BANKREF-7' }).where(eq(payments.id, rows[2]!.id));
    rows[2] = { ...rows[2]!, payId: 'BANKREF-7' };
  });

  const expectList = async (vars: Record<string, unknown>, keep: (p: PaymentRow) => boolean) => {
    const s = server();
    const res = await s.gql<ListResult>(LIST, { limit: 100, ...vars }, ws.options);
    expect(res.errors).toBeUndefined();
    const expected = rows
      .filter(keep)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
    const list = res.data!.allPayment;
    expect(list.data.map((d) => d.id)).toEqual(expected.map((p) => p.id));
    expect(list.total).toBe(expected.length);
    const vnd = expected.filter((p) => p.currency === 'VND').map((p) => p.amount);
    expect(list.amount).toBe(text(sumMilli(vnd)));
    const crypto = JSON.parse(list.crypto_amount) as Record<string, string>;
    for (const token of ['USDT', 'USDC', 'BUSD']) {
      expect(crypto[token]).toBe(text(sumMilli(expected.filter((p) => p.currency === token).map((p) => p.amount))));
    }
    return list;
  };

  it('lists everything newest first with the totals line (amount in VND, one total per token)', async () => {
    const list = await expectList({}, () => true);
    expect(JSON.parse(list.crypto_amount)).toEqual({ USDT: '12.75', USDC: '3', BUSD: '0' });
  });

  it('filters by status, type, bank, app and environment, alone and together', async () => {
    await expectList({ statuses: ['SUCCESS'] }, (p) => p.status === 'SUCCESS');
    await expectList(
      { statuses: ['SUCCESS', 'FAILED'], types: ['ATM_CARD'] },
      (p) => ['SUCCESS', 'FAILED'].includes(p.status) && p.type === 'ATM_CARD',
    );
    await expectList({ banks: ['VCB'] }, (p) => p.bank === 'VCB');
    await expectList(
      { banks: ['vcb', 'TCB'], statuses: ['SUCCESS'] },
      (p) => ['VCB', 'TCB'].includes(p.bank ?? '') && p.status === 'SUCCESS',
    );
    await expectList({ app_id: ws.dev.id }, (p) => p.appId === ws.dev.id);
    await expectList(
      { app_status: 'PRODUCTION', types: ['CRYPTO'] },
      (p) => p.environment === 'PRODUCTION' && p.type === 'CRYPTO',
    );
    await expectList({ app_status: 'DEVELOPMENT' }, (p) => p.environment === 'DEVELOPMENT');
  });

  it('treats empty lists and empty texts as no filter', async () => {
    await expectList({ banks: [], statuses: [], types: [], transaction_id: '', pay_memo: '  ' }, () => true);
  });

  it('finds by transaction id, user id, payment id, memo and the bank reference', async () => {
    await expectList({ transaction_id: 'ORDER-42' }, (p) => p.transactionId === 'ORDER-42');
    await expectList({ payment_user_id: 'u-1' }, (p) => p.userId === 'u-1');
    await expectList(
      { payment_user_id: 'u-1', app_status: 'PRODUCTION' },
      (p) => p.userId === 'u-1' && p.environment === 'PRODUCTION',
    );
    await expectList({ payment_id: rows[5]!.id }, (p) => p.id === rows[5]!.id);
    await expectList({ payment_id: 'not-a-uuid' }, () => false);
    await expectList({ pay_memo: 'PGMEMO0001' }, (p) => p.payMemo === 'PGMEMO0001');
    await expectList({ pay_id: 'BANKREF-7' }, (p) => p.payId === 'BANKREF-7');
  });

  it('searches virtual accounts and e-bills (collection accounts, QR) by holder and number', async () => {
    const isVa = (p: PaymentRow) => p.type === 'VIRTUAL_ACCOUNT' || p.type === 'PERMANENT_VIRTUAL_ACCOUNT';
    const isBill = (p: PaymentRow) => p.type === 'BANK_ACCOUNT' || p.type === 'DYNAMIC_QR';
    await expectList(
      { va_account_name: 'nguyen van a' },
      (p) => isVa(p) && p.accountName?.toLowerCase() === 'nguyen van a',
    );
    await expectList({ va_account_no: '9704001' }, (p) => isVa(p) && p.accountNumber === '9704001');
    await expectList({ va_account_no: '9704002' }, () => false);
    await expectList({ ebill_account_name: 'NGUYEN VAN A' }, (p) => isBill(p) && p.accountName === 'NGUYEN VAN A');
    await expectList(
      { ebill_account_no: '9704003', ebill_account_name: 'tran thi b' },
      (p) => p.accountNumber === '9704003',
    );
  });

  it('takes ISO 8601 date-times with offsets; to_date counts to its millisecond', async () => {
    const from = at(49);
    const to = at(2100);
    await expectList(
      { from_date: isoAt(from), to_date: isoAt(to) },
      (p) => p.createdAt >= from && p.createdAt <= new Date(to.getTime() + 999),
    );
    // Cutting through hours and days, with filters the running totals answer (banks too, issue
    // #13), and one they cannot.
    const a = at(100);
    const b = at(3050);
    const inside = (p: PaymentRow) => p.createdAt >= a && p.createdAt < new Date(b.getTime() + 1);
    await expectList({ from_date: a.toISOString(), to_date: b.toISOString() }, inside);
    await expectList(
      {
        from_date: a.toISOString(),
        to_date: b.toISOString(),
        statuses: ['SUCCESS'],
        types: ['CRYPTO', 'VIRTUAL_ACCOUNT'],
      },
      (p) => inside(p) && p.status === 'SUCCESS' && ['CRYPTO', 'VIRTUAL_ACCOUNT'].includes(p.type),
    );
    await expectList(
      { from_date: a.toISOString(), to_date: b.toISOString(), banks: ['BIDV', 'USDT'] },
      (p) => inside(p) && ['BIDV', 'USDT'].includes(p.bank ?? ''),
    );
    await expectList(
      { from_date: a.toISOString(), to_date: b.toISOString(), banks: ['VCB'], types: ['ATM_CARD'] },
      (p) => inside(p) && p.bank === 'VCB' && p.type === 'ATM_CARD',
    );
    await expectList(
      { from_date: a.toISOString(), to_date: b.toISOString(), banks: ['VCB'], payment_user_id: 'u-1' },
      (p) => inside(p) && p.bank === 'VCB' && p.userId === 'u-1',
    );
    await expectList({ from_date: at(-60).toISOString() }, () => true);
    await expectList({ to_date: at(1440).toISOString() }, (p) => p.createdAt <= at(1440));
    const bad = await server().gql(LIST, { from_date: 'yesterday' }, ws.options);
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    const backwards = await server().gql(LIST, { from_date: b.toISOString(), to_date: a.toISOString() }, ws.options);
    expect(errorCode(backwards)).toBe('BAD_USER_INPUT');
  });

  it('pages with offset and limit, and the totals stay those of the whole filter', async () => {
    const s = server();
    const all = rows.slice().sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime());
    const page = await s.gql<ListResult>(LIST, { offset: 3, limit: 4 }, ws.options);
    expect(page.data!.allPayment.data.map((d) => d.id)).toEqual(all.slice(3, 7).map((p) => p.id));
    expect(page.data!.allPayment.total).toBe(rows.length);
    const past = await s.gql<ListResult>(LIST, { offset: 500, limit: 20 }, ws.options);
    expect(past.data!.allPayment.data).toEqual([]);
    expect(errorCode(await s.gql(LIST, { offset: -1 }, ws.options))).toBe('BAD_USER_INPUT');
    expect(errorCode(await s.gql(LIST, { limit: 0 }, ws.options))).toBe('BAD_USER_INPUT');
  });

  it('answers the same totals with the page (one round trip), alone, and past the last page', async () => {
    // Issue #16: the page and its totals line come in one statement when both are asked for.
    const s = server();
    const TOTALS = `query T($banks: [String!], $statuses: [PaymentStatus!], $payment_user_id: String, $offset: Int) {
      allPayment(banks: $banks, statuses: $statuses, payment_user_id: $payment_user_id, offset: $offset) {
        total amount crypto_amount } }`;
    type Totals = { allPayment: { total: number; amount: string; crypto_amount: string } };
    const line = (r: { data?: Totals | ListResult | null }) => {
      const { total, amount, crypto_amount } = r.data!.allPayment;
      return { total, amount, crypto_amount };
    };
    // From the running totals (statuses, banks) and counted from the payments (a user id).
    for (const filter of [{}, { statuses: ['SUCCESS'] }, { banks: ['VCB'] }, { payment_user_id: 'u-1' }]) {
      const alone = line(await s.gql<Totals>(TOTALS, filter, ws.options));
      expect(alone.total).toBeGreaterThan(0);
      expect(line(await s.gql<ListResult>(LIST, { ...filter, limit: 2 }, ws.options))).toEqual(alone);
      const past = await s.gql<ListResult>(LIST, { ...filter, offset: 500 }, ws.options);
      expect(past.data!.allPayment.data).toEqual([]);
      expect(line(past)).toEqual(alone);
    }
  });

  it('shows the channel and app names and the environment', async () => {
    const s = server();
    const res = await s.gql<ListResult>(LIST, { payment_id: rows[0]!.id }, ws.options);
    expect(res.data!.allPayment.data[0]).toMatchObject({
      channel: 'Default',
      app_status: 'PRODUCTION',
      app: { id: ws.prod.id, name: ws.prod.name },
      currency: 'VND',
      amount: '150000',
      fee: '1000',
    });
  });

  it('never shows another partner’s payments', async () => {
    const s = server();
    const other = await newPartnerWorkspace(s, 'other');
    const res = await s.gql<ListResult>(LIST, { payment_id: rows[0]!.id }, other.options);
    expect(res.data!.allPayment).toMatchObject({ total: 0, data: [] });
    const byApp = await s.gql<ListResult>(LIST, { app_id: ws.prod.id }, other.options);
    expect(byApp.data!.allPayment.total).toBe(0);
  });
});

describe('allPayment limits', () => {
  it('caps the page size at 100 whatever the client asks', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'cap');
    for (let i = 0; i < 101; i++) await seedPayment(s, ws.prod, { amount: '10000' });
    const res = await s.gql<ListResult>(LIST, { limit: 1000 }, ws.options);
    expect(res.data!.allPayment.data).toHaveLength(100);
    expect(res.data!.allPayment.total).toBe(101);
    expect(res.data!.allPayment.amount).toBe('1010000');
  });
});

describe('fees, detail and resend by role', () => {
  const DETAIL = /* GraphQL */ `
    query Detail($payment_id: String!) {
      allPayment(payment_id: $payment_id) {
        data {
          id fee response completed_time failure_reason
          payment_transfer { id bank_code account_no account_name message }
          webhook_attempts { id url success status_code }
        }
      }
    }
  `;
  type Detail = {
    allPayment: {
      data: {
        id: string;
        fee: string | null;
        response: string;
        payment_transfer: Record<string, string | null> | null;
        webhook_attempts: { url: string; success: boolean; status_code: number | null }[];
      }[];
    };
  };

  it('answers fee: null to SUPPORTER only (a SUPERVISOR sees fees)', async () => {
    const s = server();
    const app = await demoApp(s, 'Demo Store');
    const p = await seedPayment(s, app, { amount: '200000', fee: '3300', status: 'SUCCESS' });
    const fees: Record<string, string | null> = {};
    for (const email of ['owner', 'admin', 'technical', 'financial', 'supporter', 'supervisor']) {
      const res = await s.gql<Detail>(DETAIL, { payment_id: p.id }, await loginActive(s, `${email}@demo.test`));
      expect(res.errors).toBeUndefined();
      fees[email] = res.data!.allPayment.data[0]!.fee;
    }
    expect(fees).toEqual({
      owner: '3300',
      admin: '3300',
      technical: '3300',
      financial: '3300',
      supporter: null,
      supervisor: '3300',
    });
  });

  it('shows the payee of a cash-out and the payer of a transfer, and the response JSON', async () => {
    const s = server();
    const app = await demoApp(s, 'Demo Store');
    const options = await loginActive(s, 'financial@demo.test');
    const cashOut = await seedPayment(s, app, {
      type: 'CASH_OUT',
      bank: 'VCB',
      accountNumber: '0011001234567',
      accountName: 'NGUYEN VAN A',
      payMemo: '123 456',
      details: { payee_name: 'NGUYEN VAN A', message: '123 456' },
    });
    const res = await s.gql<Detail>(DETAIL, { payment_id: cashOut.id }, options);
    const row = res.data!.allPayment.data[0]!;
    expect(row.payment_transfer).toEqual({
      id: cashOut.id,
      bank_code: 'VCB',
      account_no: '0011001234567',
      account_name: 'NGUYEN VAN A',
      message: '123 456',
    });
    const response = JSON.parse(row.response) as {
      payment: { bankAccounts: { accountNo: string }[] };
      account_number: string;
    };
    expect(response.payment.bankAccounts[0]?.accountNo).toBe('0011001234567');
    expect(response.account_number).toBe('0011001234567');

    const va = await seedPayment(s, app, { type: 'VIRTUAL_ACCOUNT', bank: 'BIDV', accountNumber: '9704999' });
    await s.services.payments.finish(
      va.id,
      'SUCCESS',
      undefined,
      {
        sender_name: 'TRAN THI B',
        sender_account: '0451000123',
        sender_bank_bin: '970436',
        message: 'PG123',
      },
      { notify: false },
    );
    const paid = (await s.gql<Detail>(DETAIL, { payment_id: va.id }, options)).data!.allPayment.data[0]!;
    expect(paid.payment_transfer).toEqual({
      id: va.id,
      bank_code: '970436',
      account_no: '0451000123',
      account_name: 'TRAN THI B',
      message: 'PG123',
    });
    const plain = await seedPayment(s, app, { type: 'ATM_CARD' });
    expect(
      (await s.gql<Detail>(DETAIL, { payment_id: plain.id }, options)).data!.allPayment.data[0]!.payment_transfer,
    ).toBeNull();
  });

  it('refuses resendPaymentToWebhook to SUPPORTER, allows SUPERVISOR, and lists the attempts', async () => {
    const s = server();
    const app = await demoApp(s, 'Demo Store');
    const receiver = await startReceiver();
    await setWebhookUrl(s, app.id, receiver.url);
    try {
      const p = await seedPayment(s, app, { status: 'SUCCESS' });
      const RESEND = `mutation($id: ID!) { resendPaymentToWebhook(payment_id: $id) { success status_code } }`;
      const supporter = await loginActive(s, 'supporter@demo.test');
      expect(errorCode(await s.gql(RESEND, { id: p.id }, supporter))).toBe('FORBIDDEN');
      const supervisor = await loginActive(s, 'supervisor@demo.test');
      const sent = await s.gql(RESEND, { id: p.id }, supervisor);
      expect(sent.data).toEqual({ resendPaymentToWebhook: { success: true, status_code: 200 } });
      const detail = await s.gql<Detail>(DETAIL, { payment_id: p.id }, supervisor);
      expect(detail.data!.allPayment.data[0]!.webhook_attempts).toEqual([
        { id: expect.any(String), url: receiver.url, success: true, status_code: 200 },
      ]);
      // The supporter still sees the attempts (the list is for every role), only not the fee.
      const seen = await s.gql<Detail>(DETAIL, { payment_id: p.id }, supporter);
      expect(seen.data!.allPayment.data[0]!.webhook_attempts).toHaveLength(1);
    } finally {
      await setWebhookUrl(s, app.id, null);
      await receiver.close();
    }
  });
});

/** A partner's counters as readers see them: summed over shards, the counters still non-zero. */
const countersOf = async (s: ReturnType<typeof server>, partnerId: string) =>
  (
    (await s.database.db.execute(sql`
      select json_build_object(
        'totals', (select json_agg(t order by t.grain, t.bucket, t.app_id, t.status, t.type, t.currency) from (
          select grain, bucket, environment, app_id, status, type, currency, sum(payments)::int as payments,
                 trim_scale(sum(amount))::text as amount
          from payment_totals where partner_id = ${partnerId}
          group by 1, 2, 3, 4, 5, 6, 7 having sum(payments) <> 0) t),
        'bankTotals', (select json_agg(t order by t.bank, t.grain, t.bucket, t.app_id, t.status, t.type, t.currency) from (
          select bank, grain, bucket, environment, app_id, status, type, currency, sum(payments)::int as payments,
                 trim_scale(sum(amount))::text as amount
          from payment_bank_totals where partner_id = ${partnerId}
          group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(payments) <> 0) t),
        'stats', (select json_agg(t order by t.dimension, t.bucket, t.key) from (
          select dimension, bucket, key, sum(payments)::int as payments, trim_scale(sum(amount))::text as amount
          from payment_stats where partner_id = ${partnerId}
          group by 1, 2, 3 having sum(payments) <> 0) t)
      ) as state`)) as unknown as { rows: { state: unknown }[] }
  ).rows[0]!.state;

const rowsOfPartner = async (
  s: ReturnType<typeof server>,
  table: 'payment_totals' | 'payment_bank_totals' | 'payment_stats',
  partnerId: string,
) =>
  (
    (await s.database.db.execute(
      sql`select shard, payments::int as payments from ${sql.raw(table)} where partner_id = ${partnerId}`,
    )) as unknown as { rows: { shard: number; payments: number }[] }
  ).rows;

describe('running totals', () => {
  it('spread a burst of one app over shards, and count every payment of it exactly once', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'burst-shards');
    // 40 payments of one app in one hour finishing at once: the counters they share are split
    // over PAYMENT_TOTAL_SHARDS rows, so they do not all queue on one row's lock.
    const created = await Promise.all(
      Array.from({ length: 40 }, () => seedPayment(s, ws.prod, { channelId: ws.prodChannelId, source: 'Web' })),
    );
    await Promise.all(created.map((p, i) => s.services.payments.finish(p.id, i % 4 === 0 ? 'FAILED' : 'SUCCESS')));
    const { PAYMENT_TOTAL_SHARDS, rebuildPaymentStats } = await import('../src/modules/payments/index.js');
    const shards = new Set((await rowsOfPartner(s, 'payment_totals', ws.partnerId)).map((r) => r.shard));
    expect(shards.size).toBeGreaterThan(1);
    expect(Math.max(...shards)).toBeLessThan(PAYMENT_TOTAL_SHARDS);
    const counters = (await countersOf(s, ws.partnerId)) as {
      totals: { grain: string; status: string; payments: number }[];
    };
    // Summed over hours (a run at the turn of an hour spreads them over two).
    const byStatus: Record<string, number> = {};
    for (const t of counters.totals.filter((row) => row.grain === 'hour')) {
      byStatus[t.status] = (byStatus[t.status] ?? 0) + t.payments;
    }
    expect(byStatus).toEqual({ SUCCESS: 30, FAILED: 10 });
    const before = await countersOf(s, ws.partnerId);
    await rebuildPaymentStats(s.database.db, ws.partnerId);
    expect(await countersOf(s, ws.partnerId)).toEqual(before);
  });

  it('keep one fold scheduled, however many instances ask for it', async () => {
    const s = server();
    const { QUEUES } = await import('../src/lib/jobs.js');
    const { FOLD_EVERY_SECONDS } = await import('../src/modules/payments/index.js');
    // Every instance asks at start; a second and third asker in the same slot add nothing.
    await s.services.jobs.scheduleNext(QUEUES.fold, {}, FOLD_EVERY_SECONDS);
    await s.services.jobs.scheduleNext(QUEUES.fold, {}, FOLD_EVERY_SECONDS);
    const waiting = (
      (await s.database.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = ${QUEUES.fold} and state = 'created'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;
    expect(waiting).toBe(1);
  });

  it('fold the shards of old buckets into one row each, keeping every sum, and drop counters back at zero', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'fold');
    const old = new Date(Date.now() - 3 * 86_400_000);
    const made = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        seedPayment(s, ws.prod, { createdAt: old, status: i % 3 === 0 ? 'FAILED' : 'SUCCESS', source: 'Zalo' }),
      ),
    );
    // Today's payments keep their shards.
    await Promise.all(Array.from({ length: 12 }, () => seedPayment(s, ws.prod, { status: 'SUCCESS' })));
    expect(made).toHaveLength(24);
    const before = await countersOf(s, ws.partnerId);
    const rowsBefore = [
      ...(await rowsOfPartner(s, 'payment_totals', ws.partnerId)),
      ...(await rowsOfPartner(s, 'payment_bank_totals', ws.partnerId)),
    ];
    const { foldPaymentShards } = await import('../src/modules/payments/index.js');
    await foldPaymentShards(s.database.db);
    expect(await countersOf(s, ws.partnerId)).toEqual(before);
    const totals = (
      (await s.database.db.execute(sql`
        select grain, bucket < now() - interval '1 day' as old, shard, payments::int as payments
        from payment_totals where partner_id = ${ws.partnerId}
        union all
        select grain, bucket < now() - interval '1 day' as old, shard, payments::int as payments
        from payment_bank_totals where partner_id = ${ws.partnerId}`)) as unknown as {
        rows: { grain: string; old: boolean; shard: number; payments: number }[];
      }
    ).rows;
    // Old buckets: one row per counter, in shard 0, none at zero (the PENDING counters were).
    const oldRows = totals.filter((r) => r.old);
    expect(oldRows.length).toBeGreaterThan(0);
    expect(oldRows.every((r) => r.shard === 0 && r.payments !== 0)).toBe(true);
    expect(totals.length).toBeLessThan(rowsBefore.length);
    // A late change to an old payment lands in its shard again and is counted.
    await s.services.payments.finish((await seedPayment(s, ws.prod, { createdAt: old })).id, 'SUCCESS');
    await foldPaymentShards(s.database.db);
    const { rebuildPaymentStats } = await import('../src/modules/payments/index.js');
    const folded = await countersOf(s, ws.partnerId);
    await rebuildPaymentStats(s.database.db, ws.partnerId);
    expect(await countersOf(s, ws.partnerId)).toEqual(folded);
  });

  it('stay equal to a recount of the payments after inserts and status changes', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'recount');
    const p1 = await seedPayment(s, ws.prod, { source: 'Facebook', channelId: ws.prodChannelId });
    await seedPayment(s, ws.prod, { status: 'SUCCESS', source: 'Zalo', channelId: ws.prodChannelId });
    await seedPayment(s, ws.dev, { status: 'FAILED' });
    await seedPayment(s, ws.prod, {
      type: 'CRYPTO',
      currency: 'USDT',
      bank: 'USDT',
      amount: '1.5',
      fee: '0.015',
      status: 'SUCCESS',
    });
    await s.services.payments.finish(p1.id, 'SUCCESS');
    await s.services.payments.finish(p1.id, 'FAILED'); // no second change: counted once
    const snapshot = () => countersOf(s, ws.partnerId);
    const incremental = await snapshot();
    const { rebuildPaymentStats } = await import('../src/modules/payments/index.js');
    await rebuildPaymentStats(s.database.db, ws.partnerId);
    expect(await snapshot()).toEqual(incremental);
    expect(JSON.stringify(incremental)).toContain('"dimension":"source","bucket"');
    // Per bank too (a bank filter's totals line, issue #13): the card's VCB and the token's USDT.
    const banks = (incremental as { bankTotals: { bank: string }[] }).bankTotals.map((t) => t.bank);
    expect(new Set(banks)).toEqual(new Set(['VCB', 'USDT']));
  });
});
