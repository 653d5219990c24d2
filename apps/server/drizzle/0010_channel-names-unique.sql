-- Channels that already share a name (ignoring case) within an app keep the oldest as it is; the
-- others get a suffix from their id, so the unique index below can be built.
UPDATE "channels" AS c SET "name" = c."name" || ' (' || left(c."id"::text, 8) || ')'
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "app_id", lower("name") ORDER BY "created_at", "id") AS n
  FROM "channels"
) AS d
WHERE d."id" = c."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "channels_app_name_key" ON "channels" USING btree ("app_id",lower("name"));