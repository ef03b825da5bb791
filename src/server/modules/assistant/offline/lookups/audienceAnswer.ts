import { AUDIENCE_LABELS, type AudienceBreakdown, type AudienceBucket, type AudiencePart } from '../../../../../shared/audience';
import { formatPercent, markdownTable } from '../../../../ai/format';
import type { AccountLookups } from '../../tools/accountLookups';
import { audienceTool } from '../../tools/audienceTool';
import { failedAnswer, withLookedUp } from './common';

/** A breakdown with nothing to show: not offered by Meta for this account (answered empty), or refused in the last sync. */
const missing = (breakdown: AudienceBreakdown, part: AudiencePart) =>
  breakdown.notOfferedParts.includes(part) ? 'not offered by Meta for this account' : 'unknown (Meta refused it in the last sync)';

const shares = (breakdown: AudienceBreakdown, part: AudiencePart, buckets: AudienceBucket[] | null, count: number) =>
  buckets?.length
    ? buckets
        .slice(0, count)
        .map((bucket) => `${bucket.label} ${formatPercent(bucket.share, 1)}`)
        .join(', ')
    : missing(breakdown, part);

function breakdownLines(breakdown: AudienceBreakdown): string {
  if (breakdown.status === 'not_offered') return `Not offered: ${breakdown.reason}`;
  if (breakdown.status === 'unknown') return `Unknown: ${breakdown.reason}`;
  const topAge = breakdown.ages?.length ? [...breakdown.ages].sort((a, b) => b.share - a.share)[0] : null;
  return [
    `- **Largest age group:** ${topAge ? `${topAge.label} (${formatPercent(topAge.share, 1)})` : missing(breakdown, 'ageGender')}`,
    `- **Gender:** ${shares(breakdown, 'ageGender', breakdown.genders, 3)}`,
    `- **Top countries:** ${shares(breakdown, 'countries', breakdown.countries, 5)}`,
    `- **Top cities:** ${shares(breakdown, 'cities', breakdown.cities, 5)}`,
  ].join('\n');
}

const points = (value: number | null) => (value === null ? '—' : `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(1)} pp`);

/** "Who is my audience?", "Where are my followers from?": the latest stored snapshot, or why there is none. */
export async function audienceAnswer(lookups: AccountLookups): Promise<string> {
  const outcome = await lookups.run(audienceTool, {});
  if (!outcome.ok) return failedAnswer(outcome, 'Ask again once the account has synced.');
  const answer = outcome.data;
  const refusal = answer.lastRefusal ? `_${answer.lastRefusal}_` : null;
  const { latest } = answer;
  if (!latest) {
    return withLookedUp([outcome.line], '## Your audience', 'No audience snapshot is stored yet: the next sync reads it from Meta.', refusal);
  }
  if (latest.followers.status === 'not_offered') {
    return withLookedUp(
      [outcome.line],
      `## @${answer.username}'s audience`,
      `Meta does not offer it for this account: ${latest.followers.reason} @${answer.username} has ${answer.followersCount} followers, so there is no age, gender or location breakdown to show — not zeros, simply not offered.`,
      refusal,
    );
  }
  const ageTable = answer.differences.ages.length
    ? markdownTable(
        ['Age', 'Followers', 'Engaged vs followers', 'Reached vs followers'],
        answer.differences.ages.map((row) => [row.label, formatPercent(row.followers, 1), points(row.engagedVsFollowersPp), points(row.reachedVsFollowersPp)]),
      )
    : null;
  return withLookedUp(
    [outcome.line],
    `## @${answer.username}'s audience, snapshot of ${latest.takenOn}`,
    `### ${AUDIENCE_LABELS.followers}\n${breakdownLines(latest.followers)}`,
    `### ${AUDIENCE_LABELS.engaged} (Meta's “this month”)\n${breakdownLines(latest.engaged)}`,
    `### ${AUDIENCE_LABELS.reached} (Meta's “this month”)\n${breakdownLines(latest.reached)}`,
    ageTable ? `### How engaged and reached audiences differ from followers, by age\n${ageTable}` : null,
    '_Shares are of the people Meta has demographics for (at most 45 places per breakdown), not of the follower count._',
    refusal,
  );
}
