-- Analytics answers read each post's figures as stored here instead of working them out from
-- ig_media and ig_account_daily on every request. One row per post with what the overview and content
-- queries derived per request: the post's day, weekday and hour on the account's clock, the follower
-- snapshot it is rated on (the latest on or before its day), and its caption's groups and hashtags.
-- Kept right by triggers, in the same transaction as every write to the rows they come from (the sync,
-- the demo, tests, a script), like ig_accounts.data_version (0006): posts written, daily rows written,
-- or the account's time zone changed. `zone` is the clock the row was worked out on; the readers use
-- these rows only when it is the clock they read on (PeriodScope.factsOnClock, modules/analytics/periodScope.ts).
CREATE TABLE "ig_post_facts" (
  "media_id" uuid PRIMARY KEY NOT NULL REFERENCES "ig_media"("id") ON DELETE CASCADE,
  "account_id" uuid NOT NULL REFERENCES "ig_accounts"("id") ON DELETE CASCADE,
  "ig_media_id" text NOT NULL,
  "media_type" text NOT NULL,
  "posted_at" timestamp with time zone NOT NULL,
  "likes" integer NOT NULL,
  "comments" integer NOT NULL,
  "saves" integer,
  "shares" integer,
  "reach" integer,
  "views" integer,
  "zone" text NOT NULL,
  "local_day" date NOT NULL,
  "local_weekday" smallint NOT NULL,
  "local_hour" smallint NOT NULL,
  "followers_date" date,
  "followers_at" integer,
  "caption_length" text NOT NULL,
  "hashtag_count" text NOT NULL,
  "has_emoji" boolean NOT NULL,
  "has_call_to_action" boolean NOT NULL,
  "hashtags" text[] NOT NULL
);
--> statement-breakpoint
-- A period is a range of local days; within it the rows come in posted_at order, as from ig_media's own
-- index, so the facts add their figures up in the order the raw rows did, and a group by day needs no sort.
CREATE INDEX "ig_post_facts_account_day_idx" ON "ig_post_facts" ("account_id", "local_day", "posted_at");
--> statement-breakpoint
-- The caption groups of the content page. These copy CAPTION_GROUPS of modules/analytics/captionGroups.ts (the reading of
-- raw rows, kept for accounts whose facts are on another clock); postFacts.test.ts checks they agree.
-- Changing one means a migration that replaces the function and refreshes every row (refresh_post_facts).
CREATE FUNCTION post_caption_length(caption text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN char_length(coalesce(caption, '')) < 50 THEN '0' WHEN char_length(caption) < 150 THEN '1' WHEN char_length(caption) < 300 THEN '2' ELSE '3' END
$$;
--> statement-breakpoint
CREATE FUNCTION post_hashtag_count(caption text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN count(*) = 0 THEN '0' WHEN count(*) <= 3 THEN '1' WHEN count(*) <= 10 THEN '2' ELSE '3' END
  FROM regexp_matches(coalesce(caption, ''), '#[[:alnum:]_]+', 'g')
$$;
--> statement-breakpoint
CREATE FUNCTION post_hashtags(caption text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT lower(m[1])), '{}') FROM regexp_matches(coalesce(caption, ''), '#([[:alnum:]_]+)', 'g') AS m
$$;
--> statement-breakpoint
-- A zone Postgres does not know (a name stored before the server kept to zones both Intl and Postgres know) must not fail the
-- sync's write: its rows are worked out on UTC and, not being on the account's clock, never read.
CREATE FUNCTION post_facts_zone(tz text) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  PERFORM now() AT TIME ZONE tz;
  RETURN tz;
EXCEPTION WHEN OTHERS THEN
  RETURN 'UTC';
END $$;
--> statement-breakpoint
-- Works out (again) the facts of the given posts from their rows, their account's clock and its follower snapshots.
CREATE FUNCTION refresh_post_facts(media_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  WITH changed AS MATERIALIZED (SELECT * FROM ig_media WHERE id = ANY(media_ids)),
  zones AS MATERIALIZED (SELECT a.id, post_facts_zone(a.timezone) AS zone FROM ig_accounts a WHERE a.id IN (SELECT account_id FROM changed))
  INSERT INTO ig_post_facts AS p (
    media_id, account_id, ig_media_id, media_type, posted_at, likes, comments, saves, shares, reach, views,
    zone, local_day, local_weekday, local_hour, followers_date, followers_at,
    caption_length, hashtag_count, has_emoji, has_call_to_action, hashtags
  )
  SELECT m.id, m.account_id, m.ig_media_id, m.media_type, m.posted_at, m.likes, m.comments, m.saves, m.shares, m.reach, m.views,
    z.zone, (m.posted_at AT TIME ZONE z.zone)::date, extract(dow FROM m.posted_at AT TIME ZONE z.zone), extract(hour FROM m.posted_at AT TIME ZONE z.zone),
    f.date, f.followers,
    post_caption_length(m.caption), post_hashtag_count(m.caption),
    coalesce(m.caption, '') ~ '[\U0001F300-\U0001FAFF\u2600-\u27BF]',
    coalesce(m.caption, '') ~* '(link in bio|comment|save (this|it)|share|tag (a|your)|follow|dm me|click|shop|sign up|try (this|it))',
    post_hashtags(m.caption)
  FROM changed m
  JOIN zones z ON z.id = m.account_id
  LEFT JOIN LATERAL (
    SELECT d.date, d.followers FROM ig_account_daily d
    WHERE d.account_id = m.account_id AND d.date <= (m.posted_at AT TIME ZONE z.zone)::date AND d.followers IS NOT NULL
    ORDER BY d.date DESC LIMIT 1
  ) f ON true
  ON CONFLICT (media_id) DO UPDATE SET
    media_type = excluded.media_type, posted_at = excluded.posted_at, likes = excluded.likes, comments = excluded.comments,
    saves = excluded.saves, shares = excluded.shares, reach = excluded.reach, views = excluded.views, zone = excluded.zone,
    local_day = excluded.local_day, local_weekday = excluded.local_weekday, local_hour = excluded.local_hour,
    followers_date = excluded.followers_date, followers_at = excluded.followers_at, caption_length = excluded.caption_length,
    hashtag_count = excluded.hashtag_count, has_emoji = excluded.has_emoji, has_call_to_action = excluded.has_call_to_action, hashtags = excluded.hashtags
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_facts_of_changed_media() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_post_facts(ARRAY(SELECT id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A follower snapshot written, changed or removed re-rates the account's posts from its day on (a daily
-- sync rewrites its last days, so this is the posts of those days, not the account's history).
CREATE FUNCTION rerate_posts_since(account uuid, since date) RETURNS void LANGUAGE sql AS $$
  UPDATE ig_post_facts p SET (followers_date, followers_at) = (
    SELECT d.date, d.followers FROM ig_account_daily d
    WHERE d.account_id = p.account_id AND d.date <= p.local_day AND d.followers IS NOT NULL
    ORDER BY d.date DESC LIMIT 1
  )
  WHERE p.account_id = account AND p.local_day >= since
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_followers_of_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rerate_posts_since(account_id, min(date)) FROM changed_rows GROUP BY account_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update may move a row's date (or account): both its old and its new day re-rate.
CREATE FUNCTION refresh_followers_of_posts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rerate_posts_since(account_id, min(date))
  FROM (SELECT account_id, date FROM old_rows UNION ALL SELECT account_id, date FROM changed_rows) AS both_sides GROUP BY account_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new clock moves every post's day, weekday and hour, and so the snapshot it is rated on.
CREATE FUNCTION refresh_facts_on_zone_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_post_facts(ARRAY(SELECT id FROM ig_media WHERE account_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ig_media_facts_inserted AFTER INSERT ON ig_media REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_facts_of_changed_media();
--> statement-breakpoint
CREATE TRIGGER ig_media_facts_updated AFTER UPDATE ON ig_media REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_facts_of_changed_media();
--> statement-breakpoint
CREATE TRIGGER ig_account_daily_facts_inserted AFTER INSERT ON ig_account_daily REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_followers_of_posts();
--> statement-breakpoint
CREATE TRIGGER ig_account_daily_facts_updated AFTER UPDATE ON ig_account_daily REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_followers_of_posts_updated();
--> statement-breakpoint
CREATE TRIGGER ig_account_daily_facts_deleted AFTER DELETE ON ig_account_daily REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_followers_of_posts();
--> statement-breakpoint
CREATE TRIGGER ig_accounts_facts_zone AFTER UPDATE OF timezone ON ig_accounts FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION refresh_facts_on_zone_change();
--> statement-breakpoint
SELECT refresh_post_facts(ARRAY(SELECT id FROM ig_media));
