import { FOLLOWER_TIERS, tierFloor } from '../../../shared/benchmarks';
import { MIN_COHORT } from '../../../shared/peers';
import { createDemoWorld, type DemoPeer } from './world';

const NOW = new Date('2026-11-23T07:00:00Z');
const DAY_MS = 86_400_000;
const world = createDemoWorld({ seed: 'demo', now: NOW });

const tierOf = (followers: number) => FOLLOWER_TIERS.find((tier) => followers < tier.below)!;
const cohortOf = (peers: readonly DemoPeer[], nicheId: string, countryCode: string, followers: number) =>
  peers.filter((peer) => peer.nicheId === nicheId && peer.countryCode === countryCode && tierOf(peer.followers) === tierOf(followers));
const spread = (values: number[]) => Math.max(...values) / Math.min(...values);

describe('the demo peers', () => {
  it('are the same accounts for a seed every day, and others for another seed', () => {
    const ids = world.peers.map((peer) => peer.igUserId);
    const tomorrow = createDemoWorld({ seed: 'demo', now: new Date(NOW.getTime() + DAY_MS) });
    expect(tomorrow.peers.map((peer) => peer.igUserId)).toEqual(ids);
    const other = createDemoWorld({ seed: 'other', now: NOW });
    expect(other.peers.map((peer) => peer.igUserId)).not.toEqual(ids);
    expect(createDemoWorld({ seed: 'demo', now: NOW }).peers).toEqual(world.peers);
  });

  it('give each demo account a live cohort of 14–36 accounts with spread-out figures', () => {
    for (const account of world.accounts) {
      const cohort = cohortOf(world.peers, account.nicheId, account.countryCode, account.followersCount);
      expect(cohort.length).toBeGreaterThanOrEqual(14);
      expect(cohort.length).toBeLessThanOrEqual(36);
      expect(spread(cohort.map((peer) => peer.publicEr!))).toBeGreaterThan(2);
      expect(spread(cohort.map((peer) => peer.postsPerWeek))).toBeGreaterThan(2);
      expect(new Set(cohort.map((peer) => Math.sign(peer.followerGrowthPct!))).size).toBeGreaterThan(1);
    }
  });

  it('leave the neighbouring country and tiers with fewer than 5, so the fallback shows there', () => {
    const smallCohorts = [
      cohortOf(world.peers, 'fitness', 'CA', 53_000),
      cohortOf(world.peers, 'restaurants-cafes', 'ES', 13_000),
      cohortOf(world.peers, 'travel', 'PT', 168_000),
      cohortOf(world.peers, 'fitness', 'US', 150_000),
      cohortOf(world.peers, 'travel', 'BR', 2_000_000),
    ];
    for (const cohort of smallCohorts) {
      expect(cohort.length).toBeGreaterThan(0);
      expect(cohort.length).toBeLessThan(MIN_COHORT);
    }
  });

  it('are plausible accounts: inside their tier, unique ids apart from the Graph accounts, interactions from ER × followers', () => {
    const graphIds = new Set([...world.accounts.map((account) => account.igUserId), ...world.competitors.map((competitor) => competitor.id)]);
    expect(new Set(world.peers.map((peer) => peer.igUserId)).size).toBe(world.peers.length);
    for (const peer of world.peers) {
      expect(graphIds.has(peer.igUserId)).toBe(false);
      expect(peer.followers).toBeGreaterThanOrEqual(tierFloor(tierOf(peer.followers)));
      expect(peer.publicEr).toBeGreaterThan(0);
      expect(peer.publicEr).toBeLessThan(0.4);
      expect(peer.postsPerWeek).toBeGreaterThan(0);
      expect(peer.avgInteractions).toBeCloseTo(peer.publicEr! * peer.followers, 0);
    }
  });
});
