import type { AccountInsights } from '../../../../shared/insights';
import type { AccountLookups } from '../../tools/accountLookups';
import { needsAccountAnswer } from '../answers/freeForm';
import type { DataQuestion } from '../questions';
import { competitorAnswer } from './competitorAnswer';
import { contentAnswer } from './contentAnswer';
import { overviewAnswer } from './overviewAnswer';
import { peersAnswer } from './peersAnswer';
import { postingDayAnswer } from './postingDayAnswer';
import { postsAnswer } from './postsAnswer';

/** A figures question, answered from the same lookups a model would make, with the same "looked up" lines. */
export async function answerDataQuestion(question: DataQuestion, lookups: AccountLookups | null, insights: AccountInsights | null): Promise<string> {
  if (!lookups) return needsAccountAnswer();
  switch (question.kind) {
    case 'overview':
      return overviewAnswer(lookups, question.range);
    case 'posts':
      return postsAnswer(lookups, question.range);
    case 'content':
      return contentAnswer(lookups, question.range);
    case 'postingDay':
      return postingDayAnswer(lookups, question.date, insights);
    case 'competitor':
      return competitorAnswer(lookups, question);
    case 'peers':
      return peersAnswer(lookups);
  }
}
