import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CHAT_LIMITS } from '../../shared/chat';
import { expectApiSecurityHeaders, expectDocumentSecurityHeaders } from '../plugins/external/testing/securityHeaders';
import { createTestApp, registerUser, type TestApp } from '../test/helpers';

/*
 * The documented 414 and 413 behaviours over real HTTP, with a client build present as in
 * production: its static files' `/*` route is what made an overlong /api path parameter a 404.
 */

/**
 * JSON as Python's json.dumps writes it by default (ensure_ascii=True, which `requests` uses for
 * `json=`): every non-ASCII character as a \uXXXX escape, and characters outside the BMP as two,
 * a surrogate pair (https://docs.python.org/3/library/json.html#json.dumps).
 */
function asciiOnlyJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

describe('URL and body limits over real HTTP', () => {
  let t: TestApp;
  let base: string;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iaw-limits-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
    t = await createTestApp({ clientDir });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  }, 60_000);

  it.each(['/api/posts/{long}', '/api/connectors/instagram/media/{long}', '/api/competitors/{long}/posts', '/api/reports/{long}'])(
    'answers an overlong path parameter in %s with JSON 414 and the API security headers',
    async (template) => {
      const response = await fetch(base + template.replace('{long}', 'a'.repeat(200)));
      expect(response.status).toBe(414);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expectApiSecurityHeaders(response.headers);
      expect(await response.json()).toEqual({ message: 'A path segment of the URL is too long', code: 'URL_TOO_LONG' });
    },
  );

  it('measures the segment decoded, as the router does, and leaves the web app’s own long paths to it', async () => {
    // 60 characters, 360 once percent-encoded: within the limit, so the route answers (401: not signed in).
    expect((await fetch(`${base}/api/posts/${encodeURIComponent('é'.repeat(60))}`)).status).toBe(401);
    // A long page address is the web app's to answer, not the URL limit's: no such page, so 404 with the app, which says so.
    const page = await fetch(`${base}/app/${'a'.repeat(200)}`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expectDocumentSecurityHeaders(page.headers);
  });

  describe('POST /api/chat/stream', () => {
    const streamWith = async (body: string) => {
      const { accessToken } = await registerUser(t.app);
      return fetch(`${base}/api/chat/stream`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', accept: 'text/event-stream' },
        body,
      });
    };

    it('takes a history at the documented limits sent with every character \\u-escaped', async () => {
      // Half CJK (one escape each), half emoji (a surrogate pair: two escapes for two UTF-16 units).
      const content = ('李'.repeat(CHAT_LIMITS.maxMessageChars / 2) + '🦄'.repeat(CHAT_LIMITS.maxMessageChars / 4)).slice(0, CHAT_LIMITS.maxMessageChars);
      expect(content).toHaveLength(CHAT_LIMITS.maxMessageChars);
      const messageHistory = Array.from({ length: CHAT_LIMITS.maxHistoryMessages }, (_, index) => ({ role: index % 2 ? 'assistant' : 'user', content }));
      const body = asciiOnlyJson({ messageHistory: [...messageHistory.slice(0, -1), { role: 'user', content }] });
      // Six bytes per character of content: the 4-byte UTF-8 allowance this replaces was too small.
      expect(Buffer.byteLength(body)).toBeGreaterThan(CHAT_LIMITS.maxHistoryMessages * CHAT_LIMITS.maxMessageChars * 6);
      const response = await streamWith(body);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(await response.text()).toContain('data: [DONE]');
    }, 60_000);

    it('still answers JSON 413 for a body beyond what the limits allow', async () => {
      const body = JSON.stringify({
        messageHistory: [{ role: 'user', content: 'hi' }],
        padding: 'x'.repeat(CHAT_LIMITS.maxHistoryMessages * CHAT_LIMITS.maxMessageChars * 6 + 128 * 1024),
      });
      const response = await streamWith(body);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    }, 60_000);
  });
});
