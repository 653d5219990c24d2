CREATE TABLE "payment_stats" (
	"partner_id" uuid NOT NULL,
	"dimension" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"key" text NOT NULL,
	"payments" bigint DEFAULT 0 NOT NULL,
	"amount" numeric(24, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "payment_stats_pkey" PRIMARY KEY("partner_id","dimension","bucket","key")
);
--> statement-breakpoint
CREATE TABLE "payment_totals" (
	"partner_id" uuid NOT NULL,
	"grain" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"environment" "app_status" NOT NULL,
	"app_id" uuid NOT NULL,
	"status" "payment_status" NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"payments" bigint DEFAULT 0 NOT NULL,
	"amount" numeric(24, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "payment_totals_pkey" PRIMARY KEY("partner_id","grain","bucket","environment","app_id","status","type","currency")
);
--> statement-breakpoint
DROP INDEX "payments_partner_id_created_at_index";--> statement-breakpoint
ALTER TABLE "payment_stats" ADD CONSTRAINT "payment_stats_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_totals" ADD CONSTRAINT "payment_totals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_totals" ADD CONSTRAINT "payment_totals_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_list_idx" ON "payments" USING btree ("partner_id","created_at","id","environment","app_id","status","type","bank");--> statement-breakpoint
CREATE INDEX "payments_partner_bank_idx" ON "payments" USING btree ("partner_id","bank","created_at");--> statement-breakpoint
CREATE INDEX "payments_partner_transaction_idx" ON "payments" USING btree ("partner_id","transaction_id");--> statement-breakpoint
CREATE INDEX "payments_partner_user_idx" ON "payments" USING btree ("partner_id","user_id") WHERE "payments"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_partner_memo_idx" ON "payments" USING btree ("partner_id","pay_memo") WHERE "payments"."pay_memo" is not null;--> statement-breakpoint
CREATE INDEX "payments_partner_pay_id_idx" ON "payments" USING btree ("partner_id","pay_id") WHERE "payments"."pay_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_partner_account_no_idx" ON "payments" USING btree ("partner_id","account_number") WHERE "payments"."account_number" is not null;--> statement-breakpoint
CREATE INDEX "payments_partner_account_name_idx" ON "payments" USING btree ("partner_id",lower("account_name")) WHERE "payments"."account_name" is not null;--> statement-breakpoint
-- Backfill (issue #5): the running totals of the payments made before this migration, by the
-- rules of src/modules/payments/payment-stats.ts (rebuildPaymentStats).
INSERT INTO "payment_totals" ("partner_id", "grain", "bucket", "environment", "app_id", "status", "type", "currency", "payments", "amount")
SELECT "partner_id", g.grain, date_trunc(g.grain, "created_at", 'UTC'), "environment", "app_id", "status", "type", "currency", count(*), sum("amount")
FROM "payments" CROSS JOIN (VALUES ('hour'), ('day')) AS g(grain)
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;--> statement-breakpoint
INSERT INTO "payment_stats" ("partner_id", "dimension", "bucket", "key", "payments", "amount")
SELECT "partner_id", d.dimension, date_trunc('hour', "created_at", 'UTC'), d.key, count(*), sum(CASE WHEN "currency" = 'VND' THEN "amount" ELSE 0 END)
FROM "payments"
CROSS JOIN LATERAL (VALUES ('status', "status"::text), ('channel', "channel_id"::text), ('source', "source")) AS d(dimension, key)
WHERE "environment" = 'PRODUCTION'
  AND "type" IN ('ATM_CARD', 'INTERNET_BANKING', 'VIRTUAL_ACCOUNT', 'BANK_ACCOUNT', 'CRYPTO', 'PERMANENT_VIRTUAL_ACCOUNT', 'DYNAMIC_QR')
  AND d.key IS NOT NULL AND d.key <> ''
  AND (d.dimension = 'status' OR "status" = 'SUCCESS')
GROUP BY 1, 2, 3, 4;
