import type { CompetitorSpec } from './competitorCatalogue';
import type { Rng } from './random';
import { avatarDataUrl } from './avatars';
import { competitorCaption } from './competitorCaptions';

type DemoCompetitorMedia = {
  id: string;
  caption: string;
  media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  media_product_type: 'FEED' | 'REELS';
  timestamp: string;
  like_count: number;
  comments_count: number;
  // No permalink: these posts are not on Instagram (Graph leaves it out of some media too).
};

export type DemoCompetitor = {
  id: string;
  username: string;
  name: string;
  nicheId: string;
  countryCode: string;
  biography: string;
  profilePictureUrl: string;
  /** business_discovery answers the age-gate error instead of the account. */
  ageGated: boolean;
  followersCount: number;
  mediaCount: number;
  /** Newest first: what business_discovery shows of a public account. */
  media: DemoCompetitorMedia[];
};

const DAY_MS = 86_400_000;
const RECENT_POSTS = 36;

/** Bios by niche: fixed text, so adding them drew nothing from the generator and changed no other figure. */
const BIOGRAPHIES: Record<string, string> = {
  fitness: 'Training tips and programs that fit real life 💪',
  'restaurants-cafes': 'Fresh every day. Book your table below 👇',
  'food-drink': 'Simple recipes from a real kitchen 🍳',
  travel: 'Itineraries, budgets and hidden places ✈️',
  'outdoors-adventure': 'Trails, gear and summits 🏔️',
  'health-wellness': 'Move, breathe, rest 🧘',
  'art-design': 'Studio notes and new work ✏️',
};

/** A public account as business_discovery sees it: counts and recent posts' likes and comments only. */
export function generateCompetitor(rng: Rng, spec: CompetitorSpec, index: number, asOf: Date): DemoCompetitor {
  const id = `17841${String(index).padStart(2, '0')}${rng.digits(8)}`;
  const gapMs = (7 / spec.postsPerWeek) * DAY_MS;
  const media = Array.from({ length: RECENT_POSTS }, (_, post) => {
    const engagement = spec.followers * spec.erBase * Math.exp(rng.normal(0, 0.35));
    const mediaId = `18${String(index).padStart(2, '0')}${String(post).padStart(3, '0')}${rng.digits(9)}`;
    const format = rng.weighted([
      ['IMAGE', 0.3],
      ['CAROUSEL_ALBUM', 0.3],
      ['REELS', 0.35],
      ['VIDEO', 0.05],
    ] as const);
    return {
      id: mediaId,
      caption: competitorCaption(rng, spec.nicheId),
      media_type: format === 'REELS' ? 'VIDEO' : format,
      media_product_type: format === 'REELS' ? 'REELS' : 'FEED',
      timestamp: new Date(asOf.getTime() - (post + 0.3) * gapMs - rng.int(0, 6) * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+0000'),
      like_count: Math.round(engagement * 0.93),
      comments_count: Math.round(engagement * 0.07),
    } satisfies DemoCompetitorMedia;
  });
  return {
    id,
    username: spec.username,
    name: spec.name,
    nicheId: spec.nicheId,
    countryCode: spec.countryCode,
    biography: BIOGRAPHIES[spec.nicheId] ?? 'New posts every week',
    profilePictureUrl: avatarDataUrl(spec.name, '#38bdf8'),
    ageGated: spec.ageGated ?? false,
    followersCount: spec.followers,
    mediaCount: Math.round(spec.postsPerWeek * 52 * 2.5) + rng.int(0, 40),
    media,
  };
}
