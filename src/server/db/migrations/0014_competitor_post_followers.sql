-- The competitor list rates each post of the period on the competitor's follower count of the
-- post's day (the latest snapshot on or before it, on the tracking account's clock). Looked up per request,
-- that is one index descent per post: a list of 50 competitors over a year spent two thirds of its time on
-- some 1,800 of them. Each post now carries that count, worked out by triggers in the same transaction as
-- every write it comes from (the post, the competitor's snapshots, the tracking account's time zone), like
-- ig_post_facts (0011). `zone` is the clock it was worked out on; the list uses the stored count only when
-- that is the clock it reads on, and looks it up otherwise (modules/competitors/repository.ts periodSumsOf).
ALTER TABLE "competitor_media" ADD COLUMN "zone" text;
--> statement-breakpoint
ALTER TABLE "competitor_media" ADD COLUMN "followers_at" integer;
--> statement-breakpoint
-- The followers the post is rated on: the latest snapshot on or before its day on `zone`'s clock, null when the history starts later.
CREATE FUNCTION competitor_followers_on(competitor uuid, posted_at timestamptz, zone text) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT d.followers FROM competitor_snapshots d
  WHERE d.competitor_id = competitor AND d.date <= (posted_at AT TIME ZONE zone)::date AND d.followers IS NOT NULL
  ORDER BY d.date DESC LIMIT 1
$$;
--> statement-breakpoint
-- A post written (or moved in time, or to another competitor) is placed on its tracking account's clock and rated there.
CREATE FUNCTION rate_competitor_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.zone := (SELECT post_facts_zone(a.timezone) FROM competitors c JOIN ig_accounts a ON a.id = c.account_id WHERE c.id = NEW.competitor_id);
  NEW.followers_at := competitor_followers_on(NEW.competitor_id, NEW.posted_at, NEW.zone);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER competitor_media_rated BEFORE INSERT OR UPDATE OF posted_at, competitor_id ON competitor_media FOR EACH ROW EXECUTE FUNCTION rate_competitor_post();
--> statement-breakpoint
-- A snapshot written, changed or removed re-rates the competitor's posts from its day on (a refresh writes
-- today's, so this is the posts of today, not the competitor's history).
CREATE FUNCTION rerate_competitor_posts_since(competitor uuid, since date) RETURNS void LANGUAGE sql AS $$
  UPDATE competitor_media m SET followers_at = competitor_followers_on(m.competitor_id, m.posted_at, m.zone)
  WHERE m.competitor_id = competitor AND (m.posted_at AT TIME ZONE m.zone)::date >= since
$$;
--> statement-breakpoint
CREATE FUNCTION rerate_competitor_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rerate_competitor_posts_since(competitor_id, min(date)) FROM changed_rows GROUP BY competitor_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update may move a snapshot's date (or competitor): both its old and its new day re-rate.
CREATE FUNCTION rerate_competitor_posts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rerate_competitor_posts_since(competitor_id, min(date))
  FROM (SELECT competitor_id, date FROM old_rows UNION ALL SELECT competitor_id, date FROM changed_rows) AS both_sides GROUP BY competitor_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER competitor_snapshots_rate_inserted AFTER INSERT ON competitor_snapshots REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION rerate_competitor_posts();
--> statement-breakpoint
CREATE TRIGGER competitor_snapshots_rate_updated AFTER UPDATE ON competitor_snapshots REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION rerate_competitor_posts_updated();
--> statement-breakpoint
CREATE TRIGGER competitor_snapshots_rate_deleted AFTER DELETE ON competitor_snapshots REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION rerate_competitor_posts();
--> statement-breakpoint
-- A new clock for the tracking account moves its competitors' posts' days, and so the snapshot each is rated on.
CREATE FUNCTION rerate_competitor_posts_on_zone_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE competitor_media SET posted_at = posted_at WHERE competitor_id IN (SELECT id FROM competitors WHERE account_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ig_accounts_competitor_posts_zone AFTER UPDATE OF timezone ON ig_accounts FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION rerate_competitor_posts_on_zone_change();
--> statement-breakpoint
-- A competitor moved to another tracking account takes that account's clock.
CREATE FUNCTION rerate_posts_of_moved_competitor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE competitor_media SET posted_at = posted_at WHERE competitor_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER competitors_moved AFTER UPDATE OF account_id ON competitors FOR EACH ROW WHEN (OLD.account_id IS DISTINCT FROM NEW.account_id) EXECUTE FUNCTION rerate_posts_of_moved_competitor();
--> statement-breakpoint
UPDATE competitor_media SET posted_at = posted_at;
