-- Issue 30 item 2, docs/adr/0032-statements.md: the monthly statement mail. A member opts in per
-- membership (user_partners.statement_mail); statement_mails holds one row per member and month,
-- inserted before the mail goes, so the hourly job sends each mail once across every instance.
CREATE TABLE "statement_mails" (
	"partner_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_mails_partner_id_user_id_period_pk" PRIMARY KEY("partner_id","user_id","period")
);
--> statement-breakpoint
ALTER TABLE "user_partners" ADD COLUMN "statement_mail" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_mails" ADD CONSTRAINT "statement_mails_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_mails" ADD CONSTRAINT "statement_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;