import type { LoginFlavour } from '../../shared/connectors';
import type { MetaGateway } from './gateway';

const DAY_MS = 86_400_000;

/** Facebook Login: the Page-linked business account, its insights and comments, and business_discovery. */
export const FACEBOOK_SCOPES = [
  'instagram_basic',
  'instagram_manage_insights',
  'instagram_manage_comments',
  'pages_show_list',
  'pages_read_engagement',
  'business_management',
];
/** Instagram Login (no Page needed). */
export const INSTAGRAM_SCOPES = ['instagram_business_basic', 'instagram_business_manage_insights', 'instagram_business_manage_comments'];
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

export type Connection = { accessToken: string; expiresAt: Date | null; accounts: DiscoveredAccount[] };

type TokenAnswer = { access_token: string; expires_in?: number; user_id?: string | number };

const expiry = (answer: TokenAnswer, now: number) => (answer.expires_in ? new Date(now + answer.expires_in * 1000) : null);

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

async function connectFacebookLogin(gateway: MetaGateway, flavour: LoginFlavour, { code, now, redirectUri }: CodeExchange): Promise<Connection> {
  const app = gateway.appFor(flavour)!;
  const anonymous = gateway.clientFor(flavour, null);
  const short = await anonymous.get<TokenAnswer>('oauth/access_token', {
    client_id: app.appId,
    client_secret: app.appSecret,
    redirect_uri: redirectUri,
    code,
  });
  const long = await anonymous.get<TokenAnswer>('oauth/access_token', {
    grant_type: 'fb_exchange_token',
    client_id: app.appId,
    client_secret: app.appSecret,
    fb_exchange_token: short.access_token,
  });
  const client = gateway.clientFor(flavour, long.access_token);
  const accounts: DiscoveredAccount[] = [];
  type Page = { id: string; name?: string; instagram_business_account?: { id: string; username?: string; name?: string; profile_picture_url?: string } };
  for await (const pages of client.pages<Page>('me/accounts', {
    fields: 'id,name,instagram_business_account{id,username,name,profile_picture_url}',
    limit: 100,
  })) {
    for (const page of pages) {
      const ig = page.instagram_business_account;
      if (!ig) continue;
      accounts.push({ igUserId: ig.id, username: ig.username ?? ig.id, name: ig.name ?? null, profilePicUrl: ig.profile_picture_url ?? null, pageId: page.id, pageName: page.name ?? null });
    }
  }
  return { accessToken: long.access_token, expiresAt: expiry(long, now), accounts };
}

async function connectInstagramLogin(gateway: MetaGateway, { code, now, redirectUri }: CodeExchange): Promise<Connection> {
  const app = gateway.appFor('instagram')!;
  const anonymous = gateway.clientFor('instagram', null);
  const short = await anonymous.postForm<TokenAnswer>(
    `${gateway.settings.instagramApiUrl}/oauth/access_token`,
    new URLSearchParams({ client_id: app.appId, client_secret: app.appSecret, grant_type: 'authorization_code', redirect_uri: redirectUri, code }),
  );
  const long = await anonymous.get<TokenAnswer>('access_token', {
    grant_type: 'ig_exchange_token',
    client_secret: app.appSecret,
    access_token: short.access_token,
  });
  type Me = { id: string; user_id?: string | number; username: string; name?: string; profile_picture_url?: string };
  const me = await gateway.clientFor('instagram', long.access_token).get<Me>('me', { fields: 'user_id,username,name,profile_picture_url' });
  const account: DiscoveredAccount = {
    igUserId: String(me.user_id ?? me.id),
    username: me.username,
    name: me.name ?? null,
    profilePicUrl: me.profile_picture_url ?? null,
    pageId: null,
    pageName: null,
  };
  return { accessToken: long.access_token, expiresAt: expiry(long, now), accounts: [account] };
}

/** Long-lived tokens last about 60 days; the sync renews them when fewer than this remain. */
export const TOKEN_REFRESH_MARGIN_MS = 7 * DAY_MS;

/** A renewed long-lived token, or null where the flavour's token does not expire (demo). */
export async function refreshLongLivedToken(
  gateway: MetaGateway,
  flavour: LoginFlavour,
  accessToken: string,
  now = Date.now(),
): Promise<{ accessToken: string; expiresAt: Date | null } | null> {
  if (flavour === 'demo') return null;
  const app = gateway.appFor(flavour);
  if (!app) return null;
  const answer =
    flavour === 'instagram'
      ? await gateway.clientFor('instagram', accessToken).get<TokenAnswer>('refresh_access_token', { grant_type: 'ig_refresh_token' })
      : await gateway.clientFor('facebook', null).get<TokenAnswer>('oauth/access_token', {
          grant_type: 'fb_exchange_token',
          client_id: app.appId,
          client_secret: app.appSecret,
          fb_exchange_token: accessToken,
        });
  return { accessToken: answer.access_token, expiresAt: expiry(answer, now) };
}
