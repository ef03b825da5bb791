import styled from 'styled-components';
import type { CompetitorPost } from '../../../shared/competitors';
import { likesFigure } from '../../components/HiddenLikes';
import { PostFigures } from '../../components/PostFigures';
import { captionExcerpt, formatCount, formatDate, formatPercent, MEDIA_TYPE_NAMES } from '../../lib/format';

export const PostGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.font.size.sm};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    flex: 1;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Breakout = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** One public post: format, date, caption, its public counts and ER, and a link to it on Instagram. */
export function CompetitorPostCard({ post, note, timezone }: { post: CompetitorPost; note?: string; timezone?: string }) {
  const kind = MEDIA_TYPE_NAMES[post.mediaType];
  const date = formatDate(post.postedAt, timezone);
  return (
    <Item>
      <header>
        <span>{kind}</span>
        <time dateTime={post.postedAt}>{date}</time>
        {post.breakout ? <Breakout>Breakout</Breakout> : null}
      </header>
      <p>{captionExcerpt(post.caption, 140)}</p>
      <PostFigures
        figures={[
          likesFigure(post.likes),
          { label: 'Comments', value: formatCount(post.comments) },
          { label: 'Public ER', value: formatPercent(post.publicEr) },
        ]}
      />
      {note ? <strong>{note}</strong> : null}
      {post.permalink ? (
        <a href={post.permalink} target="_blank" rel="noreferrer" aria-label={`Open the ${kind.toLowerCase()} of ${date} on Instagram (new tab)`}>
          Open on Instagram
        </a>
      ) : null}
    </Item>
  );
}
