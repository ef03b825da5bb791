-- Discovery: Meta's account insights with metric_type=total_value, read one day at a time so they can be
-- kept per day (https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights):
-- views by follower_type, reach and follows_and_unfollows by follow_type, profile_links_taps by contact_button_type.
-- One row per day, metric and breakdown value; dimension '' holds Meta's total_value.value of that day. A day whose
-- total row is missing was not answered (refused, not offered, not yet read): unknown, never 0.
CREATE TABLE "ig_discovery_daily" (
  "account_id" uuid NOT NULL REFERENCES "ig_accounts"("id") ON DELETE CASCADE,
  "date" date NOT NULL,
  "metric" text NOT NULL,
  "dimension" text NOT NULL DEFAULT '',
  "value" integer NOT NULL,
  "read_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "ig_discovery_daily_pk" PRIMARY KEY ("account_id", "date", "metric", "dimension"),
  CONSTRAINT "ig_discovery_daily_metric" CHECK ("metric" IN ('views', 'reach', 'follows_and_unfollows', 'profile_links_taps')),
  CONSTRAINT "ig_discovery_daily_value" CHECK ("value" >= 0)
);
--> statement-breakpoint
-- Its rows feed the discovery answers and the assistant: a change bumps the account's data_version (migration 0006).
CREATE TRIGGER ig_discovery_daily_inserted AFTER INSERT ON ig_discovery_daily REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
--> statement-breakpoint
CREATE TRIGGER ig_discovery_daily_updated AFTER UPDATE ON ig_discovery_daily REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
--> statement-breakpoint
CREATE TRIGGER ig_discovery_daily_deleted AFTER DELETE ON ig_discovery_daily REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
