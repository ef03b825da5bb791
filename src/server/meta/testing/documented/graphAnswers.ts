/**
 * Graph API answers as Meta's own documentation shows them, kept apart from the demo world so the error
 * model is checked against the world, not only against our generator. Each fixture names its source.
 * Bodies are copied in shape; ids, trace ids and timestamps are the pages' own example values or placeholders.
 */

export type DocumentedAnswer = { source: string; status: number; headers?: Record<string, string>; body: unknown };

/** A 200 answer with the body a reference page shows, naming that page. */
export const served = (source: string, body: unknown): DocumentedAnswer => ({ source, status: 200, body });

/**
 * The insights references' `total_value` (https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights,
 * "Sample Response"): an optional total and one breakdown, a result per bucket with `dimension_values` in `dimension_keys`' order.
 */
export const totalValue = (keys: string[], results: Array<[string[], number]>, value?: number) => ({
  ...(value === undefined ? {} : { value }),
  breakdowns: [{ dimension_keys: keys, results: results.map(([dimension_values, bucketValue]) => ({ dimension_values, value: bucketValue })) }],
});

/** https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights : one lifetime metric, {name, period, values:[{value}], title, description, id}. */
export const lifetimeMetric = (mediaId: string, name: string, value: number, description = name) => ({
  name,
  period: 'lifetime',
  values: [{ value }],
  title: name,
  description,
  id: `${mediaId}/insights/${name}/lifetime`,
});

/** https://developers.facebook.com/docs/graph-api/guides/error-handling : code 100, subcode 33, what an object that does not exist or that the token cannot read answers. */
export const unsupportedGetRequest = (id: string): DocumentedAnswer => ({
  source: 'https://developers.facebook.com/docs/graph-api/guides/error-handling',
  status: 400,
  body: {
    error: {
      message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      type: 'GraphMethodException',
      code: 100,
      error_subcode: 33,
      fbtrace_id: 'AbCdEfGhIjK',
    },
  },
});

/** https://developers.facebook.com/docs/graph-api/guides/error-handling ("Error Responses"): the common error shape. */
export const expiredTokenWithSubcode: DocumentedAnswer = {
  source: 'https://developers.facebook.com/docs/graph-api/guides/error-handling',
  status: 400,
  body: {
    error: {
      message: 'Message describing the error',
      type: 'OAuthException',
      code: 190,
      error_subcode: 460,
      error_user_title: 'A title',
      error_user_msg: 'A message',
      fbtrace_id: 'EJplcsCHuLu',
    },
  },
};

/** Same page, "Error Codes": 100 Invalid parameter, what Meta answers a parameter it does not accept for the object. */
export const invalidParameter: DocumentedAnswer = {
  source: 'https://developers.facebook.com/docs/graph-api/guides/error-handling',
  status: 400,
  body: { error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100, fbtrace_id: 'EJplcsCHuLu' } },
};

/** Same page, "Error Codes": 102 API Session, "get a new access token". */
export const apiSession: DocumentedAnswer = {
  source: 'https://developers.facebook.com/docs/graph-api/guides/error-handling',
  status: 400,
  body: { error: { message: 'API Session', type: 'OAuthException', code: 102, fbtrace_id: 'EJplcsCHuLu' } },
};

/** Same page: 1 API Unknown and 2 API Service, "temporary issue due to downtime, wait and retry". */
export const apiUnknown: DocumentedAnswer = {
  source: 'https://developers.facebook.com/docs/graph-api/guides/error-handling',
  status: 500,
  body: { error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1, fbtrace_id: 'EJplcsCHuLu' } },
};
export const apiService: DocumentedAnswer = {
  source: 'https://developers.facebook.com/docs/graph-api/guides/error-handling',
  status: 503,
  body: { error: { message: 'Service temporarily unavailable', type: 'OAuthException', code: 2, is_transient: true, fbtrace_id: 'EJplcsCHuLu' } },
};

/** Same page: 4 API Too Many Calls, 17 API User Too Many Calls, 341 Application limit reached. */
export const appTooManyCalls: DocumentedAnswer = {
  source: 'https://developers.facebook.com/docs/graph-api/guides/error-handling',
  status: 400,
  body: { error: { message: '(#4) Application request limit reached', type: 'OAuthException', code: 4, is_transient: true, fbtrace_id: 'EJplcsCHuLu' } },
};
export const applicationLimit: DocumentedAnswer = {
  source: 'https://developers.facebook.com/docs/graph-api/guides/error-handling',
  status: 400,
  body: { error: { message: '(#341) Application limit reached', type: 'OAuthException', code: 341, fbtrace_id: 'EJplcsCHuLu' } },
};

