import { parseEnv } from '../env.ts';
import { openDatabase } from '../db/open.ts';
import { verifyLedger } from '../modules/credits/ledger.ts';
import { runTool } from './run-tool.ts';

/**
 * `npm run credits:verify`: checks for every enterprise that its balance equals the sum of its ledger
 * and the last entry's balance after; prints each mismatch and exits 1 if there is any.
 */
await runTool('credits:verify', async () => {
  const env = parseEnv();
  const { database, release } = await openDatabase(env);
  try {
    const { checked, mismatches } = await verifyLedger(database.db);
    for (const m of mismatches) {
      console.error(
        `MISMATCH #${m.enterpriseId} ${m.name}: balance ${m.balance}, ledger sum ${m.ledgerSum}, last balance after ${m.lastBalanceAfter ?? '-'}`,
      );
    }
    const failed = mismatches.length > 0;
    console.log(
      failed
        ? `${mismatches.length} of ${checked} enterprises do not match their ledger.`
        : `All ${checked} enterprises match their ledger.`,
    );
    return failed ? 1 : 0;
  } finally {
    await database.close();
    release();
  }
});
