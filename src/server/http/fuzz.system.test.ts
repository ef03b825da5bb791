import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { CHAT_LIMITS } from '../../shared/chat';
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from '../config';
import { competitors, igAccounts, igMedia } from '../db/schema';
import { mapConcurrent } from '../lib/mapConcurrent';
import { seedAccount } from '../modules/analytics/testing/seedAccount';
import { bearer, createTestApp, registerUser, type TestApp } from '../test/helpers';
import { operationKey, operationsOf, type OpenApiDocument, type Operation } from './testing/apiRoutes';
import { badRequests, eachFieldHolding, eachParameterHolding, type BadRequest, type KnownIds } from './testing/badRequests';
import { changedTables, tableSnapshotter, type TableSnapshot } from './testing/tableSnapshot';

/**
 * Walks every operation of the live OpenAPI document with generated bad input, signed in and
 * signed out, and holds the API to its error contract: never a 5xx, always a JSON answer with a
 * message, only statuses the document lists, 401 for signed-in operations called anonymously, and
 * nothing stored changed by a refused request. New routes are fuzzed as soon as they are documented.
 */

/**
 * Requests per operation and way of calling. Fewer where less can vary: an operation without
 * input (only junk query and body), and a signed-in operation called anonymously (it stops at 401).
 */
const RUNS_WITH_INPUT = 30;
const RUNS_WITHOUT_INPUT = 8;
/** A fresh user after this many requests, so that per-user limits never answer in place of the route. */
const REQUESTS_PER_USER = CHAT_LIMITS.requestsPerMinute;
const SEED = 20_251_123;

/** Every count limit out of reach; durations are left alone. */
const HIGH_AUTH_LIMITS = Object.fromEntries(
  Object.keys(DEFAULT_AUTH_LIMITS)
    .filter((name) => !name.endsWith('Ms'))
    .map((name) => [name, 1_000_000]),
) as Partial<AuthLimits>;

/** Answers the router gives before any route runs, for a path it cannot take. */
const isRouterAnswer = (status: number, code: unknown) => status === 404 || status === 414 || (status === 400 && code === 'BAD_URL');
/** Answers Fastify's body parsing gives before any route runs. */
const isBodyParserAnswer = (status: number, code: unknown) => status === 413 || status === 415 || (status === 400 && code === 'INVALID_JSON');

/**
 * What the HTTP pass puts in every path and query parameter, percent-encoded: NUL (which Postgres
 * refuses in text, the likeliest 500), other C0 controls, DEL, and the tab and line breaks that no
 * single-line field takes either (shared/text.ts).
 */
const PARAMETER_CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\t', '\n', '\r'];

const JUNK_AUTHORIZATION = [undefined, 'Bearer', 'Bearer not-a-token', `Bearer ${'a'.repeat(5_000)}`, 'Basic dXNlcjpwYXNz', 'Bearer eyJhbGciOiJub25lIn0.e30.'];

type Caller = { headers: Record<string, string>; ids: KnownIds };
type Mode = 'signed in' | 'signed out';

