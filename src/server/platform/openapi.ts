import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ERROR_STATUS } from '#shared/errors.ts';

/**
 * The OpenAPI document (`/api/docs/json`) is what API clients are generated from (issue 29), so every
 * operation must say how to call it and what it can answer. Rather than repeat it in 150 routes, this
 * completes each operation from what the route already declares:
 *
 * - `operationId`: the method and the path (`GET /api/team/:enterpriseId` → `getTeamByEnterpriseId`),
 *   unique by construction (one route per method and path);
 * - `security`: a personal API token or the session cookie on every route behind a guard (requireUser,
 *   requireStaff, requireCustomer: `plugins/auth.ts` hoists them into the route's onRequest), the
 *   cookie only for the account itself, none on public ones;
 * - the error answers, all with the one error body of `#shared/errors.ts`: 400 when the route
 *   validates input, 401 and 403 behind a guard, 404 with a path parameter, 429 with a rate limit,
 *   and whatever the route declares itself (409, 413, …); 500 and 503 as the default answer.
 *
 * A route’s own `summary` stays its own: a test (`routes/openapi.test.ts`) refuses an operation without one.
 */

/** The guards' names as `plugins/auth.ts` exports them (compared by name: no import cycle). */
const GUARD_NAMES = new Set(['requireUser', 'requireStaff', 'requireCustomer']);
const ROLE_GUARDS = new Set(['requireStaff', 'requireCustomer']);

const ERROR_SCHEMA = {
  type: 'object',
  required: ['data', 'error'],
  properties: {
    data: { type: 'null' },
    error: {
      type: 'object',
      required: ['status', 'name', 'message'],
      properties: {
        status: { type: 'integer', description: 'The HTTP status, repeated' },
        name: { type: 'string', enum: Object.keys(ERROR_STATUS), description: 'What went wrong, as a code' },
        message: { type: 'string', description: 'What to show the user, word for word' },
        details: {
          type: 'object',
          additionalProperties: true,
          description: 'Field errors, a 5xx reference, … when there are any',
        },
      },
    },
  },
} as const;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The input is not valid (the message says what to change); nothing was changed',
  401: 'Not signed in: no session cookie, or it has ended',
  403: 'Signed in, but not allowed to do this',
  404: 'Not found, or not visible to the caller',
  409: 'In conflict with the current state (the message says why); nothing was changed',
  410: 'A link that no longer works: used, revoked or expired (the message says which)',
  413: 'Too large',
  415: 'Unsupported content type',
  416: 'The requested range is outside the file',
  422: 'Understood but not possible (the message says why)',
  429: 'Too many requests: try again later',
};

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** `GET /api/team/:enterpriseId/people/:userId` → `getTeamPeopleByEnterpriseIdAndUserId`. */
export function operationIdOf(method: string, url: string): string {
  const words: string[] = [];
  const params: string[] = [];
  for (const segment of url.split('/').filter(Boolean)) {
    if (segment === 'api' && words.length === 0) continue;
    if (segment.startsWith(':')) params.push(segment.slice(1));
    else if (segment === '*') words.push('Any');
    else words.push(...segment.split(/[^A-Za-z0-9]+/).filter(Boolean));
  }
  const pascal = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  const by = params.length ? `By${params.map(pascal).join('And')}` : '';
  return `${method.toLowerCase()}${words.map(pascal).join('')}${by}`;
}

const namesOf = (hooks: unknown): string[] =>
  [hooks ?? []].flat().map((h) => (typeof h === 'function' ? h.name : ''));

type Schema = Record<string, unknown> & { response?: Record<string, unknown> };

/** What the transform adds to one operation's schema (exported for the unit test). */
export function completeOperation(schema: Schema, route: RouteOptions, url: string): Schema {
  const method = [route.method].flat()[0] ?? 'GET';
  const guards = namesOf(route.onRequest).filter((n) => GUARD_NAMES.has(n));
  const signedIn = guards.length > 0;
  const response: Record<string, unknown> = { ...schema.response };
  const add = (status: number) => {
    if (!(status in response) && !(String(status) in response)) {
      response[status] = errorAnswer(ERROR_DESCRIPTIONS[status]!);
    }
  };
  if (schema.body || schema.querystring || schema.params || schema.headers) add(400);
  if (signedIn) {
    add(401);
    add(403);
  } else if (guards.some((g) => ROLE_GUARDS.has(g))) add(403);
  if (schema.params || /:\w/.test(url)) add(404);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) add(429);
  // Declared error answers (409 …) get the error body and a description, whatever schema they gave.
  for (const key of Object.keys(response)) {
    const status = Number(key);
    if (status >= 400 && ERROR_DESCRIPTIONS[status]) response[key] = errorAnswer(ERROR_DESCRIPTIONS[status]);
  }
  response.default = errorAnswer('Something went wrong on the server (500), or the database is away (503)');
  return {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(method, url),
    // Either credential; a token never reaches the account itself (/api/account…: session only).
    security: signedIn
      ? /^\/api\/account(\/|$)/.test(url)
        ? [{ session: [] }]
        : [{ session: [] }, { bearer: [] }]
      : [],
    response,
  };
}

export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    // 3.1: schemas are JSON Schema 2020-12 (`type: ['string', 'null']`), no `nullable` keyword.
    openapi: '3.1.0',
    info: {
      title: 'Service requests API',
      version: '1.0.0',
      description:
        'Every answer is JSON; an error is `{ data: null, error: { status, name, message } }` and its ' +
        'message is meant to be shown as is. Signed-in routes take a personal API token ' +
        '(`Authorization: Bearer cdk_…`, created in Account settings) or the session cookie `sid` that ' +
        '`POST /api/login` sets; a cookie write that carries an Origin header must carry the app’s own.',
    },
    servers: [{ url: '/', description: 'This server' }],
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'sid',
          description: 'The session cookie set by POST /api/login',
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A personal API token (Account settings → API tokens): `Authorization: Bearer cdk_…`',
        },
      },
      schemas: { Error: ERROR_SCHEMA as unknown as Record<string, unknown> },
    },
  },
  transform: (document) => {
    const out = jsonSchemaTransform(document);
    if ((out.schema as { hide?: boolean } | undefined)?.hide) return out;
    return {
      ...out,
      schema: completeOperation(
        (out.schema ?? {}) as Schema,
        document.route,
        document.url,
      ) as typeof out.schema,
    };
  },
  // Schemas registered with an id (the recursive catalogue tree) become components the operations $ref.
  transformObject: jsonSchemaTransformObject,
};
