import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import openapiTS, { astToString } from 'openapi-typescript';
import createClient, { type Middleware } from 'openapi-fetch';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { seedDemo } from '../seed/demo.ts';
import { DEMO, loginAs } from '../test/factories.ts';
import { insertRequest } from '../test/notify-fixtures.ts';
import type { paths } from '../test/api-client/schema.gen.ts';

/**
 * The OpenAPI document is what other tools generate their clients from (issue 29). Here a client is
 * generated from it (openapi-typescript → `test/api-client/schema.gen.ts`, committed so that a change
 * of the API shows in review as a change of that file), compiled with the rest by `npm run typecheck`,
 * and used as a third party would: with a personal API token, through openapi-fetch. Redocly's
 * recommended rules lint the same document: no error.
 *
 * After changing a route: `npm run api:types` rewrites the generated file.
 */

const SCHEMA_FILE = new URL('../test/api-client/schema.gen.ts', import.meta.url);
const HEADER = '// Generated from /api/docs/json by `npm run api:types` (openapi-typescript). Do not edit.\n';

let t: TestApp;
let doc: Record<string, unknown>;

beforeAll(async () => {
  t = await buildTestApp({ API_DOCS: 'true' });
  await seedDemo(t.ctx);
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => t?.close());

/** openapi-fetch's fetch, answered by the app in process (the same handlers, hooks and serialisers as over HTTP). */
const injectFetch = async (input: Request): Promise<Response> => {
  const url = new URL(input.url);
  const body = input.body ? await input.text() : undefined;
  const res = await t.app.inject({
    method: input.method as 'GET',
    url: url.pathname + url.search,
    headers: Object.fromEntries(input.headers),
    ...(body ? { payload: body } : {}),
  });
  return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
    status: res.statusCode,
    headers: Object.entries(res.headers).flatMap(([k, v]) =>
      v === undefined ? [] : [[k, String(v)] as [string, string]],
    ),
  });
};

const clientWith = (auth: Middleware) => {
  const client = createClient<paths>({ baseUrl: 'http://app.test', fetch: injectFetch });
  client.use(auth);
  return client;
};
const bearer = (token: string): Middleware => ({
  onRequest: ({ request }) => {
    request.headers.set('authorization', `Bearer ${token}`);
    return request;
  },
});
const cookie = (value: string): Middleware => ({
  onRequest: ({ request }) => {
    request.headers.set('cookie', value);
    return request;
  },
});

// The document and the client do not depend on the engine: once, on the embedded one.
const once = process.env.TEST_DB === 'postgres' ? describe.skip : describe;

once('a client generated from the OpenAPI document', () => {
  it('is the committed one (run `npm run api:types` after changing a route)', async () => {
    const generated = HEADER + astToString(await openapiTS(doc as never));
    if (process.env.UPDATE_API_TYPES === '1') fs.writeFileSync(SCHEMA_FILE, generated);
    const committed = fs.existsSync(SCHEMA_FILE) ? fs.readFileSync(SCHEMA_FILE, 'utf8') : '';
    // Compared line by line so that a failure names the first route that changed, not 600 KB.
    const diff = generated.split('\n').findIndex((line, i) => committed.split('\n')[i] !== line);
    expect(diff, 'schema.gen.ts is stale: run `npm run api:types`').toBe(-1);
    expect(committed.length).toBe(generated.length);
    // Loading the TypeScript compiler and writing 600 KB of types: seconds alone, a minute on a busy machine.
  }, 180_000);

  it('creates a token with a session, then lists, reads and comments with that token alone', async () => {
    const owner = clientWith(cookie(await loginAs(t.app, DEMO.acmeOwner)));
    const created = await owner.POST('/api/account/api-tokens', {
      body: { name: 'Reporting script', access: 'write', expiresInDays: 30 },
    });
    expect(created.response.status).toBe(201);
    const token = created.data!.data.token;

    const request = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeOwner,
      title: 'Typed',
    });
    const api = clientWith(bearer(token));
    const list = await api.GET('/api/service-requests', { params: { query: { title: 'Typed', limit: 5 } } });
    expect(list.error).toBeUndefined();
    expect(list.data!.data.map((r) => r.title)).toEqual(['Typed']);

    const one = await api.GET('/api/service-requests/{id}', { params: { path: { id: request.id } } });
    expect(one.data!.data.title).toBe('Typed');

    const comment = await api.POST('/api/comments', {
      body: { data: { serviceRequest: request.id, content: '<p>From a script</p>' } },
    });
    expect(comment.response.status).toBe(200);
    const thread = await api.GET('/api/comments/service-request/{id}', {
      params: { path: { id: request.id } },
    });
    expect(JSON.stringify(thread.data)).toContain('From a script');
  });

  it('answers errors in the one error shape the document declares', async () => {
    const owner = clientWith(cookie(await loginAs(t.app, DEMO.acmeOwner)));
    const created = await owner.POST('/api/account/api-tokens', {
      body: { name: 'Read only', access: 'read', expiresInDays: 7 },
    });
    const api = clientWith(bearer(created.data!.data.token));
    const refused = await api.POST('/api/comments', {
      body: { data: { serviceRequest: 1, content: '<p>No</p>' } },
    });
    expect(refused.response.status).toBe(403);
    expect(refused.error?.error.name).toBe('FORBIDDEN');

    const missing = await api.GET('/api/service-requests/{id}', { params: { path: { id: 987654 } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error.name).toBe('NOT_FOUND');

    const nobody = clientWith(bearer('cdk_not-a-token'));
    const anonymous = await nobody.GET('/api/service-requests', {});
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.error?.error.message).toBeTruthy();
  });
});

once("Redocly's recommended rules", () => {
  it('find no error in the document', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((e) => `${e.ruleId}: ${e.message} at ${e.location[0]?.pointer}`)).toEqual([]);
  });
});
