/**
 * Likes an owner hides. Meta: "If indirectly querying an IG Media through another endpoint or field expansion,
 * the like_count field will be omitted from API responses if the media owner has hidden like counts on it"
 * (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media, like_count).
 * Such a post's likes are unknown, never 0 (docs/metrics.md#likes): it has no public ER, and every average of
 * likes or of a rate built on them leaves it out and says how many it left out, in these words everywhere.
 */

/** Why a post's likes show as —: the explanation beside or behind the dash. */
export const HIDDEN_LIKES_REASON = 'hidden by the owner';

/** "2 posts left out: their likes are hidden by the owner"; null when no post was left out. */
export function hiddenLikesLeftOut(posts: number): string | null {
  if (posts <= 0) return null;
  return posts === 1 ? `1 post left out: its likes are ${HIDDEN_LIKES_REASON}` : `${posts} posts left out: their likes are ${HIDDEN_LIKES_REASON}`;
}
