import fc from 'fast-check';
import { resolveSchema, type JsonSchema, type OpenApiDocument, type Operation } from './apiRoutes';

/** One generated request, and what kind of badness it carries (for the report). */
export type BadRequest = {
  kind: string;
  url: string;
  body?: { json: unknown } | { raw: string; contentType: string };
  /** A path parameter is junk: the router itself may answer (404, 414, 400 BAD_URL) before the route. */
  junkPath: boolean;
  /** The body is not JSON (or too big): Fastify's parser answers (400 INVALID_JSON, 413, 415) before the route. */
  rawBody: boolean;
  /** The one field a sweep request (eachFieldHolding) spoils: where it is sent and its name (a dotted path in a body). */
  field?: { in: 'path' | 'query' | 'body'; name: string };
};

/** Real ids of the signed-in user's objects, so that some requests get past the 404 to the code behind. */
export type KnownIds = string[];

const CONTROL_CHARACTERS = ['\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f', '\t', '\n', '\r'];
const ODD_STRINGS = [
  '',
  ' ',
  '\u001b[31mred',
  '\r\nSet-Cookie: x=1',
  '\ud800',
  'x\udfffy',
  '\u202etxt.exe',
  '\ufeff',
  '🦄',
  '李小龍',
  'ﷺ',
  'e\u0301',
  '../../etc/passwd',
  '%00',
  '%',
  '%zz',
  '{}',
  '[]',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '__proto__',
  'constructor',
];

/** NUL inside ordinary text: Postgres refuses it in any text column, so it is the likeliest 500. */
const textWithNul = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([before, after]) => `${before}\u0000${after}`);
const controlText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ unit: fc.constantFrom(...CONTROL_CHARACTERS), minLength: 1, maxLength: 4 }), fc.string({ maxLength: 8 }))
  .map((parts) => parts.join(''));
const hugeText = fc.constantFrom(300, 5_000, 70_000).chain((length) => fc.constantFrom('x', 'é', '🦄').map((unit) => unit.repeat(length)));

/** Strings no field should mind: NUL and other control characters, odd unicode, injections, huge ones. */
export const junkText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: textWithNul, weight: 3 },
  { arbitrary: controlText, weight: 3 },
  { arbitrary: fc.constantFrom(...ODD_STRINGS), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
  { arbitrary: hugeText, weight: 1 },
);

/** Any JSON value at all, of any type. */
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  junkText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom([], {}, [null], { nested: { deeper: ['x'] } }),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
);

const jsonType = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? 'number' : typeof value);
const typesOf = (schema: JsonSchema) => [schema.type ?? []].flat().map((type) => (type === 'integer' ? 'number' : type));

/** A value whose JSON type the schema does not accept. */
function wrongTypeFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const accepted = typesOf(schema);
  const samples: unknown[] = ['text', 42, -1.5, true, null, [], {}, ['a', 1], { a: { b: 1 } }];
  const wrong = samples.filter((sample) => accepted.length > 0 && !accepted.includes(jsonType(sample)));
  return wrong.length > 0 ? fc.constantFrom(...wrong) : junkValue;
}

type ValueOptions = { ids: KnownIds; /** Every optional property present, so that each can be spoiled. */ complete?: boolean };

/** A plausible valid value for a schema, from which one part at a time is then spoiled. */
function validValue(document: OpenApiDocument, raw: JsonSchema, options: ValueOptions): fc.Arbitrary<unknown> {
  const schema = resolveSchema(document, raw);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((branch) => validValue(document, branch, options)));
  const type = typesOf(schema).find((candidate) => candidate !== 'null') ?? typesOf(schema)[0];
  switch (type) {
    case 'string':
      return validText(schema, options.ids);
    case 'number':
      return numberWithin(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = Math.max(schema.minItems ?? 0, options.complete ? 1 : 0);
      return fc.array(validValue(document, schema.items ?? {}, options), { minLength, maxLength: Math.min(schema.maxItems ?? 3, Math.max(minLength, 3)) });
    }
    case 'object': {
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, validValue(document, property, options)]));
      return fc.record(properties, { requiredKeys: options.complete ? Object.keys(properties) : (schema.required ?? []) });
    }
    default:
      return fc.constant('x');
  }
}

