/**
 * Meta's token, discovery and debug answers as Meta's own pages show them, for the documented-answers
 * suite. Each fixture names the page it was built from. Values are the pages' sample values where they
 * give some; where a page shows one placeholder for several tokens (e.g. "EAACEdEose0..."), the tokens
 * are told apart by a suffix so a test can see which one was used. Nothing here comes from the demo world.
 */

export type DocumentedAnswer = {
  /** The Meta page the answer's shape (and sample values) come from. */
  source: string;
  status: number;
  /** A JSON value, or raw JSON text where the literal matters (a user_id beyond 2^53). */
  body: unknown;
  raw?: boolean;
};

const BUSINESS_LOGIN = 'https://developers.facebook.com/docs/instagram-platform/instagram-api-with-instagram-login/business-login';
const INSTAGRAM_GET_STARTED = 'https://developers.facebook.com/docs/instagram-platform/instagram-api-with-instagram-login/get-started';
const OAUTH_ACCESS_TOKEN_REFERENCE = 'https://developers.facebook.com/docs/instagram-platform/reference/oauth-access-token';
const IG_ACCESS_TOKEN_REFERENCE = 'https://developers.facebook.com/docs/instagram-platform/reference/access_token';
const IG_REFRESH_REFERENCE = 'https://developers.facebook.com/docs/instagram-platform/reference/refresh_access_token';
const FB_MANUAL_FLOW = 'https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow';
const FB_LONG_LIVED = 'https://developers.facebook.com/docs/facebook-login/guides/access-tokens/get-long-lived';
const DEBUG_TOKEN_REFERENCE = 'https://developers.facebook.com/docs/graph-api/reference/debug_token';
const PAGE_REFERENCE = 'https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/page';
const USER_REFERENCE = 'https://developers.facebook.com/docs/graph-api/reference/user';

/** The Business Login page's sample app id, secret and authorization code. */
export const DOCUMENTED_APP = { appId: '990602627938098', appSecret: 'a1b2C3D4' };
export const DOCUMENTED_CODE = 'AQBx-hBsH3...';

export const TOKENS = {
  instagramShort: 'EAACEdEose0...short',
  instagramLong: 'EAACEdEose0...long',
  instagramRefreshed: 'EAACEdEose0...refreshed',
  facebookShort: 'EAACEdEose0...fb-short',
  facebookLong: 'EAACEdEose0...fb-long',
};

/** The Instagram-scoped user id, as the get-started page's /me returns it (a string). */
export const IG_USER_ID = '17841405793187218';
export const IG_USERNAME = 'jayposiris';
/** "expires_in": 5183944, the sample on every long-lived token page. */
export const DOCUMENTED_EXPIRES_IN = 5_183_944;

export const instagramCode = {
  /** Step 2, "Exchange the Code For a Token": the token wrapped in data[0], permissions as one string. */
  nested: {
    source: BUSINESS_LOGIN,
    status: 200,
    body: {
      data: [
        {
          access_token: TOKENS.instagramShort,
          user_id: '1020...',
          permissions: 'instagram_business_basic,instagram_business_manage_messages,instagram_business_manage_comments,instagram_business_content_publish',
        },
      ],
    },
  },
  /** The reference's flat answer, user_id a JSON number past 2^53 (so it must never be used as the id). */
  flat: { source: OAUTH_ACCESS_TOKEN_REFERENCE, status: 200, body: `{"access_token": "${TOKENS.instagramShort}", "user_id": 17841405793187218}`, raw: true },
  /** Neither documented shape: the connection must say so rather than fail deep inside. */
  unknown: { source: `${BUSINESS_LOGIN} (neither of its shapes)`, status: 200, body: { data: [] } },
  /** "Sample Rejected Response" of the same step. */
  rejected: {
    source: BUSINESS_LOGIN,
    status: 400,
    body: { error_type: 'OAuthException', code: 400, error_message: 'Matching code was not found or was already used' },
  },
} satisfies Record<string, DocumentedAnswer>;

