ALTER TABLE "ig_accounts" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Why triggers: every writer (the sync, the demo, a competitor refresh, a settings change, a test or a
-- script inserting rows) bumps the version in its own transaction without having to remember to, so an
-- analytics answer cached under an older version can never be served after the rows under it changed,
-- on any server sharing this database. Statement-level triggers with transition tables: one bump per
-- statement, however many rows it writes (a sync upserts posts 200 at a time).
CREATE FUNCTION bump_data_version_of_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ig_accounts SET data_version = data_version + 1 WHERE id IN (SELECT DISTINCT account_id FROM changed_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A competitor's rows are part of the answers of the account that tracks it (competitor list and detail, the assistant).
CREATE FUNCTION bump_data_version_of_tracking_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ig_accounts SET data_version = data_version + 1
  WHERE id IN (SELECT c.account_id FROM competitors c WHERE c.id IN (SELECT DISTINCT competitor_id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A change to the account row itself (time zone, niche, country, followers, names…) is a change of its
-- answers too; the token and bookkeeping columns are not read by any answer, so renewing a token keeps
-- the cache. Any column added later invalidates by default, which is the safe side.
CREATE FUNCTION bump_data_version_on_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unread text[] := ARRAY['data_version', 'updated_at', 'access_token_enc', 'token_expires_at', 'token_refreshed_at', 'needs_reconnect', 'insights_horizon', 'login_flavour'];
BEGIN
  IF NEW.data_version = OLD.data_version AND (to_jsonb(NEW) - unread) IS DISTINCT FROM (to_jsonb(OLD) - unread) THEN
    NEW.data_version := OLD.data_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ig_accounts_data_version BEFORE UPDATE ON ig_accounts FOR EACH ROW EXECUTE FUNCTION bump_data_version_on_account_change();
--> statement-breakpoint
CREATE TRIGGER ig_media_inserted AFTER INSERT ON ig_media REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
--> statement-breakpoint
CREATE TRIGGER ig_media_updated AFTER UPDATE ON ig_media REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
--> statement-breakpoint
CREATE TRIGGER ig_media_deleted AFTER DELETE ON ig_media REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
--> statement-breakpoint
CREATE TRIGGER ig_account_daily_inserted AFTER INSERT ON ig_account_daily REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
--> statement-breakpoint
CREATE TRIGGER ig_account_daily_updated AFTER UPDATE ON ig_account_daily REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
--> statement-breakpoint
CREATE TRIGGER ig_account_daily_deleted AFTER DELETE ON ig_account_daily REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
--> statement-breakpoint
CREATE TRIGGER competitors_inserted AFTER INSERT ON competitors REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
--> statement-breakpoint
CREATE TRIGGER competitors_updated AFTER UPDATE ON competitors REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
--> statement-breakpoint
CREATE TRIGGER competitors_deleted AFTER DELETE ON competitors REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_accounts();
--> statement-breakpoint
CREATE TRIGGER competitor_snapshots_inserted AFTER INSERT ON competitor_snapshots REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_tracking_accounts();
--> statement-breakpoint
CREATE TRIGGER competitor_snapshots_updated AFTER UPDATE ON competitor_snapshots REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_tracking_accounts();
--> statement-breakpoint
CREATE TRIGGER competitor_snapshots_deleted AFTER DELETE ON competitor_snapshots REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_tracking_accounts();
--> statement-breakpoint
CREATE TRIGGER competitor_media_inserted AFTER INSERT ON competitor_media REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_tracking_accounts();
--> statement-breakpoint
CREATE TRIGGER competitor_media_updated AFTER UPDATE ON competitor_media REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_tracking_accounts();
--> statement-breakpoint
CREATE TRIGGER competitor_media_deleted AFTER DELETE ON competitor_media REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_of_tracking_accounts();
