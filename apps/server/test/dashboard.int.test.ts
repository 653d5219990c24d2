import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partners, payments } from '../src/db/schema.js';
import { DASHBOARD_TYPES } from '../src/modules/payments/index.js';
import { newPartnerWorkspace, type SeedPayment, seedPayment } from './support/payments.js';
import { errorCode, type TestServer, useTestServer } from './support/server.js';

// Issue #5: partnerDashboard equals a direct SQL recomputation over the payments, in the partner's
// time zone (days, hours of the day, and the CN/T2..T7 × 3-hour heat map), for several zones.

const server = useTestServer();

const DASHBOARD = /* GraphQL */ `
  query Dashboard($from_date: DateTime!, $to_date: DateTime!) {
    partnerDashboard(from_date: $from_date, to_date: $to_date) {
      total_amount_success total_payment_success total_payment_failed total_source_active total_channel_active
      list_channel_active { id name total_payment total_amount }
      list_source_active { id name total_payment total_amount }
      payment_success_group_by_date { date total_amount total_payment }
      payment_failed_group_by_date { date total_amount total_payment }
      payment_success_group_by_time_in_24_hour { range total_amount }
      payment_success_group_by_date_time { range data { dow total_payment } }
    }
  }
`;

type Named = { id: string; name: string; total_payment: number; total_amount: string };
type DateGroup = { date: string; total_amount: string; total_payment: number };
type Dashboard = {
  total_amount_success: string;
  total_payment_success: number;
  total_payment_failed: number;
  total_source_active: number;
  total_channel_active: number;
  list_channel_active: Named[];
  list_source_active: Named[];
  payment_success_group_by_date: DateGroup[];
  payment_failed_group_by_date: DateGroup[];
  payment_success_group_by_time_in_24_hour: { range: string; total_amount: string }[];
  payment_success_group_by_date_time: { range: string; data: { dow: number; total_payment: number }[] }[];
};

const HOUR = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A small deterministic generator: the same "random" history on every run. */
const prng = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The dashboard recomputed from the payments table itself, by the documented rules. */
const recompute = async (s: TestServer, partnerId: string, from: Date, to: Date, tz: string): Promise<Dashboard> => {
  // Issue 26: exactly [from, to_date + 1 ms), as the transaction list counts.
  const lo = from.toISOString();
  const hi = new Date(to.getTime() + 1).toISOString();
  const types = sql.join(
    DASHBOARD_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  const base = sql`from payments p where p.partner_id = ${partnerId} and p.environment = 'PRODUCTION'
    and p.type in (${types}) and p.created_at >= ${lo}::timestamptz and p.created_at < ${hi}::timestamptz`;
  const vnd = sql`case when p.currency = 'VND' then p.amount else 0 end`;
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await s.database.db.execute(query));
  const [cards] = await q<{ amount: string; success: number; failed: number }>(sql`
    select coalesce(trim_scale(sum(${vnd}) filter (where p.status = 'SUCCESS')), 0)::text as amount,
      (count(*) filter (where p.status = 'SUCCESS'))::int as success,
      (count(*) filter (where p.status = 'FAILED'))::int as failed ${base}`);
  const days = await q<{ date: string; status: string; amount: string; n: number }>(sql`
    select to_char(p.created_at at time zone ${tz}, 'YYYY-MM-DD') as date, p.status::text as status,
      trim_scale(sum(${vnd}))::text as amount, count(*)::int as n ${base} and p.status in ('SUCCESS', 'FAILED') group by 1, 2`);
  const hours = await q<{ hour: number; amount: string }>(sql`
    select extract(hour from p.created_at at time zone ${tz})::int as hour, trim_scale(sum(${vnd}))::text as amount
    ${base} and p.status = 'SUCCESS' group by 1`);
  const heat = await q<{ dow: number; slot: number; n: number }>(sql`
    select extract(dow from p.created_at at time zone ${tz})::int as dow,
      floor(extract(hour from p.created_at at time zone ${tz}) / 3)::int as slot, count(*)::int as n
    ${base} and p.status = 'SUCCESS' group by 1, 2`);
  const channelRows = await q<Named>(sql`
    select p.channel_id::text as id, c.name, count(*)::int as total_payment, trim_scale(sum(${vnd}))::text as total_amount
    from payments p join channels c on c.id = p.channel_id
    where p.partner_id = ${partnerId} and p.environment = 'PRODUCTION' and p.type in (${types})
      and p.created_at >= ${lo}::timestamptz and p.created_at < ${hi}::timestamptz and p.status = 'SUCCESS'
    group by 1, 2 order by sum(${vnd}) desc, count(*) desc, 1`);
  const sources = await q<Named>(sql`
    select p.source as name, count(*)::int as total_payment, trim_scale(sum(${vnd}))::text as total_amount
    ${base} and p.status = 'SUCCESS' and p.source is not null and p.source <> ''
    group by 1 order by sum(${vnd}) desc, count(*) desc, 1`);

  const dates: string[] = [];
  const first = new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(from);
  const last = new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(to);
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += 24 * HOUR) {
    dates.push(new Date(t).toISOString().slice(0, 10));
  }
  const byDate = (status: string) =>
    dates.map((date) => {
      const row = days.find((d) => d.date === date && d.status === status);
      return { date, total_amount: row?.amount ?? '0', total_payment: row?.n ?? 0 };
    });
  return {
    total_amount_success: cards!.amount,
    total_payment_success: cards!.success,
    total_payment_failed: cards!.failed,
    total_source_active: sources.length,
    total_channel_active: channelRows.length,
    list_channel_active: channelRows,
    list_source_active: sources.map((r) => ({ ...r, id: expect.any(String) as unknown as string })),
    payment_success_group_by_date: byDate('SUCCESS'),
    payment_failed_group_by_date: byDate('FAILED'),
    payment_success_group_by_time_in_24_hour: Array.from({ length: 24 }, (_, h) => ({
      range: `${pad(h)}:00`,
      total_amount: hours.find((r) => r.hour === h)?.amount ?? '0',
    })),
    payment_success_group_by_date_time: Array.from({ length: 8 }, (_, slot) => ({
      range: `${pad(slot * 3)}:00-${pad(slot * 3 + 3)}:00`,
      data: Array.from({ length: 7 }, (_, dow) => ({
        dow,
        total_payment: heat.find((r) => r.dow === dow && r.slot === slot)?.n ?? 0,
      })),
    })),
  };
};

