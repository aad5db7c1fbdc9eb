import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { seedDemo } from '../seed/demo.ts';
import { dumpDatabase } from './backup.ts';
import { createPglite, openPglite } from './client.ts';
import { runMigrations } from './migrate.ts';
import { loginAs, DEMO } from '../test/factories.ts';
import { buildApp } from '../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
  // Notifications, some read: their unread counter must come back exact, not doubled.
  await t.ctx.db.execute(sql`
    insert into notifications (user_id, from_user_id, type, message, link, is_read)
    select u.id, u.id, 'comment_new_create', '<p>New comment</p>', '/requests/1', g % 3 = 0
    from users u cross join generate_series(1, 5) g`);
});
afterAll(async () => t?.close());

const count = async (db: TestApp['ctx']['db'], table: string) => {
  const res = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return res.rows[0]!.n;
};

describe('backup', () => {
  // A dump, a fresh PGlite and a restore: 15–25 s alone, more when the machine is busy.
  it('writes a dump that restores into a fresh embedded database with every row, and the app runs on it', async () => {
    let dump = '';
    await dumpDatabase(t.ctx.database, (chunk) => (dump += chunk));
    const restored = openPglite(await createPglite());
    try {
      await restored.exec(dump);
      await runMigrations(restored); // already applied: a no-op, proving the migration journal came along
      for (const table of [
        'users',
        'enterprises',
        'companies',
        'credit_ledger',
        'request_types',
        'service_requests',
        'notifications',
      ]) {
        expect(await count(restored.db, table), table).toBe(await count(t.ctx.db, table));
      }
      // The trigger-kept counters are rebuilt by the restore, equal to the original's.
      const counters = async (db: TestApp['ctx']['db']) => ({
        unread: (
          (await db.execute(
            sql`select user_id, n::int as n from notification_unread_counts where n <> 0 order by user_id`,
          )) as unknown as { rows: unknown[] }
        ).rows,
        statuses: (
          (await db.execute(
            sql`select company_id, status, n::int as n from request_status_counts where n <> 0 order by 1, 2`,
          )) as unknown as { rows: unknown[] }
        ).rows,
      });
      const original = await counters(t.ctx.db);
      expect(original.unread.length).toBeGreaterThan(0);
      expect(await counters(restored.db)).toEqual(original);
      // The restored database serves sign-in, and new rows get fresh ids after the restored ones.
      const app = await buildApp({ ...t.ctx, database: restored, db: restored.db });
      const cookie = await loginAs(app, DEMO.acmeOwner);
      expect(cookie).toMatch(/^sid=/);
      await app.close();
    } finally {
      await restored.close();
    }
  }, 120_000);
});
