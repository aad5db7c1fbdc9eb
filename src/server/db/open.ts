import type { Env } from '../env.ts';
import { lockDataDir } from '../data-lock.ts';
import { openEmbedded, openPostgres, type Database } from './client.ts';
import { runMigrations } from './migrate.ts';

/**
 * Takes DATA_DIR's lock when the embedded database lives there (it has one writer); on a PostgreSQL
 * server nothing needs it: the server serialises writers, so a second instance or a CLI tool beside a
 * running server shares the folder freely (uploads under random keys, mail files under unique names).
 */
export function lockForDatabase(env: Env): () => void {
  return env.DATABASE_URL ? () => undefined : lockDataDir(env.dataDir);
}

/** Opens the configured database and brings its schema up to date (the data folder locked first if embedded). */
export async function openDatabase(env: Env): Promise<{ database: Database; release: () => void }> {
  const release = lockForDatabase(env);
  try {
    const database = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openEmbedded(env.dataDir);
    await runMigrations(database);
    return { database, release };
  } catch (e) {
    release();
    throw e;
  }
}
