import { z } from 'zod';
import { AUDIENCE_KINDS, type AudienceAnswer, type AudienceBreakdown, type AudienceBucket } from '../../../../shared/audience';
import { getAudience } from '../../audience/public';
import type { LookupTool } from './lookupTool';

const audienceArgs = z.strictObject({});
type AudienceArgs = z.infer<typeof audienceArgs>;

const top = (buckets: AudienceBucket[] | null, count: number) => buckets?.slice(0, count).map(({ key, label, share }) => ({ key, label, share })) ?? null;

/** One audience as the model is given it: its status and reason, or its shares (fractions) per age, gender and the top places. */
function breakdownForModel(breakdown: AudienceBreakdown) {
  if (breakdown.status !== 'ok') return { status: breakdown.status, reason: breakdown.reason };
  return {
    status: breakdown.status,
    timeframe: breakdown.timeframe,
    ages: top(breakdown.ages, 7),
    genders: top(breakdown.genders, 3),
    topCountries: top(breakdown.countries, 10),
    topCities: top(breakdown.cities, 10),
  };
}

export const audienceTool: LookupTool<AudienceArgs, AudienceAnswer> = {
  name: 'get_audience',
  subject: 'your audience',
  description:
    "Who follows the selected account, and who its posts reached and engaged (Meta's timeframe this_month): shares by age bucket (13-17 … 65+), gender (women, men, not specified), top countries and top cities, from the latest daily snapshot, with the earlier snapshot's date and the per-bucket differences from the followers in percentage points. Shares are fractions of the people Meta has demographics for. status not_offered means Meta does not offer it (under 100 followers): say so, never give zeros. notOfferedParts names the breakdowns (ageGender, countries, cities) Meta does not offer for an audience it otherwise served: say not offered, not unknown. lastRefusal says what the last sync could not read.",
  args: audienceArgs,
  async run(scope) {
    const answer = await getAudience(scope.db, scope.userId, { accountId: scope.accountId });
    const summary = answer.latest ? `your audience snapshot of ${answer.latest.takenOn}` : 'your audience (no snapshot yet)';
    return { summary, data: answer };
  },
  forModel: (answer) => ({
    username: answer.username,
    followersCount: answer.followersCount,
    snapshotDay: answer.latest?.takenOn ?? null,
    earlierSnapshotDay: answer.previous?.takenOn ?? null,
    audiences: answer.latest ? Object.fromEntries(AUDIENCE_KINDS.map((kind) => [kind, breakdownForModel(answer.latest![kind])])) : null,
    differencesFromFollowers: answer.differences,
    lastRefusal: answer.lastRefusal,
    formula: 'share = bucket count ÷ the sum of the counts Meta returned for that breakdown; difference (pp) = (audience share − follower share) × 100.',
  }),
};
