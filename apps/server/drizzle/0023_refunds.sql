-- Issue 29 item 1, docs/adr/0029-refunds.md: refunds of a payer's payment. Each refund is a row of
-- its own (unique per app and transaction_id, amount > 0); the payment keeps what its refunds took
-- back in refunded_amount, which the database holds between 0 and the amount paid whatever races
-- (as it holds a balance at zero or more); a fully refunded payment reads REFUNDED; the partner's
-- refund_fee_returned says whether a refund gives back its share of the fee. REFUNDED is added to
-- payment_status and used by no statement of this migration (a new enum value cannot be used in
-- the transaction that adds it).
CREATE TYPE "public"."refund_status" AS ENUM('PENDING', 'SUCCESS', 'FAILED');--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'REFUNDED';--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"environment" "app_status" NOT NULL,
	"transaction_id" text NOT NULL,
	"status" "refund_status" DEFAULT 'PENDING' NOT NULL,
	"amount" numeric(24, 3) NOT NULL,
	"fee_returned" numeric(24, 3) DEFAULT '0' NOT NULL,
	"debited" numeric(24, 3) NOT NULL,
	"currency" text NOT NULL,
	"chain" text,
	"reason" text NOT NULL,
	"destination" text NOT NULL,
	"bank" text,
	"account" text,
	"user_id" uuid,
	"request_fingerprint" text NOT NULL,
	"failure_reason" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_fee_returned_within" CHECK ("refunds"."fee_returned" >= 0 and "refunds"."fee_returned" <= "refunds"."amount"),
	CONSTRAINT "refunds_debited_is_amount_less_fee" CHECK ("refunds"."debited" = "refunds"."amount" - "refunds"."fee_returned"),
	CONSTRAINT "refunds_reason_length" CHECK (char_length("refunds"."reason") between 1 and 200),
	CONSTRAINT "refunds_transaction_id_length" CHECK (char_length("refunds"."transaction_id") between 1 and 100),
	CONSTRAINT "refunds_destination" CHECK (destination in ('CARD', 'ACCOUNT', 'SENDER_ACCOUNT', 'WALLET'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "refund_fee_returned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" numeric(24, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payment_keys_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_app_transaction_key" ON "refunds" USING btree ("app_id","transaction_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_partner_created_idx" ON "refunds" USING btree ("partner_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_refund_id_index" ON "ledger_entries" USING btree ("refund_id") WHERE "ledger_entries"."refund_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_amount_within" CHECK ("refunded_amount" >= 0 and "refunded_amount" <= "amount");