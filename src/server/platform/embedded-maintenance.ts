import type { Database } from '../db/client.ts';

/*
 * PGlite has no autovacuum worker: left alone, dead row versions pile up (100k still there after 75 s
 * of comments in issue 14's run) and tables are never analysed, so plans go stale (a list plan went
 * from 0.31 ms to 5.2 ms). The housekeeping worker runs this every few minutes on the embedded
 * database. It applies autovacuum's own default thresholds, one table at a time, so the single
 * connection is held for one short statement at a time. A PostgreSQL server does this itself
 * (autovacuum; see the README).
 */

type TableStats = { name: string; live: number; dead: number; modified: number; analysed: boolean };

/** autovacuum_vacuum_threshold / _scale_factor and autovacuum_analyze_threshold / _scale_factor. */
export const needsVacuum = (t: TableStats) => t.dead > 50 + 0.2 * t.live;
export const needsAnalyze = (t: TableStats) =>
  t.modified > 50 + 0.1 * t.live || (!t.analysed && t.live + t.modified > 0);

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Vacuums and analyses the tables that need it; returns what was done. */
export async function maintainEmbedded(
  database: Database,
): Promise<{ vacuumed: string[]; analysed: string[] }> {
  const rows = await database.prepared<{
    name: string;
    live: string | number;
    dead: string | number;
    modified: string | number;
    analysed: boolean;
  }>(
    'embedded_table_stats',
    `select relname as name, n_live_tup as live, n_dead_tup as dead, n_mod_since_analyze as modified,
       (last_analyze is not null or last_autoanalyze is not null) as analysed
     from pg_stat_user_tables where schemaname = 'public' order by relname`,
    [],
  );
  const vacuumed: string[] = [];
  const analysed: string[] = [];
  for (const r of rows) {
    const t: TableStats = {
      name: r.name,
      live: Number(r.live),
      dead: Number(r.dead),
      modified: Number(r.modified),
      analysed: r.analysed,
    };
    if (needsVacuum(t)) {
      await database.exec(`VACUUM (ANALYZE) ${quoted(t.name)}`);
      vacuumed.push(t.name);
    } else if (needsAnalyze(t)) {
      await database.exec(`ANALYZE ${quoted(t.name)}`);
      analysed.push(t.name);
    }
  }
  return { vacuumed, analysed };
}
