import { bearer, createTestApp, registerUser, type TestApp } from '../../test/helpers';
import { isApiAnswer } from './helmet';
import { expectApiSecurityHeaders, expectDocumentSecurityHeaders } from './testing/securityHeaders';

describe('which answers are the API’s', () => {
  it.each([
    '/api',
    '/api?x=1',
    '/api/users/profile',
    '/api/nope/deeper?x=1',
    '/api/openapi.json',
    '/api/docsy',
    '/api/chat/stream',
    '/healthz',
    '/readyz?probe=1',
  ])('%s is an API answer', (url) => expect(isApiAnswer(url)).toBe(true));

  it.each([
    '/',
    '/app/dashboard',
    '/assets/main.js',
    '/apiary',
    '/api/docs',
    '/api/docs/',
    '/api/docs?x',
    '/api/docs/static/index.js',
    '/healthz/',
    '/healthzz',
  ])('%s is a document (or its files)', (url) => expect(isApiAnswer(url)).toBe(false));
});

describe('the security headers of API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('gives the session check exactly the API set, signed in or refused', async () => {
    const { accessToken } = await registerUser(t.app);
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(accessToken) });
    expect(signedIn.statusCode).toBe(200);
    expectApiSecurityHeaders(signedIn.headers);
    const refused = await t.app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(refused.statusCode).toBe(401);
    expectApiSecurityHeaders(refused.headers);
  });

  it('keeps the cache-control of a route that sets its own in place of no-store', async () => {
    const countries = await t.app.inject({ method: 'GET', url: '/api/countries' });
    expect(countries.statusCode).toBe(200);
    expectApiSecurityHeaders(countries.headers, 'public, max-age=86400');
  });

  it('gives the health probes, JSON outside /api, the API set', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expectApiSecurityHeaders(live.headers);
  });

  it('keeps helmet’s full set with the app’s CSP on the API reference page, HTML under /api', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expectDocumentSecurityHeaders(page.headers);
  });
});
