import { latestClosedPeriods, parseStatementPeriod, STATEMENT_MESSAGES, statementRange } from '@paygate/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, ledgerEntries } from '../src/db/schema.js';
import { milli } from '../src/lib/money.js';
import { loginActive } from './support/account.js';
import { demoApp } from './support/gateway.js';
import { newPartnerWorkspace, seedPayment } from './support/payments.js';
import { pdfText } from './support/pdf.js';
import { answersByRole, BOOKS_ROLE_ANSWERS } from './support/roles.js';
import { type TestServer, useTestServer } from './support/server.js';

// Issue 30 item 2: a statement of one balance for a closed day or month of the partner's calendar.
// Opening + movements = closing is checked from the ledger each time; the CSV and the PDF carry
// the same figures as the screen.

const METRICS_TOKEN = 'a-metrics-token-for-the-statement-alarm';
const server = useTestServer({ env: { METRICS_TOKEN } });
const ZONE = 'Asia/Ho_Chi_Minh';

const STATEMENT = /* GraphQL */ `
  query Statement($app_id: ID!, $app_status: AppStatus!, $currency: String!, $chain: String, $period: String!) {
    balanceStatement(app_id: $app_id, app_status: $app_status, currency: $currency, chain: $chain, period: $period) {
      period from until currency chain opening_balance closing_balance
      kinds { kind count credits debits fees }
      total_count total_credits total_debits total_fees pending_payments made_at
    }
  }
`;
type Statement = {
  period: string;
  from: string;
  until: string;
  currency: string;
  chain: string | null;
  opening_balance: string;
  closing_balance: string;
  kinds: { kind: string; count: number; credits: string; debits: string; fees: string }[];
  total_count: number;
  total_credits: string;
  total_debits: string;
  total_fees: string;
  pending_payments: number;
};
type Auth = { token: string; headers: Record<string, string> };

/** The month before `month` (YYYY-MM). */
const monthBefore = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
};
const rangeOf = (period: string) => statementRange(parseStatementPeriod(period)!, ZONE);

/**
 * Moves every ledger line of a payment (the merchant's, the fee's, the outside world's) to an
 * instant, as if the posting had been written then: the lines keep their order (seq), so this is
 * the ledger a month ago would have left.
 */
const backdate = (s: TestServer, paymentId: string, at: Date) =>
  s.database.db.update(ledgerEntries).set({ createdAt: at }).where(eq(ledgerEntries.paymentId, paymentId));

const statementOf = async (s: TestServer, auth: Auth, vars: Record<string, unknown>) =>
  s.gql<{ balanceStatement: Statement }>(STATEMENT, vars, auth);

const download = (s: TestServer, format: 'csv' | 'pdf', query: Record<string, string>, auth: Auth) =>
  fetch(`${s.url}/v1/partner/statement.${format}?${new URLSearchParams(query)}`, {
    headers: { authorization: auth.token, ...auth.headers },
  });

/** A workspace whose production app had one payment two months ago and two (and a pending one) last month. */
const lastMonthsWorkspace = async (s: TestServer, label: string) => {
  const ws = await newPartnerWorkspace(s, label);
  const lastMonth = latestClosedPeriods(ZONE).month;
  const earlier = monthBefore(lastMonth);
  const day = (period: string, n: number) => new Date(rangeOf(period).from.getTime() + n * 86_400_000 + 3_600_000);
  const before = await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '2000000', fee: '44000' });
  await backdate(s, before.id, day(earlier, 3));
  const first = await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '1000000', fee: '22000' });
  await backdate(s, first.id, day(lastMonth, 4));
  const second = await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '500000', fee: '11000' });
  await backdate(s, second.id, day(lastMonth, 9));
  await seedPayment(s, ws.prod, { status: 'PENDING', amount: '700000', createdAt: day(lastMonth, 10) });
  // This month's payment is in no closed statement.
  await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '300000', fee: '3000' });
  return { ws, lastMonth, earlier, days: { first: day(lastMonth, 4) } };
};

