import { parseEnv } from '../env.ts';
import { openDatabase } from '../db/open.ts';
import { runRenewals } from '../services/renewal.service.ts';

/**
 * `npm run renew [-- --dry-run] [-- --today YYYY-MM-DD]`: grants every membership allowance that is due
 * (the same job the server runs hourly). --dry-run lists what would be granted and writes nothing.
 * On the embedded database, stop the app first (one process holds DATA_DIR).
 */
const env = parseEnv();
const dryRun = process.argv.includes('--dry-run');
const todayIndex = process.argv.indexOf('--today');
const today = todayIndex > 0 ? process.argv[todayIndex + 1] : undefined;
if (today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(today)) {
  console.error('Usage: npm run renew -- [--dry-run] [--today YYYY-MM-DD]');
  process.exit(2);
}
const { database, release } = await openDatabase(env);
try {
  const lines = await runRenewals(database.db, { today, rollover: env.CREDITS_ROLLOVER, dryRun });
  const verb = dryRun ? 'would grant' : 'granted';
  for (const l of lines) {
    const expiry = l.expired !== '0.00' ? ` (${l.expired} unused credit expires first)` : '';
    console.log(
      `#${l.enterpriseId} ${l.name} [${l.membership}] ${verb} ${l.allowance} for the period from ${l.period}${expiry}`,
    );
  }
  console.log(
    `${lines.length} ${lines.length === 1 ? 'period' : 'periods'} ${dryRun ? 'due (dry run: nothing written)' : 'renewed'}.`,
  );
} finally {
  await database.close();
  release();
}
