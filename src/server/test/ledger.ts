import type { Db } from '../db/client.ts';
import { WriteBatch } from '../db/write-batch.ts';
import { lockEnterpriseBalances, postLedger, type LedgerEntry } from '../modules/credits/ledger.ts';

/** Tests: one ledger movement in its own transaction, as a use case posts it (locked, one batch). */
export async function postEntry(db: Db, entry: LedgerEntry): Promise<{ balanceAfter: string }> {
  return db.transaction(async (tx) => {
    const locked = await lockEnterpriseBalances(tx, [entry.enterpriseId]);
    const batch = new WriteBatch();
    const result = postLedger(batch, tx, entry, locked);
    await batch.run(tx);
    return result;
  });
}
