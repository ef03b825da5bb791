import {
  AGE_BUCKETS,
  AUDIENCE_KINDS,
  AUDIENCE_PARTS,
  GENDER_LABELS,
  GENDERS,
  type AudienceBreakdown,
  type AudienceBucket,
  type AudienceDifference,
  type AudienceKind,
  type AudienceSnapshot,
} from '../../../shared/audience';
import type { AudienceCount } from '../../db/schema';
import type { AudienceRow } from './repository';

/**
 * The audience figures, each computed here once (glossary: audience-share, audience-difference-pp,
 * audience-change-pp): a bucket's share is its count over the counts Meta returned for that breakdown, the
 * people Meta has demographics for, not the follower count (Meta counts only those, and at most 45 places).
 */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

function buckets(counts: AudienceCount[], label: (key: string) => string): AudienceBucket[] {
  const total = sumOf(counts.map((count) => count.value));
  return counts.map((count) => ({ key: count.key, label: label(count.key), count: count.value, share: total ? count.value / total : 0 }));
}

/** Sums the age × gender cells along one dimension, in Meta's bucket order. */
function marginal(cells: NonNullable<AudienceRow['ageGender']>, dimension: 'age' | 'gender'): AudienceCount[] {
  const order: readonly string[] = dimension === 'age' ? AGE_BUCKETS : GENDERS;
  return order
    .map((key) => ({ key, value: sumOf(cells.filter((cell) => cell[dimension] === key).map((cell) => cell.value)) }))
    .filter((count) => count.value > 0);
}

const genderLabel = (key: string) => GENDER_LABELS[key as keyof typeof GENDER_LABELS] ?? key;

/** A breakdown as stored: its counts, null where Meta refused it, and [] where Meta answered it empty (not offered). */
const servedOrNull = <T>(counts: T[] | null): T[] | null => (counts?.length ? counts : null);

function breakdownOf(kind: AudienceKind, row: AudienceRow | undefined): AudienceBreakdown {
  const empty = { kind, timeframe: null, notOfferedParts: [], ageGender: null, ages: null, genders: null, countries: null, cities: null };
  if (!row) return { ...empty, status: 'unknown', reason: 'Not read on this day: the sync could not read it (see Settings → Connected accounts).' };
  if (row.notOffered) return { ...empty, status: 'not_offered', reason: row.notOffered };
  const cells = servedOrNull(row.ageGender);
  const cellTotal = cells ? sumOf(cells.map((cell) => cell.value)) : 0;
  const countries = servedOrNull(row.countries);
  const cities = servedOrNull(row.cities);
  return {
    kind,
    status: 'ok',
    reason: null,
    notOfferedParts: AUDIENCE_PARTS.filter((part) => row[part]?.length === 0),
    timeframe: row.timeframe,
    ageGender: cells
      ? cells
          .filter((cell): cell is typeof cell & { gender: 'F' | 'M' | 'U' } => (GENDERS as readonly string[]).includes(cell.gender))
          .map((cell) => ({ ...cell, count: cell.value, share: cellTotal ? cell.value / cellTotal : 0 }))
          .map(({ value: _value, ...cell }) => cell)
      : null,
    ages: cells ? buckets(marginal(cells, 'age'), (key) => key) : null,
    genders: cells ? buckets(marginal(cells, 'gender'), genderLabel) : null,
    countries: countries ? buckets(countries, countryName) : null,
    cities: cities ? buckets(cities, (key) => key) : null,
  };
}

export function snapshotOf(rows: AudienceRow[]): AudienceSnapshot | null {
  if (!rows.length) return null;
  const byKind = new Map(rows.map((row) => [row.audience, row]));
  const [followers, engaged, reached] = AUDIENCE_KINDS.map((kind) => breakdownOf(kind, byKind.get(kind)));
  return { takenOn: rows[0].takenOn, followers, engaged, reached };
}

type Part = 'ages' | 'genders' | 'countries';
const shareIn = (breakdown: AudienceBreakdown | undefined, part: Part, key: string): number | null => {
  const list = breakdown?.status === 'ok' ? breakdown[part] : null;
  if (!list) return null;
  return list.find((bucket) => bucket.key === key)?.share ?? 0;
};
const pp = (share: number | null, base: number | null) => (share === null || base === null ? null : (share - base) * 100);

/**
 * How the engaged and reached audiences differ from the followers, bucket by bucket, and how the followers
 * changed since the earlier snapshot. A bucket missing from a list Meta served is 0 % of it; a list Meta did
 * not serve is unknown (null). Countries: the followers' top ten.
 */
export function differencesOf(latest: AudienceSnapshot | null, previous: AudienceSnapshot | null): Record<Part, AudienceDifference[]> {
  const rows = (part: Part, keys: Array<{ key: string; label: string }>) =>
    keys.map(({ key, label }) => {
      const followers = shareIn(latest?.followers, part, key);
      const engaged = shareIn(latest?.engaged, part, key);
      const reached = shareIn(latest?.reached, part, key);
      const followersBefore = shareIn(previous?.followers, part, key);
      return {
        key,
        label,
        followers,
        engaged,
        reached,
        engagedVsFollowersPp: pp(engaged, followers),
        reachedVsFollowersPp: pp(reached, followers),
        followersBefore,
        followersChangePp: pp(followers, followersBefore),
      };
    });
  const followerCountries = latest?.followers.countries?.slice(0, 10) ?? [];
  return {
    ages: latest?.followers.ages
      ? rows(
          'ages',
          AGE_BUCKETS.map((key) => ({ key, label: key })),
        )
      : [],
    genders: latest?.followers.genders
      ? rows(
          'genders',
          GENDERS.map((key) => ({ key, label: GENDER_LABELS[key] })),
        )
      : [],
    countries: rows(
      'countries',
      followerCountries.map(({ key, label }) => ({ key, label })),
    ),
  };
}
