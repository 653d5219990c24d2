-- Payments partitioned by UTC month of created_at (issue #13 item 5, docs/adr/0016). Written by
-- hand: drizzle-kit has no notion of a partitioned table; the snapshot beside this file is what
-- drizzle-kit generated from schema.ts (payment_keys, the composite primary key, the foreign keys).
--
-- 1. The keys unique across every payment move to a table that is not partitioned.
CREATE TABLE "payment_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"app_id" uuid NOT NULL,
	"transaction_id" text NOT NULL,
	"checkout_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
INSERT INTO "payment_keys" ("id", "app_id", "transaction_id", "checkout_token", "created_at")
SELECT "id", "app_id", "transaction_id", "checkout_token", "created_at" FROM "payments";
--> statement-breakpoint
ALTER TABLE "payment_keys" ADD CONSTRAINT "payment_keys_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_keys_app_transaction_key" ON "payment_keys" USING btree ("app_id","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_keys_checkout_token_key" ON "payment_keys" USING btree ("checkout_token");--> statement-breakpoint
-- 2. Ledger entries refer to a payment through its key (a foreign key to a partitioned table
-- would have to carry created_at).
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_payment_id_payments_id_fk";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payment_keys_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- 3. The old table steps aside, without the indexes whose names the new one takes.
ALTER TABLE "payments" RENAME TO "payments_unpartitioned";--> statement-breakpoint
ALTER TABLE "payments_unpartitioned" DROP CONSTRAINT "payments_pkey";--> statement-breakpoint
DROP INDEX "payments_app_transaction_key";--> statement-breakpoint
DROP INDEX "payments_checkout_token_key";--> statement-breakpoint
DROP INDEX "payments_list_idx";--> statement-breakpoint
DROP INDEX "payments_app_id_created_at_index";--> statement-breakpoint
DROP INDEX "payments_partner_bank_idx";--> statement-breakpoint
DROP INDEX "payments_partner_transaction_idx";--> statement-breakpoint
DROP INDEX "payments_partner_user_idx";--> statement-breakpoint
DROP INDEX "payments_partner_memo_idx";--> statement-breakpoint
DROP INDEX "payments_partner_pay_id_idx";--> statement-breakpoint
DROP INDEX "payments_partner_account_no_idx";--> statement-breakpoint
DROP INDEX "payments_partner_account_name_idx";--> statement-breakpoint
-- 4. The partitioned table: the same columns in the same order, created_at in the primary key.
CREATE TABLE "payments" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
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
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_pkey" PRIMARY KEY("id","created_at"),
	CONSTRAINT "payments_card_number_masked" CHECK ("details"->>'payee_account_type' is distinct from 'CARD_NUMBER' or regexp_replace("account_number", '[^0-9*]', '', 'g') !~ '[0-9]{7}')
) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
-- Anything no month partition takes (a backdated row, a month not made yet): no insert ever fails
-- for want of a partition. The partitions job moves such rows into their month.
CREATE TABLE "payments_default" PARTITION OF "payments" DEFAULT;--> statement-breakpoint
-- 5. Monthly partitions [first of month, first of next month) in UTC, named payments_YYYY_MM.
-- Creates every month from `from_at` to `to_at` that does not exist yet. A month whose rows the
-- default partition holds gets those rows moved in before it is attached, in the caller's
-- transaction.
CREATE OR REPLACE FUNCTION "payments_ensure_partitions"("from_at" timestamptz, "to_at" timestamptz)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	m timestamp := date_trunc('month', from_at AT TIME ZONE 'UTC');
	last_month timestamp := date_trunc('month', to_at AT TIME ZONE 'UTC');
	lo timestamptz;
	hi timestamptz;
	part text;
	made integer := 0;
BEGIN
	WHILE m <= last_month LOOP
		part := 'payments_' || to_char(m, 'YYYY_MM');
		lo := m AT TIME ZONE 'UTC';
		hi := (m + interval '1 month') AT TIME ZONE 'UTC';
		m := m + interval '1 month';
		CONTINUE WHEN to_regclass(format('public.%I', part)) IS NOT NULL;
		-- Creators on several instances take turns (this lock conflicts with itself, not with reads
		-- or writes of payments); taking it also makes the check below see a table another just made.
		LOCK TABLE "payments" IN SHARE UPDATE EXCLUSIVE MODE;
		CONTINUE WHEN to_regclass(format('public.%I', part)) IS NOT NULL;
		-- No insert may land in the default partition while this month's rows move out of it (ATTACH
		-- would take it exclusively to check it anyway).
		LOCK TABLE "payments_default" IN SHARE ROW EXCLUSIVE MODE;
		-- Built beside the table and attached (ATTACH holds the parent with the same weak lock;
		-- CREATE TABLE … PARTITION OF would hold it exclusively against every insert).
		EXECUTE format('CREATE TABLE public.%I (LIKE public.payments INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', part);
		IF EXISTS (SELECT 1 FROM "payments_default" WHERE "created_at" >= lo AND "created_at" < hi) THEN
			EXECUTE format(
				'WITH moved AS (DELETE FROM public.payments_default WHERE created_at >= $1 AND created_at < $2 RETURNING *) INSERT INTO public.%I SELECT * FROM moved',
				part
			) USING lo, hi;
		END IF;
		EXECUTE format('ALTER TABLE public.payments ATTACH PARTITION public.%I FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
		made := made + 1;
	END LOOP;
	RETURN made;
END $$;
--> statement-breakpoint
-- The months the existing payments fall in, and three ahead.
SELECT "payments_ensure_partitions"(least(min("created_at"), now()), now() + interval '3 months') FROM "payments_unpartitioned";--> statement-breakpoint
-- 6. The rows move; their keys are already in payment_keys (the trigger below comes after).
INSERT INTO "payments" SELECT * FROM "payments_unpartitioned";--> statement-breakpoint
DROP TABLE "payments_unpartitioned";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_id_payment_keys_id_fk" FOREIGN KEY ("id") REFERENCES "public"."payment_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_app_id_created_at_index" ON "payments" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_list_idx" ON "payments" USING btree ("partner_id","created_at","id","environment","app_id","status","type","bank");--> statement-breakpoint
CREATE INDEX "payments_partner_bank_idx" ON "payments" USING btree ("partner_id","bank","created_at","type","status","environment","app_id","currency","amount");--> statement-breakpoint
CREATE INDEX "payments_partner_transaction_idx" ON "payments" USING btree ("partner_id","transaction_id");--> statement-breakpoint
CREATE INDEX "payments_partner_user_idx" ON "payments" USING btree ("partner_id","user_id") WHERE "payments"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_partner_memo_idx" ON "payments" USING btree ("partner_id","pay_memo") WHERE "payments"."pay_memo" is not null;--> statement-breakpoint
CREATE INDEX "payments_partner_pay_id_idx" ON "payments" USING btree ("partner_id","pay_id") WHERE "payments"."pay_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_partner_account_no_idx" ON "payments" USING btree ("partner_id","account_number") WHERE "payments"."account_number" is not null;--> statement-breakpoint
CREATE INDEX "payments_partner_account_name_idx" ON "payments" USING btree ("partner_id",lower("account_name")) WHERE "payments"."account_name" is not null;--> statement-breakpoint
-- 7. Every new payment claims its keys in payment_keys before it is written: a second payment with
-- the same id, (app, transaction_id) or checkout token fails there with a unique violation
-- (payment_keys_app_transaction_key…), whichever partition it would go to. A row put back exactly
-- as it was (same id, keys and created_at: a restore) finds its own claim and goes in; a second
-- row of it would break payments_pkey in that same partition.
CREATE OR REPLACE FUNCTION "payments_claim_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "payment_keys" ("id", "app_id", "transaction_id", "checkout_token", "created_at")
	VALUES (NEW."id", NEW."app_id", NEW."transaction_id", NEW."checkout_token", NEW."created_at")
	ON CONFLICT ("id") DO NOTHING;
	IF NOT FOUND AND NOT EXISTS (
		SELECT 1 FROM "payment_keys" k WHERE k."id" = NEW."id" AND k."app_id" = NEW."app_id"
			AND k."transaction_id" = NEW."transaction_id" AND k."checkout_token" = NEW."checkout_token"
			AND k."created_at" = NEW."created_at"
	) THEN
		RAISE EXCEPTION 'duplicate key value violates unique constraint "payment_keys_pkey"'
			USING ERRCODE = 'unique_violation', CONSTRAINT = 'payment_keys_pkey', TABLE = 'payment_keys';
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_claim_keys" BEFORE INSERT ON "payments" FOR EACH ROW EXECUTE FUNCTION "payments_claim_keys"();--> statement-breakpoint
-- A key, once claimed, never changes. created_at may (a backdated test row, a repair): the row moves
-- to its new month's partition (PostgreSQL deletes and inserts it, the insert trigger above finds
-- the claim) and the claim's created_at follows it here first.
CREATE OR REPLACE FUNCTION "payments_keys_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (NEW."id", NEW."app_id", NEW."transaction_id", NEW."checkout_token")
		IS DISTINCT FROM (OLD."id", OLD."app_id", OLD."transaction_id", OLD."checkout_token") THEN
		RAISE EXCEPTION 'a payment''s id, app_id, transaction_id and checkout_token never change'
			USING ERRCODE = 'integrity_constraint_violation';
	END IF;
	IF NEW."created_at" IS DISTINCT FROM OLD."created_at" THEN
		UPDATE "payment_keys" SET "created_at" = NEW."created_at" WHERE "id" = NEW."id";
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_keys_unchanged" BEFORE UPDATE OF "id", "app_id", "transaction_id", "checkout_token", "created_at" ON "payments" FOR EACH ROW EXECUTE FUNCTION "payments_keys_unchanged"();
