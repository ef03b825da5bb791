import { accountInsights, mediaInsights } from './insightAnswers';
import { answerOAuth } from './oauthAnswers';
import { invalidToken, ok, pickFields, unsupported, usageHeaders } from './graphAnswers';
import { businessDiscovery } from './businessDiscovery';
import { pageOf } from './paging';
import { DEMO_ACCESS_TOKEN, type DemoAccount, type DemoWorld } from './world';
import type { DemoMedia } from './media';

export type GraphRequest = { method: 'GET' | 'POST'; baseUrl: string; path: string; query: URLSearchParams; form?: URLSearchParams };
export type GraphResponse = { status: number; headers: Record<string, string>; body: unknown };

/**
 * Answers a Graph API request from the demo world the way Meta would (see ../README.md for the
 * surface): the in-process demo transport and the loopback fake both call this.
 */
export function answerGraphRequest(world: DemoWorld, request: GraphRequest): GraphResponse {
  const path = request.path.replace(/^\/v\d+\.\d+(?=\/)/, '');
  const normalised = { ...request, path };
  const oauth = answerOAuth(world, normalised);
  if (oauth) return oauth;
  const token = request.query.get('access_token') ?? request.form?.get('access_token');
  if (token !== DEMO_ACCESS_TOKEN) return invalidToken();
  return answerAuthorised(world, normalised);
}

function answerAuthorised(world: DemoWorld, request: GraphRequest): GraphResponse {
  const [node, edge, ...rest] = request.path.split('/').filter(Boolean);
  if (!node || rest.length) return unsupported(request.path);
  if (node === 'me') return answerMe(world, request, edge);
  const account = world.accountById.get(node);
  if (account) return answerAccount(world, account, request, edge);
  const found = world.mediaById.get(node);
  if (found) return answerMedia(found.account, found.media, request, edge);
  return unsupported(request.path);
}

function answerMe(world: DemoWorld, request: GraphRequest, edge: string | undefined): GraphResponse {
  if (edge === 'accounts') {
    const pages = world.accounts.map((account) => ({
      id: account.pageId,
      name: account.pageName,
      instagram_business_account: { id: account.igUserId, username: account.username, name: account.name, profile_picture_url: account.profilePictureUrl },
    }));
    return ok(pageOf(pages, request), usageHeaders());
  }
  if (edge) return unsupported(request.path);
  const first = world.accounts[0];
  return ok(
    pickFields({ id: `app-scoped-${first.igUserId}`, user_id: first.igUserId, username: first.username, name: first.name, profile_picture_url: first.profilePictureUrl }, request.query.get('fields')),
    usageHeaders(),
  );
}

function answerAccount(world: DemoWorld, account: DemoAccount, request: GraphRequest, edge: string | undefined): GraphResponse {
  const headers = usageHeaders(account.igUserId);
  if (edge === 'insights') return withHeaders(accountInsights(account, request), headers);
  if (edge === 'media') return ok(pageOf(account.media.map(mediaFields(request.query.get('fields'))), request), headers);
  if (edge) return unsupported(request.path);
  const fields = request.query.get('fields') ?? 'id';
  if (fields.includes('business_discovery')) return withHeaders(businessDiscovery(world, account, fields), headers);
  return ok(pickFields(profileOf(account), fields), headers);
}

function answerMedia(account: DemoAccount, media: DemoMedia, request: GraphRequest, edge: string | undefined): GraphResponse {
  const headers = usageHeaders(account.igUserId);
  if (edge === 'insights') return withHeaders(mediaInsights(media, request), headers);
  if (edge === 'comments') return ok(pageOf(media.comments.map((comment) => pickFields(comment, request.query.get('fields'))), request), headers);
  if (edge) return unsupported(request.path);
  return ok(mediaFields(request.query.get('fields'))(media), headers);
}

const withHeaders = (response: GraphResponse, headers: Record<string, string>): GraphResponse => ({ ...response, headers: { ...headers, ...response.headers } });

function profileOf(account: DemoAccount): Record<string, unknown> {
  return {
    id: account.igUserId,
    username: account.username,
    name: account.name,
    biography: account.biography,
    website: account.website,
    profile_picture_url: account.profilePictureUrl,
    followers_count: account.followersCount,
    follows_count: account.followsCount,
    media_count: account.mediaCount,
  };
}

const mediaFields = (fields: string | null) => (media: DemoMedia) =>
  pickFields(
    {
      id: media.id,
      caption: media.caption,
      media_type: media.mediaType,
      media_product_type: media.mediaProductType,
      permalink: media.permalink,
      media_url: media.mediaUrl,
      thumbnail_url: media.thumbnailUrl ?? undefined,
      timestamp: media.timestamp,
      like_count: media.likeCount,
      comments_count: media.commentsCount,
    },
    fields,
  );

