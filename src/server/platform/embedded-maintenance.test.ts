import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDbKind, type TestApp } from '../test/build-test-app.ts';
import { maintainEmbedded, needsAnalyze, needsVacuum } from './embedded-maintenance.ts';

// PGlite has no autovacuum: the housekeeping worker vacuums and analyses what autovacuum would.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

type Stats = { dead: number; analysed: boolean };
const statsOf = async (table: string): Promise<Stats> => {
  const [row] = (
    (await t.ctx.db.execute(
      sql`select n_dead_tup::int as dead, last_analyze is not null as analysed
          from pg_stat_user_tables where relname = ${table}`,
    )) as unknown as { rows: Stats[] }
  ).rows;
  return row!;
};

/** The statistics of what this session did, in the shared counters now (PostgreSQL 15+). */
const flushStats = async () => {
  await t.ctx.db.execute(sql`select pg_stat_force_next_flush()`);
  await t.ctx.db.execute(sql`select 1`);
};

describe.runIf(testDbKind() === 'pglite')('embedded database maintenance', () => {
  it('vacuums and analyses a table with many dead rows, and leaves quiet tables alone', async () => {
    await t.ctx.database.exec(`
      create table churn (id int primary key, v int);
      insert into churn select g, 0 from generate_series(1, 2000) g;
      update churn set v = 1;
      update churn set v = 2;`);
    // Table statistics reach the shared counters at most once a second, unless asked to now.
    await flushStats();
    expect((await statsOf('churn')).dead).toBeGreaterThan(1000);
    const done = await maintainEmbedded(t.ctx.database);
    expect(done.vacuumed).toContain('churn');
    const after = await statsOf('churn');
    expect(after.dead).toBe(0);
    expect(after.analysed).toBe(true);
    // Nothing changed since: a second run does nothing to it.
    await flushStats();
    const again = await maintainEmbedded(t.ctx.database);
    expect([...again.vacuumed, ...again.analysed]).not.toContain('churn');
  });
});

describe('autovacuum thresholds', () => {
  it('vacuum past 50 + 20% dead; analyse past 50 + 10% changed, or never analysed', () => {
    const t0 = { name: 'x', live: 1000, dead: 251, modified: 0, analysed: true };
    expect(needsVacuum(t0)).toBe(true);
    expect(needsVacuum({ ...t0, dead: 250 })).toBe(false);
    expect(needsAnalyze({ ...t0, modified: 151 })).toBe(true);
    expect(needsAnalyze({ ...t0, modified: 150 })).toBe(false);
    expect(needsAnalyze({ ...t0, modified: 1, analysed: false })).toBe(true);
  });
});
