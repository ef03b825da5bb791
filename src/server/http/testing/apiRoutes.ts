import type { FastifyInstance } from 'fastify';

export type Operation = {
  method: string;
  /** OpenAPI form: /api/posts/{id}. */
  path: string;
  parameters?: Array<{ in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
  security?: Array<Record<string, string[]>>;
};

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  description?: string;
};

export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes?: Record<string, unknown> };
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** Every operation of the document, with its method and path beside it. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
}

export const operationKey = (method: string, path: string) => `${method} ${path}`;

/**
 * Every route the live app answers, as `METHOD /path` in OpenAPI form, read from the router's own
 * listing (printRoutes), independently of what @fastify/swagger collected. HEAD routes that Fastify
 * adds beside each GET are left out; so is a prefix route's trailing slash.
 */
export function liveRoutes(app: FastifyInstance): Array<{ method: string; path: string }> {
  const routes: Array<{ method: string; path: string }> = [];
  const ancestors: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1].length / 4;
    ancestors.length = depth;
    ancestors.push(node[2]);
    const path = openApiPath(ancestors.join(''));
    for (const method of node[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}

function openApiPath(routerPath: string): string {
  // The router prints a root wildcard (the SPA's static files) as `*`.
  const withParams = `/${routerPath.replace(/^\//, '')}`.replace(/:(\w+)/g, '{$1}');
  return withParams.length > 1 ? withParams.replace(/\/$/, '') : withParams;
}

/** Follows a `#/components/schemas/X` reference (once; the document's components are not nested references). */
export function resolveSchema(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return document.components.schemas[name] ?? {};
}
