import type { LoginFlavour } from '../../shared/connectors';
import { FACEBOOK_PERMISSIONS, INSTAGRAM_PERMISSIONS, scopesOf } from '../../shared/metaPermissions';
import type { MetaGateway } from './gateway';
import { GraphApiError } from './graphErrors';
import { answerRecord, DOCUMENTED_LONG_LIVED_MS, readToken, textField, UnexpectedMetaAnswer, type IssuedToken } from './tokenAnswers';

const DAY_MS = 86_400_000;

/** Facebook Login: the Page-linked business account, its insights and comments, and business_discovery (reasons in shared/metaPermissions.ts). */
export const FACEBOOK_SCOPES = scopesOf(FACEBOOK_PERMISSIONS);
/** Instagram Login (no Page needed). */
export const INSTAGRAM_SCOPES = scopesOf(INSTAGRAM_PERMISSIONS);
/** The demo "dialog" approves at once with this code; the demo world exchanges it like Meta would. */
export const DEMO_CODE = 'demo-code';

export type DiscoveredAccount = {
  igUserId: string;
  username: string;
  name: string | null;
  profilePicUrl: string | null;
  pageId: string | null;
  pageName: string | null;
};

/** expiresAt: when the long-lived token ends (null only for a flavour whose token never does). */
export type Connection = { accessToken: string; expiresAt: Date | null; accounts: DiscoveredAccount[] };

/**
 * Where Meta's dialog returns and what else it asks for. Connecting returns to the SPA's connect
 * page; signing in with Facebook or Instagram returns to the API's callback and also asks for the
 * sign-in profile. The redirect URI must be the same in the dialog and in the code exchange.
 */
export type DialogReturn = { redirectUri: string; extraScopes?: readonly string[] };

/** The Meta dialog URL the browser goes to. */
export function dialogUrl(gateway: MetaGateway, flavour: LoginFlavour, state: string, target: DialogReturn = connectReturn(gateway)): string {
  const app = gateway.appFor(flavour);
  if (!app) throw new Error(`${flavour} is not configured`);
  if (flavour === 'demo') {
    return `${target.redirectUri}?${new URLSearchParams({ code: DEMO_CODE, state })}`;
  }
  const params = new URLSearchParams({ client_id: app.appId, redirect_uri: target.redirectUri, state, response_type: 'code' });
  const scopes = [...(flavour === 'instagram' ? INSTAGRAM_SCOPES : FACEBOOK_SCOPES), ...(target.extraScopes ?? [])];
  params.set('scope', scopes.join(','));
  if (flavour === 'instagram') return `https://www.instagram.com/oauth/authorize?${params}`;
  return `https://www.facebook.com/${graphVersion(gateway.settings.metaGraphUrl)}/dialog/oauth?${params}`;
}

const connectReturn = (gateway: MetaGateway): DialogReturn => ({ redirectUri: gateway.redirectUri });

function graphVersion(graphUrl: string): string {
  return /\/(v\d+\.\d+)$/.exec(graphUrl)?.[1] ?? 'v23.0';
}

/** Exchanges the dialog's code for a long-lived token and lists the business accounts it reaches. */
export async function completeConnection(
  gateway: MetaGateway,
  flavour: LoginFlavour,
  code: string,
  options: { now?: number; redirectUri?: string } = {},
): Promise<Connection> {
  const exchange = { code, now: options.now ?? Date.now(), redirectUri: options.redirectUri ?? gateway.redirectUri };
  return flavour === 'instagram' ? connectInstagramLogin(gateway, exchange) : connectFacebookLogin(gateway, flavour, exchange);
}

type CodeExchange = { code: string; now: number; redirectUri: string };

/**
 * Facebook Login: code → short-lived → long-lived token
 * (https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow,
 * https://developers.facebook.com/docs/facebook-login/guides/access-tokens/get-long-lived), then the
 * business accounts of the person's Pages.
 */
