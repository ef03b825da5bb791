import type { DemoAccount, DemoComment, DemoMedia } from './world';

/**
 * Each node as Graph describes it: the fields it may be asked for, and their values. A field listed
 * here with an undefined value (an image's thumbnail_url) exists but is left out of the answer.
 */
export type GraphNode = { type: string; fields: Record<string, unknown> };

export function accountNode(account: DemoAccount): GraphNode {
  return {
    type: 'IGUser',
    fields: {
      id: account.igUserId,
      ig_id: Number(account.igUserId.slice(-10)),
      username: account.username,
      name: account.name,
      biography: account.biography,
      website: account.website,
      profile_picture_url: account.profilePictureUrl,
      followers_count: account.followersCount,
      follows_count: account.followsCount,
      media_count: account.mediaCount,
    },
  };
}

/**
 * Facebook Login's /me: the person who owns the Pages (the first account's owner), with the
 * app-scoped user id and the confirmed e-mail Facebook hands out when the email scope is granted.
 */
export function facebookUserNode(owner: DemoAccount): GraphNode {
  const handle = owner.username.replace(/[^a-z0-9]+/g, '.');
  return {
    type: 'User',
    fields: {
      id: `10${owner.igUserId.slice(-13)}`,
      name: owner.name,
      email: `${handle}@example.com`,
      picture: { data: { url: owner.profilePictureUrl, is_silhouette: false } },
    },
  };
}

/** Instagram Login's /me: the same account, with the app-scoped id Instagram Login hands out. */
export function instagramMeNode(account: DemoAccount): GraphNode {
  const { fields } = accountNode(account);
  return { type: 'IGUser', fields: { ...fields, id: `app-scoped-${account.igUserId}`, user_id: account.igUserId, account_type: 'BUSINESS' } };
}

export function pageNode(account: DemoAccount): GraphNode {
  return {
    type: 'Page',
    fields: {
      id: account.pageId,
      name: account.pageName,
      category: 'Creator',
      instagram_business_account: { id: account.igUserId, username: account.username, name: account.name, profile_picture_url: account.profilePictureUrl },
    },
  };
}

export function mediaNode(account: DemoAccount, media: DemoMedia): GraphNode {
  return {
    type: 'IGMedia',
    fields: {
      id: media.id,
      caption: media.caption,
      media_type: media.mediaType,
      media_product_type: media.mediaProductType,
      // A field the node has but leaves out, as Graph does for some media: the demo's posts are not on Instagram.
      permalink: undefined,
      media_url: media.mediaUrl,
      thumbnail_url: media.thumbnailUrl ?? undefined,
      timestamp: media.timestamp,
      like_count: media.likeCount,
      comments_count: media.commentsCount,
      username: account.username,
      owner: { id: account.igUserId },
      is_comment_enabled: true,
    },
  };
}

export function commentNode(comment: DemoComment): GraphNode {
  return { type: 'IGComment', fields: { ...comment, hidden: false } };
}
