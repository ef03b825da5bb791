import { sql, type SQL } from 'drizzle-orm';
import { RELIABLE_POSTS, type ContentGroup } from '../../../shared/analytics';
import type { Db } from '../../db/client';
import type { SampleStats } from './meanRatio';
import { numberOr, postsIn } from './overviewRepository';
import type { PeriodScope } from './periodScope';
import { jsonValuesOf } from './preparedStatements';

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
const PUBLIC_ER_STATS = sql`count(public_er) as rated, avg(public_er) as avg_public_er, var_samp(public_er) as var_public_er`;
/**
 * Count, mean and sample variance of public ER and of reach (posts with reach only) per group: all a
 * confidence interval on the ratio of two groups' means needs (meanRatio.ts), aggregated where the rows are.
 */
const GROUP_FIGURES = sql`count(*) as posts, ${PUBLIC_ER_STATS},
  count(reach) filter (where reach > 0) as reached, avg(reach) filter (where reach > 0) as avg_reach, var_samp(reach) filter (where reach > 0) as var_reach`;

const statsOf = (n: unknown, mean: unknown, variance: unknown): SampleStats | null =>
  Number(n) > 0 ? { n: Number(n), mean: Number(mean), variance: numberOr(variance, 0) ?? 0 } : null;

/** A group from its key and GROUP_COLUMNS, as the statement sends them. */
const groupOf = ([key, posts, rated, avgPublicEr, varPublicEr, reached, avgReach, varReach]: unknown[]): GroupRow => ({
  key: String(key),
  posts: Number(posts),
  avgPublicEr: numberOr(avgPublicEr),
  avgReach: numberOr(avgReach),
  publicErStats: statsOf(rated, avgPublicEr, varPublicEr),
  reachStats: statsOf(reached, avgReach, varReach),
});

/** GROUP_FIGURES' columns in order, for a row sent as a JSON array. */
const GROUP_COLUMNS = sql`posts, rated, avg_public_er, var_public_er, reached, avg_reach, var_reach`;

/** What the content page reads of a period's posts (contentFiguresOf). */
export type ContentFigures<Name extends string> = {
  groups: Record<Name, GroupRow[]>;
  /** Each hashtag of the period with the posts that used it, ranked by their mean public ER. */
  hashtags: GroupRow[];
  /** How many of the latest posts of the period were of each format. */
  recentFormats: Map<string, number>;
};

/**
 * Everything the content page reads of the period's posts, in one statement over them, read once (only the
 * columns read below; two statements side by side on Postgres: jsonValuesOf):
 * - every grouping by `keys` in one pass: grouping sets aggregate the same rows by each key (hashed, each
 *   group's rows in the order they are read, as a statement per grouping saw them), each row saying which
 *   grouping it belongs to by the key not grouped away;
 * - each hashtag with the posts that used it (a post counts once in each of its hashtags), unnested in the
 *   select list, which hands the aggregate the rows a lateral join did, in the same order, at half the cost;
 * - the formats of the latest `recent` posts.
 * The answer travels as JSON.
 */
export async function contentFiguresOf<Name extends string>(
  db: Db,
  scope: PeriodScope,
  { from, to }: { from: string; to: string },
  keys: Record<Name, SQL>,
  recent: number,
): Promise<ContentFigures<Name>> {
  const names = Object.keys(keys) as Name[];
  const groupedBy = (pick: (name: Name) => SQL) =>
    sql`case ${sql.join(
      names.map((name) => sql`when grouping(${keys[name]}) = 0 then ${pick(name)}`),
      sql` `,
    )} end`;
  const posts = sql`
    with p as materialized (
      select ${sql.join(
        names.map((name) => keys[name]),
        sql`, `,
      )}, public_er, reach, hashtags, posted_at from (${postsIn(scope, from, to)}) s)`;
  const groupings = sql`(select coalesce(json_agg(json_build_array(g.grouping, g.key, ${GROUP_COLUMNS}) order by g.grouping, g.key), '[]') from (
    select ${groupedBy((name) => sql`${name}::text`)} as grouping, ${groupedBy((name) => sql`(${keys[name]})::text`)} as key, ${GROUP_FIGURES}
    from p
    group by grouping sets (${sql.join(
      names.map((name) => sql`(${keys[name]})`),
      sql`, `,
    )})) g)`;
  const hashtags = sql`(select coalesce(json_agg(json_build_array(h.key, ${GROUP_COLUMNS}) order by h.avg_public_er desc nulls last, h.tag), '[]') from (
    select tag, '#' || tag as key, ${GROUP_FIGURES}
    from (select unnest(p.hashtags) as tag, p.public_er, p.reach from p) tags group by tag) h)`;
  const recentFormats = sql`(select coalesce(json_agg(json_build_array(r.media_type, r.posts)), '[]') from (
    select media_type, count(*) as posts from (select media_type from p order by posted_at desc limit ${recent}) latest group by media_type) r)`;
  // The groupings and the hashtags cost about the same: on Postgres they run side by side.
  const [groupRows, recentRows, hashtagRows] = (await jsonValuesOf(db, posts, [[groupings, recentFormats], [hashtags]])) as [
    unknown[][],
    Array<[string, number]>,
    unknown[][],
  ];
  const groups = Object.fromEntries(names.map((name) => [name, [] as GroupRow[]])) as Record<Name, GroupRow[]>;
  for (const [grouping, ...figures] of groupRows) groups[grouping as Name]?.push(groupOf(figures));
  return { groups, hashtags: hashtagRows.map(groupOf), recentFormats: new Map(recentRows) };
}

/** Weekday (0 = Sunday) and hour groups on the account's clock. */
export const CLOCK_GROUPINGS = { weekdays: sql`weekday`, hours: sql`hour` } satisfies Record<string, SQL>;

export const isReliable = (posts: number) => posts >= RELIABLE_POSTS;
