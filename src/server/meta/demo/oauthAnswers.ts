import { badParameter, graphError, ok } from './graphAnswers';
import type { GraphRequest, GraphResponse } from './graphExchange';
import { DEMO_ACCESS_TOKEN, type DemoWorld } from './world';

const LONG_LIVED_SECONDS = 60 * 86_400;
const SHORT_LIVED_SECONDS = 3_600;
/** The code Meta's (demo) dialog hands back; anything starting with it is accepted. */
const DEMO_CODE_PREFIX = 'demo-code';

/** Token exchanges of both login flavours; null when the request is not one of them. */
export function answerOAuth(world: DemoWorld, request: GraphRequest): GraphResponse | null {
  const params = request.method === 'POST' ? (request.form ?? new URLSearchParams()) : request.query;
  if (request.path === '/oauth/access_token') return exchange(world, params, request.method === 'POST');
  if (request.path === '/access_token' && params.get('grant_type') === 'ig_exchange_token') {
    if (params.get('client_secret') !== world.appSecret) return graphError(400, 101, 'Error validating client secret.');
    return params.get('access_token') === DEMO_ACCESS_TOKEN ? longLived() : graphError(400, 190, 'Invalid OAuth access token.');
  }
  if (request.path === '/refresh_access_token') {
    return params.get('access_token') === DEMO_ACCESS_TOKEN ? longLived() : graphError(400, 190, 'Invalid OAuth access token.');
  }
  return null;
}

function exchange(world: DemoWorld, params: URLSearchParams, instagramLogin: boolean): GraphResponse {
  if (params.get('client_id') !== world.appId) return graphError(400, 101, 'Error validating application. Invalid application ID.');
  if (params.get('client_secret') !== world.appSecret) return graphError(400, 101, 'Error validating client secret.');
  if (params.get('grant_type') === 'fb_exchange_token') {
    return params.get('fb_exchange_token') === DEMO_ACCESS_TOKEN ? longLived() : graphError(400, 190, 'Invalid OAuth access token.');
  }
  const code = params.get('code');
  if (!code) return badParameter('Missing code parameter.');
  if (!code.startsWith(DEMO_CODE_PREFIX)) return graphError(400, 100, 'Invalid verification code format.', 36007);
  if (!params.get('redirect_uri')) return badParameter('Missing redirect_uri parameter.');
  if (instagramLogin) return instagramCodeAnswer(world);
  return ok({ access_token: DEMO_ACCESS_TOKEN, token_type: 'bearer', expires_in: SHORT_LIVED_SECONDS });
}

/**
 * Instagram Login's code exchange as Meta documents it: the token wrapped in `data[0]`, with the
 * permissions as one comma-separated string.
 * https://developers.facebook.com/docs/instagram-platform/instagram-api-with-instagram-login/business-login (Step 2)
 */
const instagramCodeAnswer = (world: DemoWorld) =>
  ok({
    data: [
      {
        access_token: DEMO_ACCESS_TOKEN,
        user_id: world.accounts[0].igUserId,
        permissions: 'instagram_business_basic,instagram_business_manage_insights,instagram_business_manage_comments',
      },
    ],
  });

/** {access_token, token_type: "bearer", expires_in}: https://developers.facebook.com/docs/instagram-platform/reference/refresh_access_token */
const longLived = () => ok({ access_token: DEMO_ACCESS_TOKEN, token_type: 'bearer', expires_in: LONG_LIVED_SECONDS });
