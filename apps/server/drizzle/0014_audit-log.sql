CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"actor_email" text,
	"session_id" uuid,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"target_label" text,
	"changes" jsonb,
	"ip" text,
	"user_agent" text,
	"prev_hash" text,
	"hash" text NOT NULL,
	CONSTRAINT "audit_log_partner_seq_key" UNIQUE("partner_id","seq")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_partner_created_idx" ON "audit_log" USING btree ("partner_id","created_at" DESC NULLS FIRST,"seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_partner_actor_idx" ON "audit_log" USING btree ("partner_id","actor_id","created_at" DESC NULLS FIRST,"seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_partner_action_idx" ON "audit_log" USING btree ("partner_id","action","created_at" DESC NULLS FIRST,"seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_partner_target_idx" ON "audit_log" USING btree ("partner_id","target_id","created_at" DESC NULLS FIRST,"seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_partner_target_label_idx" ON "audit_log" USING btree ("partner_id",lower("target_label"),"created_at" DESC NULLS FIRST,"seq" DESC NULLS FIRST);--> statement-breakpoint
-- Append-only for every role, superusers included (docs/adr/0018): the application never
-- updates or deletes an entry, and the database refuses it if anything tries. Only disabling the
-- trigger (a superuser, outside the application) gets past it, and the hash chain shows that.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log"
	FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
