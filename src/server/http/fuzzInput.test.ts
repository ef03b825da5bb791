import fc from 'fast-check';
import Fastify from 'fastify';
import { liveRoutes, type OpenApiDocument, type Operation } from './testing/apiRoutes';
import { badRequests, eachFieldHolding, junkText } from './testing/badRequests';

/** The fuzz (fuzz.system.test.ts) finds only what its generators produce: these tests hold them to it. */

const ACCOUNT_ID = '11111111-1111-4111-8111-111111111111';
/** The well-formed id the generators use beside the caller's own, for the 404 path. */
const NOBODYS_ID = '00000000-0000-4000-8000-000000000000';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  paths: {},
  components: { schemas: {} },
};

const createThing: Operation = {
  method: 'POST',
  path: '/api/things/{accountId}',
  parameters: [
    { in: 'path', name: 'accountId', required: true, schema: { type: 'string', format: 'uuid' } },
    { in: 'query', name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: 100 } },
  ],
  requestBody: {
    content: {
      'application/json': {
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'tags'],
          properties: {
            name: { type: 'string', maxLength: 80 },
            tags: { type: 'array', items: { type: 'object', required: ['label'], properties: { label: { type: 'string' } } } },
            note: { type: 'string' },
            kind: { enum: ['a', 'b'] },
          },
        },
      },
    },
  },
  responses: { '201': { description: 'Created' } },
  security: [{ bearerAuth: [] }],
};

const sample = (runs: number) => fc.sample(badRequests(document, createThing, [ACCOUNT_ID]), { numRuns: runs, seed: 42 });
const bodyText = (request: { body?: { json: unknown } | { raw: string } }) =>
  request.body === undefined ? '' : 'raw' in request.body ? request.body.raw : JSON.stringify(request.body.json);

describe('the bad input generators', () => {
  it('put a NUL into every field once: path and query parameters, and body values at any depth, optional ones included', () => {
    const requests = eachFieldHolding(document, createThing, [ACCOUNT_ID], '\u0000', 7);
    expect(requests.map((request) => request.kind)).toEqual(
      expect.arrayContaining([
        '"\\u0000" in path accountId',
        '"\\u0000" in query limit',
        '"\\u0000" in body name',
        '"\\u0000" in body tags.0.label',
        '"\\u0000" in body note',
        '"\\u0000" in body kind',
      ]),
    );
    // Encoded as %00 in the URL, escaped as \u0000 in JSON.
    for (const request of requests) expect(request.url.includes('%00') || bodyText(request).includes('\\u0000')).toBe(true);
  });

  it('spoil one thing at a time across every kind of badness', () => {
    const kinds = new Set(sample(400).map((request) => request.kind));
    expect([...kinds].sort()).toEqual(
      [
        'body is not an object',
        'body too large',
        'junk path parameter',
        'junk query value',
        'junk text in a field',
        'junk value in a field',
        'malformed JSON',
        'malformed query string',
        'missing field',
        'not JSON',
        'unknown body field',
        'unknown query field',
        'wrong type',
      ].sort(),
    );
  });

  it('keep the rest of the request valid, with the caller’s own ids in uuid parameters', () => {
    const spoiledBodies = sample(200).filter((request) => request.kind === 'missing field');
    expect(spoiledBodies.length).toBeGreaterThan(0);
    const accountIds = spoiledBodies.map((request) => /^\/api\/things\/([^?]+)(\?limit=\d+)?$/.exec(request.url)?.[1]);
    expect(new Set(accountIds)).toEqual(new Set([ACCOUNT_ID, NOBODYS_ID]));
  });

  it('flag the requests that the router or the body parser may answer before the route', () => {
    for (const request of sample(200)) {
      expect(request.junkPath).toBe(request.kind === 'junk path parameter');
      expect(request.rawBody).toBe(['malformed JSON', 'not JSON', 'body too large'].includes(request.kind));
    }
  });

  it('make junk text out of control characters, odd unicode and huge strings', () => {
    const texts = fc.sample(junkText, { numRuns: 300, seed: 3 });
    expect(texts.some((text) => text.includes('\u0000'))).toBe(true);
    // eslint-disable-next-line no-control-regex -- the test checks the generator yields control characters
    expect(texts.some((text) => /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text))).toBe(true);
    expect(texts.some((text) => /[\ud800-\udfff]/.test(text) && !/[\ud800-\udbff][\udc00-\udfff]/.test(text))).toBe(true);
    expect(texts.some((text) => text.length > 64 * 1024)).toBe(true);
  });
});

describe('the live route listing', () => {
  it('reads every route from the router, with prefixes, parameters and without the HEAD twins', async () => {
    const app = Fastify();
    await app.register(
      async (scope) => {
        scope.get('/', async () => []);
        scope.get('/:id', async () => ({}));
        scope.get('/:id/comments', async () => []);
        scope.post('/sync', async () => ({}));
        scope.get('/sync/status', async () => ({}));
      },
      { prefix: '/api/posts' },
    );
    app.delete('/api/users/profile', async () => null);
    await app.ready();
    try {
      const expected = [
        { method: 'GET', path: '/api/posts' },
        { method: 'POST', path: '/api/posts/sync' },
        { method: 'GET', path: '/api/posts/sync/status' },
        { method: 'GET', path: '/api/posts/{id}' },
        { method: 'GET', path: '/api/posts/{id}/comments' },
        { method: 'DELETE', path: '/api/users/profile' },
      ];
      const routes = liveRoutes(app);
      expect(routes).toEqual(expect.arrayContaining(expected));
      // The prefix's own route is listed with and without its slash, both as /api/posts.
      expect(routes).toHaveLength(expected.length + 1);
    } finally {
      await app.close();
    }
  });
});
