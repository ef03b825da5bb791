ALTER TABLE "ig_account_daily" ALTER COLUMN "followers" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ig_account_daily" ALTER COLUMN "reach" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ig_account_daily" ALTER COLUMN "reach" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ig_media" ALTER COLUMN "saves" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ig_media" ALTER COLUMN "saves" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ig_media" ALTER COLUMN "shares" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ig_media" ALTER COLUMN "shares" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ig_media" ALTER COLUMN "reach" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ig_media" ALTER COLUMN "reach" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ig_media" ALTER COLUMN "views" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ig_media" ALTER COLUMN "views" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ig_media" ALTER COLUMN "total_interactions" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ig_media" ALTER COLUMN "total_interactions" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ig_accounts" ADD COLUMN "token_refreshed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ig_accounts" ADD COLUMN "insights_horizon" date;--> statement-breakpoint
ALTER TABLE "ig_sync_status" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ig_sync_status" ADD COLUMN "refusals" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ig_sync_status" ADD COLUMN "meta_usage_percent" real;