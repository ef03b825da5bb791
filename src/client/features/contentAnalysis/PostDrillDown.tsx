import { useState } from 'react';
import { Pager } from '../../components/Pager';
import type { Media } from '../../../shared/posts';
import { Button } from '../../components/Button';
import { Card, CardHead, Muted, Skeleton } from '../../components/dataCard';
import { DataTable } from '../../components/DataTable';
import { LikesCell } from '../../components/HiddenLikes';
import { LoadFailedLine } from '../../components/LoadFailed';
import { PermalinkText } from '../../components/PermalinkText';
import { percentNumber, type CsvColumn, type CsvFile } from '../../lib/csv';
import { captionExcerpt, formatCount, formatDate, formatPercent, isoDayOf, MEDIA_TYPE_NAMES } from '../../lib/format';
import { CommentsDrawer, useGetPostsQuery } from '../posts';
import { NoPostsInPeriod } from '../../components/NoPostsInPeriod';

const PAGE = 20;
const excerpt = (caption: string | null) => captionExcerpt(caption, 60);

/** Each post as data: its whole caption, its day on the account's clock and the moment in UTC, every metric raw. */
const csvColumns = (timezone: string): CsvColumn<Media>[] => [
  { name: 'published_date', value: (post) => isoDayOf(post.timestamp, timezone) },
  { name: 'published_at', value: (post) => post.timestamp },
  { name: 'media_type', value: (post) => post.mediaType },
  { name: 'caption', value: (post) => post.caption },
  { name: 'permalink', value: (post) => post.permalink },
  { name: 'likes', value: (post) => post.likeCount },
  { name: 'comments', value: (post) => post.commentsCount },
  { name: 'saves', value: (post) => post.insights.saved },
  { name: 'shares', value: (post) => post.insights.shares },
  { name: 'reach', value: (post) => post.insights.reach },
  { name: 'views', value: (post) => post.insights.views },
  { name: 'er_by_reach_pct', value: (post) => percentNumber(post.engagementRate) },
];

type Props = { accountId: string; from: string; to: string; timezone: string; file: CsvFile };

/** Where the page shown starts, and the server's cursor for it (none for the first page). */
type PagePosition = { offset: number; after?: string };

/**
 * Every post of the period with every metric, best engagement first, 20 to a page (the server pages
 * them, and its total counts the very posts the page's summary counts), and its comments a click away.
 */
export function PostDrillDown({ accountId, from, to, timezone, file }: Props) {
  const [position, setPosition] = useState<PagePosition>({ offset: 0 });
  const posts = useGetPostsQuery({ accountId, from, to, sort: 'engagement', limit: PAGE, after: position.after });
  const [open, setOpen] = useState<Media | null>(null);
  const cursors = posts.data?.paging.cursors;
  return (
    <Card aria-labelledby="posts-title">
      <CardHead>
        <h2 id="posts-title">Posts in this period</h2>
      </CardHead>
      {posts.isLoading ? <Skeleton $height={200} /> : null}
      {posts.isError ? <LoadFailedLine error={posts.error} fallback="The posts could not be loaded." onRetry={() => void posts.refetch()} /> : null}
      {posts.data && posts.data.data.length === 0 ? <NoPostsInPeriod /> : null}
      {posts.data?.data.length ? (
        <>
          <Muted>Most engaging first (ER by reach). Export CSV writes the posts of the page shown.</Muted>
          <DataTable<Media>
            caption="Posts with their metrics"
            narrowBelow={1000}
            rowKey={(post) => post.id}
            rows={posts.data.data}
            csv={{ columns: csvColumns(timezone), file }}
            columns={[
              {
                header: 'Post',
                wrap: true,
                cell: (post) => <PermalinkText permalink={post.permalink}>{excerpt(post.caption)}</PermalinkText>,
              },
              { header: 'Format', cell: (post) => MEDIA_TYPE_NAMES[post.mediaType], priority: 'low' },
              { header: 'Date', cell: (post) => formatDate(post.timestamp, timezone) },
              { header: 'Likes', cell: (post) => <LikesCell likes={post.likeCount} /> },
              {
                header: 'Comments',
                cell: (post) => (
                  <Button
                    type="button"
                    $size="sm"
                    $variant="ghost"
                    aria-label={`${formatCount(post.commentsCount)} comments on “${excerpt(post.caption)}”`}
                    onClick={() => setOpen(post)}
                  >
                    {formatCount(post.commentsCount)}
                  </Button>
                ),
              },
              { header: 'Saves', cell: (post) => formatCount(post.insights.saved), priority: 'low' },
              { header: 'Shares', cell: (post) => formatCount(post.insights.shares), priority: 'low' },
              { header: 'Reach', cell: (post) => formatCount(post.insights.reach) },
              { header: 'Views', cell: (post) => formatCount(post.insights.views), priority: 'low' },
              { header: 'ER by reach', cell: (post) => formatPercent(post.engagementRate) },
            ]}
            footer={
              <Pager
                noun={posts.data.total === 1 ? 'post' : 'posts'}
                offset={position.offset}
                shown={posts.data.data.length}
                total={posts.data.total}
                onPrevious={() => setPosition({ offset: Math.max(0, position.offset - PAGE), after: cursors?.before ?? undefined })}
                onNext={() => setPosition({ offset: position.offset + PAGE, after: cursors?.after ?? undefined })}
              />
            }
          />
        </>
      ) : null}
      {open ? <CommentsDrawer postId={open.id} title={`Comments: ${excerpt(open.caption)}`} onClose={() => setOpen(null)} /> : null}
    </Card>
  );
}
