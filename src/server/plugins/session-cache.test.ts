import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, sessions, users } from '../db/schema/index.ts';
import { loginAs, DEMO } from '../test/factories.ts';
import { requestWorld, type RequestWorld } from '../test/request-fixtures.ts';
import { SessionCache } from './session-cache.ts';

// The short-lived session cache must never answer for a session or a membership that changed: each
// case warms the cache with a request, changes the database, and expects the very next request (no
// waiting) to see the change.

let w: RequestWorld;
let requestId: number;

beforeAll(async () => {
  w = await requestWorld();
  const created = await w.create('acmeOwner', w.bugFix());
  expect(created.status).toBe(200);
  requestId = created.body.data.id;
});
afterAll(async () => {
  await w?.t.close();
});

const me = (cookie: string) => w.t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

describe('session cache invalidation', () => {
  it('a logged-out cookie is refused on its next use', async () => {
    const cookie = await loginAs(w.t.app, DEMO.acmeMember);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await w.t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('a session ended in the database (another instance, a password reset) is refused at once', async () => {
    const cookie = await loginAs(w.t.app, DEMO.acmeMember);
    expect((await me(cookie)).statusCode).toBe(200);
    await w.db.delete(sessions).where(eq(sessions.userId, w.ids.acmeMember));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('an expired session is refused at once', async () => {
    const cookie = await loginAs(w.t.app, DEMO.acmeMember);
    expect((await me(cookie)).statusCode).toBe(200);
    await w.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, w.ids.acmeMember));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('a member removed from the company no longer sees its requests on the next request', async () => {
    const cookie = await loginAs(w.t.app, DEMO.acmeMember);
    const get = () =>
      w.t.app.inject({ method: 'GET', url: `/api/service-requests/${requestId}`, headers: { cookie } });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    const removed = await w.db
      .delete(companyMembers)
      .where(
        and(
          eq(companyMembers.userId, w.ids.acmeMember),
          eq(companyMembers.companyId, w.company('Acme Foods')),
        ),
      )
      .returning();
    expect(removed).toHaveLength(1);
    expect((await get()).statusCode).toBe(404);
    // Added back: seen again at once.
    await w.db.insert(companyMembers).values(removed);
    expect((await get()).statusCode).toBe(200);
  });

  it('a changed user (e-mail, name) is answered as changed on the next request', async () => {
    const cookie = await loginAs(w.t.app, DEMO.acmeMember);
    expect((await me(cookie)).json().user.firstName).not.toBe('Renamed');
    await w.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, w.ids.acmeMember));
    expect((await me(cookie)).json().user.firstName).toBe('Renamed');
  });

  it('a session many requests ask for at once is read once, and each is answered as its user', async () => {
    await w.db.update(users).set({ firstName: 'Crowd' }).where(eq(users.id, w.ids.acmeMember));
    // A new session is in no cache: its first requests all miss at once.
    const cookie = await loginAs(w.t.app, DEMO.acmeMember);
    const database = w.t.ctx.database;
    const prepared = database.prepared;
    let reads = 0;
    database.prepared = ((name: string, text: string, values: unknown[]) => {
      if (name === 'session_user_by_token') reads++;
      return prepared.call(database, name, text, values);
    }) as typeof prepared;
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => me(cookie)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
      expect(answers.map((a) => a.json().user.firstName)).toEqual(Array(8).fill('Crowd'));
      expect(reads).toBe(1);
      // A change announced after that read: the next crowd reads again and sees it. (On PostgreSQL
      // each pooled connection hears the change, and a copy heard during that read sends its
      // waiters to read for themselves: more than one read, never a stale answer.)
      await w.db.update(users).set({ firstName: 'Crowd again' }).where(eq(users.id, w.ids.acmeMember));
      const again = await Promise.all(Array.from({ length: 4 }, () => me(cookie)));
      expect(again.map((a) => a.json().user.firstName)).toEqual(Array(4).fill('Crowd again'));
      expect(reads).toBeGreaterThanOrEqual(2);
    } finally {
      database.prepared = prepared;
    }
  });

  it('a changed password hash ends nothing by itself, but the sessions it deletes are refused', async () => {
    const cookie = await loginAs(w.t.app, DEMO.acmeMember);
    expect((await me(cookie)).statusCode).toBe(200);
    await w.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash: 'x' }).where(eq(users.id, w.ids.acmeMember));
      await tx.execute(sql`delete from sessions where user_id = ${w.ids.acmeMember}`);
    });
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('SessionCache', () => {
  const user = () => ({
    id: 1,
    username: 'u',
    email: 'u@x.test',
    firstName: 'U',
    lastName: 'X',
    profileImage: null,
    isStaff: false,
    companyIds: [1],
    ownedEnterpriseIds: [],
    enterpriseIds: [1],
  });
  const far = new Date(Date.now() + 86_400_000);

  it('caches nothing until its invalidations are subscribed', () => {
    const cache = new SessionCache();
    cache.set('t', user(), far, 0);
    expect(cache.get('t')).toBeUndefined();
    cache.enable();
    cache.set('t', user(), far, 0);
    expect(cache.get('t')?.id).toBe(1);
  });

  it('forgets an entry after its TTL, and never keeps one past its session', () => {
    let now = 1_000_000;
    const cache = new SessionCache({ ttlMs: 5_000, now: () => now });
    cache.enable();
    cache.set('a', user(), new Date(now + 60_000), 0);
    cache.set('b', user(), new Date(now + 1_000), 0);
    now += 1_001;
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    now += 4_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep a user read before an announcement that arrived while it was read', () => {
    const cache = new SessionCache();
    cache.enable();
    const generation = cache.generation;
    cache.clear();
    cache.set('t', user(), far, generation);
    expect(cache.get('t')).toBeUndefined();
    cache.set('t', user(), far, cache.generation);
    expect(cache.get('t')?.id).toBe(1);
  });

  it('hands out a frozen user, so no request can change it for the next', () => {
    const cache = new SessionCache();
    cache.enable();
    cache.set('t', user(), far, 0);
    const u = cache.get('t')!;
    expect(() => (u.companyIds as number[]).push(2)).toThrow(TypeError);
    expect(() => ((u as { isStaff: boolean }).isStaff = true)).toThrow(TypeError);
  });
});
