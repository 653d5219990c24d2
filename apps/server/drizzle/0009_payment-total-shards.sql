ALTER TABLE "payment_stats" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_totals" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_stats" DROP CONSTRAINT "payment_stats_pkey";
--> statement-breakpoint
ALTER TABLE "payment_stats" ADD CONSTRAINT "payment_stats_pkey" PRIMARY KEY("partner_id","dimension","bucket","key","shard");--> statement-breakpoint
ALTER TABLE "payment_totals" DROP CONSTRAINT "payment_totals_pkey";
--> statement-breakpoint
ALTER TABLE "payment_totals" ADD CONSTRAINT "payment_totals_pkey" PRIMARY KEY("partner_id","grain","bucket","environment","app_id","status","type","currency","shard");