/**
 * business_discovery answered as Meta's reference shows it, for looking a competitor up with the real Graph
 * client and no demo world behind: the asker, the target and its counts are the page's example ("Blue Bottle
 * Coffee"); its media edge (field expansion) lists posts with the public fields the lookup asks, one of them
 * without like_count, as Meta answers for a post whose owner hides its like count.
 */
import type { DocumentedRoute } from './documentedServer';
import { served } from './graphAnswers';

/** https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/business_discovery ("Sample Response"). */
const DISCOVERY_SOURCE = 'https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/business_discovery';

/** The asking business account of the page's example, and the account it looks up. */
export const DISCOVERY_ASKER = '17841405309211844';
const DISCOVERED_ID = '17841401441775531';
export const DISCOVERED_USERNAME = 'bluebottle';
export const DISCOVERED_FOLLOWERS = 267788;

/**
 * The target's posts: the second hides its likes, so Meta leaves its like_count out.
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media (like_count): "If indirectly
 * querying an IG Media through another endpoint or field expansion, the like_count field will be omitted from API
 * responses if the media owner has hidden like counts on it."
 */
export const DISCOVERED_MEDIA = [
  { id: '17858843269216389', like_count: 5837, comments_count: 50 },
  { id: '17894036119131554', comments_count: 11 },
  { id: '17894449363137701', like_count: 4203, comments_count: 37 },
] as const;

/** The lookup's answer, its posts published on the days before `now` (newest first). */
function lookup(now: Date) {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString().replace(/\.\d{3}Z$/, '+0000');
  return served(DISCOVERY_SOURCE, {
    business_discovery: {
      id: DISCOVERED_ID,
      username: DISCOVERED_USERNAME,
      name: 'Blue Bottle Coffee',
      followers_count: DISCOVERED_FOLLOWERS,
      media_count: 1205,
      media: {
        data: DISCOVERED_MEDIA.map((post, index) => ({
          ...post,
          caption: `Pour-over ${index + 1} #bluebottle`,
          media_type: 'IMAGE',
          media_product_type: 'FEED',
          timestamp: at(index + 1),
          permalink: `https://www.instagram.com/p/Discovered${index}/`,
        })),
        paging: { cursors: { after: 'QVFIUjBhN3NPZAw' } },
      },
    },
    id: DISCOVERY_ASKER,
  });
}

/** The asker's node answering a business_discovery lookup of DISCOVERED_USERNAME. */
export const documentedDiscoveryRoutes = (now: Date): DocumentedRoute[] => [
  (path, query) =>
    path === `/${DISCOVERY_ASKER}` && (query.get('fields') ?? '').startsWith(`business_discovery.username(${DISCOVERED_USERNAME})`) ? lookup(now) : null,
];
