CREATE TYPE "public"."payment_status" AS ENUM('SUCCESS', 'FAILED', 'CANCEL', 'PENDING', 'IN_COMPLAIN');--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid,
	"environment" "app_status" NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"chain" text DEFAULT '' NOT NULL,
	"balance" numeric(24, 3) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_key" UNIQUE NULLS NOT DISTINCT("app_id","environment","kind","currency","chain"),
	CONSTRAINT "ledger_accounts_balance_not_negative" CHECK ("ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"posting_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"payment_id" uuid,
	"kind" text NOT NULL,
	"amount" numeric(24, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"environment" "app_status" NOT NULL,
	"transaction_id" text NOT NULL,
	"type" text NOT NULL,
	"status" "payment_status" DEFAULT 'PENDING' NOT NULL,
	"amount" numeric(24, 3) NOT NULL,
	"currency" text NOT NULL,
	"chain" text,
	"crypto_amount" numeric(24, 3),
	"fee" numeric(24, 3) DEFAULT '0' NOT NULL,
	"bank" text,
	"channel_id" uuid,
	"source" text,
	"user_id" text,
	"callback_uri" text,
	"account_name" text,
	"account_number" text,
	"pay_id" text,
	"pay_memo" text,
	"checkout_token" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failure_reason" text,
	"expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_id_created_at_index" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_id_index" ON "ledger_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_posting_id_index" ON "ledger_entries" USING btree ("posting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_app_transaction_key" ON "payments" USING btree ("app_id","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_token_key" ON "payments" USING btree ("checkout_token");--> statement-breakpoint
CREATE INDEX "payments_partner_id_created_at_index" ON "payments" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_app_id_created_at_index" ON "payments" USING btree ("app_id","created_at");