import styled from 'styled-components';
import type { Mention } from '../../../shared/stories';
import { Card, CardHead, Muted } from '../../components/dataCard';
import { InfoTip } from '../../components/InfoTip';
import { LoadFailedLine } from '../../components/LoadFailed';
import { StackList } from '../../components/StackList';
import { formatCount, formatDate } from '../../lib/format';
import { useGetMentionsQuery } from './storiesApi';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const KIND: Record<Mention['kind'], string> = {
  tag: 'Tagged you',
  caption_mention: 'Mentioned you in a caption',
  comment_mention: 'Mentioned you in a comment',
};

const Quote = styled.blockquote`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

/** The mentioning comment's words; Meta refuses them when the post's comments were turned off since. */
function CommentText({ text }: { text: string | null }) {
  if (text === null) return <Muted>The comment&apos;s text is unknown: Meta did not give it (comments may be turned off on that post).</Muted>;
  return <Quote aria-label="The comment">{text}</Quote>;
}

/** Posts of other accounts that tag or @mention this one, with their public figures (— where Meta gave none). */
export function MentionsSection({ accountId, timezone }: { accountId: string; timezone: string }) {
  const mentions = useGetMentionsQuery({ accountId });
  return (
    <Card aria-labelledby="mentions-title" aria-busy={mentions.isFetching}>
      <CardHead>
        <h2 id="mentions-title">Mentions &amp; tags</h2>
        <InfoTip label="mentions and tags" entry="mention-figures">
          Posts that tag you (read hourly) and @mentions Meta announced, with their likes and comments.
        </InfoTip>
      </CardHead>
      {mentions.isError ? (
        <LoadFailedLine error={mentions.error} fallback="The mentions could not be loaded." onRetry={() => void mentions.refetch()} />
      ) : !mentions.data ? (
        <Muted role="status">Loading the mentions…</Muted>
      ) : mentions.data.data.length === 0 ? (
        <Muted>No post tags or mentions this account yet. Tagged posts are read every hour; mentions arrive through Meta&apos;s webhooks.</Muted>
      ) : (
        <StackList aria-label="Mentions and tags" $gap="xs">
          {mentions.data.data.map((mention) => (
            <Item key={mention.id}>
              <p>
                <strong>{mention.username ? `@${mention.username}` : 'An account'}</strong> · {KIND[mention.kind]}
                {mention.postedAt ? ` · ${formatDate(mention.postedAt, timezone)}` : ''}
              </p>
              {mention.kind === 'comment_mention' ? <CommentText text={mention.commentText} /> : null}
              {mention.caption ? <Muted>{mention.caption}</Muted> : null}
              <p>
                {formatCount(mention.likeCount)} likes · {formatCount(mention.commentsCount)} comments
              </p>
            </Item>
          ))}
        </StackList>
      )}
    </Card>
  );
}
