import { useGetInstagramProfileQuery } from './accountsApi';

/**
 * The account's own time zone (its profile's), the clock the server's one period rule counts days on
 * (docs/metrics.md, "The period"); null until the profile has loaded or when no account is selected.
 */
export function useAccountTimeZone(accountId: string | null | undefined): string | null {
  const { data: profile } = useGetInstagramProfileQuery(accountId ?? '', { skip: !accountId });
  return profile?.timezone ?? null;
}
