import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { apps, channels, partners, sources, userPartners, users } from '../src/db/schema.js';
import { hashPassword } from '../src/modules/auth/index.js';
import { ensurePaymentPartitions, rebuildPaymentStats } from '../src/modules/payments/index.js';

// `npm run bench` data: one partner with a realistic 90-day history of payments, written by the
// database itself (INSERT … SELECT generate_series) in chunks. Every "random" choice is a hash of
// the row number, so two runs make the same history. The running totals are then recounted with
// rebuildPaymentStats (the same rules as the payment service's own bookkeeping).

export const BENCH_EMAIL = 'owner@bench.test';
export const BENCH_PASSWORD = 'paygate-bench';
export const BENCH_TOTP_SECRET = 'JBSWY3DPEHPK3PXPBENCHAAA';
export const BENCH_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export type BenchWorkspace = {
  partnerId: string;
  apps: { id: string; environment: 'PRODUCTION' | 'DEVELOPMENT'; channels: string[] }[];
};

const lit = (v: string) => `'${v.replaceAll("'", "''")}'`;

/** CASE picking one of `items` with the given weights from a uniform value r in [0, 1). */
const pick = (r: string, items: [string, number][]) => {
  const total = items.reduce((a, [, w]) => a + w, 0);
  let edge = 0;
  const arms = items.map(([value, w], i) => {
    edge += w / total;
    return i === items.length - 1 ? `else ${value}` : `when ${r} < ${edge.toFixed(6)} then ${value}`;
  });
  return `(case ${arms.join(' ')} end)`;
};

/** A uniform value in [0, 1) from the row number n and a salt (computed once per row, in `h`). */
const r = (salt: number) => `h.r${salt}`;
const SALTS = Array.from({ length: 16 }, (_, i) => i);
const hashes = SALTS.map((i) => `((hashint8extended(n, ${i}) & 2147483647)::float8 / 2147483648) as r${i}`).join(', ');

const VND_TYPES: [string, number][] = [
  ["'ATM_CARD'", 30],
  ["'INTERNET_BANKING'", 15],
  ["'VIRTUAL_ACCOUNT'", 20],
  ["'BANK_ACCOUNT'", 5],
  ["'DYNAMIC_QR'", 15],
  ["'PERMANENT_VIRTUAL_ACCOUNT'", 5],
  ["'CASH_OUT'", 4],
  ["'CASH_IN'", 1],
];
const BANKS: [string, number][] = [
  ["'VCB'", 25],
  ["'TCB'", 18],
  ["'BIDV'", 14],
  ["'VTB'", 12],
  ["'MB'", 10],
  ["'ACB'", 8],
  ["'VPB'", 6],
  ["'TPB'", 4],
  ["'SHB'", 2],
  ["'HDB'", 1],
];
/** Payments per local hour of the day: quiet nights, busy lunch and evening. */
const HOURS: number[] = [2, 1, 1, 1, 1, 2, 3, 5, 7, 8, 8, 9, 10, 9, 8, 8, 8, 9, 10, 11, 11, 9, 6, 4];

