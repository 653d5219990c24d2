-- A statement's reads at 1,000,000 payments in one month of one balance (issue 30 item 2;
-- BENCHMARKS.md, "Statements at a million payments"). Kept by hand: run on a scratch database,
--   createdb statement_bench && psql -d statement_bench -f apps/server/bench/statement.sql
-- The worst case of the aim "a monthly statement of the busiest app in ≤ 2 s": every payment of the
-- app's VND balance in October 2026, each a merchant line and the gateway's fee line of the same
-- posting (same kind, same instant; the merchant line carries the fee, ADR 0034), six kinds;
-- 200,000 lines in September before it. Then the statement's statements as Statements.make
-- (statement.ts) sends them, under \timing. Run the last block a few times: the first is cold.
drop table if exists ledger_entries; drop table if exists ledger_accounts;
create table ledger_accounts (id uuid primary key, app_id uuid, environment text, kind text, currency text, chain text default '', balance numeric(24,3) default 0, movements bigint default 0);
create table ledger_entries (id uuid primary key default gen_random_uuid(), posting_id uuid not null, account_id uuid not null references ledger_accounts(id), payment_id uuid, kind text not null, amount numeric(24,3) not null, fee numeric(24,3), balance_after numeric(24,3), seq bigint not null, created_at timestamptz not null);
insert into ledger_accounts values
  ('00000000-0000-0000-0000-000000000001', '11111111-1111-1111-1111-111111111111', 'PRODUCTION', 'merchant', 'VND', ''),
  ('00000000-0000-0000-0000-000000000002', null, 'PRODUCTION', 'fees', 'VND', '');
-- 1,200,000 postings: the first 200,000 in September, the rest in October (Asia/Ho_Chi_Minh, +07).
insert into ledger_entries (posting_id, account_id, payment_id, kind, amount, fee, balance_after, seq, created_at)
select md5('p' || g)::uuid, '00000000-0000-0000-0000-000000000001', md5('pay' || g)::uuid,
  (array['ATM_CARD_SUCCESS','VIRTUAL_ACCOUNT_SUCCESS','DYNAMIC_QR_SUCCESS','INTERNET_BANKING_SUCCESS','BANK_ACCOUNT_SUCCESS','CRYPTO_SUCCESS'])[1 + g % 6],
  97800, 2200, g * 97800::numeric, g,
  case when g <= 200000 then timestamptz '2026-09-01 00:00+07' + g * interval '12.9 seconds'
       else timestamptz '2026-10-01 00:00+07' + (g - 200000) * interval '2.67 seconds' end
from generate_series(1, 1200000) g;
insert into ledger_entries (posting_id, account_id, payment_id, kind, amount, seq, created_at)
select posting_id, '00000000-0000-0000-0000-000000000002', payment_id, kind, 2200, 2000000 + seq, created_at
from ledger_entries where account_id = '00000000-0000-0000-0000-000000000001';
create index on ledger_entries (account_id, created_at);
create index on ledger_entries (posting_id);
create index ledger_entries_account_seq_idx on ledger_entries (account_id, seq);
vacuum analyze ledger_entries; vacuum analyze ledger_accounts;
\timing on
begin isolation level repeatable read read only;
-- The cuts: the last line before the month's first instant and before its end.
select o.seq as open_seq, o.balance_after as opening, c.seq as close_seq, c.balance_after as closing
from (select 1) one
left join (select seq, balance_after from ledger_entries where account_id = '00000000-0000-0000-0000-000000000001' and created_at < '2026-10-01 00:00+07' order by created_at desc, seq desc limit 1) o on true
left join (select seq, balance_after from ledger_entries where account_id = '00000000-0000-0000-0000-000000000001' and created_at < '2026-11-01 00:00+07' order by created_at desc, seq desc limit 1) c on true;
-- The month's lines by kind (seq 200000 < seq <= 1200000), with the fee each line carries (docs/adr/0034).
select kind, count(*)::int as count, coalesce(sum(amount) filter (where amount > 0), 0)::text as credits,
  coalesce(sum(amount) filter (where amount < 0), 0)::text as debits, coalesce(sum(fee), 0)::text as fees
from ledger_entries where account_id = '00000000-0000-0000-0000-000000000001' and seq > 200000 and seq <= 1200000
group by kind order by kind;
-- Before ADR 0034 the fees were a second read: the shared fee account's lines of the month joined to
-- these by posting (hash semi-join, work_mem 64 MB): 1.8–2.4 s of a 2.5–3.4 s statement. As CTEs
-- in one statement before that: 12–14 s.
commit;
