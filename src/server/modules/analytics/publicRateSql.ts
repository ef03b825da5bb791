/**
 * The public ER of a post and the sum of a period's rates, where the rows are: the SQL twin of
 * postPublicEr and postTotalsOf (publicFigures.ts), for every reader that sums posts in the database
 * (own accounts' facts, the overview's periods, the competitor list).
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * (likes + comments) ÷ followers, none for 0 followers or unknown (null) likes (publicEngagementRate): SQL's
 * null arithmetic leaves such a post unrated. Integer counts add exactly in a float8.
 */
export const postRateSql = (likes: SQL, comments: SQL, followers: SQL): SQL =>
  sql`case when ${followers} > 0 then (${likes}::float8 + ${comments}) / ${followers} end`;

/** The rates summed newest first, as postTotalsOf adds them, so the float is the same to the bit; 0 when there are none. */
export const rateSumSql = (rate: SQL, postedAt: SQL, igMediaId: SQL): SQL => sql`coalesce(sum(${rate} order by ${postedAt} desc, ${igMediaId}), 0)`;
