-- Stories vanish after 24 h and so do their insights (Meta's IG User Stories reference): the stories
-- schedule stores each one with its latest insights while it is live, and keeps them once it is gone.
CREATE TABLE "ig_stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"ig_media_id" text NOT NULL,
	"media_type" text NOT NULL,
	"caption" text,
	"permalink" text,
	"media_url" text,
	"thumbnail_url" text,
	"posted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"views" integer,
	"reach" integer,
	"replies" integer,
	"shares" integer,
	"follows" integer,
	"profile_visits" integer,
	"total_interactions" integer,
	"taps_forward" integer,
	"taps_back" integer,
	"taps_exit" integer,
	"swipes_forward" integer,
	"insights_read_at" timestamp with time zone,
	"insights_refusal" text,
	"final" boolean DEFAULT false NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ig_stories_account_media" UNIQUE("account_id","ig_media_id")
);
--> statement-breakpoint
ALTER TABLE "ig_stories" ADD CONSTRAINT "ig_stories_account_id_ig_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ig_accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ig_stories_account_posted_idx" ON "ig_stories" USING btree ("account_id","posted_at");
--> statement-breakpoint
-- One row per account: when its stories were last read and what Meta refused, so the Stories page can
-- say "not offered" (a missing permission) instead of showing an empty list as if no story was posted.
CREATE TABLE "ig_story_reads" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"last_read_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"refusal_kind" text,
	"refusal_permission" text,
	"refusal_message" text
);
--> statement-breakpoint
ALTER TABLE "ig_story_reads" ADD CONSTRAINT "ig_story_reads_account_id_ig_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ig_accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Posts where the account is tagged (/tags) and @mentions that webhooks announced, with their public figures.
CREATE TABLE "ig_mentions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ig_media_id" text NOT NULL,
	"ig_comment_id" text DEFAULT '' NOT NULL,
	"username" text,
	"caption" text,
	"comment_text" text,
	"media_type" text,
	"permalink" text,
	"like_count" integer,
	"comments_count" integer,
	"posted_at" timestamp with time zone,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ig_mentions_account_kind_media_comment" UNIQUE("account_id","kind","ig_media_id","ig_comment_id")
);
--> statement-breakpoint
ALTER TABLE "ig_mentions" ADD CONSTRAINT "ig_mentions_account_id_ig_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ig_accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ig_mentions_account_seen_idx" ON "ig_mentions" USING btree ("account_id","seen_at");
--> statement-breakpoint
-- The replay cache of Meta's webhook deliveries: the SHA-256 of each accepted raw body. A second delivery
-- of the same body is refused; rows older than the staleness window are pruned (a delivery that old is
-- refused as stale anyway).
CREATE TABLE "webhook_deliveries" (
	"body_sha256" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_received_idx" ON "webhook_deliveries" USING btree ("received_at");
--> statement-breakpoint
-- Stories and mentions feed the assistant's cached answers: the same statement-level bumps as migration 0006.
CREATE TRIGGER ig_stories_inserted AFTER INSERT ON ig_stories REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
--> statement-breakpoint
CREATE TRIGGER ig_stories_updated AFTER UPDATE ON ig_stories REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
--> statement-breakpoint
CREATE TRIGGER ig_stories_deleted AFTER DELETE ON ig_stories REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
--> statement-breakpoint
CREATE TRIGGER ig_mentions_inserted AFTER INSERT ON ig_mentions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
--> statement-breakpoint
CREATE TRIGGER ig_mentions_updated AFTER UPDATE ON ig_mentions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
--> statement-breakpoint
CREATE TRIGGER ig_mentions_deleted AFTER DELETE ON ig_mentions REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
