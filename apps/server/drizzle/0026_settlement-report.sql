-- Issue 30 item 4, docs/adr/0033-settlement-report.md: the daily reconciliation file. A refund keeps
-- the network's reference of its transfer (a payout's is in payments.details.network_reference), and
-- an app's payments and refunds are found by the instant they finished, per environment.
ALTER TABLE "refunds" ADD COLUMN "network_reference" text;--> statement-breakpoint
CREATE INDEX "payments_app_completed_idx" ON "payments" USING btree ("app_id","environment","completed_at") WHERE "payments"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "refunds_app_completed_idx" ON "refunds" USING btree ("app_id","environment","completed_at") WHERE "refunds"."completed_at" is not null;