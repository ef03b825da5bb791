import { sql } from 'drizzle-orm';

/**
 * What the content page groups a post by, read from its caption (`m.caption` of ig_media). Migration 0011
 * copies these into the functions its triggers store in ig_post_facts, so the page never runs a regular
 * expression per request; postFacts.test.ts checks the stored groups are these. Changing one needs a
 * migration that replaces the stored function and refreshes every post's facts (refresh_post_facts).
 */
const CALL_TO_ACTION = '(link in bio|comment|save (this|it)|share|tag (a|your)|follow|dm me|click|shop|sign up|try (this|it))';
const EMOJI = '[\\U0001F300-\\U0001FAFF\\u2600-\\u27BF]';
const HASHTAG = '#[[:alnum:]_]+';

export const CAPTION_GROUPS = {
  captionLength: sql`case when char_length(coalesce(m.caption, '')) < 50 then '0' when char_length(m.caption) < 150 then '1' when char_length(m.caption) < 300 then '2' else '3' end`,
  hashtagCount: sql`(select case when count(*) = 0 then '0' when count(*) <= 3 then '1' when count(*) <= 10 then '2' else '3' end from regexp_matches(coalesce(m.caption, ''), ${HASHTAG}, 'g'))`,
  emoji: sql`case when coalesce(m.caption, '') ~ ${EMOJI} then 'with' else 'without' end`,
  callToAction: sql`case when coalesce(m.caption, '') ~* ${CALL_TO_ACTION} then 'with' else 'without' end`,
  /** Each hashtag a post uses, lower-cased, once. */
  hashtags: sql`array(select distinct lower(t[1]) from regexp_matches(coalesce(m.caption, ''), '#([[:alnum:]_]+)', 'g') as t)`,
};