async function connectFacebookLogin(gateway: MetaGateway, flavour: LoginFlavour, { code, now, redirectUri }: CodeExchange): Promise<Connection> {
  const app = gateway.appFor(flavour)!;
  const anonymous = gateway.clientFor(flavour, null);
  const codeAnswer = await anonymous.get<unknown>('oauth/access_token', {
    client_id: app.appId,
    client_secret: app.appSecret,
    redirect_uri: redirectUri,
    code,
  });
  const short = readToken(codeAnswer, "Facebook's code exchange");
  const longAnswer = await anonymous.get<unknown>('oauth/access_token', {
    grant_type: 'fb_exchange_token',
    client_id: app.appId,
    client_secret: app.appSecret,
    fb_exchange_token: short.accessToken,
  });
  const long = readToken(longAnswer, "Facebook's long-lived token exchange");
  const expiresAt = await facebookExpiry(gateway, flavour, long, now);
  return { accessToken: long.accessToken, expiresAt, accounts: await pageAccounts(gateway, flavour, long.accessToken) };
}

const ACCOUNTS_PAGE = 100;

/**
 * The Pages the user manages and their Instagram business accounts. /me/accounts pages the standard
 * Graph way (https://developers.facebook.com/docs/graph-api/results/): cursors, and a `next` link while
 * more follow; a short page without one is the last, a full one without one goes on by its cursor.
 */
async function pageAccounts(gateway: MetaGateway, flavour: LoginFlavour, accessToken: string): Promise<DiscoveredAccount[]> {
  const client = gateway.clientFor(flavour, accessToken);
  const accounts: DiscoveredAccount[] = [];
  type Page = { id: string; name?: string; instagram_business_account?: { id: string; username?: string; name?: string; profile_picture_url?: string } };
  const params = { fields: 'id,name,instagram_business_account{id,username,name,profile_picture_url}', limit: ACCOUNTS_PAGE };
  for await (const pages of client.pages<Page>('me/accounts', params, Number.POSITIVE_INFINITY, { pageSize: ACCOUNTS_PAGE })) {
    for (const page of pages) {
      const ig = page.instagram_business_account;
      if (!ig) continue;
      accounts.push({
        igUserId: ig.id,
        username: ig.username ?? ig.id,
        name: ig.name ?? null,
        profilePicUrl: ig.profile_picture_url ?? null,
        pageId: page.id,
        pageName: page.name ?? null,
      });
    }
  }
  return accounts;
}

/**
 * The real end of a Facebook Login token: the exchange's `expires_in`; where Meta leaves it out,
 * Graph's debug_token (the earlier of `expires_at` and `data_access_expires_at`, 0 meaning "never");
 * where that says nothing either, the documented "about 60 days". Never null, so an account cannot
 * lapse silently: the app warns a week before this moment.
 */
async function facebookExpiry(gateway: MetaGateway, flavour: LoginFlavour, token: IssuedToken, now: number): Promise<Date> {
  if (token.expiresInMs !== null) return new Date(now + token.expiresInMs);
  return (await debuggedExpiry(gateway, flavour, token.accessToken)) ?? new Date(now + DOCUMENTED_LONG_LIVED_MS);
}

/**
 * GET /debug_token?input_token=…, authenticated with the app access token `{app-id}|{app-secret}`
 * (https://developers.facebook.com/docs/facebook-login/guides/access-tokens#apptokens). Its answer is
 * `{data:{expires_at, data_access_expires_at, is_valid, …}}` in Unix seconds
 * (https://developers.facebook.com/docs/graph-api/reference/debug_token). The token outlives neither.
 */
async function debuggedExpiry(gateway: MetaGateway, flavour: LoginFlavour, accessToken: string): Promise<Date | null> {
  const app = gateway.appFor(flavour)!;
  type Debugged = { data?: { expires_at?: unknown; data_access_expires_at?: unknown } };
  try {
    const answer = await gateway.clientFor(flavour, `${app.appId}|${app.appSecret}`).get<Debugged>('debug_token', { input_token: accessToken });
    const ends = [answer.data?.expires_at, answer.data?.data_access_expires_at].filter((end): end is number => typeof end === 'number' && end > 0);
    return ends.length ? new Date(Math.min(...ends) * 1000) : null;
  } catch (error) {
    // Only a fallback: the documented lifetime stands in rather than failing a connection Meta granted.
    if (error instanceof GraphApiError) return null;
    throw error;
  }
}

