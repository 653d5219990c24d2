CREATE TABLE "uploads" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_content_type" CHECK ("uploads"."content_type" in ('image/png', 'image/jpeg')),
	CONSTRAINT "uploads_size" CHECK (octet_length("uploads"."bytes") between 1 and 1048576)
);
