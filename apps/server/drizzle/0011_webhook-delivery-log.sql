CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"app_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_resends" (
	"message_id" text PRIMARY KEY NOT NULL,
	"app_id" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "webhook_attempts_app_id_created_at_index";--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD COLUMN "event_type" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_resends" ADD CONSTRAINT "webhook_resends_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key" ON "notifications" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_partner_id_created_at_index" ON "notifications" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_attempts_app_created_idx" ON "webhook_attempts" USING btree ("app_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_attempts_app_success_created_idx" ON "webhook_attempts" USING btree ("app_id","success","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_attempts_message_idx" ON "webhook_attempts" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "webhook_attempts_created_idx" ON "webhook_attempts" USING btree ("created_at");--> statement-breakpoint
-- Attempts recorded before the delivery log: the event from the webhook-id (msg_<payment>_<status>),
-- a test delivery has no payment; attempts numbered per event in time order.
UPDATE "webhook_attempts" SET "event_type" = CASE
	WHEN "payment_id" IS NULL THEN 'test'
	ELSE 'payment.' || split_part("message_id", '_', 3)
END;--> statement-breakpoint
UPDATE "webhook_attempts" w SET "attempt" = n.rn FROM (
	SELECT "id", row_number() OVER (PARTITION BY "message_id" ORDER BY "created_at", "id") AS rn FROM "webhook_attempts"
) n WHERE n."id" = w."id";
