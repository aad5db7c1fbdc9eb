import { parseEnv } from '../env.ts';
import { openDatabase } from '../db/open.ts';
import { verifyLedger } from '../services/credits.service.ts';

/**
 * `npm run credits:verify`: checks for every enterprise that its balance equals the sum of its ledger
 * and the last entry's balance after; prints each mismatch and exits 1 if there is any.
 */
const env = parseEnv();
const { database, release } = await openDatabase(env);
let failed: boolean;
try {
  const { checked, mismatches } = await verifyLedger(database.db);
  for (const m of mismatches) {
    console.error(
      `MISMATCH #${m.enterpriseId} ${m.name}: balance ${m.balance}, ledger sum ${m.ledgerSum}, last balance after ${m.lastBalanceAfter ?? '-'}`,
    );
  }
  failed = mismatches.length > 0;
  console.log(
    failed
      ? `${mismatches.length} of ${checked} enterprises do not match their ledger.`
      : `All ${checked} enterprises match their ledger.`,
  );
} finally {
  await database.close();
  release();
}
process.exitCode = failed ? 1 : 0;
