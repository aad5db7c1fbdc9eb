import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireCustomer, requireStaff, requireUser } from '../plugins/auth.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { seedDemo } from '../seed/demo.ts';
import { DEMO, loginAs } from '../test/factories.ts';

/**
 * Issue 23, item 12: a caller who may not use a route learns nothing of its shape. Every route the
 * app registers with a guard is called with input it would refuse (path parameters that are not ids,
 * a query and a body of the wrong shape, a NUL): signed out it answers 401, signed in without the
 * role 403, never a 400 that names the fields it wants.
 */

type Guard = typeof requireUser;
type Walked = { method: string; url: string; route: RouteOptions };

const walked: Walked[] = [];
let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          if (method === 'HEAD' || method === 'OPTIONS') continue;
          walked.push({ method, url: route.url, route });
        }
      },
    },
  );
  await seedDemo(t.ctx);
  cookies.customer = await loginAs(t.app, DEMO.acmeOwner);
  cookies.staff = await loginAs(t.app, DEMO.staff);
}, 60_000);
afterAll(async () => t?.close());

/** The guards a route declares, wherever its hooks list them. */
const guardsOf = (route: RouteOptions): Guard[] =>
  [route.onRequest, route.preValidation, route.preHandler]
    .flat()
    .filter((h): h is Guard => h === requireUser || h === requireStaff || h === requireCustomer);

const junk = (w: Walked, cookie?: string) => {
  const hasBody = !['GET', 'DELETE'].includes(w.method);
  return t.app.inject({
    method: w.method as 'POST',
    url: `${w.url.replace(/:\w+/g, 'not-an-id')}?limit=lots&cursor=%00&state=nonsense`,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: '{"data":{"unexpected":"\\u0000"}}' } : {}),
  });
};

describe('authentication and authorisation come before validation', () => {
  it('walks the guarded routes, staff and customer ones among them', () => {
    const guarded = walked.filter((w) => guardsOf(w.route).length > 0);
    expect(guarded.length).toBeGreaterThan(50);
    expect(guarded.some((w) => w.method === 'POST' && w.route.url === '/api/enterprises/:id/credits')).toBe(
      true,
    );
    expect(walked.filter((w) => guardsOf(w.route).includes(requireStaff)).length).toBeGreaterThan(10);
    expect(walked.some((w) => guardsOf(w.route).includes(requireCustomer))).toBe(true);
  });

  it('POST /api/enterprises/1/credits (the grant) with {} signed out: 401, naming no field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/enterprises/1/credits', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Please sign in to continue.');
    expect(res.json().error.details).toBeUndefined();
  });

  it('every guarded route answers 401 to a signed-out caller whatever the input', async () => {
    const wrong: string[] = [];
    for (const w of walked.filter((x) => guardsOf(x.route).length > 0)) {
      const res = await junk(w);
      if (res.statusCode !== 401) wrong.push(`${w.method} ${w.url} → ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every staff route answers 403 to a customer, every customer route 403 to staff, whatever the input', async () => {
    const wrong: string[] = [];
    for (const w of walked) {
      const guards = guardsOf(w.route);
      const who = guards.includes(requireStaff)
        ? 'customer'
        : guards.includes(requireCustomer)
          ? 'staff'
          : null;
      if (!who) continue;
      const res = await junk(w, cookies[who]);
      if (res.statusCode !== 403) wrong.push(`${who}: ${w.method} ${w.url} → ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a caller with the role still gets the 400 that names the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enterprises/1/credits',
      headers: { cookie: cookies.staff! },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });
});
