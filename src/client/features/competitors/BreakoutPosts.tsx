import type { CompetitorAnalytics } from '../../../shared/competitors';
import { Card, CardHead, Muted } from '../../components/dataCard';
import { InfoTip } from '../../components/InfoTip';
import { formatPercent, formatTimes } from '../../lib/format';
import { CompetitorPostCard, PostGrid } from './CompetitorPostCard';

/** Posts that beat the competitor's own median public ER by more than the breakout factor. */
export function BreakoutPosts({ breakouts, timezone }: { breakouts: CompetitorAnalytics['breakouts']; timezone: string }) {
  const { medianPublicEr: median, threshold, posts } = breakouts;
  return (
    <Card aria-labelledby="breakouts-title">
      <CardHead>
        <h2 id="breakouts-title">Breakout posts</h2>
        <InfoTip label="breakout posts" entry="breakout-posts">
          {breakouts.formula}
        </InfoTip>
      </CardHead>
      <Muted>
        {median === null
          ? 'No post in this period has a public ER to compare with.'
          : `Median public ER ${formatPercent(median)}; a breakout is above ${formatPercent(threshold)}.`}
      </Muted>
      {posts.length ? (
        <PostGrid aria-label="Breakout posts">
          {posts.map((post) => (
            <CompetitorPostCard
              key={post.id}
              post={post}
              timezone={timezone}
              note={median && post.publicEr !== null ? `${formatTimes(post.publicEr / median)} the median` : undefined}
            />
          ))}
        </PostGrid>
      ) : (
        <Muted>No breakout post in this period.</Muted>
      )}
    </Card>
  );
}
