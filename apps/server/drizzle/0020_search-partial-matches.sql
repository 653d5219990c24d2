-- Issue 28 item 17: the global search finds a payment by the start and the end of its ids and pay
-- memo, and by its payer's user_id. The exact-match indexes of the transaction list are made again
-- with text_pattern_ops, which serves `=` as before and `LIKE 'start%'` whatever the database's
-- collation (no more indexes to write per payment for the prefixes); the ends are looked up on
-- reverse(column). Made on the partitioned table, each index is made on every month.
DROP INDEX "payments_partner_transaction_idx";--> statement-breakpoint
DROP INDEX "payments_partner_user_idx";--> statement-breakpoint
DROP INDEX "payments_partner_memo_idx";--> statement-breakpoint
DROP INDEX "payments_partner_pay_id_idx";--> statement-breakpoint
CREATE INDEX "payments_partner_transaction_rev_idx" ON "payments" USING btree ("partner_id",reverse("transaction_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payments_partner_memo_rev_idx" ON "payments" USING btree ("partner_id",reverse("pay_memo") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payments_partner_pay_id_rev_idx" ON "payments" USING btree ("partner_id",reverse("pay_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payments_partner_transaction_idx" ON "payments" USING btree ("partner_id","transaction_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payments_partner_user_idx" ON "payments" USING btree ("partner_id","user_id" text_pattern_ops) WHERE "payments"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_partner_memo_idx" ON "payments" USING btree ("partner_id","pay_memo" text_pattern_ops) WHERE "payments"."pay_memo" is not null;--> statement-breakpoint
CREATE INDEX "payments_partner_pay_id_idx" ON "payments" USING btree ("partner_id","pay_id" text_pattern_ops) WHERE "payments"."pay_id" is not null;