describe('statements (issue 30 item 2)', () => {
  it("makes a closed month's statement that adds up: opening, movements by kind with fees, closing, pending", async () => {
    const s = server();
    const { ws, lastMonth, earlier } = await lastMonthsWorkspace(s, 'stmt');
    const vars = { app_id: ws.prod.id, app_status: 'PRODUCTION', currency: 'VND', period: lastMonth };
    const res = await statementOf(s, ws.options, vars);
    expect(res.errors).toBeUndefined();
    const st = res.data!.balanceStatement;
    expect(st).toMatchObject({
      period: lastMonth,
      currency: 'VND',
      chain: null,
      opening_balance: '1956000',
      total_count: 2,
      total_credits: '1467000',
      total_debits: '0',
      total_fees: '33000',
      closing_balance: '3423000',
      pending_payments: 1,
    });
    expect(st.kinds).toEqual([{ kind: 'ATM_CARD_SUCCESS', count: 2, credits: '1467000', debits: '0', fees: '33000' }]);
    expect(new Date(st.from).toISOString()).toBe(rangeOf(lastMonth).from.toISOString());
    expect(milli(st.opening_balance) + milli(st.total_credits) + milli(st.total_debits)).toBe(
      milli(st.closing_balance),
    );
    // The month before closes where this one opens; it had nothing pending.
    const before = (await statementOf(s, ws.options, { ...vars, period: earlier })).data!.balanceStatement;
    expect([before.opening_balance, before.closing_balance, before.pending_payments]).toEqual(['0', '1956000', 0]);
    // A day of the month: the first payment's.
    const firstDay = new Date(rangeOf(lastMonth).from.getTime() + 4 * 86_400_000 + 3_600_000).toLocaleDateString(
      'en-CA',
      { timeZone: ZONE },
    );
    const day = (await statementOf(s, ws.options, { ...vars, period: firstDay })).data!.balanceStatement;
    expect([day.opening_balance, day.total_credits, day.closing_balance]).toEqual(['1956000', '978000', '2934000']);
    // The closing balance is the balance history's: the balance after the month's last line.
    const history = await s.services.balanceHistory.page(
      { appId: ws.prod.id, environment: 'PRODUCTION', currency: 'VND', chain: '', until: rangeOf(lastMonth).until },
      { offset: 0, limit: 1 },
    );
    expect(history[0]?.balanceAfter).toBe(st.closing_balance);
  });

  it('states a token balance to its decimals, on its chain; development apart; an empty period is zeros', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'stmt-token');
    const lastMonth = latestClosedPeriods(ZONE).month;
    const at = new Date(rangeOf(lastMonth).from.getTime() + 86_400_000);
    for (const amount of ['10.125', '0.5']) {
      const p = await seedPayment(s, ws.prod, {
        type: 'CRYPTO',
        status: 'SUCCESS',
        currency: 'USDT',
        chain: 'bsc',
        amount,
        fee: '0.001',
      });
      await backdate(s, p.id, at);
    }
    const dev = await seedPayment(s, ws.dev, {
      type: 'CRYPTO',
      status: 'SUCCESS',
      currency: 'USDT',
      chain: 'bsc',
      amount: '99',
      fee: '0',
    });
    await backdate(s, dev.id, at);
    const vars = { app_id: ws.prod.id, app_status: 'PRODUCTION', currency: 'usdt', chain: 'bsc', period: lastMonth };
    const st = (await statementOf(s, ws.options, vars)).data!.balanceStatement;
    expect([st.currency, st.chain, st.opening_balance, st.total_credits, st.total_fees, st.closing_balance]).toEqual([
      'USDT',
      'bsc',
      '0',
      '10.623',
      '0.002',
      '10.623',
    ]);
    const polygon = (await statementOf(s, ws.options, { ...vars, chain: 'polygon' })).data!.balanceStatement;
    expect([polygon.closing_balance, polygon.total_count, polygon.kinds]).toEqual(['0', 0, []]);
    const devSt = (await statementOf(s, ws.options, { ...vars, app_id: ws.dev.id, app_status: 'DEVELOPMENT' })).data!
      .balanceStatement;
    expect(devSt.closing_balance).toBe('99');
  });

  it('refuses a period not closed or not a period, and another partner’s app; SUPPORTER and TECHNICAL are refused', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'stmt-refuse');
    const base = { app_id: ws.prod.id, app_status: 'PRODUCTION', currency: 'VND' };
    const thisMonth = new Date().toLocaleDateString('en-CA', { timeZone: ZONE }).slice(0, 7);
    const refusal = async (vars: Record<string, unknown>, auth = ws.options) => {
      const res = await statementOf(s, auth, vars);
      return [res.errors?.[0]?.extensions?.code, res.errors?.[0]?.message];
    };
    expect(await refusal({ ...base, period: thisMonth })).toEqual([
      'BAD_USER_INPUT',
      STATEMENT_MESSAGES.periodNotClosed,
    ]);
    for (const period of ['2026-13', '2026-02-30', 'last month', '26-10', '1999-12']) {
      expect(await refusal({ ...base, period })).toEqual(['BAD_USER_INPUT', STATEMENT_MESSAGES.periodInvalid]);
    }
    expect(await refusal({ ...base, currency: '', period: '2026-01' })).toEqual([
      'BAD_USER_INPUT',
      STATEMENT_MESSAGES.currencyRequired,
    ]);
    const other = await newPartnerWorkspace(s, 'stmt-other');
    expect((await refusal({ ...base, period: '2026-01' }, other.options))[0]).toBe('NOT_FOUND');
    expect((await download(s, 'pdf', { ...base, period: '2026-01' }, other.options)).status).toBe(404);
    expect((await download(s, 'csv', { ...base, period: thisMonth }, ws.options)).status).toBe(400);
    // Without today's active token, nothing.
    const noActive = await s.gql(STATEMENT, { ...base, period: '2026-01' }, { token: ws.token });
    expect(noActive.errors?.[0]?.extensions?.code).toBe('ACTIVE_TOKEN_REQUIRED');

    const store = await demoApp(s, 'Demo Store');
    const q = { app_id: store.id, app_status: 'PRODUCTION', currency: 'VND', period: latestClosedPeriods(ZONE).day };
    const answers = await answersByRole(s, async (auth) => ({
      query: await statementOf(s, auth, q),
      download: await download(s, 'pdf', q, auth),
    }));
    expect(answers).toEqual(BOOKS_ROLE_ANSWERS);
  });

  it('downloads the CSV and the PDF with the figures of the screen, and records each download', async () => {
    const s = server();
    const { ws, lastMonth } = await lastMonthsWorkspace(s, 'stmt-files');
    const query = { app_id: ws.prod.id, app_status: 'PRODUCTION', currency: 'VND', period: lastMonth };
    const st = (await statementOf(s, ws.options, query)).data!.balanceStatement;

    const csv = await download(s, 'csv', query, ws.options);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="statement-${lastMonth}-VND.csv"`);
    const [heading, table] = (await csv.text()).split('\r\n\r\n') as [string, string];
    const fields = Object.fromEntries(heading.split('\r\n').map((l) => l.split(',') as [string, string]));
    expect(fields).toMatchObject({
      partner: `"Shop stmt-files"`,
      app_id: ws.prod.id,
      period: lastMonth,
      opening_balance: st.opening_balance,
      closing_balance: st.closing_balance,
      pending_payments: '1',
      time_zone: ZONE,
    });
    expect(table.trimEnd().split('\r\n')).toEqual([
      'kind,count,credits,debits,fees',
      'ATM_CARD_SUCCESS,2,1467000,0,33000',
      'total,2,1467000,0,33000',
    ]);

    const pdf = await download(s, 'pdf', query, ws.options);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const pages = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(pages).toHaveLength(1);
    const page = pages[0]!;
    for (const text of [
      'Balance statement',
      'Shop stmt-files',
      ws.prod.id,
      'PRODUCTION',
      `${lastMonth}:`,
      'Opening balance 1,956,000 VND',
      'Credits 1,467,000 VND',
      'Closing balance 3,423,000 VND',
      'Fees charged in the period 33,000 VND',
      STATEMENT_MESSAGES.pending(1),
      'Kind Count Credits (VND) Debits (VND) Fees (VND)',
      'ATM_CARD_SUCCESS 2 1,467,000 0 33,000',
      'Total 2 1,467,000 0 33,000',
      'Page 1 of 1',
    ]) {
      expect(page).toContain(text);
    }
    const recorded = await s.database.db
      .select({ action: auditLog.action, targetId: auditLog.targetId })
      .from(auditLog)
      .where(and(eq(auditLog.partnerId, ws.partnerId), eq(auditLog.action, 'export.statement')));
    expect(recorded).toEqual([
      { action: 'export.statement', targetId: ws.prod.id },
      { action: 'export.statement', targetId: ws.prod.id },
    ]);
  });

  it("writes the PDF in the reader's language: its words, its numbers, its file's name (issue 31)", async () => {
    const s = server();
    const { ws, lastMonth } = await lastMonthsWorkspace(s, 'stmt-vi');
    const query = { app_id: ws.prod.id, app_status: 'PRODUCTION', currency: 'VND', period: lastMonth };
    const english = await download(s, 'pdf', query, ws.options);
    expect(english.headers.get('content-disposition')).toBe(`attachment; filename="statement-${lastMonth}-VND.pdf"`);
    const englishPage = (await pdfText(Buffer.from(await english.arrayBuffer())))[0]!;
    // By `language` (the portal's link) or by Accept-Language.
    const asked = [
      download(s, 'pdf', { ...query, language: 'vi' }, ws.options),
      download(s, 'pdf', query, { ...ws.options, headers: { ...ws.options.headers, 'accept-language': 'vi-VN,vi' } }),
    ];
    for (const pdf of await Promise.all(asked)) {
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="statement-${lastMonth}-VND.vi.pdf"`);
      const pages = await pdfText(Buffer.from(await pdf.arrayBuffer()));
      expect(pages).toHaveLength(1);
      const page = pages[0]!;
      for (const text of [
        'Sao kê số dư',
        'Shop stmt-vi',
        'Ứng dụng',
        'Môi trường PRODUCTION',
        'Tiền tệ VND',
        `Kỳ ${lastMonth}:`,
        'Số dư đầu kỳ 1.956.000 ₫',
        'Ghi có 1.467.000 ₫',
        'Ghi nợ 0 ₫',
        'Số dư cuối kỳ 3.423.000 ₫',
        'Phí thu trong kỳ 33.000 ₫',
        'Số dư đầu kỳ + ghi có + ghi nợ = số dư cuối kỳ, đã đối chiếu với sổ cái khi lập sao kê này.',
        '1 giao dịch thanh toán phát sinh trong kỳ này vẫn đang xử lý (PENDING)',
        'Biến động theo loại',
        'Loại Số lượng Ghi có (VNĐ) Ghi nợ (VNĐ) Phí (VNĐ)',
        'ATM_CARD_SUCCESS 2 1.467.000 0 33.000',
        'Tổng cộng 2 1.467.000 0 33.000',
        'Lập bởi Paygate lúc',
        'Trang 1/1',
      ]) {
        expect(page).toContain(text);
      }
      for (const english of ['Balance statement', 'Opening balance', 'Movements by kind', 'Total', 'Page 1 of 1']) {
        expect(page).not.toContain(english);
      }
    }
    // English as before, whatever the browser prefers when the portal asks for it.
    const en = await download(
      s,
      'pdf',
      { ...query, language: 'en' },
      {
        ...ws.options,
        headers: { ...ws.options.headers, 'accept-language': 'vi' },
      },
    );
    expect(en.headers.get('content-disposition')).toBe(`attachment; filename="statement-${lastMonth}-VND.pdf"`);
    const enPage = (await pdfText(Buffer.from(await en.arrayBuffer())))[0]!;
    expect(enPage).toContain('Opening balance 1,956,000 VND');
    // The same words and figures (the instant it was made aside).
    const made = / Made by Paygate on .*$/;
    expect(enPage.replace(made, '')).toBe(englishPage.replace(made, ''));
    // The CSV is a machine format: the same bytes and name in every language.
    const csv = await download(s, 'csv', { ...query, language: 'vi' }, ws.options);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="statement-${lastMonth}-VND.csv"`);
    expect((await csv.text()).split('\r\n')).toContain('kind,count,credits,debits,fees');
  });

  it('numbers the pages of a long statement and writes a Vietnamese partner name as it is', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'stmt-long');
    await s.database.db.execute(sql`update partners set name = 'Cửa hàng Đông Á' where id = ${ws.partnerId}`);
    const statement = await s.services.statements.make({
      appId: ws.prod.id,
      environment: 'PRODUCTION',
      currency: 'VND',
      chain: '',
      period: parseStatementPeriod(latestClosedPeriods(ZONE).month)!,
      timeZone: ZONE,
    });
    // Sixty kinds of movement do not exist; the layout must still carry a table that long.
    const kinds = Array.from({ length: 60 }, (_, i) => ({
      kind: `KIND_${String(i).padStart(2, '0')}`,
      count: 1,
      credits: '1000',
      debits: '0',
      fees: '10',
    }));
    const { statementPdf } = await import('../src/modules/ledger/index.js');
    const pages = await pdfText(
      await statementPdf(
        { ...statement, kinds },
        {
          partnerName: 'Cửa hàng Đông Á',
          appName: 'Ứng dụng',
          appId: ws.prod.id,
          environment: 'PRODUCTION',
          timeZone: ZONE,
        },
      ),
    );
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    expect(pages[0]).toContain('Cửa hàng Đông Á');
    expect(pages.join(' ')).toContain('KIND_59');
    // The table's header starts each further page.
    expect(pages[1]).toContain('Kind Count Credits (VND) Debits (VND) Fees (VND)');
  });

  it('never shows a statement that does not add up: CONFLICT, no file, an alarm on /metrics', async () => {
    const s = server();
    const { ws, lastMonth } = await lastMonthsWorkspace(s, 'stmt-broken');
    const query = { app_id: ws.prod.id, app_status: 'PRODUCTION', currency: 'VND', period: lastMonth };
    const metric = async () => {
      const text = await (
        await fetch(`${s.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text();
      return Number(/^paygate_statements_unbalanced_total (\d+)/m.exec(text)?.[1]);
    };
    const alarmsBefore = await metric();
    // A line of the month that no longer matches the balance written after it.
    const [line] = await s.database.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.balanceAfter} is not null and ${ledgerEntries.createdAt} >= ${rangeOf(lastMonth).from.toISOString()}::timestamptz
        and ${ledgerEntries.createdAt} < ${rangeOf(lastMonth).until.toISOString()}::timestamptz
        and ${ledgerEntries.accountId} in (select id from ledger_accounts where app_id = ${ws.prod.id})`)
      .limit(1);
    await s.database.db.execute(sql`update ledger_entries set amount = amount + 1 where id = ${line!.id}`);
    const res = await statementOf(s, ws.options, query);
    expect([res.errors?.[0]?.extensions?.code, res.errors?.[0]?.message]).toEqual([
      'CONFLICT',
      STATEMENT_MESSAGES.doesNotAddUp,
    ]);
    expect(res.data).toBeNull();
    const pdf = await download(s, 'pdf', query, ws.options);
    expect(pdf.status).toBe(409);
    expect(pdf.headers.get('content-type')).toContain('application/json');
    expect(await metric()).toBe(alarmsBefore + 2);
    // The month before, untouched, still adds up.
    expect((await statementOf(s, ws.options, { ...query, period: monthBefore(lastMonth) })).errors).toBeUndefined();
    const recorded = await s.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.partnerId, ws.partnerId), eq(auditLog.action, 'export.statement')));
    expect(recorded).toEqual([]);
  });

  it('a closed month stays the same statement while 40 payments race 20 requests for it', async () => {
    const s = server();
    const { ws, lastMonth } = await lastMonthsWorkspace(s, 'stmt-race');
    const vars = { app_id: ws.prod.id, app_status: 'PRODUCTION', currency: 'VND', period: lastMonth };
    const answers = await Promise.all([
      ...Array.from({ length: 40 }, () =>
        seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '100000', fee: '1000' }),
      ),
      ...Array.from({ length: 20 }, () => statementOf(s, ws.options, vars)),
    ]);
    const statements = answers.slice(40) as Awaited<ReturnType<typeof statementOf>>[];
    for (const res of statements) {
      expect(res.errors).toBeUndefined();
      expect([res.data!.balanceStatement.opening_balance, res.data!.balanceStatement.closing_balance]).toEqual([
        '1956000',
        '3423000',
      ]);
    }
  });
});

describe('the monthly statement mail (issue 30 item 2)', () => {
  const SET = 'mutation($enabled: Boolean!) { setStatementMail(enabled: $enabled) }';
  const CHOICE = '{ statementMail }';
  /** 10:00 on the given day of this month in the partner's zone (Asia/Ho_Chi_Minh, UTC+7). */
  const onDay = (day: number) => {
    const [y, m] = new Date().toLocaleDateString('en-CA', { timeZone: ZONE }).split('-').map(Number) as [
      number,
      number,
    ];
    return new Date(Date.UTC(y, m - 1, day, 3));
  };
  const mailsTo = async (s: TestServer, email: string) =>
    (await s.services.mail.list(500)).filter((m) => m.to === email && m.subject.startsWith('Your statement for'));

  it('is opted into by OWNER and FINANCIAL, recorded once for a burst, refused to a SUPPORTER', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'stmt-optin');
    expect((await s.gql<{ statementMail: boolean }>(CHOICE, {}, ws.options)).data?.statementMail).toBe(false);
    const burst = await Promise.all(Array.from({ length: 20 }, () => s.gql(SET, { enabled: true }, ws.options)));
    for (const res of burst) expect(res.errors).toBeUndefined();
    expect((await s.gql<{ statementMail: boolean }>(CHOICE, {}, ws.options)).data?.statementMail).toBe(true);
    const recorded = await s.database.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.partnerId, ws.partnerId), eq(auditLog.action, 'statement.mail')));
    expect(recorded).toEqual([{ changes: { statement_mail: { before: false, after: true } } }]);
    // Without today's active token, no change.
    expect((await s.gql(SET, { enabled: false }, { token: ws.token })).errors?.[0]?.extensions?.code).toBe(
      'ACTIVE_TOKEN_REQUIRED',
    );
    const supporter = await loginActive(s, 'supporter@demo.test');
    expect((await s.gql(SET, { enabled: true }, supporter)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await s.gql<{ statementMail: boolean }>(CHOICE, {}, supporter)).data?.statementMail).toBe(false);
    const financial = await loginActive(s, 'financial@demo.test');
    expect(
      (await s.gql<{ setStatementMail: boolean }>(SET, { enabled: false }, financial)).data?.setStatementMail,
    ).toBe(false);
  });

  it("mails last month's figures on the 1st, once however many runs race, and only to a role that may receive it", async () => {
    const s = server();
    const { ws, lastMonth } = await lastMonthsWorkspace(s, 'stmt-mail');
    expect((await s.gql(SET, { enabled: true }, ws.options)).errors).toBeUndefined();
    // The 4th: too late for this month's mail (after an outage of more than two days it is skipped).
    await s.services.statementMailer.run(onDay(4));
    expect(await mailsTo(s, ws.email)).toEqual([]);
    // The 1st: ten runs at once, as ten instances' jobs might be; one mail.
    await Promise.all(Array.from({ length: 10 }, () => s.services.statementMailer.run(onDay(1))));
    await s.services.statementMailer.run(onDay(2));
    const mails = await mailsTo(s, ws.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(STATEMENT_MESSAGES.mailSubject(lastMonth, 'Shop stmt-mail'));
    for (const line of [
      'Opening balance  1,956,000 VND',
      'Closing balance  3,423,000 VND',
      'Fees charged        33,000 VND',
      STATEMENT_MESSAGES.pending(1),
    ]) {
      expect(mail?.text).toContain(line);
    }
    expect(mail?.links).toEqual([
      `${s.config.publicUrl}/balance/statement?app=${ws.prod.id}&currency=VND&period=${lastMonth}`,
    ]);
    // The development app's balance is not in it.
    expect(mail?.text).not.toContain(ws.dev.id);

    // A member moved to a role that may not receive it gets nothing, even opted in.
    const other = await newPartnerWorkspace(s, 'stmt-mail-moved');
    expect((await s.gql(SET, { enabled: true }, other.options)).errors).toBeUndefined();
    await s.database.db.execute(
      sql`update user_partners set role = 'SUPPORTER' where partner_id = ${other.partnerId} and user_id = ${other.userId}`,
    );
    await s.services.statementMailer.run(onDay(1));
    expect(await mailsTo(s, other.email)).toEqual([]);
  });
});
