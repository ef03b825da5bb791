import styled from 'styled-components';
import { errorMessage } from '../../api/errors';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { useGetPostCommentsQuery } from './postsApi';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-height: 50vh;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  p { margin: 0; overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** A post's comments (GET /api/posts/{id}/comments), newest first, in a dialog. */
export function CommentsDrawer({ postId, title, onClose }: { postId: string; title: string; onClose: () => void }) {
  const comments = useGetPostCommentsQuery(postId);
  return (
    <Modal open title={title} onClose={onClose} footer={<Button type="button" $variant="secondary" onClick={onClose}>Close</Button>}>
      {comments.isLoading ? <Spinner label="Loading comments" /> : null}
      {comments.isError ? (
        <p role="alert">
          {errorMessage(comments.error, 'The comments could not be loaded.')} <Button type="button" $size="sm" $variant="secondary" onClick={() => void comments.refetch()}>Retry</Button>
        </p>
      ) : null}
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
                    @{comment.username} · {new Date(comment.timestamp).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}
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
