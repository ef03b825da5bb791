import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../test/helpers';
import { parseProxyTrust, proxyTrustWarning, trustsProxy } from './proxyTrust';

/*
 * Behind nginx with `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`, the header is
 * whatever the client sent, then the address nginx saw, appended
 * (https://nginx.org/en/docs/http/ngx_http_proxy_module.html#var_proxy_add_x_forwarded_for).
 * The client can write the first entries; only the last one is nginx's.
 */
const forgedFirstEntry = () => `${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

describe('demo sign-ins behind one trusted proxy hop (TRUST_PROXY=1), over real HTTP', () => {
  const LIMIT = 3;
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // The test's loopback socket is the proxy; no sync runs meanwhile (the workers poll hourly).
    t = await createTestApp({ trustProxy: 1, authLimits: { demoPerIp: LIMIT }, sync: { pollingIntervalSeconds: 3_600 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => t.close(), 60_000);

  const demoSignIn = (forwardedFor: string) => fetch(`${base}/api/auth/demo`, { method: 'POST', headers: { 'x-forwarded-for': forwardedFor } });

  it('counts one client however it forges the first X-Forwarded-For entry', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LIMIT; attempt += 1) statuses.push((await demoSignIn(`${forgedFirstEntry()}, 203.0.113.7`)).status);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429]);
    // With no forged entry at all, the same client is the same key.
    expect((await demoSignIn('203.0.113.7')).status).toBe(429);
  }, 60_000);

  it('still lets another client behind the same proxy in', async () => {
    expect((await demoSignIn(`${forgedFirstEntry()}, 203.0.113.8`)).status).toBe(200);
  }, 60_000);
});

describe('logins behind listed proxies (TRUST_PROXY=10.0.0.0/8)', () => {
  const LIMIT = 2;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: ['10.0.0.0/8'], authLimits: { loginPerIp: LIMIT } });
  }, 60_000);
  afterAll(() => t.close(), 60_000);

  const login = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'someone@example.test', password: 'not-the-password' },
    });

  it('takes the right-most address that is not a listed proxy, through a chain of them', async () => {
    const statuses = [];
    // Two proxies of ours (10.0.0.9 appended by the first, the socket is the second); the client is 198.51.100.1.
    for (let attempt = 0; attempt <= LIMIT; attempt += 1) statuses.push((await login('10.0.0.1', `${forgedFirstEntry()}, 198.51.100.1, 10.0.0.9`)).statusCode);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429]);
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    const statuses = [];
    for (let attempt = 0; attempt <= LIMIT; attempt += 1) statuses.push((await login('192.0.2.5', `${forgedFirstEntry()}`)).statusCode);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429]);
  });
});

describe('TRUST_PROXY=true', () => {
  it('is accepted, with a warning in the log that names the better settings', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ trustProxy: true, logLevel: 'warn' }, { logStream: { write: (line: string) => void lines.push(line) } });
    try {
      const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.level === 40);
      expect(warnings.map((line) => line.msg)).toEqual([expect.stringMatching(/^TRUST_PROXY=true trusts every X-Forwarded-For entry.*TRUST_PROXY=1/)]);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('the trust rule', () => {
  it('trusts a hop count of peers by position, and listed ranges by address (IPv4-mapped too)', () => {
    const oneHop = trustsProxy(1);
    expect(oneHop && [oneHop('198.51.100.1', 0), oneHop('198.51.100.1', 1)]).toEqual([true, false]);
    const listed = trustsProxy(parseTrustOrThrow('10.0.0.0/8, ::1, loopback'));
    expect(listed && ['10.1.2.3', '::ffff:10.1.2.3', '::1', '127.0.0.5', '11.0.0.1', 'not-an-ip'].map((address) => listed(address, 0))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(trustsProxy(false)).toBe(false);
  });

  it('warns about a hop count only where clients can reach the server around the proxy', () => {
    expect(proxyTrustWarning(1, '127.0.0.1')).toBeNull();
    expect(proxyTrustWarning(1, '0.0.0.0')).toMatch(/HOST=0.0.0.0 lets clients reach the server directly/);
    expect(proxyTrustWarning(['10.0.0.0/8'], '0.0.0.0')).toBeNull();
  });
});

function parseTrustOrThrow(text: string) {
  const parsed = parseProxyTrust(text);
  if (!('trust' in parsed)) throw new Error(parsed.problem);
  return parsed.trust;
}
