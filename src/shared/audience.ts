/**
 * Audience: who follows the account, and who its posts reached and engaged, by age,
 * gender, country and city. Read from Meta's Account Insights demographics metrics
 * (https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights):
 * `follower_demographics`, `engaged_audience_demographics` and `reached_audience_demographics`, asked with
 * `period=lifetime`, `metric_type=total_value`, a `breakdown` (age, gender, country, city) and a
 * `timeframe`. Each sync stores one snapshot per day, so a change between two snapshots can be shown.
 */
import { z } from 'zod';
import { accountIdField } from './analytics';

export const AUDIENCE_KINDS = ['followers', 'engaged', 'reached'] as const;
export const audienceKind = z.enum(AUDIENCE_KINDS);
export type AudienceKind = z.infer<typeof audienceKind>;

/** The Graph metric each audience is read from. */
export const AUDIENCE_METRICS: Record<AudienceKind, string> = {
  followers: 'follower_demographics',
  engaged: 'engaged_audience_demographics',
  reached: 'reached_audience_demographics',
};

export const AUDIENCE_LABELS: Record<AudienceKind, string> = { followers: 'Followers', engaged: 'Engaged audience', reached: 'Reached audience' };

/** Meta's age buckets and gender keys, as its demographics breakdowns name them. */
export const AGE_BUCKETS = ['13-17', '18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
export const GENDERS = ['F', 'M', 'U'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { F: 'Women', M: 'Men', U: 'Not specified' };

/**
 * The timeframes Meta documents for the demographics metrics since v20.0 are `this_week` and
 * `this_month` (`last_14_days`, `last_30_days`, `last_90_days` and `prev_month` were deprecated). The sync
 * asks for `this_month`: the longer of the two, so that small engaged and reached audiences still show.
 */
export const AUDIENCE_TIMEFRAMES = ['this_week', 'this_month'] as const;
export const AUDIENCE_TIMEFRAME = 'this_month';
export const DEPRECATED_AUDIENCE_TIMEFRAMES = ['last_14_days', 'last_30_days', 'last_90_days', 'prev_month'] as const;

/** Meta shows no demographics for accounts with fewer followers than this. */
export const AUDIENCE_MIN_FOLLOWERS = 100;
export const AUDIENCE_NOT_OFFERED = `Meta shows audience data only for accounts with ${AUDIENCE_MIN_FOLLOWERS}+ followers.`;

/** GET /api/analytics/audience. */
export const audienceQuery = z.strictObject({ accountId: accountIdField });
export type AudienceQuery = z.infer<typeof audienceQuery>;

/** One bucket of a breakdown: Meta's count, and its share of the counts Meta returned for that breakdown (0–1). */
const audienceBucket = z.object({ key: z.string(), label: z.string(), count: z.number().int(), share: z.number() });
export type AudienceBucket = z.infer<typeof audienceBucket>;

const ageGenderCell = z.object({ age: z.string(), gender: z.enum(GENDERS), count: z.number().int(), share: z.number() });

/** The three breakdowns of an audience, one Graph call each: age and gender together, countries, cities. */
export const AUDIENCE_PARTS = ['ageGender', 'countries', 'cities'] as const;
export type AudiencePart = (typeof AUDIENCE_PARTS)[number];
export const AUDIENCE_PART_LABELS: Record<AudiencePart, string> = { ageGender: 'age and gender', countries: 'country', cities: 'city' };

/**
 * One audience in one snapshot. `ok`: Meta served it (a breakdown it refused is null, unknown; one it does not
 * offer for this account is null too, and named in notOfferedParts); `not_offered`: Meta offers none of it for
 * this account (reason says why); `unknown`: nothing of it is known yet.
 */
const audienceBreakdown = z.object({
  kind: audienceKind,
  status: z.enum(['ok', 'not_offered', 'unknown']),
  reason: z.string().nullable(),
  /** The breakdowns Meta answered empty for this account (its data set "instead of 0"): not offered, never zeros. */
  notOfferedParts: z.array(z.enum(AUDIENCE_PARTS)),
  timeframe: z.string().nullable(),
  /** Age × gender cells, shares of the cells' total; null where unknown. */
  ageGender: z.array(ageGenderCell).nullable(),
  ages: z.array(audienceBucket).nullable(),
  genders: z.array(audienceBucket).nullable(),
  /** Largest first, as many as Meta returned (at most 45). */
  countries: z.array(audienceBucket).nullable(),
  cities: z.array(audienceBucket).nullable(),
});
export type AudienceBreakdown = z.infer<typeof audienceBreakdown>;

const audienceSnapshot = z.object({
  /** The day the sync read it, on the account's clock. */
  takenOn: z.string(),
  followers: audienceBreakdown,
  engaged: audienceBreakdown,
  reached: audienceBreakdown,
});
export type AudienceSnapshot = z.infer<typeof audienceSnapshot>;

/**
 * How an audience differs from the followers for one bucket: each share (0–1, null where unknown) and the
 * difference in percentage points (share − followers' share) × 100.
 */
const audienceDifference = z.object({
  key: z.string(),
  label: z.string(),
  followers: z.number().nullable(),
  engaged: z.number().nullable(),
  reached: z.number().nullable(),
  engagedVsFollowersPp: z.number().nullable(),
  reachedVsFollowersPp: z.number().nullable(),
  /** The followers' share in the earlier snapshot, and the change since in percentage points. */
  followersBefore: z.number().nullable(),
  followersChangePp: z.number().nullable(),
});
export type AudienceDifference = z.infer<typeof audienceDifference>;

export const audienceAnswer = z.object({
  accountId: z.string(),
  username: z.string(),
  followersCount: z.number().int(),
  /** null before the first sync that read it. */
  latest: audienceSnapshot.nullable(),
  /** The last snapshot before `latest` (another day), to compare with; null when there is none. */
  previous: audienceSnapshot.nullable(),
  differences: z.object({ ages: z.array(audienceDifference), genders: z.array(audienceDifference), countries: z.array(audienceDifference) }),
  /** What the last sync could not read of the audience, in the user's words (a permission, Meta's limit); null when nothing. */
  lastRefusal: z.string().nullable(),
});
export type AudienceAnswer = z.infer<typeof audienceAnswer>;
