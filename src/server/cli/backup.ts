import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from '../env.ts';
import { lockForDatabase } from '../db/open.ts';
import { openEmbedded, openPostgres } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { dumpDatabase } from '../db/backup.ts';
import { runTool, UsageError } from './run-tool.ts';

/**
 * `npm run backup` writes DATA_DIR/backups/backup-<time>.sql from the configured database (stop the app
 * first when it runs on PGlite: the data folder has one writer).
 * `npm run backup -- --restore file.sql` loads a dump into an EMPTY database (a new DATA_DIR, or an empty
 * PostgreSQL database named by DATABASE_URL).
 */
await runTool('backup', async () => {
  const env = parseEnv();
  const restoreIndex = process.argv.indexOf('--restore');
  const file = restoreIndex > 0 ? process.argv[restoreIndex + 1] : undefined;
  if (restoreIndex > 0 && (!file || !fs.existsSync(file))) {
    throw new UsageError('Usage: npm run backup -- --restore <file.sql> (an existing file)');
  }
  const release = lockForDatabase(env);
  try {
    const database = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openEmbedded(env.dataDir);
    try {
      if (file) {
        await database.exec(fs.readFileSync(file, 'utf8'));
        await runMigrations(database);
        console.log(`Restored ${file}`);
      } else {
        await runMigrations(database);
        const dir = path.join(env.dataDir, 'backups');
        fs.mkdirSync(dir, { recursive: true });
        const out = path.join(dir, `backup-${new Date().toISOString().replace(/[:.]/g, '-')}.sql`);
        const fd = fs.openSync(`${out}.partial`, 'w');
        await dumpDatabase(database, (chunk) => fs.writeSync(fd, chunk));
        fs.fsyncSync(fd);
        fs.closeSync(fd);
        fs.renameSync(`${out}.partial`, out);
        console.log(`Backup written to ${out}`);
      }
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
});
