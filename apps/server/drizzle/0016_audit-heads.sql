CREATE TABLE "audit_heads" (
	"partner_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text,
	"created_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_heads" ADD CONSTRAINT "audit_heads_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every chain written before this migration: its last entry becomes its head.
INSERT INTO "audit_heads" ("partner_id", "seq", "hash", "created_at")
SELECT DISTINCT ON ("partner_id") "partner_id", "seq", "hash", "created_at"
FROM "audit_log" ORDER BY "partner_id", "seq" DESC;
