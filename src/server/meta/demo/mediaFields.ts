import { badParameter, graphError, nonexistingField } from './graphAnswers';
import type { GraphRequest, GraphResponse } from './graphExchange';
import { pickFields, splitField, topLevelFields, unknownField } from './fields';
import { commentNode, mediaNode } from './graphNodes';
import { metricList, mediaInsights } from './insightAnswers';
import { pageOf } from './paging';
import type { DemoAccount, DemoMedia, DemoWorld } from './world';

/** Edges of a media node that field expansion can nest into a media answer. */
const NESTED_EDGES = new Set(['insights', 'comments']);

export type ExpandedMedia = { node: Record<string, unknown> } | { refused: GraphResponse };

/**
 * One media node with the fields asked, nested edges included, as Graph's field expansion answers it
 * (https://developers.facebook.com/docs/graph-api/guides/field-expansion):
 * - `insights.metric(reach,views)` nests the media insights answer ({ data: [...] });
 * - `comments.limit(50){id,text}` nests one page of comments with its own paging, and is left out
 *   when the post has none, as Graph leaves out empty edges.
 * When one nested edge is refused (a post from before the business conversion, a metric that post does
 * not offer), Graph answers the error for the whole request, not for that post alone.
 */
export function expandedMedia(world: DemoWorld, account: DemoAccount, media: DemoMedia, fields: string | null, request: GraphRequest): ExpandedMedia {
  const node = mediaNode(account, media);
  const requested = topLevelFields(fields ?? 'id');
  const plain = requested.filter((field) => !NESTED_EDGES.has(splitField(field).name)).join(',') || 'id';
  const unknown = unknownField(node.fields, plain);
  if (unknown) return { refused: nonexistingField(unknown, node.type) };
  const answer = pickFields(node.fields, plain);
  for (const field of requested) {
    const { name, modifiers, inner } = splitField(field);
    if (name === 'insights') {
      if (!modifiers.metric) return { refused: badParameter("For field 'insights': The parameter metric is required") };
      const insights = mediaInsights(world, media, metricList(modifiers.metric));
      if (insights.status !== 200) return { refused: insights };
      answer.insights = insights.body;
    } else if (name === 'comments') {
      const page = nestedComments(media, inner, modifiers.limit, request);
      if (page) answer.comments = page;
    }
  }
  return { node: answer };
}

/** The first page of a post's comments, its `next` link pointing at the post's own comments edge. */
function nestedComments(media: DemoMedia, inner: string | null, limit: string | undefined, request: GraphRequest) {
  if (!media.comments.length) return null;
  // Like every Graph paging link, it carries the request's token.
  const token = request.query.get('access_token');
  const query = new URLSearchParams({ fields: inner ?? 'id', ...(limit ? { limit } : {}), ...(token ? { access_token: token } : {}) });
  const page = pageOf(media.comments.map(commentNode), { ...request, path: `/${media.id}/comments`, query });
  return { data: page.data.map((comment) => pickFields(comment.fields, inner)), paging: page.paging };
}

/**
 * `GET /?ids=a,b&fields=…`: several nodes read in one request, answered as an object keyed by id.
 * An id that is no node fails the whole request (Graph's error 803), as does any refused nested edge.
 */
export function answerIds(world: DemoWorld, request: GraphRequest): GraphResponse {
  const ids = (request.query.get('ids') ?? '').split(',').filter(Boolean);
  const fields = request.query.get('fields');
  const answer: Record<string, unknown> = {};
  for (const id of ids) {
    const found = world.mediaById.get(id);
    if (!found) return graphError(400, 803, `(#803) Some of the aliases you requested do not exist: ${id}`);
    const expanded = expandedMedia(world, found.account, found.media, fields, request);
    if ('refused' in expanded) return expanded.refused;
    answer[id] = expanded.node;
  }
  return { status: 200, headers: {}, body: answer };
}
