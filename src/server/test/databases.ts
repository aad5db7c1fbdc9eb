import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../db/migrate.ts';

/** Where test databases come from: the embedded PGlite (always) or the PostgreSQL server (when reachable). */
export type TestDbKind = 'pglite' | 'postgres';

export const TMP_DIR = path.resolve('.tmp');

/** Hash of the migrations, so cached templates are rebuilt whenever the schema changes. */
export function migrationsHash(): string {
  const h = crypto.createHash('sha256');
  for (const f of fs.readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_DIR, f);
    if (fs.statSync(full).isFile()) h.update(f).update(fs.readFileSync(full));
  }
  return h.digest('hex').slice(0, 12);
}

export const pgliteTemplatePath = () => path.join(TMP_DIR, `pglite-template-${migrationsHash()}.tar.gz`);
export const postgresTemplateName = () => `sr_template_${migrationsHash()}`;

/** The server URL tests use: DATABASE_URL, else the local server on 127.0.0.1:5432. */
export function serverUrl(database = 'postgres'): string {
  const base =
    process.env.TEST_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl(), connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
