import type { Db } from '../../../db/client.ts';
import type { WriteBatch } from '../../../db/write-batch.ts';
import { requestEvents } from '../../../db/schema/index.ts';
import type { TimelineEvent } from './changes.ts';

/** Writes the activity-timeline rows of one save (one part of its write batch). */
export function recordEvents(
  batch: WriteBatch,
  tx: Db,
  requestId: number,
  actorId: number,
  events: TimelineEvent[],
): void {
  if (events.length) {
    batch.write(tx.insert(requestEvents).values(events.map((e) => ({ requestId, actorId, ...e }))));
  }
}
