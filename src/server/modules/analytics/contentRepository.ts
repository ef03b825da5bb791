import { sql, type SQL } from 'drizzle-orm';
import { RELIABLE_POSTS, type ContentGroup } from '../../../shared/analytics';
import type { Db } from '../../db/client';
import type { SampleStats } from './meanRatio';
import { numberOr, postsIn, rowsOf, type PeriodScope } from './overviewRepository';

/**
 * What the content assistant compares, each a grouping of the period's posts done in SQL: the key
 * column (one of postsIn's: captionGroups.ts) says which group a post falls in; every group answers
 * posts, mean public ER and mean reach.
 */
export const GROUPINGS = {
  formats: sql`media_type`,
  captionLengths: sql`caption_length`,
  hashtagCounts: sql`hashtag_count`,
  emoji: sql`emoji`,
  callToAction: sql`call_to_action`,
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
 * Every grouping in one statement and one pass over the period's posts: grouping sets aggregate the same
 * rows by each key (hashed, each group's rows in the order they are read, as the statement per grouping
 * that this replaces saw them), and each row says which grouping it belongs to by the key not grouped away.
 */
export async function groupPostsBy<Name extends string>(
  db: Db,
  scope: PeriodScope,
  from: string,
  to: string,
  keys: Record<Name, SQL>,
): Promise<Record<Name, GroupRow[]>> {
  const names = Object.keys(keys) as Name[];
  const groupedBy = (pick: (name: Name) => SQL) =>
    sql`case ${sql.join(
      names.map((name) => sql`when grouping(${keys[name]}) = 0 then ${pick(name)}`),
      sql` `,
    )} end`;
  const rows = await rowsOf(
    db,
    sql`
    select ${groupedBy((name) => sql`${name}::text`)} as grouping, ${groupedBy((name) => sql`(${keys[name]})::text`)} as key, ${GROUP_FIGURES}
    from (${postsIn(scope, from, to)}) p
    group by grouping sets (${sql.join(
      names.map((name) => sql`(${keys[name]})`),
      sql`, `,
    )})
    order by 1, 2`,
  );
  const grouped = Object.fromEntries(names.map((name) => [name, [] as GroupRow[]])) as Record<Name, GroupRow[]>;
  for (const row of rows) grouped[row.grouping as Name]?.push(toGroup(row));
  return grouped;
}

/** Weekday (0 = Sunday) and hour groups on the account's clock. */
export const CLOCK_GROUPINGS = { weekdays: sql`weekday`, hours: sql`hour` } satisfies Record<string, SQL>;

/** Each hashtag of the period with the posts that used it, ranked by their mean public ER. */
export async function hashtagGroups(db: Db, scope: PeriodScope, from: string, to: string): Promise<GroupRow[]> {
  const rows = await rowsOf(
    db,
    sql`
    with p as (${postsIn(scope, from, to)}),
    tags as (select tag, p.public_er, p.reach from p cross join lateral unnest(p.hashtags) as tag)
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
