import type { MediaType } from '../../shared/insights';
import type { GraphClient } from './graphClient';
import { GraphApiError } from './graphErrors';
import { storedMediaType } from './mediaType';

/** Recent posts read per lookup: more than a month of posting for the busiest accounts. */
const DISCOVERY_MEDIA_LIMIT = 50;

/** 110 (subcode 2207013): no business or creator account has that username (unknown, or a personal account). */
const UNKNOWN_ACCOUNT_CODE = 110;
/**
 * Meta documents only that "data about age-gated Instagram professional accounts will not be
 * returned", with no error code. Graph's permission error (#10) is what refuses data the app may not
 * see, so a #10 on a lookup reads as age-gated; the demo and the loopback fake answer it that way.
 */
const AGE_RESTRICTED_CODE = 10;

const MEDIA_FIELDS = 'id,caption,media_type,media_product_type,timestamp,like_count,comments_count,permalink';
const PROFILE_FIELDS = 'id,username,name,biography,profile_picture_url,followers_count,media_count';

type DiscoveredPost = {
  igMediaId: string;
  mediaType: MediaType;
  caption: string | null;
  permalink: string | null;
  postedAt: Date;
  /** Null where Meta left like_count out: the owner hides the post's likes. */
  likes: number | null;
  comments: number;
};

export type DiscoveredProfile = {
  igUserId: string;
  username: string;
  name: string | null;
  biography: string | null;
  profilePicUrl: string | null;
  followers: number;
  mediaCount: number;
  /** Newest first. */
  posts: DiscoveredPost[];
};

type GraphDiscoveredMedia = {
  id: string;
  caption?: string;
  media_type?: string;
  media_product_type?: string;
  timestamp: string;
  like_count?: number;
  comments_count?: number;
  permalink?: string;
};

type GraphDiscovery = {
  business_discovery: {
    id: string;
    username?: string;
    name?: string;
    biography?: string;
    profile_picture_url?: string;
    followers_count?: number;
    media_count?: number;
    media?: { data?: GraphDiscoveredMedia[] };
  };
};

/**
 * What any business account may see of another, public one (Facebook Login only): its counts and
 * its newest posts with likes and comments. Asked on the connected account's own node.
 */
export async function discoverAccount(client: GraphClient, askerIgUserId: string, username: string): Promise<DiscoveredProfile> {
  const fields = `business_discovery.username(${username}){${PROFILE_FIELDS},media.limit(${DISCOVERY_MEDIA_LIMIT}){${MEDIA_FIELDS}}}`;
  const { business_discovery: found } = await client.get<GraphDiscovery>(askerIgUserId, { fields });
  return {
    igUserId: found.id,
    username: (found.username ?? username).toLowerCase(),
    name: found.name ?? null,
    biography: found.biography ?? null,
    profilePicUrl: found.profile_picture_url ?? null,
    followers: found.followers_count ?? 0,
    mediaCount: found.media_count ?? 0,
    posts: (found.media?.data ?? []).map(toDiscoveredPost),
  };
}

function toDiscoveredPost(item: GraphDiscoveredMedia): DiscoveredPost {
  return {
    igMediaId: item.id,
    mediaType: storedMediaType(item),
    caption: item.caption ?? null,
    permalink: item.permalink ?? null,
    postedAt: new Date(item.timestamp),
    // "the like_count field will be omitted from API responses if the media owner has hidden like counts on it"
    // (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media): unknown, not 0.
    likes: item.like_count ?? null,
    comments: item.comments_count ?? 0,
  };
}

export type DiscoveryRefusal = 'unknown_account' | 'age_restricted';

/** Why Meta would not show an account, when the error says so; null for every other failure. */
export function discoveryRefusal(error: unknown): DiscoveryRefusal | null {
  // 110 arrives as an invalid request; #10 as a permission error, which on a lookup means the age gate.
  if (!(error instanceof GraphApiError) || (error.kind !== 'request' && error.kind !== 'permission')) return null;
  if (error.code === UNKNOWN_ACCOUNT_CODE) return 'unknown_account';
  if (error.code === AGE_RESTRICTED_CODE) return 'age_restricted';
  return null;
}