function validText(schema: JsonSchema, ids: KnownIds): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.constantFrom(...ids, '00000000-0000-4000-8000-000000000000');
    case 'email':
      return fc.constant('fuzz-user@example.test');
    case 'date':
      return fc.constantFrom('2025-01-31', new Date().toISOString().slice(0, 10));
    case 'date-time':
      return fc.constant(new Date().toISOString());
    case 'uri':
      return fc.constant('https://example.test/picture.png');
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = Math.max(schema.minLength ?? 0, 1);
  return fc.string({ minLength, maxLength: Math.min(schema.maxLength ?? 20, Math.max(minLength, 20)) });
}

function numberWithin(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1_000, Number.MIN_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? 1_000, Number.MAX_SAFE_INTEGER);
  return schema.type === 'integer' ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
}

type Parameter = NonNullable<Operation['parameters']>[number];

/** What an operation takes, read from its document entry. */
type Shape = { operation: Operation; path: Parameter[]; query: Parameter[]; body: JsonSchema | undefined; takesBody: boolean };

function shapeOf(document: OpenApiDocument, operation: Operation): Shape {
  const content = operation.requestBody?.content['application/json'];
  return {
    operation,
    path: operation.parameters?.filter((parameter) => parameter.in === 'path') ?? [],
    query: operation.parameters?.filter((parameter) => parameter.in === 'query') ?? [],
    body: content && resolveSchema(document, content.schema),
    takesBody: ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method),
  };
}

/** A request's parts before they become a URL and a body; `query` as a string is sent as is. */
type Parts = { path: Record<string, string>; query: Record<string, unknown> | string; body?: BadRequest['body'] };
type ValidParts = { path: Record<string, string>; query: Record<string, unknown>; body: unknown };

function validParts(document: OpenApiDocument, shape: Shape, options: ValueOptions): fc.Arbitrary<ValidParts> {
  const valueOf = (parameter: Parameter) => validValue(document, parameter.schema, options);
  const requiredQuery = shape.query.filter((parameter) => parameter.required || options.complete).map((parameter) => parameter.name);
  return fc.record({
    path: fc.record(Object.fromEntries(shape.path.map((parameter) => [parameter.name, valueOf(parameter).map(String)]))),
    query: fc.record(Object.fromEntries(shape.query.map((parameter) => [parameter.name, valueOf(parameter)])), { requiredKeys: requiredQuery }),
    body: shape.body ? validValue(document, shape.body, options) : fc.constant(undefined),
  });
}

const asJson = ({ path, query, body }: ValidParts): Parts => ({ path, query, body: body === undefined ? undefined : { json: body } });

type RequestFlags = { junkPath?: boolean; rawBody?: boolean; field?: BadRequest['field'] };

function toRequest(shape: Shape, kind: string, parts: Parts, flags: RequestFlags = {}): BadRequest {
  const request: BadRequest = {
    kind,
    url: urlOf(shape.operation.path, parts.path, parts.query),
    body: parts.body,
    junkPath: flags.junkPath ?? false,
    rawBody: flags.rawBody ?? false,
  };
  return flags.field ? { ...request, field: flags.field } : request;
}

/**
 * Bad requests for one documented operation: wrong types, missing and unknown fields, junk text,
 * junk path and query parameters, bodies that are not objects, not JSON or too big. Everything
 * else in the request stays valid, so each request tests one refusal at a time.
 */
export function badRequests(document: OpenApiDocument, operation: Operation, ids: KnownIds): fc.Arbitrary<BadRequest> {
  const shape = shapeOf(document, operation);
  const valid = validParts(document, shape, { ids });
  return fc.oneof(...pathMutations(shape, valid), ...queryMutations(shape, valid), ...bodyMutations(shape, valid), ...rawBodyMutations(shape, valid));
}

/**
 * One request per field of the operation (every body value at any depth, every query and path
 * parameter) holding `text`: where random sampling may miss a field, this reaches each one.
 */
