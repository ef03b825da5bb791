import { ACCOUNT_SPECS, type AccountSpec } from './catalogue';
import { COMPETITOR_SPECS } from './competitorCatalogue';
import { generateCompetitor, type DemoCompetitor } from './competitors';
import { generateDaily, type DemoDay } from './daily';
import { generateMedia, type DemoMedia } from './media';
import { generateDemoPeers, type DemoPeer } from './peers';
import { AVATAR_COLOURS, avatarDataUrl } from './avatars';
import { createRng } from './random';

export type { DemoCompetitor } from './competitors';
export type { DemoDay } from './daily';
export type { DemoComment, DemoMedia } from './media';
export type { DemoPeer } from './peers';

/** Valid for every demo account; it never expires. */
export const DEMO_ACCESS_TOKEN = 'demo-access-token';
export const HISTORY_DAYS = 548;

export type DemoAccount = {
  igUserId: string;
  username: string;
  name: string;
  biography: string;
  website: string;
  profilePictureUrl: string;
  pageId: string;
  pageName: string;
  nicheId: string;
  countryCode: string;
  timezone: string;
  followersCount: number;
  followsCount: number;
  mediaCount: number;
  /** Oldest first, ending today (UTC). */
  daily: DemoDay[];
  /** Newest first. */
  media: DemoMedia[];
};

export type DemoWorld = {
  seed: string;
  now: Date;
  appId: string;
  appSecret: string;
  accounts: DemoAccount[];
  competitors: DemoCompetitor[];
  /** Generated accounts of the platform for peer comparison (not Graph accounts: they only fill peer_metrics). */
  peers: DemoPeer[];
  accountById: Map<string, DemoAccount>;
  mediaById: Map<string, { account: DemoAccount; media: DemoMedia }>;
  competitorByUsername: Map<string, DemoCompetitor>;
  /**
   * Media Meta keeps no insights for, as posted before the account's conversion to a business account.
   * Empty in the demo; the Graph fake's tests fill it to exercise Meta's refusal (subcode 2108006).
   */
  postedBeforeConversion: Set<string>;
  /**
   * Accounts (igUserIds) Meta offers no demographics for, as it does under 100 followers. Every demo account
   * has more, so this is empty in the demo; the Graph fake's tests fill it to exercise the refusal.
   */
  audienceWithheld: Set<string>;
  /**
   * How many posts tag an account (by igUserId), where a test needs more than the demo's 8 to 16: Meta
   * pages /tags by cursors only, so a list longer than one page is worth reading. Empty in the demo.
   */
  taggedCounts: Map<string, number>;
  /**
   * What time it is for stories, which live 24 hours: the real clock in the demo, a test's own clock
   * where it drives the stories schedule through a day.
   */
  clock: () => Date;
};

const DAY_MS = 86_400_000;
const cache = new Map<string, DemoWorld>();

/**
 * The generated demo workspace: three business accounts with 18 months of history, several hundred
 * posts each with insights and comments, and ~30 public competitors. Deterministic for a seed and a
 * UTC day (memoised per pair), so every demo user sees the same, current-looking account.
 */
export function createDemoWorld(options: { seed?: string; now?: Date } = {}): DemoWorld {
  const seed = options.seed ?? 'demo';
  const now = options.now ?? new Date();
  // One generated world per seed and UTC day: a cache key, not a day anyone reads.
  const key = `${seed}|${now.toISOString().slice(0, 10)}`;
  let world = cache.get(key);
  if (!world) {
    world = generateWorld(seed, now);
    cache.clear(); // one day's world at a time is all anyone needs
    cache.set(key, world);
  }
  return world;
}

function generateWorld(seed: string, now: Date): DemoWorld {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const firstDay = today - (HISTORY_DAYS - 1) * DAY_MS;
  // Content is cut off at the start of the UTC day, not at `now`, so that any moment of a day (a server
  // restarted at noon, a test at 07:00) generates byte for byte the same posts and comments.
  const asOf = new Date(today);
  const accounts = ACCOUNT_SPECS.map((spec, index) => generateAccount(seed, spec, index, firstDay, asOf));
  const rng = createRng(`${seed}:competitors`);
  const competitors = COMPETITOR_SPECS.map((spec, index) => generateCompetitor(rng, spec, index, asOf));
  return {
    seed,
    now,
    appId: 'demo-app',
    appSecret: 'demo-app-secret',
    accounts,
    competitors,
    peers: generateDemoPeers(seed, accounts, asOf),
    accountById: new Map(accounts.map((account) => [account.igUserId, account])),
    mediaById: new Map(accounts.flatMap((account) => account.media.map((media) => [media.id, { account, media }] as const))),
    competitorByUsername: new Map(competitors.map((competitor) => [competitor.username, competitor])),
    postedBeforeConversion: new Set(),
    audienceWithheld: new Set(),
    taggedCounts: new Map(),
    clock: () => new Date(),
  };
}

function generateAccount(seed: string, spec: AccountSpec, index: number, firstDay: number, asOf: Date): DemoAccount {
  const rng = createRng(`${seed}:${spec.key}`);
  const igUserId = `17841${index + 4}${rng.digits(9)}`;
  const curve = generateDaily(rng, spec, firstDay, HISTORY_DAYS);
  const media = generateMedia(rng, spec, index, curve, firstDay, asOf);
  const daily = curve.finish(media);
  return {
    igUserId,
    username: spec.username,
    name: spec.name,
    biography: spec.biography,
    website: spec.website,
    profilePictureUrl: avatarDataUrl(spec.name, AVATAR_COLOURS[index % AVATAR_COLOURS.length]),
    pageId: `10${index + 1}${rng.digits(12)}`,
    pageName: spec.pageName,
    nicheId: spec.nicheId,
    countryCode: spec.countryCode,
    timezone: spec.timezone,
    followersCount: daily[daily.length - 1].followers,
    followsCount: spec.follows,
    mediaCount: media.length,
    daily,
    media,
  };
}
