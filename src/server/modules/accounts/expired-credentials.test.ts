import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO, loginAs } from '../../test/factories.ts';
import { accountTokens, sessions, users } from '../../db/schema/index.ts';
import { pruneExpiredCredentials } from './expired-credentials.ts';
import { pruneWebhookLog } from '../integrations/webhooks/prune.ts';
import { readCacheOf } from '../../plugins/read-cache.ts';
import { NEW_LISTENER_PAYLOAD, SESSION_USERS_CHANNEL } from '../../db/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
}, 60_000);
afterAll(async () => t?.close());

describe('housekeeping of sessions and account tokens', () => {
  it('removes ended sessions and tokens a day past their end, and nothing still usable', async () => {
    const cookie = await loginAs(t.app, DEMO.acmeOwner);
    const [owner] = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO.acmeOwner));
    await t.ctx.db
      .insert(sessions)
      .values([{ tokenHash: 'ended', userId: owner!.id, expiresAt: sql`now() - interval '1 minute'` }]);
    await t.ctx.db.insert(accountTokens).values([
      {
        tokenHash: 'long-gone',
        userId: owner!.id,
        purpose: 'password_reset',
        expiresAt: sql`now() - interval '2 days'`,
      },
      {
        tokenHash: 'just-expired',
        userId: owner!.id,
        purpose: 'password_reset',
        expiresAt: sql`now() - interval '1 hour'`,
      },
      {
        tokenHash: 'valid',
        userId: owner!.id,
        purpose: 'password_reset',
        expiresAt: sql`now() + interval '1 hour'`,
      },
    ]);

    expect(await pruneExpiredCredentials(t.ctx.db)).toEqual({ sessions: 1, tokens: 1 });

    const tokens = await t.ctx.db.select({ h: accountTokens.tokenHash }).from(accountTokens);
    expect(tokens.map((r) => r.h).sort()).toEqual(['just-expired', 'valid']);
    // The live session still answers.
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('with nothing to remove, changes nothing: the answers kept for people stay kept', async () => {
    await pruneExpiredCredentials(t.ctx.db);
    await pruneWebhookLog(t.ctx.db);
    await t.ctx.database.sync();
    const cache = readCacheOf(t.ctx)!;
    const before = cache.generation;
    const sessionAnnouncements: string[] = [];
    const stop = await t.ctx.database.watch(SESSION_USERS_CHANNEL, (p) => {
      if (p !== NEW_LISTENER_PAYLOAD) sessionAnnouncements.push(p);
    });

    // The hourly run on a quiet database: a delete that announced a change although it removed
    // nothing emptied every instance's caches (issue 30's open-loop tail).
    try {
      expect(await pruneExpiredCredentials(t.ctx.db)).toEqual({ sessions: 0, tokens: 0 });
      expect(await pruneWebhookLog(t.ctx.db)).toBe(0);
      await t.ctx.database.sync();
    } finally {
      stop();
    }

    expect(cache.generation).toBe(before);
    expect(sessionAnnouncements).toEqual([]);
  });
});
