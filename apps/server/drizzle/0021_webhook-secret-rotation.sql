-- Issue 29 (polish): the webhook secret rotates like the app secret, with a grace period during which
-- webhooks are signed with both the new and the previous secret (Standard Webhooks' space-separated
-- signatures). The pair is kept whole by a constraint: a previous secret always has its end.
ALTER TABLE "apps" ADD COLUMN "previous_webhook_secret" text;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "previous_webhook_secret_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_previous_webhook_secret_pair" CHECK (("apps"."previous_webhook_secret" is null) = ("apps"."previous_webhook_secret_expires_at" is null));