import type { AddressInfo } from 'node:net';
import { expectApiSecurityHeaders } from '../plugins/external/testing/securityHeaders';
import { createTestApp, type TestApp } from '../test/helpers';
import { connectRaw, parseRawAnswer, postHead, type RawConnection } from './testing/rawHttp';

/*
 * Slow clients over real sockets against the real server (buildApp, listening): the attack of the
 * issue was POST /api/auth/login with Content-Length 60000 and one byte every 10 s, held for ever.
 * No assertion is about time: each waits for the server to act, and jest's timeout is the bound.
 */

const portOf = (t: TestApp) => (t.app.server.address() as AddressInfo).port;

/** Writes one more byte of the body every `everyMs` until the server closes the connection. */
function trickle(connection: RawConnection, everyMs: number): void {
  const timer = setInterval(() => connection.write(' '), everyMs);
  void connection.closed.finally(() => clearInterval(timer));
}

async function openSlowLogin(port: number, everyMs: number): Promise<RawConnection> {
  const connection = await connectRaw(port);
  connection.write(`${postHead('/api/auth/login', 60_000)}{"email":`);
  trickle(connection, everyMs);
  return connection;
}

describe('a server with short request and header timeouts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ http: { requestTimeoutMs: 1_500, headersTimeoutMs: 1_000, maxConnectionsPerAddress: 1_000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(() => t.close(), 60_000);

  it('closes a connection that trickles its body, answering 408 in the API error shape', async () => {
    // A byte every 200 ms keeps the socket busy, so only the request timeout can end it.
    const connection = await openSlowLogin(portOf(t), 200);
    const answer = parseRawAnswer(await connection.closed);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ message: 'The request did not arrive in time', code: 'REQUEST_TIMEOUT' });
    expectApiSecurityHeaders(answer.headerValues);
    expect(answer.headers).toContain('connection: close');
  });

  it('closes a connection that trickles its headers', async () => {
    const connection = await connectRaw(portOf(t));
    connection.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const timer = setInterval(() => connection.write('X-Slow: yes\r\n'), 200);
    const answer = parseRawAnswer(await connection.closed.finally(() => clearInterval(timer)));
    expect(answer.status).toBe(408);
    expect(answer.body).toMatchObject({ code: 'REQUEST_TIMEOUT' });
  });

  it('answers headers over Node’s 16 KB limit (a huge URL) in the API error shape', async () => {
    const response = await fetch(`http://127.0.0.1:${portOf(t)}/api/posts/${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({ message: 'The request headers (or its URL) are too large', code: 'HEADERS_TOO_LARGE' });
  });
});

describe('a server holding many slow connections', () => {
  const CAP = 250;
  const SLOW = 200;
  let t: TestApp;
  const open: RawConnection[] = [];
  beforeAll(async () => {
    // The default timeouts (a minute for a request): nothing here waits for them. Each slow login
    // counts against the per-address login limit as its headers arrive, so that is raised here.
    t = await createTestApp({ http: { maxConnectionsPerAddress: CAP }, authLimits: { loginPerIp: 10_000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    for (const connection of open) connection.socket.destroy();
    await t.close();
  }, 60_000);

  it(`still answers a normal request while ${SLOW} slow ones are open`, async () => {
    for (let index = 0; index < SLOW; index += 1) open.push(await openSlowLogin(portOf(t), 1_000));
    const health = await fetch(`http://127.0.0.1:${portOf(t)}/healthz`);
    expect(health.status).toBe(200);
    const login = await fetch(`http://127.0.0.1:${portOf(t)}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password' }),
    });
    expect(login.status).toBe(401);
    // The slow ones were all still there: the server answered beside them, not after them.
    expect(open.filter((connection) => connection.isClosed())).toHaveLength(0);
  }, 60_000);

  it(`closes connections from one address beyond ${CAP}, and accepts one again once another left`, async () => {
    // Kept-alive connections that answered count; the first one closed unanswered is over the cap.
    let refused: RawConnection | null = null;
    for (let attempt = 0; attempt <= CAP && !refused; attempt += 1) {
      const connection = await connectRaw(portOf(t));
      connection.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      if (await answersBeforeClosing(connection)) open.push(connection);
      else refused = connection;
    }
    expect(refused).not.toBeNull();
    expect(await refused!.closed).toBe('');
    expect(open.filter((connection) => !connection.isClosed()).length).toBeLessThanOrEqual(CAP);

    open.shift()!.socket.destroy();
    expect(await eventuallyAnswered(portOf(t))).toBe(200);
  }, 60_000);
});

/** True once the server sends a byte, false if it closes the connection first. */
function answersBeforeClosing(connection: RawConnection): Promise<boolean> {
  return Promise.race([
    new Promise<boolean>((resolve) => connection.socket.once('data', () => resolve(true))),
    connection.closed.then((text) => text.length > 0),
  ]);
}

/** GET /healthz on a new connection, retried while the server has not yet seen a slot free up. */
async function eventuallyAnswered(port: number): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const connection = await connectRaw(port);
    connection.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    const answer = parseRawAnswer(await connection.closed);
    if (answer.status) return answer.status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return 0;
}
