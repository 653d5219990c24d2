import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../src/db/schema.js';
import { parseFilter } from '../src/modules/transactions/index.js';
import { loginActive } from './support/account.js';
import { demoApp } from './support/gateway.js';
import { newPartnerWorkspace, seedPayment } from './support/payments.js';
import { refundViaGateway, settledRefund } from './support/refunds.js';
import { errorCode, errorMessage, type TestServer, useTestServer } from './support/server.js';

// Issue #5: exportPartnerPayment (YYYYMMDD, at most 30 days, empty lists dropped) and the streamed
// download GET /v1/partner/payments/export.csv: the same bytes, the same rows as the list.

const server = useTestServer();

const EXPORT = /* GraphQL */ `
  query Export($from_date: String!, $to_date: String!, $statuses: [PaymentStatus!], $banks: [String!], $app_status: AppStatus) {
    exportPartnerPayment(from_date: $from_date, to_date: $to_date, statuses: $statuses, banks: $banks, app_status: $app_status)
  }
`;
const TOTAL = /* GraphQL */ `
  query Total($from_date: DateTime, $to_date: DateTime, $statuses: [PaymentStatus!], $app_status: AppStatus) {
    allPayment(from_date: $from_date, to_date: $to_date, statuses: $statuses, app_status: $app_status, limit: 1) { total }
  }
`;

const DAY = 86_400_000;
const compact = (at: Date, timeZone = 'Asia/Ho_Chi_Minh') =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(at)
    .replaceAll('-', '');

/** RFC 4180: quoted fields may hold commas, quotes ("") and line breaks; lines end with CRLF. */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  expect(field).toBe('');
  return rows;
};

