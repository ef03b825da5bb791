CREATE TABLE "connect_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"flavour" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ig_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_id" uuid NOT NULL,
	"ig_comment_id" text NOT NULL,
	"username" text NOT NULL,
	"text" text NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ig_comments_media_comment" UNIQUE("media_id","ig_comment_id")
);
--> statement-breakpoint
CREATE TABLE "ig_sync_status" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'idle' NOT NULL,
	"stage" text,
	"items_done" integer DEFAULT 0 NOT NULL,
	"items_expected" integer,
	"job_id" text,
	"last_started_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ig_account_daily" ADD COLUMN "new_followers" integer;--> statement-breakpoint
ALTER TABLE "ig_account_daily" ADD COLUMN "follows" integer;--> statement-breakpoint
ALTER TABLE "ig_account_daily" ADD COLUMN "media_count" integer;--> statement-breakpoint
ALTER TABLE "ig_account_daily" ADD COLUMN "online_followers" jsonb;--> statement-breakpoint
ALTER TABLE "ig_accounts" ADD COLUMN "login_flavour" text DEFAULT 'facebook' NOT NULL;--> statement-breakpoint
ALTER TABLE "ig_accounts" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ig_accounts" ADD COLUMN "needs_reconnect" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ig_media" ADD COLUMN "media_url" text;--> statement-breakpoint
ALTER TABLE "ig_media" ADD COLUMN "thumbnail_url" text;--> statement-breakpoint
ALTER TABLE "ig_media" ADD COLUMN "total_interactions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ig_media" ADD COLUMN "reels_avg_watch_time_ms" real;--> statement-breakpoint
ALTER TABLE "ig_media" ADD COLUMN "reels_total_watch_time_ms" bigint;--> statement-breakpoint
ALTER TABLE "ig_media" ADD COLUMN "synced_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "connect_states" ADD CONSTRAINT "connect_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ig_comments" ADD CONSTRAINT "ig_comments_media_id_ig_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."ig_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ig_sync_status" ADD CONSTRAINT "ig_sync_status_account_id_ig_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ig_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connect_states_user_idx" ON "connect_states" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ig_comments_media_posted_idx" ON "ig_comments" USING btree ("media_id","posted_at");