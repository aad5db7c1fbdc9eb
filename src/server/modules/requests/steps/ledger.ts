import { money, type Posting } from '#shared/domain/charges.ts';
import type { Db } from '../../../db/client.ts';
import type { WriteBatch } from '../../../db/write-batch.ts';
import { postLedger, type LockedBalances } from '../../credits/ledger.ts';
import type { TimelineEvent } from './changes.ts';

/**
 * Posts the request's ledger entries (from charges.ts) under the enterprise lock the write already
 * holds, as parts of the save's write batch; answers the timeline's 'charged' events (amount and the
 * balance after each). Refuses an overdraft before anything is sent.
 */
export function postCharges(
  batch: WriteBatch,
  tx: Db,
  actorId: number,
  requestId: number,
  postings: Posting[],
  locked: LockedBalances,
): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  for (const p of postings) {
    const { balanceAfter } = postLedger(
      batch,
      tx,
      { enterpriseId: p.enterpriseId, kind: p.kind, amount: p.amount, requestId, actorId, note: p.note },
      locked,
    );
    events.push({
      kind: 'charged',
      data: { kind: p.kind, amount: money(p.amount), balanceAfter, enterpriseId: p.enterpriseId },
    });
  }
  return events;
}
