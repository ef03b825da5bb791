import type { StoriesAnswer, StoryGroup } from '../../../../../shared/stories';
import { formatCount, formatPercent, markdownTable } from '../../../../ai/format';
import type { AccountLookups } from '../../tools/accountLookups';
import { localDateTime } from '../../tools/calendar';
import { storiesTool } from '../../tools/storiesTool';
import { failedAnswer, withLookedUp } from './common';

const count = (value: number | null) => (value === null ? '—' : formatCount(value));
const completion = (value: number | null) => (value === null ? '—' : formatPercent(value, 1));

function best(groups: StoryGroup[]): StoryGroup | null {
  return groups.filter((group) => group.completion !== null).sort((a, b) => (b.completion ?? 0) - (a.completion ?? 0))[0] ?? null;
}

function refusedText(answer: StoriesAnswer): string {
  const why = answer.status.permission ? `the **${answer.status.permission}** permission is missing` : (answer.status.message ?? 'Meta gave no reason');
  return `Meta refused this account’s stories: ${why}. Reconnect the account in **Settings** and grant it; nothing is counted as 0 meanwhile.`;
}

/** "How did my stories do?": the Stories page's figures over the last 30 days, per sequence, with the best-held sequence. */
export async function storiesAnswer(lookups: AccountLookups): Promise<string> {
  const outcome = await lookups.run(storiesTool, {});
  if (!outcome.ok) return failedAnswer(outcome, 'Ask again in a moment.');
  const answer = outcome.data;
  const { totals } = answer;
  if (answer.status.state === 'not_offered' && !totals.stories) return withLookedUp([outcome.line], refusedText(answer));
  if (!totals.stories) {
    return withLookedUp(
      [outcome.line],
      `No stories were posted in the last ${answer.days} days, or none was read yet: stories are read every hour while they are live, so a story posted now shows on the **Stories** page within the hour.`,
    );
  }
  const top = best(answer.sequences);
  return withLookedUp(
    [outcome.line],
    `## Your stories, last ${answer.days} days`,
    `${totals.stories} stories in ${answer.sequences.length} sequences: ${count(totals.views)} views, ${count(totals.reach)} reach (summed per story), ${count(totals.replies)} replies; completion ${completion(totals.completion)}.`,
    markdownTable(
      ['Sequence started', 'Stories', 'Views', 'Reach', 'Replies', 'Completion'],
      answer.sequences
        .slice(0, 8)
        .map((group) => [
          localDateTime(new Date(group.startsAt), answer.timezone),
          group.stories,
          count(group.views),
          count(group.reach),
          count(group.replies),
          completion(group.completion),
        ]),
    ),
    top
      ? `Your best-held sequence started ${localDateTime(new Date(top.startsAt), answer.timezone)} (${answer.timezone}): ${completion(top.completion)} of its views neither skipped ahead nor left.`
      : null,
    answer.status.state === 'not_offered' ? refusedText(answer) : null,
    '_Completion is the share of views that neither exited the stories nor tapped forward; a figure Meta withheld (under 5 viewers) shows as —, never 0._',
  );
}