/**
 * https://developers.facebook.com/docs/graph-api/overview/rate-limiting/ ("Business Use Case Rate Limits"):
 * Instagram Platform calls throttled per business use case answer 80002, with the usage header naming the
 * account, its type "instagram" and estimated_time_to_regain_access in minutes.
 */
export const instagramBucThrottled: DocumentedAnswer = {
  source: 'https://developers.facebook.com/docs/graph-api/overview/rate-limiting/',
  status: 400,
  headers: {
    'x-business-use-case-usage': JSON.stringify({
      '17841400008460056': [{ type: 'instagram', call_count: 100, total_cputime: 25, total_time: 25, estimated_time_to_regain_access: 19 }],
    }),
  },
  body: {
    error: {
      message:
        '(#80002) There have been too many calls to this Instagram account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting.',
      type: 'OAuthException',
      code: 80002,
      is_transient: true,
      fbtrace_id: 'AbCdEfGhIjK',
    },
  },
};

/** Same page ("Headers", X-App-Usage): usage as percentages of the app's hourly budget. */
export const appUsageHeader = { 'x-app-usage': JSON.stringify({ call_count: 78, total_time: 20, total_cputime: 9 }) };

/** Error-handling page: 10 API Permission Denied, and 200–299 API Permission (a named permission). */
export const permissionDenied: DocumentedAnswer = {
  source: 'https://developers.facebook.com/docs/graph-api/guides/error-handling',
  status: 403,
  body: { error: { message: '(#10) Application does not have permission for this action', type: 'OAuthException', code: 10, fbtrace_id: 'EJplcsCHuLu' } },
};
export const namedPermissionMissing: DocumentedAnswer = {
  source: 'https://developers.facebook.com/docs/graph-api/guides/error-handling',
  status: 403,
  body: {
    error: {
      message: '(#200) Requires instagram_manage_insights permission to manage the object',
      type: 'OAuthException',
      code: 200,
      fbtrace_id: 'EJplcsCHuLu',
    },
  },
};

/**
 * https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights ("Limitations"):
 * media with too few viewers answers "(#10) Not enough viewers for the media to show insights", and a
 * media posted before the business conversion answers subcode 2108006.
 */
export const notEnoughViewers: DocumentedAnswer = {
  source: 'https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights',
  status: 400,
  body: { error: { message: '(#10) Not enough viewers for the media to show insights', type: 'OAuthException', code: 10, fbtrace_id: 'AbCdEfGhIjK' } },
};
export const postedBeforeConversion: DocumentedAnswer = {
  source: 'https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights',
  status: 400,
  body: {
    error: {
      message: 'Media Posted Before Business Account Conversion',
      type: 'OAuthException',
      code: 100,
      error_subcode: 2108006,
      is_transient: false,
      error_user_title: 'Media Posted Before Business Account Conversion',
      error_user_msg: "The media was posted before the most recent time that the user's account was converted to a business account from a personal account.",
      fbtrace_id: 'AbCdEfGhIjK',
    },
  },
};

/**
 * https://developers.facebook.com/documentation/instagram-platform/instagram-graph-api/reference/error-codes
 * ("Sample Response"): Instagram errors carry is_transient; an error with no class of its own but
 * is_transient true is worth retrying.
 */
export const flaggedTransient: DocumentedAnswer = {
  source: 'https://developers.facebook.com/documentation/instagram-platform/instagram-graph-api/reference/error-codes',
  status: 400,
  body: {
    error: {
      message: 'Instagram server error. Try again.',
      type: 'OAuthException',
      code: -1,
      error_subcode: 2207001,
      is_transient: true,
      error_user_title: 'Instagram server error',
      error_user_msg: 'Instagram server error. Try again.',
      fbtrace_id: 'A6LJylpZRKw2xKLFsAP-cJh',
    },
  },
};

/**
 * The media insights reference, "Limitations": "If insights data you are requesting does not exist or is
 * currently unavailable, the API returns an empty data set instead of 0 for individual metrics."
 */
export const emptyMediaInsights: DocumentedAnswer = {
  source: 'https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights',
  status: 200,
  body: { data: [] },
};
