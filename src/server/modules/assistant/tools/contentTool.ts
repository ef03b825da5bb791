import type { ContentAnalysis, ContentGroup } from '../../../../shared/analytics';
import { getContentAnalysis } from '../../analytics/public';
import { periodLookup } from './lookupTool';

const groupFigures = ({ key: _key, ...group }: ContentGroup) => group;

/** The content page's analysis as the model reads it: every grouping with its sample size, and the recommendations. */
function contentFigures(analysis: ContentAnalysis) {
  const { accountId: _accountId, recommendations, ...rest } = analysis;
  const groupings = ['formats', 'captionLengths', 'hashtagCounts', 'topHashtags', 'bottomHashtags', 'weekdays', 'hours', 'emoji', 'callToAction'] as const;
  return {
    range: rest.range,
    timezone: rest.timezone,
    postsAnalysed: rest.sampleSize,
    formula: rest.formula,
    ...Object.fromEntries(groupings.map((name) => [name, rest[name].map(groupFigures)])),
    recommendations: recommendations.map(({ text, basis }) => ({ text, basis })),
  };
}

export const contentTool = periodLookup<ContentAnalysis>({
  name: 'get_content_findings',
  subject: 'your content findings',
  description:
    "What works for the selected account's content in an inclusive date range (YYYY-MM-DD on the account's clock, at most 2 years), from the content assistant page: mean public ER, mean reach and post count by format, caption length, hashtag count, hashtag, weekday, hour, emoji use and call to action (groups under 5 posts are marked not reliable), and the page's recommendations with their basis. Rates are fractions.",
  read: (scope, range) => getContentAnalysis(scope.db, scope.userId, { accountId: scope.accountId, ...range }),
  forModel: contentFigures,
});
