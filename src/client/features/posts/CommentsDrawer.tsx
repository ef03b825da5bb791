import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Pager } from '../../components/Pager';
import { LoadFailedLine } from '../../components/LoadFailed';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { StackList } from '../../components/StackList';
import { formatDate } from '../../lib/format';
import { COMMENTS_PAGE, useGetPostCommentsQuery } from './postsApi';

const List = styled(StackList)`
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A post's comments (GET /api/posts/{id}/comments), newest first, in a dialog, 20 to a page rather than in a box that scrolls inside it. */
export function CommentsDrawer({ postId, title, onClose }: { postId: string; title: string; onClose: () => void }) {
  const [position, setPosition] = useState<{ offset: number; after?: string }>({ offset: 0 });
  const comments = useGetPostCommentsQuery({ postId, after: position.after });
  const cursors = comments.data?.paging.cursors;
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        <Button type="button" $variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {comments.isLoading ? <Spinner label="Loading comments" /> : null}
      {comments.isError ? <LoadFailedLine error={comments.error} fallback="The comments could not be loaded." onRetry={() => void comments.refetch()} /> : null}
      {comments.data ? (
        comments.data.data.length ? (
          <>
            <List>
              {comments.data.data.map((comment) => (
                <li key={comment.id}>
                  <small>
                    @{comment.username} · {formatDate(comment.timestamp)}
                    {comment.likeCount ? ` · ${comment.likeCount} like${comment.likeCount === 1 ? '' : 's'}` : ''}
                  </small>
                  <p>{comment.text}</p>
                </li>
              ))}
            </List>
            <Pager
              noun={comments.data.total === 1 ? 'comment' : 'comments'}
              offset={position.offset}
              shown={comments.data.data.length}
              total={comments.data.total}
              onPrevious={() => setPosition({ offset: Math.max(0, position.offset - COMMENTS_PAGE), after: cursors?.before ?? undefined })}
              onNext={() => setPosition({ offset: position.offset + COMMENTS_PAGE, after: cursors?.after ?? undefined })}
            />
          </>
        ) : (
          <p>No comments on this post.</p>
        )
      ) : null}
    </Modal>
  );
}
