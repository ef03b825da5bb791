import type { Db } from '../../db/client';
import type { AccountRow } from '../connectors/repository';
import { requireAccount } from '../connectors/service';
import { accountTimeZone } from './timeZones';
import type { PeriodScope } from './overviewRepository';

/** An account row as the analytics queries read it. */
export const periodScopeFor = (account: AccountRow): PeriodScope => ({
  accountId: account.id,
  timezone: accountTimeZone(account.timezone),
  currentFollowers: account.followersCount,
});

/** One of the user's accounts as the analytics queries read it; another user's account answers 404. */
export async function periodScopeOf(db: Db, userId: string, accountId: string): Promise<PeriodScope> {
  return periodScopeFor(await requireAccount(db, userId, accountId));
}
