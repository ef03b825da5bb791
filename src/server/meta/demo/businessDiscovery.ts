import { badParameter, graphError, nonexistingField, ok } from './graphAnswers';
import { splitField, topLevelFields } from './fields';
import { encodeCursor } from './paging';
import type { GraphResponse } from './graphExchange';
import type { DemoAccount, DemoWorld } from './world';

type PublicAccount = Record<string, unknown> & { id: string; media: Array<Record<string, unknown>> };

const DEFAULT_MEDIA_LIMIT = 25;
const MAX_MEDIA_LIMIT = 100;

function publicAccount(world: DemoWorld, username: string): PublicAccount | null {
  const competitor = world.competitorByUsername.get(username);
  if (competitor) {
    const { id, name, biography, profilePictureUrl, followersCount, mediaCount, media } = competitor;
    return { id, username, name, biography, profile_picture_url: profilePictureUrl, followers_count: followersCount, media_count: mediaCount, media };
  }
  const own = world.accounts.find((account) => account.username === username);
  return own ? ownAccountInPublic(own) : null;
}

/** A demo account looked up by another: only what any business account may see of it. */
function ownAccountInPublic(own: DemoAccount): PublicAccount {
  const media = own.media.map((item) => ({
    id: item.id,
    caption: item.caption,
    media_type: item.mediaType,
    media_product_type: item.mediaProductType,
    timestamp: item.timestamp,
    like_count: item.likeCount,
    comments_count: item.commentsCount,
  }));
  return {
    id: own.igUserId,
    username: own.username,
    name: own.name,
    biography: own.biography,
    website: own.website,
    profile_picture_url: own.profilePictureUrl,
    followers_count: own.followersCount,
    follows_count: own.followsCount,
    media_count: own.mediaCount,
    media,
  };
}

const userNotFound = (username: string) =>
  graphError(400, 110, 'Invalid user id', 2207013, { title: 'Cannot find User', message: `The user with username: ${username} cannot be found.` });

/** Meta documents no code for it (see ../businessDiscovery.ts): Graph's permission error, as the client reads it. */
const ageRestricted = (username: string) =>
  graphError(400, 10, '(#10) Application does not have permission for this action', undefined, {
    title: 'Age-restricted account',
    message: `The account ${username} is age-restricted, so its data cannot be shown.`,
  });

/** `media.limit(n){a,b}`: the newest n posts with the requested fields (id always). */
function discoveredMedia(media: Array<Record<string, unknown>>, field: string) {
  const limit = Math.min(MAX_MEDIA_LIMIT, Number(/\.limit\((\d+)\)/.exec(field)?.[1] ?? DEFAULT_MEDIA_LIMIT));
  const wanted = topLevelFields(splitField(field).inner ?? 'id');
  const data = media
    .slice(0, limit)
    .map((item) => Object.fromEntries(['id', ...wanted].filter((key) => item[key] !== undefined).map((key) => [key, item[key]])));
  const paging = { cursors: data.length ? { before: encodeCursor(0), after: encodeCursor(data.length) } : {} };
  return { data, paging };
}

/** `fields=business_discovery.username(x){…,media.limit(n){…}}`: what any business account may see of a public one. */
export function businessDiscovery(world: DemoWorld, asker: DemoAccount, fields: string): GraphResponse {
  const match = /business_discovery\.username\(([^)]+)\)\{(.*)\}/.exec(fields);
  if (!match) return badParameter('Syntax error: expected business_discovery.username(<username>){<fields>}');
  const [, username, inner] = match;
  if (world.competitorByUsername.get(username)?.ageGated) return ageRestricted(username);
  const found = publicAccount(world, username);
  if (!found) return userNotFound(username);
  const discovered: Record<string, unknown> = { id: found.id };
  for (const field of topLevelFields(inner)) {
    const name = splitField(field.replace(/\..*$/, '')).name;
    if (name === 'media') discovered.media = discoveredMedia(found.media, field);
    else if (!(name in found)) return nonexistingField(name, 'IGUser');
    else discovered[name] = found[name];
  }
  return ok({ business_discovery: discovered, id: asker.igUserId });
}
