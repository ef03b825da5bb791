import type { StoriesAnswer, StoryGroup } from '../../../../../shared/stories';
import { formatCount, formatPercent, markdownTable } from '../../../../ai/format';
import type { AccountLookups } from '../../tools/accountLookups';
import { storiesTool } from '../../tools/storiesTool';
import { failedAnswer, withLookedUp } from './common';

const count = (value: number | null) => (value === null ? '—' : formatCount(value));
const completion = (value: number | null) => (value === null ? '—' : formatPercent(value, 1));

const sum = (groups: StoryGroup[], pick: (group: StoryGroup) => number | null) => {
  const known = groups.map(pick).filter((value): value is number => value !== null);
  return known.length ? known.reduce((total, value) => total + value, 0) : null;
};

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
  if (answer.status.state === 'not_offered' && !answer.stories.length) return withLookedUp([outcome.line], refusedText(answer));
  if (!answer.stories.length) {
    return withLookedUp(
      [outcome.line],
      `No stories were posted in the last ${answer.days} days, or none was read yet: stories are read every hour while they are live, so a story posted now shows on the **Stories** page within the hour.`,
    );
  }
  const top = best(answer.sequences);
  const overall = answer.stories.filter((story) => story.completion !== null);
  const views = overall.reduce((total, story) => total + (story.views ?? 0), 0);
  const skipped = overall.reduce((total, story) => total + (story.tapsExit ?? 0) + (story.tapsForward ?? 0), 0);
  return withLookedUp(
    [outcome.line],
    `## Your stories, last ${answer.days} days`,
    `${answer.stories.length} stories in ${answer.sequences.length} sequences: ${count(sum(answer.sequences, (g) => g.views))} views, ${count(sum(answer.sequences, (g) => g.reach))} reach (summed per story), ${count(sum(answer.sequences, (g) => g.replies))} replies; completion ${completion(views > 0 ? 1 - skipped / views : null)}.`,
    markdownTable(
      ['Sequence started', 'Stories', 'Views', 'Reach', 'Replies', 'Completion'],
      answer.sequences
        .slice(0, 8)
        .map((group) => [
          group.startsAt.slice(0, 16).replace('T', ' '),
          group.stories,
          count(group.views),
          count(group.reach),
          count(group.replies),
          completion(group.completion),
        ]),
    ),
    top
      ? `Your best-held sequence started ${top.startsAt.slice(0, 16).replace('T', ' ')} UTC: ${completion(top.completion)} of its views neither skipped ahead nor left.`
      : null,
    answer.status.state === 'not_offered' ? refusedText(answer) : null,
    '_Completion is the share of views that neither exited the stories nor tapped forward; a figure Meta withheld (under 5 viewers) shows as —, never 0._',
  );
}
