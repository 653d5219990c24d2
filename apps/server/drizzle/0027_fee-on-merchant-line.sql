-- docs/adr/0034-fee-on-the-merchant-line.md: a posting's fee (the sum of its lines on the gateway's
-- fee account) is written on its one merchant line, so a statement's fees and the fee report read
-- a balance's own lines instead of joining the fee account every app shares. The lines already
-- written get theirs from their postings here.
ALTER TABLE "ledger_entries" ADD COLUMN "fee" numeric(24, 3);--> statement-breakpoint
UPDATE "ledger_entries" AS line SET "fee" = posting.fee
FROM (
  SELECT fee_line.posting_id, sum(fee_line.amount) AS fee
  FROM "ledger_entries" AS fee_line
  JOIN "ledger_accounts" AS fee_account ON fee_account.id = fee_line.account_id AND fee_account.kind = 'fees'
  GROUP BY fee_line.posting_id
) AS posting, "ledger_accounts" AS account
WHERE line.posting_id = posting.posting_id AND account.id = line.account_id AND account.kind = 'merchant';
