import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Card, CardHead, Muted, Skeleton } from '../../components/dataCard';
import { InfoTip } from '../../components/InfoTip';
import { LoadFailedLine } from '../../components/LoadFailed';
import { formatCount } from '../../lib/format';
import { useGetCompetitorPostsInfiniteQuery } from './competitorsApi';
import { CompetitorPostCard, PostGrid } from './CompetitorPostCard';

const LoadMore = styled(Button)`
  align-self: center;
`;

/** The competitor's posts, newest first, a page at a time ("Load more"). */
type Props = {
  competitorId: string;
  breakoutRule: string;
  /** The tracking account's clock, which places each post on its day; this device's until the figures have loaded. */
  timezone?: string;
};

export function RecentPosts({ competitorId, breakoutRule, timezone }: Props) {
  const posts = useGetCompetitorPostsInfiniteQuery(competitorId);
  const shown = posts.data?.pages.flatMap((page) => page.data) ?? [];
  const total = posts.data?.pages[0]?.total ?? 0;
  return (
    <Card aria-labelledby="recent-posts-title">
      <CardHead>
        <h2 id="recent-posts-title">Recent posts</h2>
        <InfoTip label="the post figures" entry="public-er">
          Likes and comments as Instagram shows them publicly. Public ER = (likes + comments) ÷ followers at the time (the nearest snapshot). Breakout:{' '}
          {breakoutRule}
        </InfoTip>
      </CardHead>
      {posts.isLoading ? <Skeleton $height={220} /> : null}
      {posts.isError && !posts.isFetching ? (
        <LoadFailedLine error={posts.error} fallback="The posts could not be loaded." onRetry={() => void posts.refetch()} />
      ) : null}
      {posts.data && total === 0 ? <Muted>No posts recorded yet: they arrive with the next refresh.</Muted> : null}
      {shown.length ? (
        <>
          <Muted>
            Showing {formatCount(shown.length)} of {formatCount(total)} post{total === 1 ? '' : 's'}, newest first.
          </Muted>
          <PostGrid aria-label="Posts">
            {shown.map((post) => (
              <CompetitorPostCard key={post.id} post={post} timezone={timezone} />
            ))}
          </PostGrid>
        </>
      ) : null}
      {posts.hasNextPage ? (
        <LoadMore type="button" $variant="secondary" onClick={() => void posts.fetchNextPage()} disabled={posts.isFetchingNextPage}>
          {posts.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </LoadMore>
      ) : null}
    </Card>
  );
}
