import { parseEnv } from '../env.ts';
import { openDatabase } from '../db/open.ts';
import { runRenewals } from '../modules/credits/renewal.ts';
import { runTool } from './run-tool.ts';
import { parseRenewArgs } from './renew-args.ts';

/**
 * `npm run renew [-- --dry-run] [-- --today YYYY-MM-DD [--force]]`: grants every membership allowance
 * that is due (the same job the server runs hourly). --dry-run lists what would be granted and writes
 * nothing; a --today in the future needs --force. On the embedded database, stop the app first (one
 * process holds DATA_DIR); beside a server on PostgreSQL it runs as is.
 */
await runTool('renew', async () => {
  const { dryRun, today } = parseRenewArgs(process.argv.slice(2));
  const env = parseEnv();
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
});
