import type { Db } from '../../../db/client.ts';
import { requestEvents } from '../../../db/schema/index.ts';
import type { TimelineEvent } from './changes.ts';

/** Writes the activity-timeline rows of one save (one statement). */
export async function recordEvents(
  tx: Db,
  requestId: number,
  actorId: number,
  events: TimelineEvent[],
): Promise<void> {
  if (events.length) {
    await tx.insert(requestEvents).values(events.map((e) => ({ requestId, actorId, ...e })));
  }
}
