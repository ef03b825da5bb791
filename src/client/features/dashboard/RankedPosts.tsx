import { useState } from 'react';
import styled from 'styled-components';
import type { OverviewPost } from '../../../shared/analytics';
import { Button } from '../../components/Button';
import { InfoTip } from '../../components/InfoTip';
import { likesFigure } from '../../components/HiddenLikes';
import { PostFigures } from '../../components/PostFigures';
import { StackList } from '../../components/StackList';
import { CommentsDrawer } from '../posts';
import { Card, CardHead } from '../../components/dataCard';
import { captionExcerpt, formatCount, formatDate, formatPercent, MEDIA_TYPE_NAMES } from '../../lib/format';
import { NoPostsInPeriod, usePostsShown } from '../../components/NoPostsInPeriod';

const Item = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: ${({ theme }) => theme.space.md};
  img,
  .placeholder {
    width: 64px;
    height: 64px;
    border-radius: ${({ theme }) => theme.radii.md};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dl {
    margin: ${({ theme }) => theme.space.xs} 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The post's picture, or a plain tile when it has none or Instagram's CDN link has expired. */
function Thumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <span className="placeholder" />;
  return <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

const excerpt = (caption: string | null) => captionExcerpt(caption, 90);

/** The period's best or worst posts by public ER, each with its figures, a link to Instagram and its comments. */
export function RankedPosts({ id, title, posts, timezone }: { id: string; title: string; posts: OverviewPost[]; timezone: string }) {
  const [open, setOpen] = useState<OverviewPost | null>(null);
  const shown = usePostsShown(posts.length);
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHead>
        <h2 id={`${id}-title`}>{title}</h2>
        <InfoTip label={title} entry="top-posts">
          Ranked by public ER = (likes + comments) ÷ followers on the day posted. Source: media insights.
        </InfoTip>
      </CardHead>
      {shown ? (
        <StackList as="ol">
          {posts.map((post) => {
            // The day it counts on: the account's, as the period's.
            const date = formatDate(post.postedAt, timezone);
            return (
              <Item key={post.id}>
                <Thumbnail src={post.thumbnailUrl} />
                <div>
                  <p>{excerpt(post.caption)}</p>
                  <small>
                    {MEDIA_TYPE_NAMES[post.mediaType]} · {date}
                  </small>
                  <PostFigures
                    figures={[
                      { label: 'Public ER', value: formatPercent(post.publicEr) },
                      likesFigure(post.likes),
                      { label: 'Comments', value: formatCount(post.comments) },
                      { label: 'Reach', value: formatCount(post.reach) },
                      { label: 'Saves', value: formatCount(post.saves) },
                    ]}
                  />
                  <div className="actions">
                    <Button
                      type="button"
                      $variant="secondary"
                      $size="sm"
                      onClick={() => setOpen(post)}
                      aria-label={`Comments on the ${MEDIA_TYPE_NAMES[post.mediaType].toLowerCase()} of ${date}`}
                    >
                      Comments ({formatCount(post.comments)})
                    </Button>
                    {post.permalink ? (
                      <a href={post.permalink} target="_blank" rel="noreferrer">
                        View on Instagram
                      </a>
                    ) : null}
                  </div>
                </div>
              </Item>
            );
          })}
        </StackList>
      ) : (
        <NoPostsInPeriod />
      )}
      {open ? <CommentsDrawer postId={open.id} title={`Comments: ${excerpt(open.caption)}`} onClose={() => setOpen(null)} /> : null}
    </Card>
  );
}
