import type { Db } from '../../db/client';
import { loadAccount } from '../../jobs/sync/store';
import { lastDaysOn, periodScopeFor } from '../analytics/public';
import { createComparisonReport, createCompetitorReport } from '../reports/public';
import { isUnclaimedDemoUser } from './demoUsers';

/** The period the starting competitor report covers: the data pages' default. */
const STARTING_REPORT_DAYS = 30;

/**
 * One saved report of each kind for a "Try the demo" account, so the Reports page shows what a report
 * is from the first visit. Made after the account's first sync, since both read its synced figures
 * (the comparison its peer row); through the same services as the Generate report buttons.
 */
export async function saveStartingReports(db: Db, accountId: string, now = new Date()): Promise<void> {
  const account = await loadAccount(db, accountId);
  if (!account || account.loginFlavour !== 'demo' || !(await isUnclaimedDemoUser(db, account.userId))) return;
  const { from, to } = lastDaysOn(periodScopeFor(account), STARTING_REPORT_DAYS, now);
  await createCompetitorReport(db, account.userId, { accountId, from, to });
  await createComparisonReport(db, account.userId, { accountId }, now);
}
