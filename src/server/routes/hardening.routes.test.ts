import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { buildDemoApp, type DemoApp } from '../test/demo-app.ts';
import { DEMO } from '../test/factories.ts';
import { multipartBody, PNG_1x1 } from '../test/multipart.ts';
import { parseEnv } from '../env.ts';

let t: DemoApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await buildDemoApp();
  cookies = t.cookies;
});
afterAll(async () => t?.close());

describe('HTTP hardening', () => {
  it('authenticated API answers are not cached; file downloads keep their own caching', async () => {
    const me = await t.app.inject({ url: '/api/me', headers: { cookie: cookies.acmeOwner! } });
    expect(me.headers['cache-control']).toBe('no-store');
    const list = await t.app.inject({ url: '/api/service-requests', headers: { cookie: cookies.staff! } });
    expect(list.headers['cache-control']).toBe('no-store');

    const { payload, headers } = multipartBody([{ filename: 'dot.png', data: PNG_1x1 }]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, cookie: cookies.acmeOwner! },
    });
    expect(up.headers['cache-control']).toBe('no-store');
    const file = await t.app.inject({ url: up.json()[0].url, headers: { cookie: cookies.acmeOwner! } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('sends a Permissions-Policy that turns off unused features and keeps the microphone for voice notes', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    const policy = String(res.headers['permissions-policy']);
    expect(policy).toContain('camera=()');
    expect(policy).toContain('geolocation=()');
    expect(policy).toContain('microphone=(self)');
  });

  it('Swagger UI and the OpenAPI document: staff only, unless API_DOCS=true', async () => {
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/docs/json', headers: { cookie: cookies.acmeOwner! } })).statusCode,
    ).toBe(404);
    const staff = await t.app.inject({ url: '/api/docs/json', headers: { cookie: cookies.staff! } });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().openapi).toMatch(/^3\./);

    const open = await buildApp({ ...t.ctx, env: { ...t.ctx.env, API_DOCS: true } });
    try {
      expect((await open.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
    expect(parseEnv({}).API_DOCS).toBe(false);
    expect(parseEnv({ API_DOCS: 'true' }).API_DOCS).toBe(true);
  });

  it('draining for shutdown: requests in flight finish, new ones get 503 + Connection: close', async () => {
    expect(parseEnv({}).SHUTDOWN_DRAIN_MS).toBe(10_000);
    expect(parseEnv({ SHUTDOWN_DRAIN_MS: '30000' }).SHUTDOWN_DRAIN_MS).toBe(30_000);
    const app = await buildApp(t.ctx);
    try {
      // A sign-in (argon2 verification) is in flight when the drain starts.
      const inFlight = app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { identifier: DEMO.acmeMember, password: 'Demo-pass-1!' },
      });
      await new Promise((r) => setImmediate(r));
      const drained = app.drain(5_000);
      const late = await app.inject({ url: '/api/me', headers: { cookie: cookies.acmeOwner! } });
      expect(late.statusCode).toBe(503);
      expect(late.headers.connection).toBe('close');
      expect(late.json().error).toMatchObject({
        status: 503,
        message: 'The server is restarting. Please try again in a moment.',
      });
      expect((await inFlight).statusCode).toBe(200);
      expect(await drained).toBe(true);
    } finally {
      await app.close();
    }
  });
});
