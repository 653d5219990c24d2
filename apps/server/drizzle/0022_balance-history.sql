-- Issue 30 item 1, docs/adr/0030: the balance history. A merchant line carries the balance after
-- it, and every line a number from one sequence; from now on both are written by the statement
-- that moves the balance (ledger.service.ts), under the balance row's lock. The lines already
-- written get them here: numbered in the order they were written (created_at, then id), and each
-- merchant line's balance after it counted back from today's balance, so the newest line always
-- equals the balance card.
CREATE SEQUENCE "public"."ledger_entries_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "movements" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "balance_after" numeric(24, 3);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "seq" bigint;--> statement-breakpoint
WITH "ordered" AS (
  SELECT e."id",
    row_number() OVER (ORDER BY e."created_at", e."id") AS "seq",
    CASE WHEN a."kind" = 'merchant' THEN a."balance" - coalesce(sum(e."amount") OVER (
      PARTITION BY e."account_id" ORDER BY e."created_at" DESC, e."id" DESC
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) END AS "balance_after"
  FROM "ledger_entries" e JOIN "ledger_accounts" a ON a."id" = e."account_id"
)
UPDATE "ledger_entries" e SET "seq" = o."seq", "balance_after" = o."balance_after"
FROM "ordered" o WHERE o."id" = e."id";--> statement-breakpoint
UPDATE "ledger_accounts" a SET "movements" = (SELECT count(*) FROM "ledger_entries" e WHERE e."account_id" = a."id")
WHERE a."kind" = 'merchant';--> statement-breakpoint
SELECT setval('"public"."ledger_entries_seq"', coalesce(max("seq"), 0) + 1, false) FROM "ledger_entries";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "seq" SET DEFAULT nextval('ledger_entries_seq');--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_seq_idx" ON "ledger_entries" USING btree ("account_id","seq");