describe('fuzzing every documented operation with bad input', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let operations: Operation[];
  let snapshot: () => Promise<TableSnapshot>;
  let callers: Caller[];
  /** The tables as the last request left them. */
  let lastSnapshot: TableSnapshot;
  const findings: string[] = [];
  const serverErrors: string[] = [];
  let requestCount = 0;
  let httpRequestCount = 0;

  /** A signed-in caller without data: the HTTP pass is refused before any lookup, so no ids are needed. */
  async function freshCaller(): Promise<Caller> {
    const { accessToken } = await registerUser(t.app);
    // Registering wrote the user: the requests that follow are compared with the tables after it.
    lastSnapshot = await snapshot();
    return { headers: bearer(accessToken), ids: [] };
  }

  beforeAll(async () => {
    // Job workers that poll once an hour run no sync meanwhile, so only the requests write to the tables.
    t = await createTestApp({ authLimits: HIGH_AUTH_LIMITS, sync: { pollingIntervalSeconds: 3_600 } });
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    operations = operationsOf(document);
    snapshot = await tableSnapshotter(t.database.executeSql);
    // Users are made up front, several at a time: password hashing dominates, and runs in parallel.
    const needed = operations.reduce((sum, operation) => sum + Math.ceil(requestsFor(document, operation, 'signed in') / REQUESTS_PER_USER), 0);
    callers = await mapConcurrent(Array.from({ length: needed }), 6, signedInCaller);
    lastSnapshot = await snapshot();
  }, 120_000);
  afterAll(async () => {
    console.log(
      `API fuzz: ${operations.length} operations, ${requestCount} requests in process and ${httpRequestCount} over HTTP, ${serverErrors.length} answered 5xx` +
        (serverErrors.length ? `:\n${serverErrors.join('\n')}` : ''),
    );
    await t.close();
  }, 60_000);

  /** A new user with an Instagram account, its posts and competitors, and the ids of them all. */
  async function signedInCaller(): Promise<Caller> {
    const { accessToken, user } = await registerUser(t.app);
    await seedAccount(t.app.db, user.id);
    const idsOf = async (rows: Promise<Array<{ id: string }>>) => (await rows).map((row) => row.id);
    const accounts = await idsOf(t.app.db.select({ id: igAccounts.id }).from(igAccounts).where(eq(igAccounts.userId, user.id)));
    const posts = await idsOf(t.app.db.select({ id: igMedia.id }).from(igMedia).where(eq(igMedia.accountId, accounts[0])).limit(2));
    const rivals = await idsOf(t.app.db.select({ id: competitors.id }).from(competitors).where(eq(competitors.userId, user.id)).limit(2));
    return { headers: bearer(accessToken), ids: [...accounts, ...posts, ...rivals] };
  }

  function signedOutCaller(index: number): Caller {
    const authorization = JUNK_AUTHORIZATION[index % JUNK_AUTHORIZATION.length];
    return { headers: authorization ? { authorization } : {}, ids: ['00000000-0000-4000-8000-000000000000'] };
  }

  async function send(operation: Operation, request: BadRequest, caller: Caller): Promise<LightMyRequestResponse> {
    const body = request.body && ('raw' in request.body ? request.body : { raw: JSON.stringify(request.body.json), contentType: 'application/json' });
    return t.app.inject({
      method: operation.method as 'GET',
      url: request.url,
      headers: { ...caller.headers, ...(body ? { 'content-type': body.contentType } : {}) },
      ...(body ? { payload: body.raw } : {}),
      remoteAddress: `10.${randomBytes(3).join('.')}`,
    });
  }

  /** What is wrong with one answer, if anything. */
  function problemsWith(operation: Operation, mode: Mode, request: BadRequest, response: LightMyRequestResponse, changed: string[]): string[] {
    const status = response.statusCode;
    const parsed = parseJson(response.body);
    const code = parsed?.code;
    const problems: string[] = [];
    if (status >= 500) problems.push(`answered ${status}`);
    if (status >= 400 && (typeof parsed?.message !== 'string' || !parsed.message || !/application\/json/.test(String(response.headers['content-type'])))) {
      problems.push(`error answer is not JSON with a message: ${response.body.slice(0, 120)}`);
    }
    const documented = String(status) in operation.responses;
    const explained = (request.junkPath && isRouterAnswer(status, code)) || (request.rawBody && isBodyParserAnswer(status, code));
    if (!documented && !explained) problems.push(`answered ${status} (${String(code)}), which the document does not list`);
    const anonymous = mode === 'signed out' && isSignedIn(operation);
    if (anonymous && status !== 401 && !(request.junkPath && isRouterAnswer(status, code))) problems.push(`answered ${status} to an anonymous caller`);
    if (status >= 400 && changed.length) problems.push(`refused with ${status} but changed ${changed.join(', ')}`);
    return problems;
  }

  /**
   * The operation's requests: first one per field with a NUL in it (signed-in operations only when
   * signed in: anonymously they stop at the 401), then generated ones. Each caller sends at most
   * REQUESTS_PER_USER of them; the generated ones use the ids of the caller that sends them.
   */
  async function fuzz(operation: Operation, mode: Mode): Promise<void> {
    const nextCaller = (index: number) => (mode === 'signed in' ? callers.shift()! : signedOutCaller(index));
    let callerIndex = 0;
    let caller = nextCaller(callerIndex);
    const pending = sweeps(operation, mode) ? eachFieldHolding(document, operation, caller.ids, '\u0000', seedOf(operation, mode, -1)) : [];
    let generatedLeft = runsFor(operation, mode);
    let sentByCaller = 0;
    while (pending.length || generatedLeft) {
      if (sentByCaller === REQUESTS_PER_USER) {
        caller = nextCaller(++callerIndex);
        sentByCaller = 0;
      }
      if (!pending.length) {
        const count = Math.min(generatedLeft, REQUESTS_PER_USER - sentByCaller);
        pending.push(...fc.sample(badRequests(document, operation, caller.ids), { numRuns: count, seed: seedOf(operation, mode, callerIndex) }));
        generatedLeft -= count;
      }
      await check(operation, mode, pending.shift()!, caller);
      sentByCaller += 1;
    }
  }

  async function check(operation: Operation, mode: Mode, request: BadRequest, caller: Caller): Promise<void> {
    const response = await send(operation, request, caller);
    const after = await snapshot();
    const problems = problemsWith(operation, mode, request, response, changedTables(lastSnapshot, after));
    lastSnapshot = after;
    requestCount += 1;
    if (response.statusCode >= 500) serverErrors.push(describeRequest(operation, mode, request, response));
    for (const problem of problems) findings.push(`${describeRequest(operation, mode, request, response)}\n    ${problem}`);
  }

  /**
   * One pass over a listening server with fetch, as a client would send it (a real URL, percent-
   * decoded by Node's parser and the router, not by inject): each control character in each path
   * and query parameter of each operation, the rest of the request valid. Each is refused with a
   * 400 that names the parameter, in JSON, and nothing stored changes.
   */
  it('refuses a control character in any path or query parameter with 400 naming it, over real HTTP', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const withParameters = operations.filter((operation) => operation.parameters?.some((parameter) => parameter.in !== 'header'));
    expect(withParameters.length).toBeGreaterThan(20);
    const problems: string[] = [];
    let caller = await freshCaller();
    let sentByCaller = 0;
    for (const operation of withParameters) {
      for (const control of PARAMETER_CONTROLS) {
        for (const request of eachParameterHolding(document, operation, caller.ids, control, seedOf(operation, 'signed in', -2))) {
          if (sentByCaller === REQUESTS_PER_USER) [caller, sentByCaller] = [await freshCaller(), 0];
          const response = await sendOverHttp(base, operation, request, caller);
          sentByCaller += 1;
          httpRequestCount += 1;
          const after = await snapshot();
          const problem = parameterRefusalProblem(request, response, changedTables(lastSnapshot, after));
          lastSnapshot = after;
          if (problem)
            problems.push(
              `${operationKey(operation.method, operation.path)} ${request.kind} ${truncate(request.url)} -> ${response.status} ${truncate(response.text)}\n    ${problem}`,
            );
        }
      }
    }
    expect(httpRequestCount).toBeGreaterThan(withParameters.length * PARAMETER_CONTROLS.length);
    expect(problems).toEqual([]);
  }, 300_000);

  it('never answers 5xx, always answers JSON errors it documents, and changes nothing when it refuses', async () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const operation of operations) {
      for (const mode of ['signed out', 'signed in'] as const) await fuzz(operation, mode);
    }
    expect(serverErrors).toEqual([]);
    expect(findings).toEqual([]);
  }, 600_000);
});

