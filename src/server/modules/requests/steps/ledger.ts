import { money, type Posting } from '#shared/domain/charges.ts';
import type { Db } from '../../../db/client.ts';
import type { Bind, WriteBatch } from '../../../db/write-batch.ts';
import { ledgerLineValues, writeLedgerLine, type LockedBalances } from '../../credits/ledger.ts';
import type { TimelineEvent } from './changes.ts';

/**
 * The request's ledger entries (from charges.ts) under the enterprise lock the write already holds:
 * refuses an overdraft before anything is sent, and answers the timeline's 'charged' events (amount
 * and the balance after each), the lines' values and `key`, what changes their parts' text. `write`
 * adds the parts to the save's batch with `bind`'s places (for a batch built once per shape, issue
 * 30); postCharges with the values themselves.
 */
export function chargeLines(
  actorId: number,
  requestId: number,
  postings: Posting[],
  locked: LockedBalances,
): {
  events: TimelineEvent[];
  values: Record<string, unknown>;
  key: string;
  write: (batch: WriteBatch, tx: Db, bind: Bind) => void;
} {
  const events: TimelineEvent[] = [];
  const names: string[] = [];
  let values: Record<string, unknown> = {};
  postings.forEach((p, i) => {
    const name = `l${i}`;
    const line = ledgerLineValues(
      { enterpriseId: p.enterpriseId, kind: p.kind, amount: p.amount, requestId, actorId, note: p.note },
      locked,
      name,
    );
    // A zero amount moves nothing and writes no line.
    if (line.values) {
      names.push(name);
      values = { ...values, ...line.values };
    }
    events.push({
      kind: 'charged',
      data: {
        kind: p.kind,
        amount: money(p.amount),
        balanceAfter: line.balanceAfter,
        enterpriseId: p.enterpriseId,
      },
    });
  });
  return {
    events,
    values,
    key: names.join(','),
    write: (batch, tx, bind) => {
      for (const name of names) writeLedgerLine(batch, tx, bind, name);
    },
  };
}

/** Posts the request's ledger entries as parts of the save's write batch (chargeLines, its values written as they are). */
export function postCharges(
  batch: WriteBatch,
  tx: Db,
  actorId: number,
  requestId: number,
  postings: Posting[],
  locked: LockedBalances,
): TimelineEvent[] {
  const lines = chargeLines(actorId, requestId, postings, locked);
  lines.write(batch, tx, (name) => lines.values[name]);
  return lines.events;
}