/** The SELECT producing payments lo..hi of the history (ending now, `days` long). */
export const paymentsSelect = (ws: BenchWorkspace, lo: number, hi: number, days: number) => {
  const [main, second, dev] = ws.apps as [
    BenchWorkspace['apps'][0],
    BenchWorkspace['apps'][0],
    BenchWorkspace['apps'][0],
  ];
  const app = pick(r(1), [
    [lit(main.id), 85],
    [lit(second.id), 10],
    [lit(dev.id), 5],
  ]);
  const channelOf = `(case x.app_id ${ws.apps
    .map(
      (a) =>
        `when ${lit(a.id)}::uuid then (array[${a.channels.map((c) => `${lit(c)}::uuid`).join(', ')}])[1 + floor(${r(8)} * ${a.channels.length})::int]`,
    )
    .join(' ')} end)`;
  const isCrypto = `${r(2)} < 0.05`;
  const type = `(case when ${isCrypto} then 'CRYPTO' else ${pick(r(3), VND_TYPES)} end)`;
  const token = pick(r(4), [
    ["'USDT'", 70],
    ["'USDC'", 20],
    ["'BUSD'", 10],
  ]);
  const status = pick(r(5), [
    ["'SUCCESS'", 72],
    ["'FAILED'", 10],
    ["'CANCEL'", 14],
    ["'PENDING'", 3],
    ["'IN_COMPLAIN'", 1],
  ]);
  const hour = pick(
    r(9),
    HOURS.map((w, h) => [String(h), w]),
  );
  const vndAmount = `(round(exp(ln(10000) + ${r(6)} * (ln(5000000) - ln(10000))) / 1000) * 1000)::numeric`;
  const cryptoAmount = `round((0.5 + ${r(6)} * ${r(6)} * 500)::numeric, 3)`;
  const tz = lit(BENCH_TIME_ZONE);
  // A local day of the last `days`, a weighted local hour, any minute; never in the future.
  const local = `(date_trunc('day', now() at time zone ${tz}) - floor(${r(10)} * ${days}) * interval '1 day'
    + ${hour} * interval '1 hour' + ${r(11)} * interval '3599 seconds')`;
  const created = `(case when t.lt at time zone ${tz} > now() then t.lt at time zone ${tz} - interval '1 day' else t.lt at time zone ${tz} end)`;
  return `
    select gen_random_uuid() as id, ${lit(ws.partnerId)}::uuid as partner_id, x.app_id,
      (case when x.app_id = ${lit(dev.id)}::uuid then 'DEVELOPMENT' else 'PRODUCTION' end)::app_status as environment,
      'BENCH-' || n as transaction_id, x.type, x.status::payment_status as status,
      x.amount, x.currency, x.chain, case when x.currency = 'VND' then null else x.amount end as crypto_amount,
      case when x.currency = 'VND' then round(x.amount * 0.01) else round(x.amount * 0.01, 3) end as fee,
      x.bank, ${channelOf} as channel_id, x.source, 'user-' || floor(${r(12)} * 50000)::int as user_id,
      case when x.has_account then 'NGUYEN VAN ' || chr(65 + (n % 26)::int) end as account_name,
      case when x.has_account then '9704' || lpad((n % 100000000)::text, 8, '0') end as account_number,
      'PG' || upper(substr(md5(n::text), 1, 10)) as pay_memo,
      md5('checkout' || n) || substr(md5('token' || n), 1, 8) as checkout_token, md5('request' || n) as request_fingerprint,
      case when x.status = 'FAILED' then 'Declined by the bank' end as failure_reason,
      case when x.status <> 'PENDING' then x.created_at + interval '20 seconds' + ${r(13)} * interval '10 minutes' end as completed_at,
      x.created_at
    from generate_series(${lo}, ${hi}) as n
    -- offset 0 keeps each lateral a fence: its values are computed once, not once per reference.
    cross join lateral (select ${hashes} offset 0) as h
    cross join lateral (
      select ${app}::uuid as app_id, t.type, ${status} as status,
        case when t.type = 'CRYPTO' then ${cryptoAmount} else ${vndAmount} end as amount,
        case when t.type = 'CRYPTO' then ${token} else 'VND' end as currency,
        case when t.type = 'CRYPTO' then (array['polygon', 'bsc', 'eth'])[1 + floor(${r(14)} * 3)::int] end as chain,
        case when t.type = 'CRYPTO' then ${token} else ${pick(r(7), BANKS)} end as bank,
        ${pick(r(15), [
          ["'Facebook'", 35],
          ["'Google'", 25],
          ["'Zalo'", 20],
          ["'Website'", 10],
          ['null', 10],
        ])} as source,
        t.type in ('VIRTUAL_ACCOUNT', 'PERMANENT_VIRTUAL_ACCOUNT', 'BANK_ACCOUNT', 'DYNAMIC_QR', 'CASH_OUT') as has_account,
        ${created} as created_at
      from (select ${type} as type, ${local} as lt offset 0) as t
      offset 0
    ) as x`;
};

