import type { Env } from '../env.ts';
import { lockDataDir } from '../data-lock.ts';
import { openEmbedded, openPostgres, type Database } from './client.ts';
import { runMigrations } from './migrate.ts';

/**
 * Opens the configured database and brings its schema up to date. On the embedded database the data
 * folder is locked first so that a second process is refused instead of corrupting it.
 */
export async function openDatabase(env: Env): Promise<{ database: Database; release: () => void }> {
  const release = lockDataDir(env.dataDir);
  try {
    const database = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openEmbedded(env.dataDir);
    await runMigrations(database);
    return { database, release };
  } catch (e) {
    release();
    throw e;
  }
}
