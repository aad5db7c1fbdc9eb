import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companyMembers } from '../db/schema/index.ts';
import { NEW_LISTENER_PAYLOAD, SESSION_USERS_CHANNEL } from '../db/client.ts';
import { requestWorld, type RequestWorld, type Who } from '../test/request-fixtures.ts';
import { forgetSessions, hashToken } from './auth.ts';

// A change committed after a request read its session, but heard before its answer is kept: the
// answer was shaped by the user as they were before the change, so it must not be kept (or the user
// cached) as current.

let w: RequestWorld;
beforeAll(async () => {
  w = await requestWorld();
});
afterAll(async () => {
  await w?.t.close();
});

const get = (app: FastifyInstance, who: Who, url: string) =>
  app.inject({ method: 'GET', url, headers: { cookie: w.cookies[who] } }).then((r) => r.statusCode);

/**
 * Makes `change` (one that ends or changes a session user), and resolves once every copy of its
 * announcement has been heard: on PostgreSQL each pooled connection LISTENs and delivers its own copy,
 * and a copy heard later would clear the session cache again and hide what the test looks for.
 */
async function changeHeardEverywhere(change: () => Promise<void>): Promise<void> {
  const database = w.t.ctx.database;
  let heard = 0;
  let everywhere!: () => void;
  const done = new Promise<void>((resolve) => (everywhere = resolve));
  const unwatch = await database.watch(SESSION_USERS_CHANNEL, (payload) => {
    if (payload !== NEW_LISTENER_PAYLOAD && ++heard >= database.listeners(SESSION_USERS_CHANNEL)) {
      everywhere();
    }
  });
  try {
    await change();
    await done;
  } finally {
    unwatch();
  }
}

/** Runs `change` right after the next session lookup's statement returns, then hands back its row. */
function changeAfterNextSessionRead(change: () => Promise<void>): void {
  const database = w.t.ctx.database;
  const original = database.prepared.bind(database);
  database.prepared = async <T>(name: string, text: string, values: unknown[]) => {
    const rows = await original<T>(name, text, values);
    if (name === 'session_user_by_token') {
      database.prepared = original;
      await changeHeardEverywhere(change);
    }
    return rows;
  };
}

describe('a change landing between the session read and the answer', () => {
  it('the read cache does not keep an answer shaped by the user as they were', async () => {
    const res = await w.create(
      'acmeOwner',
      w.bugFix({ title: 'Race', assignees: [w.ids.acmeOwner, w.ids.acmeMember] }),
    );
    const id = res.body.data.id as number;
    const url = `/api/service-requests/${id}`;
    const acme = w.company('Acme Foods');
    const token = w.cookies.acmeMember.replace(/^sid=/, '');
    forgetSessions(w.t.ctx, [hashToken(token)]);
    changeAfterNextSessionRead(async () => {
      await w.db
        .delete(companyMembers)
        .where(and(eq(companyMembers.companyId, acme), eq(companyMembers.userId, w.ids.acmeMember)));
    });
    try {
      // Concurrent with the removal: either answer is fine for this one.
      await get(w.t.app, 'acmeMember', url);
      // The session cache is out of the picture: the user is read afresh.
      forgetSessions(w.t.ctx, [hashToken(token)]);
      // Arrives after the removal committed and was heard.
      expect(await get(w.t.app, 'acmeMember', url)).toBe(404);
    } finally {
      await w.db.insert(companyMembers).values({ companyId: acme, userId: w.ids.acmeMember });
    }
  });

  it('the session cache does not keep the user as they were', async () => {
    const res = await w.create(
      'acmeOwner',
      w.bugFix({ title: 'Race 2', assignees: [w.ids.acmeOwner, w.ids.acmeMember] }),
    );
    const id = res.body.data.id as number;
    // Not a cached route: only the session cache can make it stale.
    const url = `/api/service-requests/${id}/brand-kit`;
    const acme = w.company('Acme Foods');
    const token = w.cookies.acmeMember.replace(/^sid=/, '');
    forgetSessions(w.t.ctx, [hashToken(token)]);
    const before = await get(w.t.app, 'acmeMember', url);
    forgetSessions(w.t.ctx, [hashToken(token)]);
    changeAfterNextSessionRead(async () => {
      await w.db
        .delete(companyMembers)
        .where(and(eq(companyMembers.companyId, acme), eq(companyMembers.userId, w.ids.acmeMember)));
    });
    try {
      await get(w.t.app, 'acmeMember', url);
      const after = await get(w.t.app, 'acmeMember', url);
      forgetSessions(w.t.ctx, [hashToken(token)]);
      const fresh = await get(w.t.app, 'acmeMember', url);
      expect([before, fresh]).toEqual([200, 404]);
      expect(after).toBe(404);
    } finally {
      await w.db.insert(companyMembers).values({ companyId: acme, userId: w.ids.acmeMember });
    }
  });

  it('a cached user confirmed after a change is replaced by the user as they are now', async () => {
    const res = await w.create(
      'acmeOwner',
      w.bugFix({ title: 'Race 3', assignees: [w.ids.acmeOwner, w.ids.acmeMember] }),
    );
    const id = res.body.data.id as number;
    const url = `/api/service-requests/${id}/brand-kit`;
    const acme = w.company('Acme Foods');
    // The session is cached.
    expect(await get(w.t.app, 'acmeMember', url)).toBe(200);
    const database = w.t.ctx.database;
    const sync = database.sync.bind(database);
    database.sync = async () => {
      database.sync = sync;
      // While this request confirms its cached user: the removal, and another request of the same
      // session that reads the user afresh and caches them.
      await changeHeardEverywhere(async () => {
        await w.db
          .delete(companyMembers)
          .where(and(eq(companyMembers.companyId, acme), eq(companyMembers.userId, w.ids.acmeMember)));
      });
      expect(await get(w.t.app, 'acmeMember', url)).toBe(404);
      await sync();
    };
    try {
      expect(await get(w.t.app, 'acmeMember', url)).toBe(404);
    } finally {
      database.sync = sync;
      await w.db.insert(companyMembers).values({ companyId: acme, userId: w.ids.acmeMember });
    }
  });
});
