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
