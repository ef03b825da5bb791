/**
 * Webhook deliveries as Meta's pages show them, each naming its source. Ids and values are the pages'
 * own; only `time` is set by the caller, since a delivery as old as the pages' examples is stale.
 */

/**
 * https://developers.facebook.com/docs/instagram-api/guides/webhooks/ ("Story insights"): the
 * story_insights notification Meta sends once a story expired. The page shows it inside an array (its
 * list of example notifications); each POST body is one such object.
 */
export const storyInsightsDelivery = (time: number) => ({
  entry: [
    {
      changes: [
        {
          field: 'story_insights',
          value: { media_id: '18023345989012587', exits: 1, replies: 0, reach: 17, taps_forward: 12, taps_back: 0, impressions: 28 },
        },
      ],
      id: '17841405309211844',
      time,
    },
  ],
  object: 'instagram',
});

/**
 * https://developers.facebook.com/docs/graph-api/webhooks/reference/instagram (field `comments`): the
 * comment's id, text, author and media.
 */
export const commentsDelivery = (time: number) => ({
  entry: [
    {
      id: '17841405309211844',
      time,
      changes: [
        {
          field: 'comments',
          value: {
            from: { id: '232323232', username: 'test' },
            media: { id: '123123123', media_product_type: 'FEED' },
            id: '17865799348089039',
            parent_id: '1231231234',
            text: 'This is an example.',
          },
        },
      ],
    },
  ],
  object: 'instagram',
});

/**
 * https://developers.facebook.com/docs/instagram-api/guides/mentions and the Instagram webhooks reference
 * (field `mentions`): the media, and the comment when the mention is in a comment.
 */
export const mentionsDelivery = (time: number, igUserId = '17841405309211844', mediaId = '17918195224117851', commentId?: string) => ({
  entry: [
    {
      id: igUserId,
      time,
      changes: [{ field: 'mentions', value: { ...(commentId ? { comment_id: commentId } : {}), media_id: mediaId } }],
    },
  ],
  object: 'instagram',
});
