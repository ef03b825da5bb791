import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HEALTH_PATHS } from '../modules/health/public';
import { expectApiSecurityHeaders, expectDocumentSecurityHeaders } from '../plugins/external/testing/securityHeaders';
import { bearer, createTestApp, registerUser, type TestApp, type ApiError } from '../test/helpers';
import { liveRoutes, operationKey, operationsOf, type OpenApiDocument, type Operation } from './testing/apiRoutes';

/** Routes of /api that are not operations of the API: the reference page's own files. */
const NOT_OPERATIONS = [/^\/api\/docs(\/|$)/];
/**
 * The documented operations: everything under /api, and the health probes, which live at the root
 * because that is where process managers and load balancers look for them (/healthz, /readyz), yet
 * are answers a client relies on like any other. Anything else at the root is the web app's.
 */
const isOperationPath = (path: string) => path.startsWith('/api/') || (HEALTH_PATHS as readonly string[]).includes(path);

const isSuccess = (status: string) => /^[23]\d\d$/.test(status);
const isBearer = (operation: Operation) => operation.security?.some((requirement) => 'bearerAuth' in requirement) ?? false;
const hasInput = (operation: Operation) => Boolean(operation.requestBody || operation.parameters?.length);
/** Path parameters filled with a well-formed id nobody owns. */
const concreteUrl = (template: string) => template.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let operations: Operation[];
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
    operations = operationsOf(document);
  }, 60_000);
  // The anonymous calls include POST /api/auth/demo, whose queued syncs the close waits for.
  afterAll(() => t.close(), 60_000);

  it('is OpenAPI 3.1 with a bearer scheme and the shared error shape as a component', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes).toEqual({ bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } });
    expect(document.components.schemas.ApiError).toMatchObject({ type: 'object', required: ['message'], properties: { message: { type: 'string' } } });
  });

  it('documents every /api route the app answers, and nothing else', () => {
    const live = liveRoutes(t.app).filter(
      ({ path }) => (path.startsWith('/api') || isOperationPath(path)) && !NOT_OPERATIONS.some((pattern) => pattern.test(path)),
    );
    const documented = new Set(operations.map((operation) => operationKey(operation.method, operation.path)));
    const undocumented = live.map(({ method, path }) => operationKey(method, path)).filter((key) => !documented.has(key));
    expect(undocumented).toEqual([]);
    expect(operations.filter((operation) => !isOperationPath(operation.path))).toEqual([]);
    expect(HEALTH_PATHS.filter((path) => !documented.has(operationKey('GET', path)))).toEqual([]);
    // The listing itself must see the routes, or the comparison above proves nothing.
    expect(live.length).toBeGreaterThanOrEqual(40);
    expect(live).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: '/api/posts/{id}' },
        { method: 'GET', path: '/api/connectors/instagram/media' },
      ]),
    );
  });

  it('declares who may call each operation: the bearer scheme or an explicit empty list', () => {
    const undeclared = operations.filter((operation) => !Array.isArray(operation.security));
    expect(undeclared.map((operation) => operationKey(operation.method, operation.path))).toEqual([]);
    const unknownSchemes = operations.filter((operation) => operation.security!.some((requirement) => !('bearerAuth' in requirement)));
    expect(unknownSchemes).toEqual([]);
    expect(operations.filter(isBearer).length).toBeGreaterThan(20);
  });

  it('gives every operation a success answer, a schema for every body it answers, and a description for each', () => {
    const problems = operations.flatMap((operation) =>
      answerProblems(operation).map((problem) => `${operationKey(operation.method, operation.path)}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('documents 401 on signed-in operations and 400 on operations that take input', () => {
    const missing = operations.flatMap((operation) => [
      ...(isBearer(operation) && !operation.responses['401'] ? [`${operationKey(operation.method, operation.path)}: 401`] : []),
      ...(hasInput(operation) && !operation.responses['400'] ? [`${operationKey(operation.method, operation.path)}: 400`] : []),
    ]);
    expect(missing).toEqual([]);
  });

  it('documents the non-JSON answers by their content type or status', () => {
    const stream = document.paths['/api/chat/stream'].post.responses['200'];
    expect(Object.keys(stream.content ?? {})).toEqual(['text/event-stream']);
    const signIn = document.paths['/api/auth/google'].get.responses;
    expect(signIn['302']).toEqual({ description: expect.stringMatching(/Location/) });
    expect(document.paths['/api/auth/logout'].post.responses['204'].content).toBeUndefined();
  });

  it('documents 503 where an answer depends on a part that can be down: the readiness probe and every rate-limited route', () => {
    expect(document.paths['/readyz'].get.responses['503']).toBeDefined();
    expect(document.paths['/healthz'].get.responses['503']).toBeUndefined();
    for (const [path, method] of [
      ['/api/auth/login', 'post'],
      ['/api/auth/register', 'post'],
      ['/api/auth/demo', 'post'],
      ['/api/auth/refresh', 'post'],
    ] as const) {
      expect(document.paths[path][method].responses['503']).toMatchObject({ description: expect.stringMatching(/Redis/) });
    }
    expect(document.paths['/api/users/profile'].get.responses['503']).toBeUndefined();
  });

  it('describes request bodies and parameters from the routes’ zod schemas', () => {
    const register = document.paths['/api/auth/register'].post;
    const body = register.requestBody!.content['application/json'].schema;
    expect(body).toMatchObject({ type: 'object', required: expect.arrayContaining(['name', 'email', 'password']), additionalProperties: false });
    const posts = document.paths['/api/posts'].get.parameters!.map((parameter) => `${parameter.in}:${parameter.name}`);
    expect(posts).toEqual(expect.arrayContaining(['query:accountId', 'query:limit', 'query:after']));
    expect(document.paths['/api/posts/{id}'].get.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id', required: true })]);
  });

  it('splits a route with an optional path parameter into the two paths it answers', () => {
    const withAccount = document.paths['/api/connectors/instagram/media/{accountId}'].get.parameters ?? [];
    const without = document.paths['/api/connectors/instagram/media'].get.parameters ?? [];
    expect(withAccount.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name)).toEqual(['accountId']);
    expect(without.filter((parameter) => parameter.in === 'path')).toEqual([]);
  });

  it('keeps its auth declarations honest: signed-in operations refuse an anonymous caller, public ones do not ask for a token', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const response = await t.app.inject({ method: operation.method as 'GET', url: concreteUrl(operation.path), remoteAddress: '10.9.9.9' });
      const asksForToken = response.statusCode === 401 && response.json<ApiError>().code === 'UNAUTHORIZED';
      if (isBearer(operation) !== asksForToken) wrong.push(`${operationKey(operation.method, operation.path)} answered ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('answers signed-in callers with the documented success schema on a plain read', async () => {
    const { accessToken } = await registerUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(accessToken) });
    expect(response.statusCode).toBe(200);
    const schema = document.paths['/api/users/profile'].get.responses['200'].content!['application/json'].schema!;
    expect(Object.keys(response.json()).sort()).toEqual(Object.keys(schema.properties!).sort());
  });
});