export function eachFieldHolding(document: OpenApiDocument, operation: Operation, ids: KnownIds, text: string, seed: number): BadRequest[] {
  const shape = shapeOf(document, operation);
  const [base] = fc.sample(validParts(document, shape, { ids, complete: true }), { numRuns: 1, seed });
  const kind = (where: string) => `${JSON.stringify(text)} in ${where}`;
  const field = (where: 'path' | 'query' | 'body', name: string) => ({ in: where, name });
  return [
    ...shape.path.map((parameter) =>
      toRequest(shape, kind(`path ${parameter.name}`), asJson({ ...base, path: { ...base.path, [parameter.name]: text } }), {
        junkPath: true,
        field: field('path', parameter.name),
      }),
    ),
    ...shape.query.map((parameter) =>
      toRequest(shape, kind(`query ${parameter.name}`), asJson({ ...base, query: { ...base.query, [parameter.name]: text } }), {
        field: field('query', parameter.name),
      }),
    ),
    ...(shape.body ? leafPaths(base.body) : []).map((path) =>
      toRequest(shape, kind(`body ${path.join('.')}`), asJson({ ...base, body: replaceAt(base.body, path, text) }), { field: field('body', path.join('.')) }),
    ),
  ];
}

/** eachFieldHolding's requests for the path and query parameters only: what travels in the URL. */
export function eachParameterHolding(document: OpenApiDocument, operation: Operation, ids: KnownIds, text: string, seed: number): BadRequest[] {
  return eachFieldHolding(document, operation, ids, text, seed).filter((request) => request.field?.in !== 'body');
}

type Mutation = fc.WeightedArbitrary<BadRequest>;
const mutation = (weight: number, arbitrary: fc.Arbitrary<BadRequest>): Mutation => ({ weight, arbitrary });

function pathMutations(shape: Shape, valid: fc.Arbitrary<ValidParts>): Mutation[] {
  if (!shape.path.length) return [];
  const junkPath = fc
    .tuple(valid, fc.constantFrom(...shape.path), junkText)
    .map(([parts, parameter, text]) =>
      toRequest(shape, 'junk path parameter', asJson({ ...parts, path: { ...parts.path, [parameter.name]: text } }), { junkPath: true }),
    );
  return [mutation(2, junkPath)];
}

const MALFORMED_QUERIES = ['%zz', '&&=&', 'a[b][c]=1', '__proto__[admin]=1', 'limit=1&limit=2', 'after=%00', '=x', '%E0%A4%A'];

function queryMutations(shape: Shape, valid: fc.Arbitrary<ValidParts>): Mutation[] {
  const withQuery = (kind: string, change: (query: Record<string, unknown>) => fc.Arbitrary<Record<string, unknown> | string>) =>
    valid.chain((parts) => change(parts.query).map((query) => toRequest(shape, kind, { ...asJson(parts), query })));
  const mutations = [
    mutation(
      1,
      withQuery('unknown query field', (query) =>
        fc.tuple(fc.constantFrom('isAdmin', 'userId', '__proto__', 'x'), junkText).map(([name, text]) => ({ ...query, [name]: text })),
      ),
    ),
    mutation(
      1,
      withQuery('malformed query string', () => fc.constantFrom(...MALFORMED_QUERIES)),
    ),
  ];
  if (shape.query.length) {
    const junk = fc.oneof(junkText, fc.array(junkText, { minLength: 2, maxLength: 3 }));
    mutations.push(
      mutation(
        2,
        withQuery('junk query value', (query) =>
          fc.tuple(fc.constantFrom(...shape.query), junk).map(([parameter, value]) => ({ ...query, [parameter.name]: value })),
        ),
      ),
    );
  }
  const required = shape.query.filter((parameter) => parameter.required);
  if (required.length) {
    const withoutOne = (query: Record<string, unknown>) =>
      fc.constantFrom(...required).map((parameter) => Object.fromEntries(Object.entries(query).filter(([name]) => name !== parameter.name)));
    mutations.push(mutation(1, withQuery('missing query parameter', withoutOne)));
  }
  return mutations;
}