const download = (s: TestServer, query: string, init: { token?: string; active?: string; cookie?: string } = {}) =>
  fetch(`${s.url}/v1/partner/payments/export.csv?${query}`, {
    headers: {
      ...(init.token ? { authorization: init.token } : {}),
      ...(init.active ? { 'active-token': init.active } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
  });

describe('export', () => {
  let ws: Awaited<ReturnType<typeof newPartnerWorkspace>>;
  const now = Date.now();
  const from = compact(new Date(now - 3 * DAY));
  const to = compact(new Date(now));

  beforeAll(async () => {
    const s = server();
    ws = await newPartnerWorkspace(s, 'export');
    const plan = [
      {
        status: 'SUCCESS' as const,
        transactionId: '=HYPERLINK("x")',
        source: 'Facebook',
        createdAt: new Date(now - 2 * DAY),
      },
      { status: 'FAILED' as const, transactionId: 'a,"b"', userId: 'line1\nline2', createdAt: new Date(now - DAY) },
      {
        status: 'SUCCESS' as const,
        type: 'CRYPTO' as const,
        currency: 'USDT',
        bank: 'USDT',
        chain: 'bsc',
        amount: '12.5',
        fee: '0.125',
      },
      {
        status: 'PENDING' as const,
        accountName: 'NGUYỄN VĂN A',
        accountNumber: '9704001',
        // What COPY's text format would escape (tab, backslash, line breaks): the stream sends it as is.
        payMemo: 'tab\there \\N back\\slash\r\nnext "line" ✓ 🎉',
        type: 'VIRTUAL_ACCOUNT' as const,
      },
      { status: 'SUCCESS' as const, createdAt: new Date(now - 10 * DAY) },
    ];
    for (const p of plan) await seedPayment(s, ws.prod, { channelId: ws.prodChannelId, ...p });
    for (let i = 0; i < 7; i++) await seedPayment(s, ws.dev, { status: i % 2 ? 'SUCCESS' : 'CANCEL' });
  });

  const exportCsv = async (
    vars: Record<string, unknown>,
    options: { token: string; headers: Record<string, string> } = ws.options,
  ) => {
    const res = await server().gql<{ exportPartnerPayment: string }>(
      EXPORT,
      { from_date: from, to_date: to, ...vars },
      options,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.exportPartnerPayment;
  };

  it('writes one row per payment the list counts, with the zone in the header and the times', async () => {
    const s = server();
    const csv = await exportCsv({});
    const rows = parseCsv(csv);
    const [header, ...data] = rows;
    expect(header).toEqual([
      'Payment ID',
      'Transaction ID',
      'Created time (Asia/Ho_Chi_Minh)',
      'Completed time (Asia/Ho_Chi_Minh)',
      'Status',
      'Type',
      'Environment',
      'App ID',
      'App',
      'Channel',
      'Source',
      'Bank',
      'Currency',
      'Chain',
      'Amount',
      'Fee',
      'User ID',
      'Pay ID',
      'Pay memo',
      'Account number',
      'Account name',
      'Failure reason',
      'Direction',
      'Refunded amount',
    ]);
    // The list for the same local days: from the start of `from` to the end of `to` in +07:00.
    const iso = (d: string, time: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}T${time}+07:00`;
    const total = await s.gql<{ allPayment: { total: number } }>(
      TOTAL,
      { from_date: iso(from, '00:00:00.000'), to_date: iso(to, '23:59:59.999') },
      ws.options,
    );
    expect(data).toHaveLength(total.data!.allPayment.total);
    expect(data).toHaveLength(11);
    expect(csv.endsWith('\r\n')).toBe(true);
    const byTxn = new Map(data.map((r) => [r[1], r]));
    // Formula-looking text is defused; commas, quotes and line breaks survive quoting.
    expect(byTxn.get(`'=HYPERLINK("x")`)?.[10]).toBe('Facebook');
    const tricky = byTxn.get('a,"b"');
    expect(tricky?.[16]).toBe('line1\nline2');
    expect(tricky?.[4]).toBe('FAILED');
    expect(tricky?.[21]).toBe('Declined');
    const crypto = data.find((r) => r[12] === 'USDT');
    expect(crypto?.slice(11, 16)).toEqual(['USDT', 'USDT', 'bsc', '12.5', '0.125']);
    expect(data.find((r) => r[19] === '9704001')?.[20]).toBe('NGUYỄN VĂN A');
    for (const r of data) {
      expect(r[2]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
      expect(r[3]).toMatch(r[4] === 'PENDING' ? /^$/ : /\+07:00$/);
    }
    // Oldest first; the app and channel by name.
    const created = data.map((r) => r[2]);
    expect([...created].sort()).toEqual(created);
    expect(data.find((r) => r[6] === 'PRODUCTION')?.slice(8, 10)).toEqual([ws.prod.name, 'Default']);
  });

  it('writes its headers in the language it is asked in, the same columns and rows in each (issue 31)', async () => {
    const s = server();
    const english = parseCsv(await exportCsv({}));
    const vi = await exportCsv(
      {},
      { token: ws.options.token, headers: { ...ws.options.headers, 'accept-language': 'vi' } },
    );
    const [viHeader, ...viRows] = parseCsv(vi);
    expect(viHeader).toHaveLength(english[0]!.length);
    expect(viHeader?.slice(0, 4)).toEqual([
      'Mã thanh toán',
      'Mã giao dịch',
      'Thời gian tạo (Asia/Ho_Chi_Minh)',
      'Thời gian hoàn tất (Asia/Ho_Chi_Minh)',
    ]);
    expect(viHeader).toContain('Số tiền đã hoàn');
    // Codes, amounts and times are data: the same in both files.
    expect(viRows).toEqual(english.slice(1));
    // The download link says its language itself (a link cannot send the portal's
    // Accept-Language), and the file's name says it too; the same bytes as the GraphQL export.
    const auth = { token: ws.options.token, active: ws.options.headers['active-token'] };
    const res = await download(s, `from_date=${from}&to_date=${to}&language=vi`, auth);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="transaction-${from}-${to}.vi.csv"`);
    expect(await res.text()).toBe(vi);
    // A language the portal does not speak is not an error: the request's own language, English here.
    const unknown = await download(s, `from_date=${from}&to_date=${to}&language=fr`, auth);
    expect(unknown.status).toBe(200);
    expect(parseCsv(await unknown.text())[0]?.[0]).toBe('Payment ID');
  });

  it('filters like the list and drops empty lists', async () => {
    const s = server();
    const success = parseCsv(await exportCsv({ statuses: ['SUCCESS'], app_status: 'PRODUCTION' })).slice(1);
    expect(success.map((r) => r[4])).toEqual(['SUCCESS', 'SUCCESS']);
    const total = await s.gql<{ allPayment: { total: number } }>(
      TOTAL,
      { statuses: ['SUCCESS'], app_status: 'PRODUCTION', from_date: new Date(now - 3 * DAY - DAY).toISOString() },
      ws.options,
    );
    expect(total.data!.allPayment.total).toBe(2);
    expect(await exportCsv({ banks: [], statuses: [] })).toBe(await exportCsv({}));
  });

  it('streams the very same bytes as a file, whatever the batch size', async () => {
    const s = server();
    const csv = await exportCsv({ statuses: ['SUCCESS', 'FAILED', 'PENDING', 'CANCEL'] });
    const res = await download(
      s,
      `from_date=${from}&to_date=${to}&statuses=SUCCESS,FAILED&statuses=PENDING&statuses=CANCEL`,
      {
        token: ws.options.token,
        active: ws.options.headers['active-token'],
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="transaction-${from}-${to}.csv"`);
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(csv, 'utf8'))).toBe(true);
    // Small batches: every row once, in order, across batch boundaries that share a second.
    const { timeZone } = await s.services.partners.getPartner(ws.partnerId);
    const range = s.services.transactions.exportRange(timeZone, { from_date: from, to_date: to });
    let batched = '';
    for await (const chunk of s.services.transactions.exportChunks(
      ws.partnerId,
      parseFilter({ statuses: ['SUCCESS', 'FAILED', 'PENDING', 'CANCEL'] }, { from: range.from, until: range.until }),
      { timeZone, withFee: true, batchRows: 2 },
    )) {
      batched += chunk;
    }
    expect(batched).toBe(csv);
  });

  it('survives downloads abandoned half-way: the next ones still get every byte', async () => {
    const s = server();
    const csv = await exportCsv({});
    const query = `from_date=${from}&to_date=${to}`;
    const auth = { authorization: ws.options.token, 'active-token': ws.options.headers['active-token'] };
    // More than the pool's connections (10), all at once, each dropped after its first bytes.
    await Promise.all(
      Array.from({ length: 24 }, async () => {
        const abort = new AbortController();
        const res = await fetch(`${s.url}/v1/partner/payments/export.csv?${query}`, {
          headers: auth,
          signal: abort.signal,
        });
        await res.body?.getReader().read();
        abort.abort();
      }),
    );
    const again = await Promise.all(
      Array.from({ length: 12 }, () => download(s, query, { token: auth.authorization, active: auth['active-token'] })),
    );
    for (const res of again) {
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(csv);
    }
  });

  it('takes the portal cookies for a plain download link', async () => {
    const s = server();
    const cookie = `auth=${encodeURIComponent(ws.options.token)}; active-token=${encodeURIComponent(ws.options.headers['active-token'])}`;
    const res = await download(s, `from_date=${from}&to_date=${to}`, { cookie });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(await exportCsv({}));
  });

  it('refuses more than 30 days, bad dates and reversed ones, on both ways', async () => {
    const s = server();
    const long = await s.gql(EXPORT, { from_date: '20261101', to_date: '20261201' }, ws.options);
    expect([errorCode(long), errorMessage(long)]).toEqual([
      'BAD_USER_INPUT',
      'Can not export transaction more than 30 days',
    ]);
    expect(errorCode(await s.gql(EXPORT, { from_date: '20261101', to_date: '20261130' }, ws.options))).toBeUndefined();
    expect(errorMessage(await s.gql(EXPORT, { from_date: '2026-11-01', to_date: '20261102' }, ws.options))).toBe(
      'Dates must be YYYYMMDD',
    );
    expect(errorMessage(await s.gql(EXPORT, { from_date: '20261105', to_date: '20261101' }, ws.options))).toBe(
      'to_date must not be before from_date',
    );
    const res = await download(s, 'from_date=20261101&to_date=20261201', {
      token: ws.options.token,
      active: ws.options.headers['active-token'],
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Can not export transaction more than 30 days' });
  });

  it('needs the access token and today’s active token', async () => {
    const s = server();
    const noActive = await download(s, `from_date=${from}&to_date=${to}`, { token: ws.options.token });
    expect(noActive.status).toBe(403);
    expect(await noActive.json()).toMatchObject({ code: 'ACTIVE_TOKEN_REQUIRED', error_code: 13 });
    const none = await download(s, `from_date=${from}&to_date=${to}`);
    expect(none.status).toBe(401);
    expect(errorCode(await s.gql(EXPORT, { from_date: from, to_date: to }, { token: ws.options.token }))).toBe(
      'ACTIVE_TOKEN_REQUIRED',
    );
  });

  it('leaves the Fee column out for roles that may not see fees', async () => {
    const s = server();
    await seedPayment(s, await demoApp(s, 'Demo Store'), { status: 'SUCCESS' });
    const supporter = parseCsv(await exportCsv({}, await loginActive(s, 'supporter@demo.test')));
    expect(supporter[0]).not.toContain('Fee');
    expect(supporter[0]).toHaveLength(23);
    expect(supporter.slice(1).every((r) => r.length === 23)).toBe(true);
    const financial = parseCsv(await exportCsv({}, await loginActive(s, 'financial@demo.test')));
    expect(financial[0]).toContain('Fee');
    expect(financial.length).toBe(supporter.length);
  });

  it('groups the days and writes the times in the partner’s time zone', async () => {
    const s = server();
    const ny = await newPartnerWorkspace(s, 'zone');
    await s.database.db.update(partners).set({ timeZone: 'America/New_York' }).where(eq(partners.id, ny.partnerId));
    await s.services.changeFeed.caughtUp();
    // 03:30 UTC on 2 Nov 2026 is 22:30 on 1 Nov in New York (EST, -05:00); 1 Nov 2026 04:30 UTC is 00:30 EDT.
    await seedPayment(s, ny.prod, { createdAt: new Date('2026-11-02T03:30:00Z'), transactionId: 'LATE' });
    await seedPayment(s, ny.prod, { createdAt: new Date('2026-11-01T04:30:00Z'), transactionId: 'EARLY' });
    const csv = await exportCsv({ from_date: '20261101', to_date: '20261101' }, ny.options);
    const [header, ...rows] = parseCsv(csv);
    expect(header?.[2]).toBe('Created time (America/New_York)');
    expect(rows.map((r) => [r[1], r[2]])).toEqual([
      ['EARLY', '2026-11-01T00:30:00-04:00'],
      ['LATE', '2026-11-01T22:30:00-05:00'],
    ]);
  });
});

// Issue 29 item 1: refunds are money going back out; the export says how much of each payment.
describe('export of refunded payments', { timeout: 120_000 }, () => {
  const now = Date.now();
  const from = compact(new Date(now - DAY));
  const to = compact(new Date(now));

  it('ends each line with what refunds took back, on the GraphQL export and the download alike', async () => {
    const s = server();
    const ws = await newPartnerWorkspace(s, 'export-refunds');
    const refunded = await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '300000', fee: '0' });
    const whole = await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '120000', fee: '0' });
    const untouched = await seedPayment(s, ws.prod, { status: 'SUCCESS', amount: '50000', fee: '0' });
    await refundViaGateway(s, ws.prod, refunded.id, '100000');
    await refundViaGateway(s, ws.prod, refunded.id, '25000');
    // The sandbox fails a refund ending in 999: its part goes back and is not counted.
    const failed = await refundViaGateway(s, ws.prod, refunded.id, '1999');
    expect((await settledRefund(s, failed.refund_id)).status).toBe('FAILED');
    await refundViaGateway(s, ws.prod, whole.id, '120000');
    const exported = await s.gql<{ exportPartnerPayment: string }>(
      EXPORT,
      { from_date: from, to_date: to },
      ws.options,
    );
    expect(exported.errors).toBeUndefined();
    const csv = exported.data!.exportPartnerPayment;
    const res = await download(s, `from_date=${from}&to_date=${to}`, {
      token: ws.options.token,
      active: ws.options.headers['active-token'],
    });
    expect(await res.text()).toBe(csv);
    const [header, ...data] = parseCsv(csv);
    expect(header?.at(-1)).toBe('Refunded amount');
    // The existing columns keep their places: a merchant's import reads them by position.
    expect(header?.at(-2)).toBe('Direction');
    const byId = new Map(data.map((r) => [r[0], r]));
    expect(byId.get(refunded.id)?.slice(4, 5)).toEqual(['SUCCESS']);
    expect(byId.get(refunded.id)?.at(-1)).toBe('125000');
    expect(byId.get(whole.id)?.[4]).toBe('REFUNDED');
    expect(byId.get(whole.id)?.at(-1)).toBe('120000');
    expect(byId.get(untouched.id)?.at(-1)).toBe('0');
    expect(data).toHaveLength(3);
  });
});
