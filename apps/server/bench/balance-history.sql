-- The balance history's reads at 1,000,000 ledger lines (issue 30 item 1; BENCHMARKS.md, "Balance
-- history at a million ledger lines"). Kept by hand: run on a scratch PostgreSQL database,
--   createdb balance_bench && psql -d balance_bench -f apps/server/bench/balance-history.sql
-- It makes the two ledger tables as the schema has them (the columns and indexes these reads use),
-- one app with 20 balances (VND holds half the lines, 19 token balances the rest), six kinds, a
-- year of lines; then runs each read of BalanceHistory (balance-history.ts) the way it is sent,
-- beside the form it replaced, under \timing. Run each block a few times: the first is cold.
drop table if exists ledger_entries; drop table if exists ledger_accounts;
create table ledger_accounts (id uuid primary key, app_id uuid, environment text, kind text, currency text, chain text default '', balance numeric(24,3) default 0, movements bigint default 0);
create table ledger_entries (id uuid primary key default gen_random_uuid(), posting_id uuid not null, account_id uuid not null references ledger_accounts(id), payment_id uuid, kind text not null, amount numeric(24,3) not null, balance_after numeric(24,3), seq bigint not null, created_at timestamptz not null);
-- 20 merchant accounts of one app (VND + 19 token/chain), the busiest (VND) with half the lines; 20 fee accounts
insert into ledger_accounts select ('00000000-0000-0000-0000-0000000000'||lpad(i::text,2,'0'))::uuid, '11111111-1111-1111-1111-111111111111', 'PRODUCTION', 'merchant', case when i=0 then 'VND' else 'USDT' end, case when i=0 then '' else 'c'||i end from generate_series(0,19) i;
insert into ledger_accounts select ('00000000-0000-0000-0000-0000000001'||lpad(i::text,2,'0'))::uuid, null, 'PRODUCTION', 'fees', 'VND', '' from generate_series(0,0) i;
insert into ledger_entries (posting_id, account_id, payment_id, kind, amount, balance_after, seq, created_at)
select gen_random_uuid(), case when g % 2 = 0 then '00000000-0000-0000-0000-000000000000'::uuid else ('00000000-0000-0000-0000-0000000000'||lpad((1 + g % 19)::text,2,'0'))::uuid end,
  gen_random_uuid(), (array['ATM_CARD_SUCCESS','VA_SUCCESS','CASH_OUT_ACCEPTED','CASH_OUT_FAILED','CRYPTO_SUCCESS','EXCHANGE_IN'])[1 + (g/2) % 6],
  1000, g*1000, g, now() - interval '365 days' + (g * interval '31.5 seconds')
from generate_series(1,1000000) g;
update ledger_accounts a set movements = (select count(*) from ledger_entries e where e.account_id = a.id);
create index on ledger_entries (account_id, created_at);
create index on ledger_entries (posting_id);
create index ledger_entries_account_seq_idx on ledger_entries (account_id, seq);
vacuum analyze ledger_entries; vacuum analyze ledger_accounts;
\timing on
-- Before: one count over the balances named by a subquery (every page of /balance ran it).
select count(*) from ledger_entries where account_id in (select id from ledger_accounts where app_id = '11111111-1111-1111-1111-111111111111' and environment = 'PRODUCTION' and kind = 'merchant');
select count(*) from ledger_entries where account_id in (select id from ledger_accounts where app_id = '11111111-1111-1111-1111-111111111111' and environment = 'PRODUCTION' and kind = 'merchant' and currency = 'VND' and chain = '') and kind in ('VA_SUCCESS');
-- Before: the first page, balances by subquery, ORDER BY seq (sorts every line of the balances).
select id from ledger_entries where account_id in (select id from ledger_accounts where app_id = '11111111-1111-1111-1111-111111111111' and environment = 'PRODUCTION' and kind = 'merchant' and currency = 'VND' and chain = '') order by seq desc limit 20;
-- Now: the balances first (a handful of rows), then
select id, movements from ledger_accounts where app_id = '11111111-1111-1111-1111-111111111111' and environment = 'PRODUCTION' and kind = 'merchant' order by id;
-- the count without a kind or dates: the balances' own;
select sum(movements) from ledger_accounts where app_id = '11111111-1111-1111-1111-111111111111' and environment = 'PRODUCTION' and kind = 'merchant';
-- with them: counted up to the cap (10,000 + 1);
select count(*) from (select 1 from ledger_entries where account_id in ('00000000-0000-0000-0000-000000000000') and kind in ('VA_SUCCESS') limit 10001) counted;
-- a page: each balance newest first on (account_id, seq), merged by seq.
select id, seq from ((select id, seq from ledger_entries where account_id in ('00000000-0000-0000-0000-000000000000') order by seq desc limit 20)
  union all (select id, seq from ledger_entries where account_id in ('00000000-0000-0000-0000-000000000001') order by seq desc limit 20)
  union all (select id, seq from ledger_entries where account_id in ('00000000-0000-0000-0000-000000000002') order by seq desc limit 20)) merged
  order by seq desc limit 20 offset 0;
select id, seq from ((select id, seq from ledger_entries where account_id in ('00000000-0000-0000-0000-000000000000') and kind in ('VA_SUCCESS') order by seq desc limit 20)) merged order by seq desc limit 20 offset 0;
