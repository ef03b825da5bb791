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
import { isoDay, type SyncContext } from './context';
import { isRecordable } from './refusals';

/**
 * Audience demographics, Meta's Account Insights
 * (https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights):
 * `follower_demographics`, `engaged_audience_demographics` and `reached_audience_demographics`, each with
 * `period=lifetime`, `metric_type=total_value`, a `timeframe` (this_week or this_month; the other values
 * were deprecated in v20.0) and one `breakdown` per call: age and gender together, country, city.
 * - Under 100 followers Meta offers none of it: no call is made, and the day's snapshot says so.
 * - Meta's demographics move slowly and lag up to 48 hours, so they are read once a day: a later sync the
 *   same day asks again only for a breakdown Meta refused.
 * - A refused read (missing permission, invalid parameter) is recorded and stays unknown (null); an empty
 *   answer is Meta not offering it. Throttling and Meta's own failures go up: the sync pauses or retries.
 */
const BREAKDOWNS: ReadonlyArray<{ part: 'ageGender' | 'countries' | 'cities'; dimensions: readonly Dimension[] }> = [
  { part: 'ageGender', dimensions: ['age', 'gender'] },
  { part: 'countries', dimensions: ['country'] },
  { part: 'cities', dimensions: ['city'] },
];

type Outcome = { kind: 'served'; rows: DemographicsRow[] } | { kind: 'empty' } | { kind: 'refused' };

export async function syncAudience(ctx: SyncContext, followers: number): Promise<void> {
  // Keyed by the UTC day, as docs/metrics.md defines the audience snapshot: Meta's this_month, not a period of the account's days.
  const takenOn = isoDay(ctx.now);
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

/** The day's row of one audience, or null when Meta refused all of it (the earlier snapshot then stays the latest). */
async function readAudience(ctx: SyncContext, takenOn: string, audience: AudienceKind): Promise<AudienceSnapshotRow | null> {
  const outcomes: Outcome[] = [];
  for (const { dimensions } of BREAKDOWNS) {
    outcomes.push(await readBreakdown(ctx, AUDIENCE_METRICS[audience], dimensions));
    if (outcomes.at(-1)!.kind === 'refused' && ctx.refusals.has('audience', 'permission')) break;
  }
  if (outcomes.every((outcome) => outcome.kind === 'empty')) {
    const why = `Meta returned no ${AUDIENCE_METRICS[audience]} for this account (it withholds demographics of small audiences).`;
    ctx.refusals.notOffered('audience', why);
    return notOfferedRow(ctx, takenOn, audience, why);
  }
  if (!outcomes.some((outcome) => outcome.kind === 'served')) return null;
  const rowsOf = (index: number) => {
    const outcome = outcomes[index];
    return outcome?.kind === 'served' ? outcome.rows : null;
  };
  const ageGender = rowsOf(0);
  const countries = rowsOf(1);
  const cities = rowsOf(2);
  return {
    accountId: ctx.account.id,
    takenOn,
    audience,
    timeframe: AUDIENCE_TIMEFRAME,
    ageGender: ageGender ? ageGenderCounts(ageGender) : null,
    countries: countries ? placeCounts(countries, 'country') : null,
    cities: cities ? placeCounts(cities, 'city') : null,
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
