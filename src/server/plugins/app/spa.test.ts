import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../test/helpers';
import { expectApiSecurityHeaders, expectDocumentSecurityHeaders } from '../external/testing/securityHeaders';

const INDEX = '<!doctype html><html><head><script defer src="/assets/main.3f2a1b.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A dist/ shaped like the webpack output: index.html, hashed assets with .br/.gz siblings, favicon. */
function writeClientBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iaw-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const script = path.join(dir, 'assets', 'main.3f2a1b.js');
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  return dir;
}

describe('serving the SPA', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = writeClientBuild();
    t = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves index.html at / with no-cache', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('falls back to index.html for client routes, so a reload keeps the page', async () => {
    for (const url of ['/app/dashboard', '/login', '/login/', '/auth/google/callback?code=abc', '/app/competitors/42', '/app', '/app/reports/7']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    }
  });

  it('answers an address the app has no page for with 404, and still sends the app, which says so and goes on to /', async () => {
    for (const url of ['/no-such-page', '/app/does-not-exist', '/app/competitors/42/extra', '/login/more?x=1']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe(INDEX);
    }
  });

  it('serves hashed assets as immutable for a year, brotli when accepted', async () => {
    const response = await get('/assets/main.3f2a1b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('serves gzip to clients without brotli, and plain bytes to clients without either', async () => {
    const gzip = await get('/assets/main.3f2a1b.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/main.3f2a1b.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    const response = await get('/assets/missing.123.js');
    expect(response.statusCode).toBe(404);
  });

  it('sends the CSP the app runs under, and the other helmet headers, with the page, its fallbacks and its files', async () => {
    for (const url of ['/', '/app/dashboard', '/no-such-page', '/assets/main.3f2a1b.js', '/favicon.svg']) {
      const response = await get(url, { accept: 'text/html' });
      expectDocumentSecurityHeaders(response.headers);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).not.toContain('upgrade-insecure-requests');
      // Images from any https host would let the page call out to third parties: only the named CDNs.
      expect(csp).not.toMatch(/img-src[^;]* https:(;| )/);
    }
  });

  it('keeps unknown /api paths as JSON 404 even with a client build present', async () => {
    const response = await get('/api/unknown', { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
    expectApiSecurityHeaders(response.headers);
  });
});

describe('without a client build', () => {
  it('explains how to build it instead of failing obscurely', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/app/dashboard' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toMatch(/npm run build:client/);
      expect((await t.app.inject({ method: 'GET', url: '/api/nothing' })).json()).toEqual({ message: 'Not found' });
    } finally {
      await t.close();
    }
  });
});