/** Step 3 and the /access_token reference: GET graph.instagram.com/access_token?grant_type=ig_exchange_token (no version). */
export const instagramLongLived: DocumentedAnswer = {
  source: IG_ACCESS_TOKEN_REFERENCE,
  status: 200,
  body: { access_token: TOKENS.instagramLong, token_type: 'bearer', expires_in: DOCUMENTED_EXPIRES_IN },
};

/** GET graph.instagram.com/refresh_access_token?grant_type=ig_refresh_token (no version). */
export const instagramRefreshed: DocumentedAnswer = {
  source: IG_REFRESH_REFERENCE,
  status: 200,
  body: { access_token: TOKENS.instagramRefreshed, token_type: 'bearer', expires_in: DOCUMENTED_EXPIRES_IN },
};

/** "Get the app user ID & username": GET /me?fields=user_id,username, documented wrapped in data[0]. */
export const instagramMe: DocumentedAnswer = {
  source: INSTAGRAM_GET_STARTED,
  status: 200,
  body: { data: [{ user_id: IG_USER_ID, username: IG_USERNAME }] },
};

/** "Exchanging code for an access token": {access_token, token_type, expires_in}. */
export const facebookCode: DocumentedAnswer = {
  source: FB_MANUAL_FLOW,
  status: 200,
  body: { access_token: TOKENS.facebookShort, token_type: 'bearer', expires_in: 3600 },
};

export const facebookLongLived = {
  /** "Get a Long-Lived User Access Token", sample response. */
  documented: { source: FB_LONG_LIVED, status: 200, body: { access_token: TOKENS.facebookLong, token_type: 'bearer', expires_in: DOCUMENTED_EXPIRES_IN } },
  /** The same answer without expires_in, as live answers have been seen to come: the expiry must come from elsewhere. */
  withoutExpiry: { source: `${FB_LONG_LIVED} (expires_in left out)`, status: 200, body: { access_token: TOKENS.facebookLong, token_type: 'bearer' } },
} satisfies Record<string, DocumentedAnswer>;

/**
 * GET /debug_token?input_token=…: {data:{app_id, type, application, data_access_expires_at, expires_at,
 * is_valid, issued_at, scopes, user_id}}, times in Unix seconds (given by the test, as they move with the clock).
 */
export const facebookDebugToken = (expiresAt: number, dataAccessExpiresAt: number): DocumentedAnswer => ({
  source: DEBUG_TOKEN_REFERENCE,
  status: 200,
  body: {
    data: {
      app_id: DOCUMENTED_APP.appId,
      type: 'USER',
      application: 'Social Cafe',
      data_access_expires_at: dataAccessExpiresAt,
      expires_at: expiresAt,
      is_valid: true,
      issued_at: expiresAt - 60 * 86_400,
      scopes: ['instagram_basic', 'pages_show_list', 'ads_read'],
      user_id: '10158823626465435',
    },
  },
});

/**
 * GET /me/accounts with instagram_business_account expanded: the Page reference's sample Page and IG
 * User ids ({"instagram_business_account": {"id": "17841405822304914"}, "id": "134895793791914"}),
 * carrying the IG User fields we ask for, in the edge's {data, paging} envelope.
 */
export const facebookPages: DocumentedAnswer = {
  source: PAGE_REFERENCE,
  status: 200,
  body: {
    data: [{ id: '134895793791914', name: 'Social Cafe', instagram_business_account: { id: '17841405822304914', username: 'socialcafe' } }],
    paging: { cursors: { before: 'QVFIUk1', after: 'QVFIUk1' } },
  },
};

/** GET /me?fields=id,name,email,picture for a Facebook sign-in. */
export const facebookMe: DocumentedAnswer = {
  source: USER_REFERENCE,
  status: 200,
  body: {
    id: '10158823626465435',
    name: 'Jay Posiris',
    email: 'jay@example.com',
    picture: { data: { height: 50, is_silhouette: false, url: 'https://platform-lookaside.fbsbx.com/p.jpg', width: 50 } },
  },
};
