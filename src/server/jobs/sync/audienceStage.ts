import {
  AUDIENCE_KINDS,
  AUDIENCE_METRICS,
  AUDIENCE_MIN_FOLLOWERS,
  AUDIENCE_NOT_OFFERED,
  AUDIENCE_TIMEFRAME,
  type AudienceKind,
} from '../../../shared/audience';
import { ageGenderCounts, demographicsRows, placeCounts, type DemographicsAnswer, type DemographicsRow, type Dimension } from './audienceAnswer';
import { audienceReadToday, upsertAudienceSnapshot, type AudienceSnapshotRow } from './audienceStore';
import { accountDay, type SyncContext } from './context';
import { isRecordable } from './refusals';

/**
 * Audience demographics, Meta's Account Insights
 * (https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights):
 * `follower_demographics`, `engaged_audience_demographics` and `reached_audience_demographics`, each with
 * `period=lifetime`, `metric_type=total_value`, a `timeframe` (this_week or this_month; the other values
 * were deprecated in v20.0) and one `breakdown` per call: age and gender together, country, city. All three
 * are still documented: the reference's deprecation notice names only `impressions` (v22.0), and the Graph API
 * changelogs retire no demographics metric since v18.0 retired the older audience_gender_age, audience_locale,
 * audience_country and audience_city (https://developers.facebook.com/docs/graph-api/changelog/version18.0;
 * version21.0, version22.0 and version25.0 retire other metrics). Should Meta stop answering one, its refusal is
 * recorded and that audience stays unknown, as any refused read.
 * - Under 100 followers Meta offers none of it: no call is made, and the day's snapshot says so.
 * - Meta's demographics move slowly and lag up to 48 hours, so they are read once a day, the account's day:
 *   a later sync that day asks again only for an audience with a breakdown Meta refused.
 * - A refused read (missing permission, invalid parameter) is recorded and stays unknown (null). An empty
 *   answer (Meta's "empty data set instead of 0") is Meta not offering that breakdown for this account: it is
 *   stored as an empty list, recorded as not offered and settled for the day, like an audience answered empty
 *   in all three. Throttling and Meta's own failures go up: the sync pauses or retries.
 */
const BREAKDOWNS: ReadonlyArray<{ part: 'ageGender' | 'countries' | 'cities'; dimensions: readonly Dimension[] }> = [
  { part: 'ageGender', dimensions: ['age', 'gender'] },
  { part: 'countries', dimensions: ['country'] },
  { part: 'cities', dimensions: ['city'] },
];

type Outcome = { kind: 'served'; rows: DemographicsRow[] } | { kind: 'empty' } | { kind: 'refused' };

export async function syncAudience(ctx: SyncContext, followers: number): Promise<void> {
  // One snapshot per day of the account's clock, the day its pages show: asked once that day, again the next.
  const takenOn = accountDay(ctx.now, ctx.account.timezone);
  if (followers < AUDIENCE_MIN_FOLLOWERS) {
    ctx.refusals.notOffered('audience', AUDIENCE_NOT_OFFERED);
    for (const audience of AUDIENCE_KINDS) await upsertAudienceSnapshot(ctx.db, notOfferedRow(ctx, takenOn, audience, AUDIENCE_NOT_OFFERED));
    return;
  }
  const complete = await audienceReadToday(ctx.db, ctx.account.id, takenOn);
  for (const audience of AUDIENCE_KINDS) {
    if (complete.has(audience)) continue;
    const row = await readAudience(ctx, takenOn, audience);
    if (row) await upsertAudienceSnapshot(ctx.db, row);
    // A missing permission refuses every demographics metric alike: asking the others would only repeat it.
    if (ctx.refusals.has('audience', 'permission')) return;
  }
}

/**
 * The day's row of one audience, or null when Meta served none of it and refused some (the earlier snapshot
 * then stays the latest). Each breakdown is its counts when served, [] when Meta answered it empty (not
 * offered), null when refused (unknown).
 */
async function readAudience(ctx: SyncContext, takenOn: string, audience: AudienceKind): Promise<AudienceSnapshotRow | null> {
  const metric = AUDIENCE_METRICS[audience];
  const outcomes: Outcome[] = [];
  for (const { dimensions } of BREAKDOWNS) {
    outcomes.push(await readBreakdown(ctx, metric, dimensions));
    if (outcomes.at(-1)!.kind === 'refused' && ctx.refusals.has('audience', 'permission')) break;
  }
  if (outcomes.length === BREAKDOWNS.length && outcomes.every((outcome) => outcome.kind === 'empty')) {
    const why = `Meta returned no ${metric} for this account (it withholds demographics of small audiences).`;
    ctx.refusals.notOffered('audience', why);
    return notOfferedRow(ctx, takenOn, audience, why);
  }
  if (!outcomes.some((outcome) => outcome.kind === 'served')) return null;
  const empty = BREAKDOWNS.filter((_, index) => outcomes[index]?.kind === 'empty').map(({ dimensions }) => dimensions.join(' and '));
  if (empty.length)
    ctx.refusals.notOffered('audience', `Meta offers no ${metric} by ${empty.join(', ')} for this account (it withholds demographics of small audiences).`);
  const part = <T>(index: number, counts: (rows: DemographicsRow[]) => T[]): T[] | null => {
    const outcome = outcomes[index];
    if (outcome?.kind === 'served') return counts(outcome.rows);
    return outcome?.kind === 'empty' ? [] : null;
  };
  return {
    accountId: ctx.account.id,
    takenOn,
    audience,
    timeframe: AUDIENCE_TIMEFRAME,
    ageGender: part(0, ageGenderCounts),
    countries: part(1, (rows) => placeCounts(rows, 'country')),
    cities: part(2, (rows) => placeCounts(rows, 'city')),
    notOffered: null,
    fetchedAt: ctx.now,
  };
}

async function readBreakdown(ctx: SyncContext, metric: string, dimensions: readonly Dimension[]): Promise<Outcome> {
  try {
    const answer = await ctx.client.get<DemographicsAnswer>(`${ctx.account.igUserId}/insights`, {
      metric,
      period: 'lifetime',
      metric_type: 'total_value',
      timeframe: AUDIENCE_TIMEFRAME,
      breakdown: dimensions.join(','),
    });
    const rows = demographicsRows(answer, metric, dimensions);
    return rows ? { kind: 'served', rows } : { kind: 'empty' };
  } catch (error) {
    if (!isRecordable(error)) throw error;
    if (error.kind === 'not_offered') return { kind: 'empty' };
    ctx.refusals.record('audience', error);
    return { kind: 'refused' };
  }
}

const notOfferedRow = (ctx: SyncContext, takenOn: string, audience: AudienceKind, why: string): AudienceSnapshotRow => ({
  accountId: ctx.account.id,
  takenOn,
  audience,
  timeframe: null,
  ageGender: null,
  countries: null,
  cities: null,
  notOffered: why,
  fetchedAt: ctx.now,
});
