import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

/**
 * The OpenAPI document at /api/docs documents every route: each registered API route appears with a
 * response schema for its success answer, so the contract a client reads is the one the server keeps
 * (fastify serialises every answer through that same schema).
 */

type JsonSchema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
};
type OpenApiOperation = {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Not the API: the documentation itself. */
const NOT_API = [/^\/api\/docs/];
/** The built web app's files (fastify-static, hidden from the document) and the SPA fallback are not the API either. */
const isStaticFile = (r: RouteOptions) =>
  !r.url.startsWith('/api/') && (r.schema as { hide?: boolean } | undefined)?.hide === true;

let t: TestApp;
const routes: { method: string; url: string; params: Record<string, unknown> }[] = [];

beforeAll(async () => {
  t = await buildTestApp(
    { API_DOCS: 'true' },
    {
      onRoute: (r: RouteOptions) => {
        for (const method of [r.method].flat()) {
          if (method === 'HEAD' || method === 'OPTIONS') continue;
          if (NOT_API.some((re) => re.test(r.url)) || isStaticFile(r)) continue;
          routes.push({
            method,
            url: r.url,
            params: (r.schema?.params as { shape?: Record<string, unknown> })?.shape ?? {},
          });
        }
      },
    },
  );
});
afterAll(async () => t?.close());

describe('OpenAPI document', () => {
  it('documents every route with its path parameters and a response schema for its success answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDocument>();
    expect(routes.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const { method, url, params } of routes) {
      const path = url.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[method.toLowerCase()];
      const success = Object.entries(op?.responses ?? {}).filter(([status]) => /^[23]\d\d$/.test(status));
      const documented = success.some(
        ([status, r]) =>
          status === '204' || status.startsWith('3') || Object.values(r.content ?? {}).some((c) => c.schema),
      );
      if (!documented) missing.push(`${method} ${url}`);
      // Path parameters are declared in the route's own schema (and so validated) too.
      for (const [, name] of url.matchAll(/:(\w+)/g)) {
        if (!(name! in params)) {
          missing.push(`${method} ${url}: path parameter ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('declares every JSON body: none is an empty schema (unknown), the catalogue draft is the definition', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
    const resolve = (s: JsonSchema | undefined): JsonSchema | undefined =>
      s?.$ref ? doc.components?.schemas?.[s.$ref.split('/').at(-1)!] : s;
    const blank = (s: JsonSchema | undefined) => !s || Object.keys(resolve(s) ?? {}).length === 0;
    const undeclared: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const schema = resolve(op.requestBody?.content?.['application/json']?.schema);
        if (!op.requestBody?.content?.['application/json']) continue;
        if (
          blank(schema) ||
          (schema?.properties && 'data' in schema.properties && blank(schema.properties.data))
        ) {
          undeclared.push(`${method.toUpperCase()} ${path}`);
        }
      }
    }
    expect(undeclared).toEqual([]);

    const draft = resolve(
      doc.paths['/api/catalogue/types/{id}/draft']?.put?.requestBody?.content?.['application/json']?.schema,
    );
    const data = resolve(draft?.properties?.data);
    expect(data?.required).toEqual(expect.arrayContaining(['credit', 'form']));
    const form = resolve(data?.properties?.form);
    expect(Object.keys(form?.properties ?? {})).toEqual(expect.arrayContaining(['fields']));
    const field = resolve(resolve(form?.properties?.fields)?.items);
    expect(Object.keys(field?.properties ?? {})).toEqual(expect.arrayContaining(['label', 'type']));
  });
});
