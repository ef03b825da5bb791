import fs from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/errors';
import { ERROR_MEANINGS, PUBLIC, type ErrorStatus } from '../../http/routeDocs';
import { repoRoot } from '../../paths';
import { sharedPlugin } from '../sharedPlugin';

const OPENAPI_PATH = '/api/openapi.json';
/** The API reference page and its files: HTML and scripts for a browser, not API answers (plugins/external/helmet). */
export const DOCS_PREFIX = '/api/docs';
const TITLE = 'Instagram Analytics Workspace API';

/**
 * The error shape is named once, as a component, instead of being repeated in every answer. The
 * transforms read ids (and `.describe()` texts) from zod's global registry.
 */
z.globalRegistry.add(apiErrorSchema, { ...z.globalRegistry.get(apiErrorSchema), id: 'ApiError' });
const API_ERROR_REF = '#/components/schemas/ApiError';

/**
 * The zod schemas of each route, as JSON Schema, with what the routes need not repeat: every
 * answer is described by its status unless its schema says more, a route with a body also answers
 * 413 and 415, and an operation is tagged by its area (/api/posts/... → posts) unless the route
 * names its own tags.
 */
const transform: SwaggerTransform = (input) => {
  const { schema = {}, url } = jsonSchemaTransform(input);
  if (schema.hide) return { schema, url };
  const declared = schema.response as Record<string, Record<string, unknown>> | undefined;
  // Fastify's body parser answers these for any route that reads a JSON body, before the route runs.
  const parserAnswers: Record<string, Record<string, unknown>> = schema.body ? { 413: { $ref: API_ERROR_REF }, 415: { $ref: API_ERROR_REF } } : {};
  // A rate-limited route counts in Redis with REDIS_URL, and answers 503 while Redis does not (plugins/external/rateLimit).
  const limiterAnswers: Record<string, Record<string, unknown>> = isRateLimited(input.route) ? { 503: { $ref: API_ERROR_REF } } : {};
  const response = describeAnswers(declared && { ...parserAnswers, ...limiterAnswers, ...declared });
  // A prefix's own route ('/' under /api/posts) answers without the slash too; document it that way.
  const path = url.length > 1 ? url.replace(/\/$/, '') : url;
  return { url: path, schema: { ...schema, tags: schema.tags ?? [areaOf(path)], ...(response ? { response } : {}) } };
};

const isRateLimited = (route: unknown) => Boolean((route as { config?: { rateLimit?: unknown } } | undefined)?.config?.rateLimit);

const areaOf = (url: string) => url.split('/')[2] ?? 'api';

function describeAnswers(response: Record<string, Record<string, unknown>> | undefined) {
  if (!response) return undefined;
  const describe = (status: string, schema: Record<string, unknown>) =>
    schema.$ref === API_ERROR_REF ? ERROR_MEANINGS[Number(status) as ErrorStatus] : (schema.description ?? STATUS_CODES[status]);
  return Object.fromEntries(Object.entries(response).map(([status, schema]) => [status, { ...schema, description: describe(status, schema) }]));
}

type OpenApiDocument = { paths?: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, unknown> } };
type Operation = { parameters?: Array<{ in: string; name: string }> };

/** The components from zod's registry; then optional path parameters become two paths, and unused components go. */
const transformObject: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as OpenApiDocument;
  return withoutUnusedComponents(withOptionalParamsSplit(document));
};

/**
 * `/media/:accountId?` is one Fastify route but two paths in OpenAPI, where every path parameter is
 * required: one with the parameter and one without it.
 */
function withOptionalParamsSplit(document: OpenApiDocument): OpenApiDocument {
  const paths: NonNullable<OpenApiDocument['paths']> = {};
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const optional = /\/\{(\w+)\}\?$/.exec(path);
    if (!optional) {
      paths[path] = operations;
      continue;
    }
    paths[path.slice(0, -1)] = operations;
    paths[path.slice(0, optional.index)] = Object.fromEntries(
      Object.entries(operations).map(([method, operation]) => [
        method,
        { ...operation, parameters: operation.parameters?.filter((parameter) => !(parameter.in === 'path' && parameter.name === optional[1])) },
      ]),
    );
  }
  return { ...document, paths };
}

/** Every registered component is emitted in an input and an output form; keep the ones referenced. */
function withoutUnusedComponents(document: OpenApiDocument): OpenApiDocument {
  const text = JSON.stringify([document.paths, document.components?.schemas]);
  const schemas = Object.entries(document.components?.schemas ?? {}).filter(([name]) => text.includes(`"#/components/schemas/${name}"`));
  return { ...document, components: { ...document.components, schemas: Object.fromEntries(schemas) } };
}

const documentSchema = z.record(z.string(), z.unknown()).describe('This OpenAPI 3.1 document');

/**
 * The API reference, generated from the routes' own zod schemas (docs/api.md): the OpenAPI document
 * at GET /api/openapi.json and its reference page at /api/docs. Registered before the routes, whose
 * onRoute events @fastify/swagger collects; the SPA and static files hide themselves.
 */
export const openApiPlugin = sharedPlugin({ name: 'openapi' }, async (app) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: TITLE,
        version: packageVersion(),
        description:
          'Sign in with POST /api/auth/login (or register), send `Authorization: Bearer <accessToken>`, and renew an ' +
          'expired access token with POST /api/auth/refresh (the refresh token rotates on every use). Every error ' +
          'answer is `{message, code?, details?}`.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
    transformObject,
  });

  app.get(OPENAPI_PATH, { schema: { security: PUBLIC, tags: ['reference'], response: { 200: documentSchema } } }, async () => app.swagger());
  // Its page loads only its own scripts and styles from /api/docs/static, so the app's CSP holds as is.
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, theme: { title: `${TITLE} reference` } });
});

function packageVersion(): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  return version;
}