function answerProblems(operation: Operation): string[] {
  const answers = Object.entries(operation.responses);
  const problems: string[] = [];
  if (!answers.some(([status]) => isSuccess(status))) problems.push('no success answer');
  for (const [status, answer] of answers) {
    if (!answer.description || answer.description === 'Default Response') problems.push(`${status} has no description`);
    const hasBody = status !== '204' && !status.startsWith('3');
    const schemas = Object.values(answer.content ?? {}).map((media) => media.schema);
    if (hasBody && (schemas.length === 0 || schemas.some((schema) => !schema || Object.keys(schema).length === 0))) {
      problems.push(`${status} has no schema`);
    }
    const isError = /^[45]/.test(status);
    if (isError && answer.content?.['application/json']?.schema?.$ref !== '#/components/schemas/ApiError') problems.push(`${status} is not an ApiError`);
  }
  return problems;
}

describe('the reference page', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    // A client build, so that the SPA's static routes exist and can be shown to stay out of the document.
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iaw-openapi-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
    t = await createTestApp({ clientDir });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('serves the reference page with its scripts from our own origin, under the app’s CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // A document under /api: helmet's full set, not the API answers' (whose CSP would refuse its scripts).
    expectDocumentSecurityHeaders(page.headers);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).toMatch(/^\/api\/docs\/static\//);
      const file = await t.app.inject({ method: 'GET', url: script });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/javascript/);
      expectDocumentSecurityHeaders(file.headers);
    }
    // No inline script: the CSP allows none.
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
  });

  it('hides the SPA, the static files and the page itself from the document', async () => {
    expect(liveRoutes(t.app)).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: '/*' },
        { method: 'GET', path: '/api/docs' },
      ]),
    );
    const document: OpenApiDocument = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths).filter((documented) => documented.startsWith('/api/docs') || !isOperationPath(documented))).toEqual([]);
  });

  it('answers the OpenAPI document itself as an API answer', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    expectApiSecurityHeaders(answer.headers);
  });
});
