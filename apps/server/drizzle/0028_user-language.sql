-- Issue 31 item 2: each user's language (en or vi), saved on the server so it follows the user to
-- another browser and can set the language of their mails. Existing users get 'en' (the column's
-- default, written without rewriting the table); a new user's comes from the register request's
-- Accept-Language. users_language holds it to the contracts' LANGUAGES.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK (language in ('en', 'vi'));