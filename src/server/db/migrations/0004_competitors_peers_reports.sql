CREATE TABLE "competitor_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"competitor_id" uuid NOT NULL,
	"ig_media_id" text NOT NULL,
	"media_type" text NOT NULL,
	"caption" text,
	"permalink" text,
	"posted_at" timestamp with time zone NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitor_media_competitor_media" UNIQUE("competitor_id","ig_media_id")
);
--> statement-breakpoint
CREATE TABLE "competitor_snapshots" (
	"competitor_id" uuid NOT NULL,
	"date" date NOT NULL,
	"followers" integer NOT NULL,
	"media_count" integer NOT NULL,
	CONSTRAINT "competitor_snapshots_competitor_id_date_pk" PRIMARY KEY("competitor_id","date")
);
--> statement-breakpoint
CREATE TABLE "peer_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"ig_user_id" text NOT NULL,
	"source" text NOT NULL,
	"niche_id" text,
	"country_code" text,
	"followers" integer NOT NULL,
	"public_er" real,
	"follower_growth_pct" real,
	"posts_per_week" real NOT NULL,
	"avg_interactions" real,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "peer_metrics_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"results" jsonb NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Competitors were never addable before this migration (no route wrote them), so no row can carry an account.
DELETE FROM "competitors";--> statement-breakpoint
ALTER TABLE "competitors" DROP CONSTRAINT "competitors_user_username";--> statement-breakpoint
ALTER TABLE "competitors" ADD COLUMN "account_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "competitors" ADD COLUMN "ig_user_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "competitors" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "competitors" ADD COLUMN "biography" text;--> statement-breakpoint
ALTER TABLE "competitors" ADD COLUMN "profile_pic_url" text;--> statement-breakpoint
ALTER TABLE "competitors" ADD COLUMN "refresh_state" text DEFAULT 'idle' NOT NULL;--> statement-breakpoint
ALTER TABLE "competitors" ADD COLUMN "last_refreshed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competitors" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "competitor_media" ADD CONSTRAINT "competitor_media_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitor_snapshots" ADD CONSTRAINT "competitor_snapshots_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_metrics" ADD CONSTRAINT "peer_metrics_account_id_ig_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ig_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_account_id_ig_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ig_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitor_media_competitor_posted_idx" ON "competitor_media" USING btree ("competitor_id","posted_at");--> statement-breakpoint
CREATE INDEX "peer_metrics_cohort_idx" ON "peer_metrics" USING btree ("niche_id","country_code","followers");--> statement-breakpoint
CREATE INDEX "reports_user_generated_idx" ON "reports" USING btree ("user_id","generated_at");--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_account_id_ig_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ig_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitors_user_idx" ON "competitors" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_account_username" UNIQUE("account_id","username");