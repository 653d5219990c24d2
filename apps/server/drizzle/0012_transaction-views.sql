CREATE TABLE "transaction_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_views_name_length" CHECK (char_length("transaction_views"."name") between 1 and 60),
	CONSTRAINT "transaction_views_query_length" CHECK (char_length("transaction_views"."query") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "transaction_views" ADD CONSTRAINT "transaction_views_membership_id_user_partners_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."user_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_views_name_key" ON "transaction_views" USING btree ("membership_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_views_default_key" ON "transaction_views" USING btree ("membership_id") WHERE "transaction_views"."is_default";