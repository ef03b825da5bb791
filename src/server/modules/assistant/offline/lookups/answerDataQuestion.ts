import type { AccountInsights } from '../../../../../shared/insights';
import type { AccountLookups } from '../../tools/accountLookups';
import { needsAccountAnswer } from '../answers/freeForm';
import type { DataQuestion } from '../questions';
import { audienceAnswer } from './audienceAnswer';
import { bestTimeAnswer } from './bestTimeAnswer';
import { changeAnswer } from './changeAnswer';
import { competitorAnswer } from './competitorAnswer';
import { competitorsAnswer } from './competitorsAnswer';
import { contentAnswer } from './contentAnswer';
import { discoveryAnswer } from './discoveryAnswer';
import { formatAnswer } from './formatAnswer';
import { hashtagsAnswer } from './hashtagsAnswer';
import { overviewAnswer } from './overviewAnswer';
import { peersAnswer } from './peersAnswer';
import { nextPostAnswer, postingDayAnswer } from './postingDayAnswer';
import { postsAnswer } from './postsAnswer';
import { storiesAnswer } from './storiesAnswer';
import { reelsAnswer } from './reelsAnswer';

/** "How do I compare?" with no competitor tracked: the peers answer, after saying how to add competitors. */
async function withoutCompetitors(lookups: AccountLookups): Promise<string> {
  const note = 'You don’t track any competitors yet (add them on the **Competitors** page). Here is how you compare with accounts like yours instead.';
  return [note, await peersAnswer(lookups)].join('\n\n');
}

/** A figures question, answered from the same lookups a model would make, with the same "looked up" lines. */
export async function answerDataQuestion(question: DataQuestion, lookups: AccountLookups | null, insights: AccountInsights | null): Promise<string> {
  if (!lookups) return needsAccountAnswer();
  switch (question.kind) {
    case 'overview':
      return overviewAnswer(lookups, question.range, question.focus);
    case 'change':
      return changeAnswer(lookups, question.range, question.metric);
    case 'posts':
      return postsAnswer(lookups, question.range);
    case 'content':
      return contentAnswer(lookups, question.range);
    case 'hashtags':
      return hashtagsAnswer(lookups, question.range);
    case 'format':
      return formatAnswer(lookups, question.range, question.format);
    case 'bestTime':
      return bestTimeAnswer(lookups, question.range);
    case 'postingDay':
      return postingDayAnswer(lookups, question.date);
    case 'nextPost':
      return nextPostAnswer(lookups);
    case 'competitor':
      return competitorAnswer(lookups, question);
    case 'competitors': {
      const tracked = insights?.competitors.items ?? [];
      return tracked.length ? competitorsAnswer(lookups, question.range, tracked) : withoutCompetitors(lookups);
    }
    case 'peers':
      return peersAnswer(lookups);
    case 'audience':
      return audienceAnswer(lookups);
    case 'stories':
      return storiesAnswer(lookups);
    case 'reels':
      return reelsAnswer(lookups, question.range);
    case 'discovery':
      return discoveryAnswer(lookups, question.range);
  }
}
