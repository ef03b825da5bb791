import type { SyncRefusal, SyncSource } from '../../../shared/connectors';
import type { DiscoveryAnalytics } from '../../../shared/discovery';
import { formatPeriod } from '../../lib/format';

/**
 * Why a discovery figure is unknown, in the user's words: Meta's refusal from the last sync (permission
 * missing, not offered for the account), else the period lying outside the 30 days Meta keeps, else not
 * read yet. Never a number standing in for it.
 */
export function unknownReason(source: SyncSource, refusals: SyncRefusal[], answer: DiscoveryAnalytics): string {
  const refusal = refusals.find((candidate) => candidate.source === source);
  if (refusal?.kind === 'permission') return `Unknown: Meta refused it (${refusal.permission ?? 'a permission'} missing). See Settings → Connected accounts.`;
  if (refusal?.kind === 'not_offered') return 'Not offered: Meta does not offer this figure for this account.';
  if (refusal) return 'Unknown: Meta could not answer in the last sync; the next sync asks again.';
  const { from, to } = answer.range;
  if (to < answer.kept.from || from > answer.kept.to) {
    return `Unknown: Meta keeps this for the last 30 days only (${formatPeriod(answer.kept.from, answer.kept.to)}), and no earlier sync stored these days.`;
  }
  return 'Unknown: not read yet. The next sync reads the last 30 days.';
}
