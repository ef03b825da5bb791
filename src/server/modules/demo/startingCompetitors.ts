import type { CompetitorSuggestion } from '../../../shared/demo';
import type { Db } from '../../db/client';
import type { DemoAccount, DemoCompetitor, DemoWorld } from '../../meta/demo/world';
import { HttpError } from '../../http/httpError';
import { addCompetitor, type CompetitorDeps, listAccountCompetitors } from '../competitors/public';
import { loadAccount } from '../../jobs/sync/store';
import { accountDay, accountDayStart } from '../../jobs/sync/context';
import { seedDemoCompetitorHistory } from '../../jobs/competitors/demoHistory';
import { competitorHistory } from '../../meta/demo/competitorHistory';
import type { AccountRow } from '../connectors/public';
import { requireAccount } from '../connectors/public';
import { isUnclaimedDemoUser } from './demoUsers';

/** How many public accounts each demo account tracks from the start. */
export const STARTING_COMPETITORS = 5;

/** Public accounts business_discovery can actually answer: the age-gated one is there to show a refusal. */
const addable = (competitor: DemoCompetitor) => !competitor.ageGated;

/** How far apart two audiences are, by ratio: 50k is as near to 100k as to 25k. */
const sizeGap = (a: number, b: number) => Math.abs(Math.log(a / b));

/**
 * The competitors a demo account starts with: accounts of its niche and country, nearest to its own
 * audience first, the way someone would pick whom to watch. The rest stay for the visitor to add.
 */
export function startingCompetitorsOf(world: DemoWorld, account: DemoAccount): DemoCompetitor[] {
  return world.competitors
    .filter((competitor) => addable(competitor) && competitor.nicheId === account.nicheId && competitor.countryCode === account.countryCode)
    .sort((a, b) => sizeGap(a.followersCount, account.followersCount) - sizeGap(b.followersCount, account.followersCount))
    .slice(0, STARTING_COMPETITORS);
}

/**
 * Tracks a "Try the demo" account's starting competitors through the same path as the Add competitor
 * form (the first business_discovery lookup inline, the profile and posts stored with the row), so they
 * read exactly as one added by hand. Run by the account's first sync job, not by the sign-in: on the
 * embedded database their writes would wait behind every running sync and hold the sign-in for seconds.
 * One already tracked (a retried first job) is skipped. Answers how many it added.
 */
export async function trackStartingCompetitors(deps: CompetitorDeps, accountId: string): Promise<number> {
  const row = await loadAccount(deps.db, accountId);
  const account = row ? demoAccountOf(deps.gateway.demoWorld(), row) : null;
  if (!row || !account || !(await isUnclaimedDemoUser(deps.db, row.userId))) return 0;
  const tracked = new Set((await listAccountCompetitors(deps.db, row.id)).map((competitor) => competitor.username));
  let added = 0;
  for (const competitor of startingCompetitorsOf(deps.gateway.demoWorld(), account)) {
    if (tracked.has(competitor.username)) continue;
    try {
      const saved = await addCompetitor(deps, row.userId, { accountId: row.id, username: competitor.username });
      await seedHistory(deps, row, saved.id, competitor);
      added += 1;
    } catch (error) {
      // The visitor was quicker and added it by hand meanwhile: it is tracked, as wanted.
      if (!(error instanceof HttpError && error.code === 'duplicate')) throw error;
    }
  }
  return added;
}

/** The months of snapshots a workspace that had tracked it would hold, ending yesterday on the account's clock. */
async function seedHistory(deps: CompetitorDeps, row: AccountRow, competitorId: string, competitor: DemoCompetitor): Promise<void> {
  const history = competitorHistory(competitor, accountDay(deps.now?.() ?? new Date(), row.timezone));
  await seedDemoCompetitorHistory(deps.db, competitorId, history, accountDayStart(history[0].date, row.timezone));
}

const demoAccountOf = (world: DemoWorld, row: AccountRow): DemoAccount | null =>
  row.loginFlavour === 'demo' ? (world.accountById.get(row.igUserId) ?? null) : null;

/**
 * The demo world's public accounts of this account's niche that it does not track yet, so a visitor
 * can pick one instead of guessing a handle: a fitness account is offered fitness accounts, never
 * restaurants. Only a demo-connected account has any: a real account's candidates are all of
 * Instagram, which nobody can list.
 */
export async function competitorSuggestionsFor(db: Db, world: DemoWorld, userId: string, accountId: string): Promise<CompetitorSuggestion[]> {
  const row = await requireAccount(db, userId, accountId);
  const account = demoAccountOf(world, row);
  if (!account) return [];
  const tracked = new Set((await listAccountCompetitors(db, row.id)).map((competitor) => competitor.username));
  const suggestions = world.competitors
    .filter((competitor) => addable(competitor) && competitor.nicheId === account.nicheId)
    .filter((competitor) => !tracked.has(competitor.username) && competitor.username !== account.username)
    .map((competitor) => ({ username: competitor.username, name: competitor.name, sameNiche: true }));
  // Its own country first, then the catalogue's order (a stable sort).
  const country = new Map(world.competitors.map((competitor) => [competitor.username, competitor.countryCode]));
  return suggestions.sort((a, b) => Number(country.get(b.username) === account.countryCode) - Number(country.get(a.username) === account.countryCode));
}
