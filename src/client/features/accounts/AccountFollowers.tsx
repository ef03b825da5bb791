import { formatCount } from '../../lib/format';
import { useGetInstagramProfileQuery } from './accountsApi';

/**
 * "52,000 followers" for the account switcher, from the account's synced profile (cached per account,
 * the same answer Settings reads). Before its first sync the count is not known, and says so.
 */
export function AccountFollowers({ accountId, className }: { accountId: string; className?: string }) {
  const { data: profile } = useGetInstagramProfileQuery(accountId);
  if (!profile) return null;
  const text = profile.lastSyncedAt ? `${formatCount(profile.followersCount)} follower${profile.followersCount === 1 ? '' : 's'}` : 'Followers not synced yet';
  return <small className={className}>{text}</small>;
}