/**
 * Business Login for Instagram: the code is POSTed to api.instagram.com, whose answer Meta documents as
 * `{data:[{access_token, user_id, permissions}]}` (flat answers are read too), then exchanged for a
 * long-lived token and the account read from /me
 * (https://developers.facebook.com/docs/instagram-platform/instagram-api-with-instagram-login/business-login).
 */
async function connectInstagramLogin(gateway: MetaGateway, { code, now, redirectUri }: CodeExchange): Promise<Connection> {
  const app = gateway.appFor('instagram')!;
  const codeAnswer = await gateway
    .clientFor('instagram', null)
    .postForm<unknown>(
      `${gateway.settings.instagramApiUrl}/oauth/access_token`,
      new URLSearchParams({ client_id: app.appId, client_secret: app.appSecret, grant_type: 'authorization_code', redirect_uri: redirectUri, code }),
    );
  const short = readToken(codeAnswer, "Instagram's code exchange");
  const longAnswer = await gateway.instagramTokenClient(null).get<unknown>('access_token', {
    grant_type: 'ig_exchange_token',
    client_secret: app.appSecret,
    access_token: short.accessToken,
  });
  const long = instagramLongLived(longAnswer, now, "Instagram's long-lived token exchange");
  const account = await instagramAccount(gateway, long.accessToken, short.userId);
  return { accessToken: long.accessToken, expiresAt: long.expiresAt, accounts: [account] };
}

/**
 * GET /me?fields=user_id,username,…: documented as `{data:[{user_id, username}]}`
 * (https://developers.facebook.com/docs/instagram-platform/instagram-api-with-instagram-login/get-started),
 * answered flat with `id` as well; the code exchange's user_id stands in for a missing one.
 */
async function instagramAccount(gateway: MetaGateway, accessToken: string, exchangedUserId: string | null): Promise<DiscoveredAccount> {
  const me = answerRecord(await gateway.clientFor('instagram', accessToken).get<unknown>('me', { fields: 'user_id,username,name,profile_picture_url' }));
  const igUserId = textField(me, 'user_id') ?? textField(me, 'id') ?? exchangedUserId;
  const username = textField(me, 'username');
  if (!igUserId || !username) throw new UnexpectedMetaAnswer("Instagram's /me", 'a user_id and a username');
  return { igUserId, username, name: textField(me, 'name'), profilePicUrl: textField(me, 'profile_picture_url'), pageId: null, pageName: null };
}

type LongLivedToken = { accessToken: string; expiresAt: Date };

/** An Instagram Login long-lived token: `expires_in`, or the documented 60 days where it is missing. */
function instagramLongLived(answer: unknown, now: number, call: string): LongLivedToken {
  const token = readToken(answer, call);
  return { accessToken: token.accessToken, expiresAt: new Date(now + (token.expiresInMs ?? DOCUMENTED_LONG_LIVED_MS)) };
}

/** The sync renews an Instagram Login token when fewer than this remain (Meta allows it from 24 h on). */
export const TOKEN_REFRESH_MARGIN_MS = 7 * DAY_MS;
/** "Refresh a long-lived access token that is at least 24 hours old but has not expired." */
export const MIN_TOKEN_AGE_FOR_REFRESH_MS = DAY_MS;

/**
 * A renewed long-lived token, or null where the flavour's token cannot be renewed. Only Instagram Login
 * documents a renewal (GET graph.instagram.com/refresh_access_token?grant_type=ig_refresh_token,
 * https://developers.facebook.com/docs/instagram-platform/reference/refresh_access_token). Facebook
 * Login documents none for a long-lived token (exchanging it again is not a documented call), so those
 * are kept until they end and the user is asked to reconnect; the demo's never ends.
 */
export async function refreshLongLivedToken(
  gateway: MetaGateway,
  flavour: LoginFlavour,
  accessToken: string,
  now = Date.now(),
): Promise<LongLivedToken | null> {
  if (flavour !== 'instagram' || !gateway.appFor('instagram')) return null;
  const answer = await gateway.instagramTokenClient(accessToken).get<unknown>('refresh_access_token', { grant_type: 'ig_refresh_token' });
  return instagramLongLived(answer, now, "Instagram's token refresh");
}
