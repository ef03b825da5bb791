import styled from 'styled-components';
import { Button } from '../../components/Button';
import { LoadFailedLine } from '../../components/LoadFailed';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { StackList } from '../../components/StackList';
import { formatDate } from '../../lib/format';
import { useGetPostCommentsQuery } from './postsApi';

const List = styled(StackList)`
  max-height: 50vh;
  overflow-y: auto;
  p { margin: 0; overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** A post's comments (GET /api/posts/{id}/comments), newest first, in a dialog. */
export function CommentsDrawer({ postId, title, onClose }: { postId: string; title: string; onClose: () => void }) {
  const comments = useGetPostCommentsQuery(postId);
  return (
    <Modal open title={title} onClose={onClose} footer={<Button type="button" $variant="secondary" onClick={onClose}>Close</Button>}>
      {comments.isLoading ? <Spinner label="Loading comments" /> : null}
      {comments.isError ? <LoadFailedLine error={comments.error} fallback="The comments could not be loaded." onRetry={() => void comments.refetch()} /> : null}
      {comments.data ? (
        comments.data.data.length ? (
          <>
            <p>
              {comments.data.total} comment{comments.data.total === 1 ? '' : 's'}
              {comments.data.total > comments.data.data.length ? `, the latest ${comments.data.data.length} shown` : ''}
            </p>
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
          </>
        ) : (
          <p>No comments on this post.</p>
        )
      ) : null}
    </Modal>
  );
}