const hasInput = (operation: Operation) => Boolean(operation.parameters?.length || operation.requestBody);
/** Anonymous calls to a signed-in operation stop at the 401, whatever they carry. */
const sweeps = (operation: Operation, mode: Mode) => hasInput(operation) && !(mode === 'signed out' && isSignedIn(operation));

function runsFor(operation: Operation, mode: Mode): number {
  return sweeps(operation, mode) ? RUNS_WITH_INPUT : RUNS_WITHOUT_INPUT;
}

/** Generated requests plus the one-per-field sweep (whose length does not depend on the ids). */
function requestsFor(document: OpenApiDocument, operation: Operation, mode: Mode): number {
  const sweep = sweeps(operation, mode) ? eachFieldHolding(document, operation, [], '\u0000', 0).length : 0;
  return sweep + runsFor(operation, mode);
}

const isSignedIn = (operation: Operation) => operation.security?.some((requirement) => 'bearerAuth' in requirement) ?? false;

/** Each operation has its own seed, so adding an operation does not change what the others are sent. */
function seedOf(operation: Operation, mode: Mode, offset: number): number {
  return (
    SEED ^
    createHash('sha256')
      .update(`${operationKey(operation.method, operation.path)} ${mode} ${offset}`)
      .digest()
      .readInt32LE(0)
  );
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function describeRequest(operation: Operation, mode: Mode, request: BadRequest, response: LightMyRequestResponse): string {
  const body =
    request.body === undefined ? '' : ` body=${truncate('raw' in request.body ? JSON.stringify(request.body.raw) : JSON.stringify(request.body.json))}`;
  return `${operationKey(operation.method, operation.path)} [${mode}, ${request.kind}] ${truncate(request.url)}${body} -> ${response.statusCode} ${truncate(response.body)}`;
}

const truncate = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}…(${text.length} chars)` : text);

type HttpAnswer = { status: number; contentType: string; text: string };

async function sendOverHttp(base: string, operation: Operation, request: BadRequest, caller: Caller): Promise<HttpAnswer> {
  const body = request.body && ('raw' in request.body ? request.body.raw : JSON.stringify(request.body.json));
  const response = await fetch(base + request.url, {
    method: operation.method,
    headers: { ...caller.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body,
  });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** What is wrong with the answer to a control character in one parameter, if anything. */
function parameterRefusalProblem(request: BadRequest, response: HttpAnswer, changed: string[]): string | null {
  const parsed = parseJson(response.text);
  const details = Array.isArray(parsed?.details) ? (parsed.details as Array<{ field?: unknown }>) : [];
  if (response.status !== 400) return `answered ${response.status}, not 400`;
  if (!/application\/json/.test(response.contentType) || typeof parsed?.message !== 'string') return 'the 400 is not JSON with a message';
  if (!details.some((detail) => detail.field === request.field?.name)) return `the 400 does not name ${request.field?.name}`;
  if (changed.length) return `refused but changed ${changed.join(', ')}`;
  return null;
}
