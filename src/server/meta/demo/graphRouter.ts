import { audienceInsights, isDemographicsMetric } from './audienceAnswers';
import { accountInsights, mediaInsights, metricList } from './insightAnswers';
import { answerIds, expandedMedia } from './mediaFields';
import { answerOAuth } from './oauthAnswers';
import { invalidToken, nonexistingField, ok, unsupported, usageHeaders } from './graphAnswers';
import { businessDiscovery } from './businessDiscovery';
import { pickFields, unknownField } from './fields';
import { accountNode, commentNode, facebookUserNode, instagramMeNode, pageNode, type GraphNode } from './graphNodes';
import { cursorPageOf, pageOf, type Page } from './paging';
import { findStory, liveStories, storyNode, taggedNode, taggedPosts } from './stories';
import { mentionedComment, mentionedMedia, storyInsights } from './storyAnswers';
import { DEMO_ACCESS_TOKEN, type DemoAccount, type DemoWorld } from './world';
import type { DemoMedia } from './media';
import type { GraphRequest, GraphResponse } from './graphExchange';

/**
 * Answers a Graph API request from the demo world the way Meta would (see ../README.md for the
 * surface): the in-process demo transport and the loopback fake both call this.
 */
export function answerGraphRequest(world: DemoWorld, request: GraphRequest): GraphResponse {
  // Clients may pin a version (/v21.0/…); every version answers alike here.
  const path = request.path.replace(/^\/v\d+\.\d+(?=\/|$)/, '') || '/';
  const normalised = { ...request, path };
  const oauth = answerOAuth(world, normalised);
  if (oauth) return oauth;
  const token = request.query.get('access_token') ?? request.form?.get('access_token');
  if (token !== DEMO_ACCESS_TOKEN) return invalidToken();
  // Nothing we use writes to Graph apart from the token exchange.
  if (request.method !== 'GET') return unsupported(path, 'POST');
  return answerAuthorised(world, normalised);
}

function answerAuthorised(world: DemoWorld, request: GraphRequest): GraphResponse {
  const [node, edge, ...rest] = request.path.split('/').filter(Boolean);
  if (!node && request.query.has('ids')) return withHeaders(answerIds(world, request), usageHeaders());
  if (!node || rest.length) return unsupported(request.path);
  if (node === 'me') return answerMe(world, request, edge);
  const account = world.accountById.get(node);
  if (account) return answerAccount(world, account, request, edge);
  const found = world.mediaById.get(node);
  if (found) return answerMedia(world, found.account, found.media, request, edge);
  const story = findStory(world, node, world.clock().getTime());
  if (story && edge === 'insights') return withHeaders(storyInsights(story.story, request, world.clock().getTime()), usageHeaders(story.account.igUserId));
  return unsupported(request.path);
}

function answerMe(world: DemoWorld, request: GraphRequest, edge: string | undefined): GraphResponse {
  const fields = request.query.get('fields');
  if (edge === 'accounts') return answerList(world.accounts.map(pageNode), fields ?? 'id,name', request, usageHeaders());
  if (edge) return unsupported(request.path);
  const owner = world.accounts[0];
  return answerNode(isInstagramHost(request.baseUrl) ? instagramMeNode(owner) : facebookUserNode(owner), fields, usageHeaders());
}

/** /me is an Instagram user on Instagram Login's host (graph.instagram.com, or the fake's /ig) and a Facebook user elsewhere. */
const isInstagramHost = (baseUrl: string) => /instagram\.com|\/ig(\/v\d+\.\d+)?\/?$/.test(baseUrl);

function answerAccount(world: DemoWorld, account: DemoAccount, request: GraphRequest, edge: string | undefined): GraphResponse {
  const headers = usageHeaders(account.igUserId);
  const fields = request.query.get('fields');
  if (edge === 'insights') return withHeaders(answerAccountInsights(world, account, request), headers);
  if (edge === 'media') return withHeaders(answerMediaList(world, account, request), headers);
  if (edge === 'stories')
    return answerList(
      liveStories(world, account, world.clock().getTime()).map((story) => storyNode(account, story)),
      fields,
      request,
      headers,
    );
  // Meta pages this edge by cursors only, without next links.
  if (edge === 'tags') return answerList(taggedPosts(world, account).map(taggedNode), fields, request, headers, cursorPageOf);
  if (edge) return unsupported(request.path);
  if (fields?.includes('business_discovery')) return withHeaders(businessDiscovery(world, account, fields), headers);
  if (fields?.startsWith('mentioned_media')) return withHeaders(mentionedMedia(account, world, fields), headers);
  if (fields?.startsWith('mentioned_comment')) return withHeaders(mentionedComment(account, world, fields), headers);
  return answerNode(accountNode(account), fields, headers);
}

/** Demographics (total_value, breakdowns) answer apart from the daily series. */
function answerAccountInsights(world: DemoWorld, account: DemoAccount, request: GraphRequest): GraphResponse {
  const metrics = metricList(request.query.get('metric'));
  return metrics.some(isDemographicsMetric) ? audienceInsights(world, account, request, metrics) : accountInsights(account, request);
}

function answerMedia(world: DemoWorld, account: DemoAccount, media: DemoMedia, request: GraphRequest, edge: string | undefined): GraphResponse {
  const headers = usageHeaders(account.igUserId);
  const fields = request.query.get('fields');
  if (edge === 'insights') return withHeaders(mediaInsights(world, media, metricList(request.query.get('metric'))), headers);
  if (edge === 'comments') return answerList(media.comments.map(commentNode), fields, request, headers);
  if (edge) return unsupported(request.path);
  const expanded = expandedMedia(world, account, media, fields, request);
  return withHeaders('refused' in expanded ? expanded.refused : ok(expanded.node), headers);
}

/** One page of the account's media, newest first, each with the fields asked, nested edges included. */
function answerMediaList(world: DemoWorld, account: DemoAccount, request: GraphRequest): GraphResponse {
  const page = pageOf(account.media, request);
  const data: Array<Record<string, unknown>> = [];
  for (const media of page.data) {
    const expanded = expandedMedia(world, account, media, request.query.get('fields'), request);
    if ('refused' in expanded) return expanded.refused;
    data.push(expanded.node);
  }
  return ok({ data, paging: page.paging });
}

function answerNode(node: GraphNode, fields: string | null, headers: Record<string, string>): GraphResponse {
  const unknown = unknownField(node.fields, fields);
  if (unknown) return withHeaders(nonexistingField(unknown, node.type), headers);
  return ok(pickFields(node.fields, fields), headers);
}

/**
 * An edge: one page of its nodes (which all have the same fields), each cut down to the requested fields,
 * paged as the edge pages (Graph's cursors and next links unless told otherwise).
 */
function answerList(
  nodes: GraphNode[],
  fields: string | null,
  request: GraphRequest,
  headers: Record<string, string>,
  paginate: (items: GraphNode[], request: GraphRequest) => Page<GraphNode> = pageOf,
): GraphResponse {
  // Checked even when the page is empty: Graph refuses a bad field list whatever the data.
  const unknown = nodes.length ? unknownField(nodes[0].fields, fields) : null;
  if (unknown) return withHeaders(nonexistingField(unknown, nodes[0].type), headers);
  const page = paginate(nodes, request);
  return ok({ data: page.data.map((node) => pickFields(node.fields, fields)), paging: page.paging }, headers);
}

const withHeaders = (response: GraphResponse, headers: Record<string, string>): GraphResponse => ({
  ...response,
  headers: { ...headers, ...response.headers },
});
