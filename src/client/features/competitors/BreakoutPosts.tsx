import type { CompetitorAnalytics } from '../../../shared/competitors';
import { Card, CardHead, Muted } from '../../components/dataCard';
import { InfoTip } from '../../components/InfoTip';
import { formatPercent } from '../../lib/format';
import { CompetitorPostCard, PostGrid } from './CompetitorPostCard';

const times = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}×`;

/** Posts that beat the competitor's own median public ER by more than the breakout factor. */
export function BreakoutPosts({ breakouts }: { breakouts: CompetitorAnalytics['breakouts'] }) {
  const { medianPublicEr: median, threshold, posts } = breakouts;
  return (
    <Card aria-labelledby="breakouts-title">
      <CardHead>
        <h2 id="breakouts-title">Breakout posts</h2>
        <InfoTip label="breakout posts">{breakouts.formula}</InfoTip>
      </CardHead>
      <Muted>
        {median === null
          ? 'No post in this period has a public ER to compare with.'
          : `Median public ER ${formatPercent(median)}; a breakout is above ${formatPercent(threshold)}.`}
      </Muted>
      {posts.length ? (
        <PostGrid aria-label="Breakout posts">
          {posts.map((post) => (
            <CompetitorPostCard key={post.id} post={post} note={median && post.publicEr !== null ? `${times(post.publicEr / median)} the median` : undefined} />
          ))}
        </PostGrid>
      ) : (
        <Muted>No breakout post in this period.</Muted>
      )}
    </Card>
  );
}