describe('partnerDashboard', () => {
  let ws: Awaited<ReturnType<typeof newPartnerWorkspace>>;
  // A week around the end of daylight saving time in New York (1 Nov 2026), at odd minutes.
  const from = new Date('2026-10-28T05:17:00Z');
  const to = new Date('2026-11-03T18:42:00Z');

  beforeAll(async () => {
    const s = server();
    ws = await newPartnerWorkspace(s, 'dash');
    const second = await s.gql<{ createChannel: { id: string } }>(
      `mutation($id: ID!) { createChannel(app_id: $id, name: "Mobile") { id } }`,
      { id: ws.prod.id },
      { token: ws.token },
    );
    const channels = [ws.prodChannelId, second.data!.createChannel.id, null];
    const random = prng(20261122);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    const span = to.getTime() - from.getTime() + 4 * HOUR;
    for (let i = 0; i < 90; i++) {
      const createdAt = new Date(from.getTime() - 2 * HOUR + Math.floor(random() * span));
      const crypto = random() < 0.1;
      const p: SeedPayment = {
        type: crypto ? 'CRYPTO' : pick(['ATM_CARD', 'INTERNET_BANKING', 'VIRTUAL_ACCOUNT', 'DYNAMIC_QR'] as const),
        status: pick(['SUCCESS', 'SUCCESS', 'SUCCESS', 'FAILED', 'CANCEL', 'PENDING'] as const),
        amount: crypto ? '2.5' : String(10_000 * (1 + Math.floor(random() * 50))),
        fee: crypto ? '0.025' : '100',
        currency: crypto ? 'USDT' : 'VND',
        bank: crypto ? 'USDT' : 'VCB',
        channelId: pick(channels),
        source: pick(['Facebook', 'Zalo', 'Google', null]),
        createdAt,
      };
      await seedPayment(s, ws.prod, p);
    }
    // Not the dashboard's: development payments, and money the partner moves itself.
    await seedPayment(s, ws.dev, {
      status: 'SUCCESS',
      source: 'Facebook',
      createdAt: new Date('2026-10-30T03:00:00Z'),
    });
    await seedPayment(s, ws.prod, { type: 'CASH_OUT', createdAt: new Date('2026-10-30T03:00:00Z') });
  });

  const dashboard = async (zone: string, range = { from, to }) => {
    const s = server();
    await s.database.db.update(partners).set({ timeZone: zone }).where(eq(partners.id, ws.partnerId));
    // Written past the app: the partner's cached row is dropped once the notice is in (ADR 0022).
    await s.services.changeFeed.caughtUp();
    const res = await s.gql<{ partnerDashboard: Dashboard }>(
      DASHBOARD,
      { from_date: range.from.toISOString(), to_date: range.to.toISOString() },
      { token: ws.token },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.partnerDashboard;
  };

  it.each(['Asia/Ho_Chi_Minh', 'America/New_York', 'UTC', 'Asia/Tokyo'])(
    'equals the figures recomputed from the payments in %s',
    async (zone) => {
      const got = await dashboard(zone);
      const expected = await recompute(server(), ws.partnerId, from, to, zone);
      expect(got).toEqual(expected);
      expect(got.total_payment_success).toBeGreaterThan(10);
      expect(got.payment_success_group_by_date.length).toBeGreaterThanOrEqual(7);
    },
  );

  it('answers each part asked alone as it does with the others in one statement', async () => {
    // Issue #16: the parts a document names are read together; alone, or behind a fragment, each
    // is read on its own. Both ways give the same figures in the same order.
    const s = server();
    const together = await dashboard('Asia/Ho_Chi_Minh');
    const variables = { from_date: from.toISOString(), to_date: to.toISOString() };
    for (const field of [
      'total_payment_success',
      'list_channel_active { id name total_payment total_amount }',
      'list_source_active { id name total_payment total_amount }',
      'payment_success_group_by_date { date total_amount total_payment }',
    ]) {
      const alone = await s.gql<{ partnerDashboard: Partial<Dashboard> }>(
        `query($from_date: DateTime!, $to_date: DateTime!) { partnerDashboard(from_date: $from_date, to_date: $to_date) { ${field} } }`,
        variables,
        { token: ws.token },
      );
      const name = field.split(' ')[0] as keyof Dashboard;
      expect(alone.data!.partnerDashboard[name]).toEqual(together[name]);
    }
    const viaFragment = await s.gql<{ partnerDashboard: Dashboard }>(
      `query($from_date: DateTime!, $to_date: DateTime!) { partnerDashboard(from_date: $from_date, to_date: $to_date) { ...D } }
       fragment D on DashboardData { total_amount_success list_channel_active { id name total_payment total_amount } }`,
      variables,
      { token: ws.token },
    );
    expect(viaFragment.data!.partnerDashboard.list_channel_active).toEqual(together.list_channel_active);
    expect(viaFragment.data!.partnerDashboard.total_amount_success).toBe(together.total_amount_success);
  });

  it('puts a payment in the local day, hour and weekday slot of the zone', async () => {
    const s = server();
    const solo = await newPartnerWorkspace(s, 'solo');
    // Sunday 1 Nov 2026 23:30 in Ho Chi Minh City (16:30 UTC): CN, slot 21:00-24:00.
    await seedPayment(s, solo.prod, {
      status: 'SUCCESS',
      amount: '1234000',
      createdAt: new Date('2026-11-01T16:30:00Z'),
    });
    const res = await s.gql<{ partnerDashboard: Dashboard }>(
      DASHBOARD,
      { from_date: '2026-11-01T00:00:00+07:00', to_date: '2026-11-02T23:59:59+07:00' },
      { token: solo.token },
    );
    const d = res.data!.partnerDashboard;
    expect(d.payment_success_group_by_date).toEqual([
      { date: '2026-11-01', total_amount: '1234000', total_payment: 1 },
      { date: '2026-11-02', total_amount: '0', total_payment: 0 },
    ]);
    expect(d.payment_success_group_by_time_in_24_hour.find((h) => h.total_amount !== '0')).toEqual({
      range: '23:00',
      total_amount: '1234000',
    });
    const slot = d.payment_success_group_by_date_time.find((r) => r.range === '21:00-24:00');
    expect(slot?.data.find((c) => c.total_payment > 0)).toEqual({ dow: 0, total_payment: 1 });
    expect(d.list_channel_active).toEqual([]);
    expect(d).toMatchObject({ total_channel_active: 0, total_source_active: 0, total_payment_failed: 0 });
  });

  it('reads only its running totals for whole hours: deleting the payments rows changes nothing it shows', async () => {
    const s = server();
    // Whole UTC hours: only a range's part-hours at either end are counted from the payments.
    const hours = { from: new Date('2026-10-28T05:00:00Z'), to: new Date('2026-11-03T18:59:59.999Z') };
    const before = await dashboard('Asia/Ho_Chi_Minh', hours);
    // The rows go, the figures stay: they were counted when the payments were written.
    const saved = await s.database.db.select().from(payments).where(eq(payments.partnerId, ws.partnerId));
    await s.database.db.delete(payments).where(eq(payments.partnerId, ws.partnerId));
    try {
      expect(await dashboard('Asia/Ho_Chi_Minh', hours)).toEqual(before);
    } finally {
      await s.database.db.insert(payments).values(saved);
    }
  });

  it('ends a range where the transaction list ends it: nothing of the hour after an hour-boundary to_date', async () => {
    // Issue 26: the dashboard showed 23 successful payments where the list showed 21 for a day
    // ending on an hour boundary; it counted the whole hour after to_date.
    const s = server();
    const edge = await newPartnerWorkspace(s, 'edge');
    const boundary = new Date('2026-11-10T00:00:00.000Z');
    const at = (ms: number) => new Date(boundary.getTime() + ms);
    for (const createdAt of [at(-HOUR), at(-60_000), at(-1), at(0), at(1), at(60_000), at(30 * 60_000)]) {
      await seedPayment(s, edge.prod, { status: 'SUCCESS', amount: '10000', source: 'Zalo', createdAt });
    }
    const count = async (from: Date, to: Date) => {
      const range = { from_date: from.toISOString(), to_date: to.toISOString() };
      const dash = await s.gql<{ partnerDashboard: Dashboard }>(DASHBOARD, range, { token: edge.token });
      const list = await s.gql<{ allPayment: { total: number; data: unknown[] } }>(
        `query($from_date: DateTime, $to_date: DateTime) {
          allPayment(from_date: $from_date, to_date: $to_date, statuses: [SUCCESS], app_status: PRODUCTION) { total data { id } }
        }`,
        range,
        edge.options,
      );
      expect(dash.errors).toBeUndefined();
      expect(list.errors).toBeUndefined();
      const d = dash.data!.partnerDashboard;
      return {
        dashboard: d.total_payment_success,
        byDate: d.payment_success_group_by_date.reduce((n, g) => n + g.total_payment, 0),
        source: d.list_source_active[0]?.total_payment ?? 0,
        list: list.data!.allPayment.total,
        rows: list.data!.allPayment.data.length,
      };
    };
    const day = new Date(boundary.getTime() - 24 * HOUR);
    // to_date on the boundary counts its own millisecond, not the half hour after it.
    expect(await count(day, boundary)).toEqual({ dashboard: 4, byDate: 4, source: 4, list: 4, rows: 4 });
    // The last millisecond before it: the day alone.
    expect(await count(day, at(-1))).toEqual({ dashboard: 3, byDate: 3, source: 3, list: 3, rows: 3 });
    // A range starting on the boundary counts nothing of the hour before.
    expect(await count(boundary, at(HOUR - 1))).toEqual({ dashboard: 4, byDate: 4, source: 4, list: 4, rows: 4 });
    // Asked again (from the partner's read cache), the same.
    expect(await count(day, boundary)).toEqual({ dashboard: 4, byDate: 4, source: 4, list: 4, rows: 4 });
    // A range within one hour, ends inside it.
    expect(await count(at(1), at(60_000))).toEqual({ dashboard: 2, byDate: 2, source: 2, list: 2, rows: 2 });
  });

  it('refuses a reversed range and one longer than a year', async () => {
    const s = server();
    const reversed = await s.gql(
      DASHBOARD,
      { from_date: to.toISOString(), to_date: from.toISOString() },
      { token: ws.token },
    );
    expect(errorCode(reversed)).toBe('BAD_USER_INPUT');
    const long = await s.gql(
      DASHBOARD,
      { from_date: '2025-01-01T00:00:00Z', to_date: '2026-06-01T00:00:00Z' },
      { token: ws.token },
    );
    expect(errorCode(long)).toBe('BAD_USER_INPUT');
  });
});
