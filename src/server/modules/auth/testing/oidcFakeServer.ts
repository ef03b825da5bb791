import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Google account as the fake's consent screen signs it in. */
type FakeGoogleAccount = { sub: string; email: string; email_verified: boolean; name: string; picture?: string };

export type OidcFake = {
  /** The issuer to put in GOOGLE_ISSUER (discovery lives under it). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next authorisation signs in as (until changed). */
  signInAs(account: FakeGoogleAccount): void;
  /** The next authorisation ends with error=access_denied, as when the user presses Cancel. */
  denyNextConsent(): void;
  /** The next token answer carries an ID token whose payload was altered after signing. */
  tamperNextIdToken(): void;
  /** How many UserInfo requests it has answered. */
  userInfoRequests(): number;
  /** Stops answering (connections refused), as when the provider is down; `resume` listens again. */
  goDown(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
};

type Options = {
  redirectUris: string[];
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /**
   * 'id-token' (the default) puts the e-mail and profile claims in the ID token, as Google does;
   * 'userinfo' serves them only from the UserInfo endpoint, as OIDC Core §5.4 has it whenever an
   * access token is issued (https://openid.net/specs/openid-connect-core-1_0.html#ScopeClaims).
   */
  claimsIn?: 'id-token' | 'userinfo';
};

/**
 * A real OpenID Connect provider (`oidc-provider`) on loopback standing in for Google: discovery,
 * PKCE, nonce, signed ID tokens, consent. Its interaction step needs no UI: it signs in the account
 * the test chose, or denies consent when told to. It also serves as the e2e suite's Google.
 */
export async function startOidcFake(options: Options): Promise<OidcFake> {
  const { default: Provider } = await import('oidc-provider');
  const clientId = options.clientId ?? 'fake-google-client';
  const clientSecret = options.clientSecret ?? 'fake-google-secret-0123456789';
  const accounts = new Map<string, FakeGoogleAccount>();
  let current: FakeGoogleAccount = { sub: '100000000000000000001', email: 'ada@example.com', email_verified: true, name: 'Ada Lovelace' };
  accounts.set(current.sub, current);
  let denyNext = false;
  let tamperNext = false;
  let userInfoRequests = 0;

  const server = http.createServer();
  const port = await listen(server, options.port ?? 0);
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // oidc-provider's conformIdTokenClaims is that §5.4 rule; off, the claims go in the ID token too.
    conformIdTokenClaims: options.claimsIn === 'userinfo',
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['oidc-fake-cookie-key-0123456789'] },
    // Explicit lifetimes (Google's: one hour) keep the provider from warning about its defaults.
    ttl: { Interaction: 600, Grant: 3600, Session: 3600, AccessToken: 3600, IdToken: 3600, AuthorizationCode: 60 },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
    },
  });
  provider.on('server_error', () => undefined);
  const answer = provider.callback();

  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname.startsWith('/interaction/')) {
      void finishInteraction(req, res).catch(() => {
        res.statusCode = 500;
        res.end('interaction failed');
      });
      return;
    }
    // oidc-provider's UserInfo endpoint lives at /me.
    if (url.pathname === '/me') userInfoRequests += 1;
    if (url.pathname === '/token' && tamperNext) {
      tamperNext = false;
      tamperIdTokenIn(res);
    }
    void answer(req, res);
  });

  async function finishInteraction(req: http.IncomingMessage, res: http.ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (denyNext) {
      denyNext = false;
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user denied consent' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = new provider.Grant({ accountId: current.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId: current.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      accounts.set(account.sub, account);
      current = account;
    },
    denyNextConsent() {
      denyNext = true;
    },
    tamperNextIdToken() {
      tamperNext = true;
    },
    userInfoRequests: () => userInfoRequests,
    goDown: () => stop(server),
    resume: async () => {
      await listen(server, port);
    },
    close: () => stop(server),
  };
}

function listen(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function stop(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/**
 * Rewrites the ID token in the token answer as a man in the middle would: the e-mail claim is
 * changed after signing, so only the signature check can tell.
 */
function tamperIdTokenIn(res: http.ServerResponse) {
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk === 'string' || Buffer.isBuffer(chunk)) {
      const body = JSON.parse(chunk.toString()) as { id_token?: string };
      if (body.id_token) {
        const [header, payload, signature] = body.id_token.split('.');
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
        const forged = Buffer.from(JSON.stringify({ ...claims, email: 'mallory@example.com' })).toString('base64url');
        body.id_token = [header, forged, signature].join('.');
        const text = JSON.stringify(body);
        res.setHeader('content-length', Buffer.byteLength(text));
        return end(text, ...rest);
      }
    }
    return end(chunk, ...rest);
  }) as typeof res.end;
}
