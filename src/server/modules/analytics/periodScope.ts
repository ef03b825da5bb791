import type { Db } from '../../db/client';
import { notFound } from '../../http/httpError';
import { findUserAccount } from '../connectors/repository';
import { accountTimeZone } from './formulas';
import type { PeriodScope } from './overviewRepository';

/** One of the user's accounts as the analytics queries read it; another user's account answers 404. */
export async function periodScopeOf(db: Db, userId: string, accountId: string): Promise<PeriodScope> {
  const account = await findUserAccount(db, userId, accountId);
  if (!account) throw notFound('Account not found');
  return { accountId: account.id, timezone: accountTimeZone(account.timezone), currentFollowers: account.followersCount };
}
