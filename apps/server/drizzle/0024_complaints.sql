-- Issue 29 item 2, docs/adr/0031-complaints.md: a payer's complaint about a successful payment,
-- one per payment ever (complaints_payment_key). The disputed amount and what the balance gave to
-- its hold are held between 0 and the amount by the database; the merchant's answer and the
-- outcome are each one of their values or absent; a resolved complaint always has its outcome.
-- Evidence files live beside it and are served only to the partner's members.
CREATE TYPE "public"."complaint_status" AS ENUM('OPEN', 'RESOLVED');--> statement-breakpoint
CREATE TABLE "complaint_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_evidence_content_type" CHECK (content_type in ('image/png', 'image/jpeg', 'application/pdf')),
	CONSTRAINT "complaint_evidence_size" CHECK (octet_length("complaint_evidence"."bytes") between 1 and 2097152),
	CONSTRAINT "complaint_evidence_name_length" CHECK (char_length("complaint_evidence"."name") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"environment" "app_status" NOT NULL,
	"status" "complaint_status" DEFAULT 'OPEN' NOT NULL,
	"amount" numeric(24, 3) NOT NULL,
	"held" numeric(24, 3) NOT NULL,
	"currency" text NOT NULL,
	"chain" text,
	"reason" text NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"response" text,
	"note" text,
	"evidence_id" uuid,
	"responded_by" uuid,
	"responded_at" timestamp with time zone,
	"outcome" text,
	"refund_id" uuid,
	"reminded_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_amount_positive" CHECK ("complaints"."amount" > 0),
	CONSTRAINT "complaints_held_within" CHECK ("complaints"."held" >= 0 and "complaints"."held" <= "complaints"."amount"),
	CONSTRAINT "complaints_reason_length" CHECK (char_length("complaints"."reason") between 1 and 200),
	CONSTRAINT "complaints_note_length" CHECK (char_length("complaints"."note") <= 2000),
	CONSTRAINT "complaints_response" CHECK (response in ('ACCEPT', 'CONTEST')),
	CONSTRAINT "complaints_outcome" CHECK (outcome in ('PAYMENT_KEPT', 'REFUNDED')),
	CONSTRAINT "complaints_resolved_has_outcome" CHECK (("complaints"."status" = 'RESOLVED') = ("complaints"."outcome" is not null))
);
--> statement-breakpoint
ALTER TABLE "complaint_evidence" ADD CONSTRAINT "complaint_evidence_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_evidence" ADD CONSTRAINT "complaint_evidence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_payment_id_payment_keys_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_evidence_complaint_id_index" ON "complaint_evidence" USING btree ("complaint_id");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_payment_key" ON "complaints" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "complaints_unanswered_idx" ON "complaints" USING btree ("partner_id","respond_by") WHERE "complaints"."status" = 'OPEN' and "complaints"."response" is null;