import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO, loginAs } from '../../test/factories.ts';
import { FREE_FAILURES } from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
});
afterAll(async () => t?.close());

describe('sign-in', () => {
  it('signs a customer in by e-mail and answers the session payload with an HttpOnly cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { identifier: 'OWNER@acme.test', password: 'Demo-pass-1!' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email: 'owner@acme.test', isStaff: false });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.companies.map((c: { name: string }) => c.name).sort()).toEqual([
      'Acme Apparel',
      'Acme Foods',
    ]);
    expect(body.enterprises).toHaveLength(1);
    expect(body.enterprises[0]).toMatchObject({ name: 'Acme Holdings', membership: 'pro-700-190' });
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('signs in by username and recognises staff by the provider domain', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { identifier: 'staff', password: 'Demo-pass-1!' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.isStaff).toBe(true);
    expect(res.json().companies.length).toBe(3);
    expect(res.json().enterprises.length).toBe(2);
  });

  it('a member sees only the company they belong to', async () => {
    const cookie = await loginAs(t.app, DEMO.acmeMember);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().companies.map((c: { name: string }) => c.name)).toEqual(['Acme Foods']);
  });

  it('refuses a bad password with a message and sets no cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { identifier: DEMO.globexOwner, password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Invalid identifier or password');
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  // The first failures from an address are free (FREE_FAILURES, formerly 8 per account from
  // anywhere); the right password from the address that failed still waits (login-throttle.test.ts
  // shows the owner signing in from elsewhere meanwhile).
  it('rate-limits repeated failures for the same account from the same address', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { identifier: 'designer', password: 'nope' },
      });
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await attempt()).statusCode);
    expect(codes.slice(0, FREE_FAILURES).every((c) => c === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { identifier: 'designer', password: 'Demo-pass-1!' },
    });
    expect(good.statusCode).toBe(429);
  });

  it('GET /api/session answers 200 either way: null signed out, the payload signed in', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ session: null });
    const cookie = await loginAs(t.app, DEMO.acmeMember);
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(signedIn.json().session).toEqual(me.json());
    expect((await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('logout revokes the session on the server', async () => {
    const cookie = await loginAs(t.app, DEMO.globexOwner);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('refuses state-changing calls from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example' },
      payload: { identifier: DEMO.acmeOwner, password: 'Demo-pass-1!' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('reports health and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('sends the same security headers on every answer, errors included', async () => {
    // A success, an unknown API path, a guarded route refusing an anonymous caller.
    for (const url of ['/healthz', '/api/no-such-thing', '/api/service-requests/1']) {
      const res = await t.app.inject({ url });
      expect(res.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'permissions-policy': expect.stringContaining('microphone=(self)'),
      });
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
      expect(String(res.headers['content-security-policy'])).toContain("object-src 'none'");
    }
  });
});
