import { z } from 'zod';
import { STORIES_DEFAULT_DAYS, STORIES_MAX_DAYS, STORIES_PAGE_LIMIT, type StoriesAnswer } from '../../../../shared/stories';
import { storiesAnswer } from '../../stories/public';
import type { LookupTool } from './lookupTool';

const storiesArgs = z.object({
  days: z.number().int().min(1).max(STORIES_MAX_DAYS).default(STORIES_DEFAULT_DAYS).describe('How many days back, from now'),
});
type StoriesArgs = { days: number };

export const storiesTool: LookupTool<StoriesArgs, StoriesAnswer> = {
  name: 'get_stories',
  subject: 'your stories',
  description: `The selected account's stories of the last \`days\` days (30 by default), as the hourly stories read kept them: totals sums the whole period (stories, views, reach, replies, completion); stories lists the newest ${STORIES_PAGE_LIMIT} with per story its views, reach, replies, taps forward, exits and completion (1 − (exits + taps forward) ÷ views, a fraction), whether it is still live or final; the same summed per day and per sequence (stories posted within an hour of each other). A null figure is one Meta withheld (under 5 viewers) or refused, never 0. status.state 'not_offered' means Meta refused the stories (status.permission names the missing permission).`,
  args: storiesArgs,
  async run(scope, { days }) {
    const answer = await storiesAnswer(scope.db, { id: scope.accountId, timezone: scope.timezone }, { days, limit: STORIES_PAGE_LIMIT }, new Date());
    return { summary: `your stories of the last ${days} days`, data: answer };
  },
  forModel: ({ accountId: _accountId, paging: _paging, stories, ...rest }) => ({
    ...rest,
    stories: stories.map(({ id: _id, mediaUrl: _url, thumbnailUrl: _thumb, permalink: _link, insightsRefusal: _refusal, ...story }) => story),
  }),
};
