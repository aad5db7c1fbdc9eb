import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// Kept apart from client.ts (Drizzle, pg, the schema): the worker thread that hosts PGlite
// (pglite-worker.ts) loads this module and nothing else of the app.

/**
 * A PGlite instance with the extensions our migrations create (pg_trgm for the title filter's index):
 * every embedded database, the app's, the tests' and the tools', is made here.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/**
 * Opens the embedded database under dataDir/db. A first initialisation happens in db.partial and is
 * renamed into place only when complete, so an interrupted first start is detected and started clean.
 */
export async function openEmbeddedPglite(dataDir: string): Promise<PGlite> {
  const dir = path.join(dataDir, 'db');
  const partial = path.join(dataDir, 'db.partial');
  if (fs.existsSync(partial)) fs.rmSync(partial, { recursive: true, force: true });
  if (!fs.existsSync(dir)) {
    const fresh = await createPglite({ dataDir: partial });
    await fresh.close();
    fs.renameSync(partial, dir);
  }
  return createPglite({ dataDir: dir });
}
