/**
 * Mentions read the way Meta's reference pages show them: the post through mentioned_media and the
 * mentioning comment through mentioned_comment, both asked on the mentioned account's node. Ids are the
 * pages' example ids.
 */
import type { DocumentedRoute } from './documentedServer';
import { served, unsupportedGetRequest } from './graphAnswers';

/** The account the Mentioned Media and Mentioned Comment pages' examples are asked on. */
export const MENTIONED_IG_USER = '17841405309211844';
export const MENTIONING_MEDIA = '17920112398082236';
/** A comment Meta reads; one on a post whose comments were turned off since (Meta answers an error). */
export const MENTIONING_COMMENTS = { readable: '17873440459141021', commentsDisabled: '17873440459141099' } as const;

const MEDIA_PAGE = 'https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/mentioned_media';
const COMMENT_PAGE = 'https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/mentioned_comment';

/** Mentioned Media, "Sample Response": `{mentioned_media: {caption, media_type, …}, id}`. */
const mentionedMedia = served(MEDIA_PAGE, {
  mentioned_media: {
    caption: '@bluebottle challenge?',
    media_type: 'IMAGE',
    like_count: 12,
    comments_count: 3,
    timestamp: '2026-11-19T16:09:08+0000',
    username: 'coffee_lover',
    permalink: 'https://www.instagram.com/p/Mentioning1/',
  },
  id: MENTIONED_IG_USER,
});

/** Mentioned Comment, "Sample Response": `{mentioned_comment: {timestamp, like_count, text, id}, id}`. */
const mentionedComment = served(COMMENT_PAGE, {
  mentioned_comment: { timestamp: '2026-11-19T17:20:00+0000', like_count: 185, text: '@bluebottle challenge?', id: MENTIONING_COMMENTS.readable },
  id: MENTIONED_IG_USER,
});

/** Mentioned Comment, "Limitations": an error when comments were disabled on the post; the page shows no body, so Graph's common one. */
const commentsDisabled = { ...unsupportedGetRequest(MENTIONING_COMMENTS.commentsDisabled), source: COMMENT_PAGE };

const asks = (query: URLSearchParams, field: string, id: string) => query.get('fields')?.startsWith(`${field}(${id})`) ?? false;

export function documentedMentionRoutes(): DocumentedRoute[] {
  return [
    (path, query) => (path === `/${MENTIONED_IG_USER}` && asks(query, 'mentioned_media.media_id', MENTIONING_MEDIA) ? mentionedMedia : null),
    (path, query) => (path === `/${MENTIONED_IG_USER}` && asks(query, 'mentioned_comment.comment_id', MENTIONING_COMMENTS.readable) ? mentionedComment : null),
    (path, query) =>
      path === `/${MENTIONED_IG_USER}` && asks(query, 'mentioned_comment.comment_id', MENTIONING_COMMENTS.commentsDisabled) ? commentsDisabled : null,
  ];
}
