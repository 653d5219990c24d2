CREATE TYPE "public"."app_status" AS ENUM('DEVELOPMENT', 'PRODUCTION');--> statement-breakpoint
CREATE TABLE "apps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"logo" text NOT NULL,
	"webhook_url" text,
	"status" "app_status" DEFAULT 'DEVELOPMENT' NOT NULL,
	"app_secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"webhook_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"payment_id" uuid,
	"message_id" text NOT NULL,
	"url" text NOT NULL,
	"success" boolean NOT NULL,
	"status_code" integer,
	"latency_ms" integer,
	"response_excerpt" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apps_partner_id_index" ON "apps" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "channels_app_id_index" ON "channels" USING btree ("app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_one_default_per_app" ON "channels" USING btree ("app_id") WHERE "channels"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "sources_partner_name_key" ON "sources" USING btree ("partner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "webhook_attempts_app_id_created_at_index" ON "webhook_attempts" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_attempts_payment_id_index" ON "webhook_attempts" USING btree ("payment_id");