const COLUMNS =
  'id, partner_id, app_id, environment, transaction_id, type, status, amount, currency, chain, crypto_amount, fee, bank, channel_id, source, user_id, account_name, account_number, pay_memo, checkout_token, request_fingerprint, failure_reason, completed_at, created_at';

/** The bench partner: an owner with two-factor, two production apps and a development one. */
export const seedBenchWorkspace = async (db: Db): Promise<BenchWorkspace> => {
  const [partner] = await db
    .insert(partners)
    .values({ name: 'Bench Shop', partnerType: 'COMPANY', timeZone: BENCH_TIME_ZONE })
    .returning();
  if (!partner) throw new Error('no partner');
  const [user] = await db
    .insert(users)
    .values({
      email: BENCH_EMAIL,
      name: 'Bench Owner',
      passwordHash: await hashPassword(BENCH_PASSWORD),
      emailVerifiedAt: new Date(),
      activatedAt: new Date(),
      totpSecret: BENCH_TOTP_SECRET,
      totpEnabled: true,
      currentPartnerId: partner.id,
    })
    .returning();
  if (!user) throw new Error('no user');
  await db.insert(userPartners).values({ userId: user.id, partnerId: partner.id, role: 'OWNER' });
  const ws: BenchWorkspace = { partnerId: partner.id, apps: [] };
  for (const [name, environment] of [
    ['Bench Store', 'PRODUCTION'],
    ['Bench Marketplace', 'PRODUCTION'],
    ['Bench Sandbox', 'DEVELOPMENT'],
  ] as const) {
    const id = randomUUID();
    await db.insert(apps).values({
      id,
      partnerId: partner.id,
      name,
      description: `${name} (benchmark)`,
      logo: '/uploads/bench.png',
      status: environment,
      appSecret: randomBytes(24).toString('hex'),
      webhookSecret: `whsec_${randomBytes(24).toString('base64')}`,
    });
    const rows = await db
      .insert(channels)
      .values(['Website', 'Mobile App', 'Retail POS'].map((c, i) => ({ appId: id, name: c, isDefault: i === 0 })))
      .returning({ id: channels.id });
    ws.apps.push({ id, environment, channels: rows.map((c) => c.id) });
  }
  await db
    .insert(sources)
    .values(['Facebook', 'Google', 'Zalo', 'Website'].map((name) => ({ partnerId: partner.id, name })));
  return ws;
};

/** Writes `count` payments over the last `days` days, then recounts the running totals. */
export const generatePayments = async (
  db: Db,
  ws: BenchWorkspace,
  count: number,
  options: { days: number; chunk: number; log: (line: string) => void },
) => {
  // A bulk load builds the secondary indexes once at the end: much faster than row by row.
  const indexes = (
    (await db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename = 'payments' and indexname <> 'payments_pkey'`,
    )) as unknown as { rows: { indexname: string; indexdef: string }[] }
  ).rows;
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  // Every month of the history gets its partition first (docs/adr/0016), not the default one.
  await ensurePaymentPartitions(db, new Date(Date.now() - (options.days + 1) * 86_400_000), new Date());
  for (let lo = 1; lo <= count; lo += options.chunk) {
    const hi = Math.min(count, lo + options.chunk - 1);
    await db.execute(sql.raw(`insert into payments (${COLUMNS}) ${paymentsSelect(ws, lo, hi, options.days)}`));
    options.log(`  payments ${hi.toLocaleString('en-US')} / ${count.toLocaleString('en-US')}`);
  }
  // pg_indexes writes a partitioned table's index as `ON ONLY payments`, which would build the
  // parent's index alone and leave every month without it: rebuild it on the partitions too.
  for (const index of indexes) await db.execute(sql.raw(index.indexdef.replace(' ON ONLY ', ' ON ')));
  options.log('  indexes rebuilt');
  await rebuildPaymentStats(db, ws.partnerId);
  await db.execute(sql.raw('vacuum analyze payments'));
  await db.execute(sql.raw('vacuum analyze payment_totals'));
  await db.execute(sql.raw('vacuum analyze payment_bank_totals'));
  await db.execute(sql.raw('vacuum analyze payment_stats'));
};
