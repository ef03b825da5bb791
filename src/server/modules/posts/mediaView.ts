import type { Comment, Media } from '../../../shared/posts';
import type { igComments, igMedia } from '../../db/schema';
import { ownEngagementRate } from '../analytics/public';

export type MediaRow = typeof igMedia.$inferSelect;
export type CommentRow = typeof igComments.$inferSelect;

/** A stored post as the API answers it (connectors media and /api/posts alike). */
export function toMedia(row: MediaRow): Media {
  return {
    id: row.id,
    accountId: row.accountId,
    igMediaId: row.igMediaId,
    mediaType: row.mediaType,
    caption: row.caption,
    permalink: row.permalink,
    mediaUrl: row.mediaUrl,
    thumbnailUrl: row.thumbnailUrl,
    timestamp: row.postedAt.toISOString(),
    likeCount: row.likes,
    commentsCount: row.comments,
    insights: {
      views: row.views,
      reach: row.reach,
      likes: row.likes,
      comments: row.comments,
      shares: row.shares,
      saved: row.saves,
      totalInteractions: row.totalInteractions,
      reelsAvgWatchTimeMs: row.reelsAvgWatchTimeMs,
      reelsTotalWatchTimeMs: row.reelsTotalWatchTimeMs,
    },
    engagementRate: ownEngagementRate(row),
  };
}

export function toComment(row: CommentRow): Comment {
  return {
    id: row.id,
    igCommentId: row.igCommentId,
    username: row.username,
    text: row.text,
    timestamp: row.postedAt.toISOString(),
    likeCount: row.likeCount,
  };
}
