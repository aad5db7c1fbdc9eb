import fs from 'node:fs';
import pg from 'pg';
import { createPglite, openPglite, openPostgres } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { TMP_DIR, pgliteTemplatePath, postgresTemplateName, serverUrl } from './databases.ts';

/**
 * Runs once per `vitest run`: migrates a template database for each engine, so every test file starts
 * from a fresh copy in well under a second (PGlite: a data-dir dump; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(): Promise<void> {
  fs.mkdirSync(TMP_DIR, { recursive: true });
  const dump = pgliteTemplatePath();
  if (!fs.existsSync(dump)) {
    const pglite = await createPglite();
    await runMigrations(openPglite(pglite));
    const blob = await pglite.dumpDataDir('gzip');
    fs.writeFileSync(`${dump}.partial`, Buffer.from(await blob.arrayBuffer()));
    fs.renameSync(`${dump}.partial`, dump);
    await pglite.close();
  }
  if (process.env.TEST_DB === 'postgres' || process.env.VITEST_POSTGRES === '1') {
    const name = postgresTemplateName();
    const admin = new pg.Client({ connectionString: serverUrl() });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) {
        await admin.query(`create database "${name}_building"`).catch(async () => {
          await admin.query(`drop database if exists "${name}_building"`);
          await admin.query(`create database "${name}_building"`);
        });
        const database = openPostgres(serverUrl(`${name}_building`));
        await runMigrations(database);
        await database.close();
        await admin.query(`alter database "${name}_building" rename to "${name}"`);
      }
    } finally {
      await admin.end();
    }
  }
}
