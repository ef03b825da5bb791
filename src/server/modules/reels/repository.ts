import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rawRows';
import { inPeriodSql, localDaySql, type ResolvedPeriod } from '../analytics/public';

export type StoredReel = {
  id: string;
  postedAt: string;
  date: string;
  caption: string | null;
  permalink: string | null;
  thumbnailUrl: string | null;
  views: number | null;
  reach: number | null;
  avgWatchTimeMs: number | null;
  totalWatchTimeMs: number | null;
};

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The account's reels published on the period's days (on its clock), newest first, with Meta's watch times. */
export async function reelsIn(db: Db, accountId: string, period: ResolvedPeriod): Promise<StoredReel[]> {
  const rows = await rowsOf(
    db,
    sql`select m.ig_media_id, m.posted_at, ${localDaySql(sql`m.posted_at`, period.timezone)}::text as day, m.caption, m.permalink,
          m.thumbnail_url, m.views, m.reach, m.reels_avg_watch_time_ms, m.reels_total_watch_time_ms
        from ig_media m
        where m.account_id = ${accountId} and m.media_type = 'REELS' and ${inPeriodSql(sql`m.posted_at`, period)}
        order by m.posted_at desc`,
  );
  return rows.map((row) => ({
    id: String(row.ig_media_id),
    postedAt: new Date(row.posted_at as string | Date).toISOString(),
    date: String(row.day),
    caption: (row.caption as string | null) ?? null,
    permalink: (row.permalink as string | null) ?? null,
    thumbnailUrl: (row.thumbnail_url as string | null) ?? null,
    views: numberOrNull(row.views),
    reach: numberOrNull(row.reach),
    avgWatchTimeMs: numberOrNull(row.reels_avg_watch_time_ms),
    totalWatchTimeMs: numberOrNull(row.reels_total_watch_time_ms),
  }));
}
