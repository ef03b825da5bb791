import styled from 'styled-components';
import { EmptyState } from '../../components/EmptyState';
import type { IconName } from '../../components/Icon';
import { NoAccountState } from '../../components/NoAccountState';
import { formatCount } from '../../lib/format';
import { useGetInstagramProfileQuery } from './accountsApi';
import { useSelectedAccount } from './useSelectedAccount';
import { isSyncing } from './syncState';
import { useSyncProgress } from './useSyncProgress';

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const SYNCING_TEXT =
  'Bringing in its profile, daily reach and follower history, and every post with its insights and comments. The first sync takes a few seconds.';

/**
 * A data page before its charts exist: with no account, the honest empty state; with one, what is
 * already synced for the selected account (its profile figures) and what the page will show.
 */
export function AccountDataState({ icon, willShow, whenConnected }: { icon: IconName; willShow: string; whenConnected: string }) {
  const { account, isLoading } = useSelectedAccount();
  const { statuses } = useSyncProgress();
  const { data: profile } = useGetInstagramProfileQuery(account?.accountId ?? '', { skip: !account });
  if (isLoading) return null;
  if (!account) return <NoAccountState icon={icon} willShow={willShow} />;
  const status = statuses.find((candidate) => candidate.accountId === account.accountId);
  const syncing = status ? isSyncing(status) : false;
  return (
    <EmptyState icon={icon} title={`@${account.accountName}${syncing ? ' is syncing' : ' is connected'}`}>
      {/* Before its first sync an account has no figures yet; zeros would read as a dead account. */}
      {profile?.lastSyncedAt ? (
        <Facts aria-label="Synced profile figures">
          <div>
            <dt>Followers</dt>
            <dd>{formatCount(profile.followersCount)}</dd>
          </div>
          <div>
            <dt>Following</dt>
            <dd>{formatCount(profile.followsCount)}</dd>
          </div>
          <div>
            <dt>Posts</dt>
            <dd>{formatCount(profile.mediaCount)}</dd>
          </div>
        </Facts>
      ) : null}
      <span>{syncing && !profile?.lastSyncedAt ? SYNCING_TEXT : whenConnected}</span>
    </EmptyState>
  );
}
