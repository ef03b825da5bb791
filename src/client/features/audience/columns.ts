import type { AudienceBucket, AudienceKind } from '../../../shared/audience';
import { percentNumber, type CsvColumn } from '../../lib/csv';

/** The glossary's CSV names of each audience's count and share (docs/metrics.md#follower-demographics, #audience-share). */
const COUNT_COLUMN: Record<AudienceKind, string> = { followers: 'audience_followers', engaged: 'audience_engaged', reached: 'audience_reached' };
const SHARE_COLUMN: Record<AudienceKind, string> = { followers: 'followers_share_pct', engaged: 'engaged_share_pct', reached: 'reached_share_pct' };

/** A breakdown's buckets as CSV: the bucket (age, gender, country or city), Meta's count and its share. */
export function bucketCsv(kind: AudienceKind, dimension: 'age' | 'gender' | 'country' | 'city'): CsvColumn<AudienceBucket>[] {
  return [
    { name: dimension, value: (row) => row.key },
    { name: COUNT_COLUMN[kind], value: (row) => row.count },
    { name: SHARE_COLUMN[kind], value: (row) => percentNumber(row.share) },
  ];
}
