import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from '../env.ts';
import { lockDataDir } from '../data-lock.ts';
import { openEmbedded, openPostgres } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { dumpDatabase } from '../db/backup.ts';

/**
 * `npm run backup` writes DATA_DIR/backups/backup-<time>.sql from the configured database (stop the app
 * first when it runs on PGlite: the data folder has one writer).
 * `npm run backup -- --restore file.sql` loads a dump into an EMPTY database (a new DATA_DIR, or an empty
 * PostgreSQL database named by DATABASE_URL).
 */
const env = parseEnv();
const restoreIndex = process.argv.indexOf('--restore');
const release = lockDataDir(env.dataDir);
const database = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openEmbedded(env.dataDir);
try {
  if (restoreIndex > 0) {
    const file = process.argv[restoreIndex + 1];
    if (!file || !fs.existsSync(file)) throw new Error('Usage: npm run backup -- --restore <file.sql>');
    await database.exec(fs.readFileSync(file, 'utf8'));
    await runMigrations(database);
    console.log(`Restored ${file}`);
  } else {
    await runMigrations(database);
    const dir = path.join(env.dataDir, 'backups');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `backup-${new Date().toISOString().replace(/[:.]/g, '-')}.sql`);
    const fd = fs.openSync(`${file}.partial`, 'w');
    await dumpDatabase(database, (chunk) => fs.writeSync(fd, chunk));
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(`${file}.partial`, file);
    console.log(`Backup written to ${file}`);
  }
} finally {
  await database.close();
  release();
}