function bodyMutations(shape: Shape, valid: fc.Arbitrary<ValidParts>): Mutation[] {
  const schema = shape.body;
  if (!schema) return [];
  const withBody = (kind: string, change: (body: unknown) => fc.Arbitrary<unknown>) =>
    valid.chain((parts) => change(parts.body).map((body) => toRequest(shape, kind, asJson({ ...parts, body }))));
  const properties = Object.keys(schema.properties ?? {});
  const mutations = [
    mutation(
      1,
      withBody('unknown body field', (body) =>
        fc.tuple(fc.constantFrom('isAdmin', 'userId', 'id', 'role'), junkValue).map(([name, value]) => ({ ...objectOf(body), [name]: value })),
      ),
    ),
    mutation(
      1,
      withBody('body is not an object', () => fc.constantFrom([], 'text', 42, true, null, [{}])),
    ),
    // Any field at any depth (a chat message's content, an item of a list), not only the top level.
    mutation(
      4,
      withBody('junk text in a field', (body) => fc.tuple(fc.constantFrom(...leafPaths(body)), junkText).map(([path, text]) => replaceAt(body, path, text))),
    ),
    mutation(
      2,
      withBody('junk value in a field', (body) =>
        fc.tuple(fc.constantFrom(...leafPaths(body)), junkValue).map(([path, value]) => replaceAt(body, path, value)),
      ),
    ),
  ];
  if (properties.length) {
    const wrongType = (body: unknown) =>
      fc.constantFrom(...properties).chain((name) => wrongTypeFor(schema.properties![name]).map((value) => ({ ...objectOf(body), [name]: value })));
    mutations.push(mutation(2, withBody('wrong type', wrongType)));
  }
  if (schema.required?.length) {
    const withoutOne = (body: unknown) =>
      fc.constantFrom(...schema.required!).map((name) => Object.fromEntries(Object.entries(objectOf(body)).filter(([key]) => key !== name)));
    mutations.push(mutation(1, withBody('missing field', withoutOne)));
  }
  return mutations;
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a":1}}',
  "{'a':1}",
  'nul',
  '[1,]',
  '{"a":1,}',
  '\u0000',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
];
const OTHER_CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x'];

function rawBodyMutations(shape: Shape, valid: fc.Arbitrary<ValidParts>): Mutation[] {
  if (!shape.takesBody) return [];
  const raw = (kind: string, body: fc.Arbitrary<{ raw: string; contentType: string }>) =>
    fc.tuple(valid, body).map(([parts, sent]) => toRequest(shape, kind, { path: parts.path, query: parts.query, body: sent }, { rawBody: true }));
  const malformed = fc
    .oneof(fc.constantFrom(...MALFORMED_JSON), fc.string({ unit: 'binary', maxLength: 40 }))
    .map((text) => ({ raw: text, contentType: 'application/json' }));
  const otherType = fc.tuple(fc.constantFrom(...OTHER_CONTENT_TYPES), fc.string({ maxLength: 40 })).map(([contentType, text]) => ({ raw: text, contentType }));
  const tooLarge = valid.map((parts) =>
    toRequest(shape, 'body too large', asJson({ ...parts, body: { ...objectOf(parts.body), padding: 'x'.repeat(70_000) } }), { rawBody: true }),
  );
  return [mutation(1, raw('malformed JSON', malformed)), mutation(1, raw('not JSON', otherType)), mutation(1, tooLarge)];
}

type PathStep = string | number;

/** Where the values of a JSON value sit: one path per leaf (an empty object or list counts as one). */
function leafPaths(value: unknown, path: PathStep[] = []): PathStep[][] {
  const children: Array<[PathStep, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : value && typeof value === 'object'
      ? Object.entries(value)
      : [];
  return children.length ? children.flatMap(([step, child]) => leafPaths(child, [...path, step])) : [path];
}

function replaceAt(value: unknown, path: PathStep[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [step, ...rest] = path;
  if (Array.isArray(value)) return (value as unknown[]).map((item, index) => (index === step ? replaceAt(item, rest, replacement) : item));
  return { ...objectOf(value), [step]: replaceAt(objectOf(value)[step], rest, replacement) };
}

const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** `/api/posts/{id}` with its parameters encoded, and the query as given (raw, or built from values). */
function urlOf(path: string, params: Record<string, string>, query: Record<string, unknown> | string): string {
  const filled = path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodePathValue(params[name] ?? ''));
  const search = typeof query === 'string' ? query : queryString(query);
  return search ? `${filled}?${search}` : filled;
}

/** A lone surrogate cannot be encoded as UTF-8; send the bytes of one, which is what a hostile client would do. */
function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
  }
  return search.toString();
}
