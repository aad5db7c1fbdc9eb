import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { seedDemo } from './seed.ts';
import { dumpDatabase } from './backup.ts';
import { openPglite } from './client.ts';
import { runMigrations } from './migrate.ts';
import { loginAs, DEMO } from '../test/factories.ts';
import { buildApp } from '../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
});
afterAll(async () => t?.close());

const count = async (db: TestApp['ctx']['db'], table: string) => {
  const res = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return res.rows[0]!.n;
};

describe('backup', () => {
  it('writes a dump that restores into a fresh embedded database with every row, and the app runs on it', async () => {
    let dump = '';
    await dumpDatabase(t.ctx.database, (chunk) => (dump += chunk));
    const restored = openPglite(await PGlite.create());
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
      ]) {
        expect(await count(restored.db, table), table).toBe(await count(t.ctx.db, table));
      }
      // The restored database serves sign-in, and new rows get fresh ids after the restored ones.
      const app = await buildApp({ ...t.ctx, database: restored, db: restored.db });
      const cookie = await loginAs(app, DEMO.acmeOwner);
      expect(cookie).toMatch(/^sid=/);
      await app.close();
    } finally {
      await restored.close();
    }
  });
});
