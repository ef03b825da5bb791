import { sql, type SQL } from 'drizzle-orm';
import { RELIABLE_POSTS, type ContentGroup } from '../../../shared/analytics';
import type { Db } from '../../db/client';
import type { SampleStats } from './meanRatio';
import { numberOr, postsIn, rowsOf, type PeriodScope } from './overviewRepository';

/**
 * What the content assistant compares, each a grouping of the period's posts done in SQL: the key
 * expression says which group a post falls in; every group answers posts, mean public ER and mean reach.
 */
const CALL_TO_ACTION = '(link in bio|comment|save (this|it)|share|tag (a|your)|follow|dm me|click|shop|sign up|try (this|it))';
const EMOJI = '[\\U0001F300-\\U0001FAFF\\u2600-\\u27BF]';
const HASHTAG = '#[[:alnum:]_]+';

const CAPTION_LENGTH = sql`case when char_length(coalesce(caption, '')) < 50 then '0' when char_length(caption) < 150 then '1' when char_length(caption) < 300 then '2' else '3' end`;
const HASHTAG_COUNT = sql`(select case when count(*) = 0 then '0' when count(*) <= 3 then '1' when count(*) <= 10 then '2' else '3' end from regexp_matches(coalesce(caption, ''), ${HASHTAG}, 'g'))`;

export const GROUPINGS = {
  formats: sql`media_type`,
  captionLengths: CAPTION_LENGTH,
  hashtagCounts: HASHTAG_COUNT,
  emoji: sql`case when coalesce(caption, '') ~ ${EMOJI} then 'with' else 'without' end`,
  callToAction: sql`case when coalesce(caption, '') ~* ${CALL_TO_ACTION} then 'with' else 'without' end`,
} satisfies Record<string, SQL>;

export type Grouping = keyof typeof GROUPINGS;
/** A group as the page shows it, plus its posts' statistics for the recommendations' intervals. */
export type GroupRow = Omit<ContentGroup, 'label' | 'reliable'> & { publicErStats: SampleStats | null; reachStats: SampleStats | null };

/** Public ER's count, mean and variance: the content groups and the best-time ranking (bestTime.ts) read the same three. */
export const PUBLIC_ER_STATS = sql`count(public_er) as rated, avg(public_er) as avg_public_er, var_samp(public_er) as var_public_er`;
/**
 * Count, mean and sample variance of public ER and of reach (posts with reach only) per group: all a
 * confidence interval on the ratio of two groups' means needs (meanRatio.ts), aggregated where the rows are.
 */
const GROUP_FIGURES = sql`count(*) as posts, ${PUBLIC_ER_STATS},
  count(reach) filter (where reach > 0) as reached, avg(reach) filter (where reach > 0) as avg_reach, var_samp(reach) filter (where reach > 0) as var_reach`;

export const statsOf = (n: unknown, mean: unknown, variance: unknown): SampleStats | null =>
  Number(n) > 0 ? { n: Number(n), mean: Number(mean), variance: numberOr(variance, 0) ?? 0 } : null;

const toGroup = (row: Record<string, unknown>): GroupRow => ({
  key: String(row.key),
  posts: Number(row.posts),
  avgPublicEr: numberOr(row.avg_public_er),
  avgReach: numberOr(row.avg_reach),
  publicErStats: statsOf(row.rated, row.avg_public_er, row.var_public_er),
  reachStats: statsOf(row.reached, row.avg_reach, row.var_reach),
});

/**
 * Every grouping in one statement: the period's posts (with their public ER, which needs the follower
 * count of each post's day) are read once into a materialised CTE, then each grouping aggregates it.
 */
export async function groupPostsBy<Name extends string>(
  db: Db,
  scope: PeriodScope,
  from: string,
  to: string,
  keys: Record<Name, SQL>,
): Promise<Record<Name, GroupRow[]>> {
  const names = Object.keys(keys) as Name[];
  const selects = names.map((name) => sql`select ${name}::text as grouping, (${keys[name]})::text as key, ${GROUP_FIGURES} from p group by 2`);
  const rows = await rowsOf(
    db,
    sql`
    with p as materialized (${postsIn(scope, from, to)})
    ${sql.join(selects, sql` union all `)}
    order by 1, 2`,
  );
  const grouped = Object.fromEntries(names.map((name) => [name, [] as GroupRow[]])) as Record<Name, GroupRow[]>;
  for (const row of rows) grouped[row.grouping as Name]?.push(toGroup(row));
  return grouped;
}

/** Weekday (0 = Sunday) and hour groups on the account's clock. */
export function clockGrouping(scope: PeriodScope, part: 'dow' | 'hour'): SQL {
  return part === 'dow'
    ? sql`extract(dow from posted_at at time zone ${scope.timezone})::int::text`
    : sql`extract(hour from posted_at at time zone ${scope.timezone})::int::text`;
}

/** Each hashtag of the period with the posts that used it, ranked by their mean public ER. */
export async function hashtagGroups(db: Db, scope: PeriodScope, from: string, to: string): Promise<GroupRow[]> {
  const rows = await rowsOf(
    db,
    sql`
    with p as (${postsIn(scope, from, to)}),
    tags as (select distinct p.id, lower(m[1]) as tag, p.public_er, p.reach from p cross join lateral regexp_matches(coalesce(p.caption, ''), '#([[:alnum:]_]+)', 'g') as m)
    select '#' || tag as key, ${GROUP_FIGURES}
    from tags group by tag order by avg(public_er) desc nulls last, tag`,
  );
  return rows.map(toGroup);
}

/** How many of the latest `limit` posts of the period were of each format. */
export async function recentFormatCounts(db: Db, scope: PeriodScope, from: string, to: string, limit: number): Promise<Map<string, number>> {
  const rows = await rowsOf(
    db,
    sql`
    with p as (${postsIn(scope, from, to)}), latest as (select media_type from p order by posted_at desc limit ${limit})
    select media_type, count(*) as posts from latest group by media_type`,
  );
  return new Map(rows.map((row) => [String(row.media_type), Number(row.posts)]));
}

export const isReliable = (posts: number) => posts >= RELIABLE_POSTS;
