import styled from 'styled-components';
import { mobileQuery } from '../../base/theme';
import { Icon } from '../../components/Icon';
import { AccountAvatar } from './AccountAvatar';
import { AccountFollowers } from './AccountFollowers';
import { AccountMenu } from './AccountMenu';
import { SyncButton } from './SyncButton';
import { useSelectedAccount } from './useSelectedAccount';
import { useSyncProgress } from './useSyncProgress';
import { useCan } from '../workspaces';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Single = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  .name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .followers {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  .warning {
    flex: none;
    color: ${({ theme }) => theme.colors.warning};
  }
  /* On a phone the picture alone stands for the account (its label names it). */
  ${mobileQuery} {
    .name,
    .followers {
      display: none;
    }
  }
`;

const Placeholder = styled.div`
  width: 160px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  ${mobileQuery} {
    width: 40px;
  }
`;

/** The Instagram account switcher, in the header. */
export function AccountSwitcher() {
  const { accounts, account, isLoading } = useSelectedAccount();
  const { statuses, syncing, sync } = useSyncProgress();
  // The header has no room to say why: a role that may not sync finds the button, unavailable, in Settings.
  const maySync = useCan('accounts.sync');
  if (isLoading) return <Placeholder role="status" aria-label="Loading Instagram accounts" />;
  if (!account) return null;
  return (
    <Bar>
      {accounts.length === 1 ? (
        <Single>
          <AccountAvatar username={account.accountName} src={account.profilePicUrl} label={`@${account.accountName}`} />
          <span className="name">@{account.accountName}</span>
          <AccountFollowers accountId={account.accountId} className="followers" />
          {statuses.find((status) => status.accountId === account.accountId)?.needsReconnect ? (
            <Icon name="warning" className="warning" title="Reconnect needed (Settings)" />
          ) : null}
        </Single>
      ) : (
        <AccountMenu accounts={accounts} selected={account} statuses={statuses} />
      )}
      {maySync.allowed ? <SyncButton syncing={syncing} onSync={() => void sync()} /> : null}
    </Bar>
  );
}
