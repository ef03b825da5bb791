import styled from 'styled-components';
import { HIDDEN_LIKES_REASON, hiddenLikesLeftOut } from '../../shared/hiddenLikes';
import { formatCount, UNKNOWN } from '../lib/format';
import type { PostFigure } from './PostFigures';

/**
 * A post's likes where Meta left like_count out because the owner hides them: unknown, shown as — like every
 * unknown figure, with why (docs/metrics.md#likes). Never 0.
 */

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** The Likes figure under a post: its count, or — with "hidden by the owner" beside it (a card has room). */
export const likesFigure = (likes: number | null): PostFigure =>
  likes === null ? { label: 'Likes', value: UNKNOWN, reason: HIDDEN_LIKES_REASON } : { label: 'Likes', value: formatCount(likes) };

/** A table cell's likes: the count, or — whose explanation a pointer reads on hover and a screen reader in the cell's text. */
export function LikesCell({ likes }: { likes: number | null }) {
  if (likes !== null) return <>{formatCount(likes)}</>;
  return (
    <span title={`Likes ${HIDDEN_LIKES_REASON}`}>
      {UNKNOWN}
      <VisuallyHidden> (likes {HIDDEN_LIKES_REASON})</VisuallyHidden>
    </span>
  );
}

const Note = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** Under an average or a rate that left posts out because their likes are hidden: how many. Nothing when none. */
export function HiddenLikesNote({ posts, className }: { posts: number; className?: string }) {
  const text = hiddenLikesLeftOut(posts);
  return text ? <Note className={className}>{text}</Note> : null;
}
