import { sql } from 'drizzle-orm';
import type { BatchRef, WriteBatch } from '../../db/write-batch.ts';
import { announce, eventFacts } from '../../platform/live-events.ts';
import { factsOf, type RequestFactsRow } from '../requests/access.ts';

/**
 * The live event of a deliverable version delivered or reviewed (approved, changes requested): one
 * `deliverable` event, sent at commit to the open streams following the request whose user may see
 * it (platform/realtime.ts, canView on the facts below), so an open deliverables panel re-reads its
 * versions whoever delivered and whatever its person chose for their notifications (which only say
 * who is told, not what an open panel shows). Wire `t: 'd'`.
 */
export function announceDeliverableChange(
  batch: WriteBatch,
  request: RequestFactsRow & { id: number },
  /** The version: its id, or the batch part that inserts it (a delivery). */
  version: number | BatchRef<{ id: number }>,
): void {
  announce(
    batch,
    {
      t: 'd',
      d: typeof version === 'number' ? version : sql`v.id`,
      r: request.id,
      f: eventFacts(factsOf(request)),
    },
    typeof version === 'number' ? undefined : sql`${batch.from(version)} v`,
  );
}
