-- Audience demographics: one row per account, day and audience (followers, engaged, reached),
-- written by the sync from Meta's follower_demographics, engaged_audience_demographics and
-- reached_audience_demographics. A breakdown Meta refused is null (unknown, never 0); not_offered holds
-- Meta's reason when it offers none of it (under 100 followers). Keyed by the day: a second sync on the
-- same day replaces that day's snapshot, so a repeated or resumed sync never stores one twice.
CREATE TABLE "ig_audience_snapshots" (
	"account_id" uuid NOT NULL,
	"taken_on" date NOT NULL,
	"audience" text NOT NULL,
	"timeframe" text,
	"age_gender" jsonb,
	"countries" jsonb,
	"cities" jsonb,
	"not_offered" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ig_audience_snapshots_account_id_taken_on_audience_pk" PRIMARY KEY("account_id","taken_on","audience"),
	CONSTRAINT "ig_audience_snapshots_audience_check" CHECK ("audience" IN ('followers', 'engaged', 'reached'))
);
--> statement-breakpoint
ALTER TABLE "ig_audience_snapshots" ADD CONSTRAINT "ig_audience_snapshots_account_id_ig_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ig_accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The assistant's grounding and any cached answer read these rows: a new snapshot invalidates them (see 0006).
CREATE TRIGGER ig_audience_snapshots_inserted AFTER INSERT ON ig_audience_snapshots REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
--> statement-breakpoint
CREATE TRIGGER ig_audience_snapshots_updated AFTER UPDATE ON ig_audience_snapshots REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
--> statement-breakpoint
CREATE TRIGGER ig_audience_snapshots_deleted AFTER DELETE ON ig_audience_snapshots REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
