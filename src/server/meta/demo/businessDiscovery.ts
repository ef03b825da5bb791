import { graphError, ok } from './graphAnswers';
import type { GraphResponse } from './graphRouter';
import type { DemoAccount, DemoWorld } from './world';

type PublicAccount = {
  id: string;
  username: string;
  name: string;
  profile_picture_url: string;
  followers_count: number;
  media_count: number;
  media: Array<Record<string, unknown>>;
};

/** Splits "a,b{c,d},e" at the commas that are not inside braces or parentheses. */
function topLevelFields(fields: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of fields) {
    if (char === '{' || char === '(') depth++;
    if (char === '}' || char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

function publicAccount(world: DemoWorld, username: string): PublicAccount | null {
  const competitor = world.competitorByUsername.get(username);
  if (competitor) {
    return { id: competitor.id, username, name: competitor.name, profile_picture_url: competitor.profilePictureUrl, followers_count: competitor.followersCount, media_count: competitor.mediaCount, media: competitor.media };
  }
  const own = world.accounts.find((account) => account.username === username);
  if (!own) return null;
  const media = own.media.map((item) => ({ id: item.id, caption: item.caption, media_type: item.mediaType, timestamp: item.timestamp, like_count: item.likeCount, comments_count: item.commentsCount, permalink: item.permalink }));
  return { id: own.igUserId, username, name: own.name, profile_picture_url: own.profilePictureUrl, followers_count: own.followersCount, media_count: own.mediaCount, media };
}

/** `fields=business_discovery.username(x){…,media.limit(n){…}}`: what any business account may see of a public one. */
export function businessDiscovery(world: DemoWorld, asker: DemoAccount, fields: string): GraphResponse {
  const match = /business_discovery\.username\(([^)]+)\)\{(.*)\}/.exec(fields);
  if (!match) return graphError(400, 100, '(#100) Syntax error in business_discovery field');
  const found = publicAccount(world, match[1]);
  if (!found) return graphError(400, 110, 'Invalid user id', 2207013);
  const discovered: Record<string, unknown> = { id: found.id };
  for (const field of topLevelFields(match[2])) {
    if (field.startsWith('media')) {
      const limit = Math.min(100, Number(/limit\((\d+)\)/.exec(field)?.[1] ?? 25));
      const wanted = /\{(.*)\}/.exec(field)?.[1]?.split(',') ?? ['id'];
      const data = found.media.slice(0, limit).map((item) => Object.fromEntries(['id', ...wanted].filter((key) => item[key] !== undefined).map((key) => [key, item[key]])));
      discovered.media = { data, paging: { cursors: data.length ? { after: Buffer.from(`cursor:${data.length}`).toString('base64url') } : {} } };
    } else if (field in found) {
      discovered[field] = found[field as keyof PublicAccount];
    }
  }
  return ok({ business_discovery: discovered, id: asker.igUserId });
}
