import styled from 'styled-components';
import { mobileQuery } from '../../app/theme';
import { AccountAvatar } from './AccountAvatar';
import { AccountMenu } from './AccountMenu';
import { SyncButton } from './SyncButton';
import { useSelectedAccount } from './useSelectedAccount';
import { useSyncProgress } from './useSyncProgress';

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
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  ${mobileQuery} { span { display: none; } }
`;

const Placeholder = styled.div`
  width: 160px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  ${mobileQuery} { width: 40px; }
`;

/** SPEC §2 "Account switcher", in the header. */
export function AccountSwitcher() {
  const { accounts, account, isLoading } = useSelectedAccount();
  const { statuses, syncing, sync } = useSyncProgress();
  if (isLoading) return <Placeholder role="status" aria-label="Loading Instagram accounts" />;
  if (!account) return null;
  return (
    <Bar>
      {accounts.length === 1 ? (
        <Single>
          <AccountAvatar username={account.accountName} src={account.profilePicUrl} />
          <span>@{account.accountName}</span>
        </Single>
      ) : (
        <AccountMenu accounts={accounts} selected={account} statuses={statuses} />
      )}
      <SyncButton syncing={syncing} onSync={() => void sync()} />
    </Bar>
  );
}
