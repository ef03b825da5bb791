/**
 * What each Meta login asks for, and why, in one place: the server's dialog URL takes its scopes from
 * here and the connect panel shows the reasons, so the two never drift apart. docs/permissions.md
 * explains each with Meta's pages.
 */
export type PermissionGroup = { scopes: readonly string[]; reason: string };

/**
 * Facebook Login for Business (graph.facebook.com). Permissions per Meta's Instagram Platform pages:
 * https://developers.facebook.com/docs/instagram-platform/insights (insights: instagram_basic,
 * instagram_manage_insights, pages_read_engagement, and ads_management or ads_read where the Page is
 * managed through Business Manager) and
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user (the
 * same Business Manager rule for the account and its business_discovery field).
 */
export const FACEBOOK_PERMISSIONS: readonly PermissionGroup[] = [
  {
    scopes: ['instagram_basic', 'pages_show_list'],
    reason: 'Find the Instagram business accounts linked to your Facebook Pages and read their profile and posts.',
  },
  {
    scopes: ['instagram_manage_insights', 'pages_read_engagement'],
    reason: 'Read the reach, views, saves, shares and follower figures of the account and its posts.',
  },
  { scopes: ['instagram_manage_comments'], reason: 'Read the comments on your posts.' },
  { scopes: ['business_management'], reason: 'Reach Pages that belong to a business portfolio (Business Manager).' },
  {
    scopes: ['ads_read'],
    reason: 'Meta requires it to read insights and look up competitors for Pages managed in Business Manager; nothing about your ads is read.',
  },
];

/** Business Login for Instagram (graph.instagram.com, no Page): https://developers.facebook.com/docs/instagram-platform/instagram-api-with-instagram-login/business-login */
export const INSTAGRAM_PERMISSIONS: readonly PermissionGroup[] = [
  { scopes: ['instagram_business_basic'], reason: "Read the account's profile and posts." },
  { scopes: ['instagram_business_manage_insights'], reason: 'Read the reach, views, saves, shares and follower figures of the account and its posts.' },
  { scopes: ['instagram_business_manage_comments'], reason: 'Read the comments on your posts.' },
];

export const scopesOf = (groups: readonly PermissionGroup[]): string[] => groups.flatMap((group) => group.scopes);
