import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponse, exchangeBody, linkStartResponse, providerStatusList } from '../../../../shared/auth';
import { HttpError } from '../../../http/httpError';
import { errorAnswers, PUBLIC, redirect, SIGNED_IN } from '../../../http/routeDocs';
import { authDepsOf, userAgentOf } from '../service';
import { createSignInProviders } from './providerRegistry';
import { SignInError } from './signInError';
import { beginSignIn, completeSignIn, exchangeCode, type CallbackOutcome, type SignInFlowDeps } from './signInFlow';
import { PROVIDER_NAMES, SIGN_IN_PROVIDERS, type SignInProviderId } from './signInProvider';
import { clearStateCookie, readStateCookie, setStateCookie } from './stateCookie';

/**
 * Sign-in through Google, Facebook and Instagram: GET /api/auth/{provider} leaves for
 * the provider, GET /api/auth/{provider}/callback comes back and redirects to the SPA with a one-time
 * code (or an error), and POST /api/auth/exchange trades that code for a session. A signed-in user
 * links a provider with POST /api/auth/{provider}/link, which starts the same round trip.
 */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = createSignInProviders(app.config, app.metaGateway);
  const deps: SignInFlowDeps = { db: app.db, providers, cipher: app.tokenCipher };
  const authDeps = authDepsOf(app);
  const secureCookie = app.config.publicUrl.startsWith('https://');
  const { windowMs, loginPerIp } = app.config.authLimits;
  const rateLimit = { max: loginPerIp, timeWindow: windowMs };

  app.get('/providers', { schema: { security: PUBLIC, response: { 200: providerStatusList } } }, async () => ({
    providers: SIGN_IN_PROVIDERS.map((id) => ({ id, name: PROVIDER_NAMES[id], configured: providers[id].configured })),
  }));

  const exchangeSchema = { security: PUBLIC, body: exchangeBody, response: { 200: authResponse, ...errorAnswers(400, 429) } };
  app.post('/exchange', { schema: exchangeSchema, config: { rateLimit } }, (request) => exchangeCode(authDeps, request.body.code, userAgentOf(request)));

  for (const provider of SIGN_IN_PROVIDERS) {
    const startSchema = { security: PUBLIC, response: { 302: redirect(`to ${PROVIDER_NAMES[provider]}'s sign-in page`), ...errorAnswers(400, 429, 502) } };
    app.get(`/${provider}`, { schema: startSchema, config: { rateLimit } }, async (request, reply) => {
      try {
        const { url, state } = await beginSignIn(deps, provider, null);
        setStateCookie(reply, state, secureCookie);
        return reply.redirect(url);
      } catch (error) {
        // A browser gets the callback page with the reason; a script gets the error as JSON.
        if (!isSignInError(error) || !request.headers.accept?.includes('text/html')) throw asHttpError(error);
        return reply.redirect(signInPage(provider, { error: error.message }));
      }
    });

    const callbackSchema = {
      security: PUBLIC,
      response: { 302: redirect('to the web app with a one-time code (or an error) for POST /api/auth/exchange'), ...errorAnswers(429) },
    };
    app.get(`/${provider}/callback`, { schema: callbackSchema, config: { rateLimit } }, async (request, reply) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const outcome = await completeSignIn(deps, provider, query, readStateCookie(request));
      clearStateCookie(reply);
      if (outcome.kind === 'linked') app.userProfiles.forget(outcome.userId);
      return reply.redirect(destinationOf(provider, outcome));
    });

    app.post(
      `/${provider}/link`,
      {
        onRequest: app.authenticate,
        schema: { security: SIGNED_IN, response: { 200: linkStartResponse, ...errorAnswers(400, 401, 429, 502) } },
        config: { rateLimit },
      },
      async (request, reply) => {
        const { url, state } = await beginSignIn(deps, provider, request.auth.userId).catch((error: unknown) => {
          throw asHttpError(error);
        });
        setStateCookie(reply, state, secureCookie);
        return { url };
      },
    );
  }
};

const isSignInError = (error: unknown): error is SignInError => error instanceof SignInError;

/** Outside a browser redirect, a sign-in error is a plain API error: not set up is 400, a provider down is 502. */
function asHttpError(error: unknown): unknown {
  if (!isSignInError(error)) return error;
  const status = error.code === 'PROVIDER_UNAVAILABLE' ? 502 : 400;
  return new HttpError(status, error.message, error.code === 'NOT_CONFIGURED' ? 'PROVIDER_NOT_CONFIGURED' : error.code);
}

const signInPage = (provider: SignInProviderId, params: Record<string, string>) => `/auth/${provider}/callback?${new URLSearchParams(params)}`;

/** Sign-ins land on the SPA's callback page; links (and their failures) on Settings. */
function destinationOf(provider: SignInProviderId, outcome: CallbackOutcome): string {
  switch (outcome.kind) {
    case 'signed-in':
      return signInPage(provider, {
        code: outcome.code,
        ...(outcome.offerId ? { offer: outcome.offerId } : {}),
        // The SPA says this is a new account and how to link the provider to the other one instead.
        ...(outcome.separateAccount ? { separateAccount: '1' } : {}),
      });
    case 'linked':
      return `/app/settings?${new URLSearchParams({ linked: provider, ...(outcome.offerId ? { connectOffer: outcome.offerId } : {}) })}`;
    case 'failed':
      return outcome.linking
        ? `/app/settings?${new URLSearchParams({ linkError: outcome.error.message })}`
        : signInPage(provider, { error: outcome.error.message });
  }
}
