import type { Db } from '../../../db/client.ts';
import type { Bind, WriteBatch } from '../../../db/write-batch.ts';
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
  const values = eventValues(requestId, actorId, events);
  writeEvents(batch, tx, events.length, (name) => values[name]);
}

/** The values of writeEvents's places. */
export function eventValues(
  requestId: number,
  actorId: number,
  events: TimelineEvent[],
): Record<string, unknown> {
  const values: Record<string, unknown> = { evRequest: requestId, evActor: actorId };
  events.forEach((e, i) => {
    values[`ev${i}Kind`] = e.kind;
    values[`ev${i}Data`] = e.data;
  });
  return values;
}

/**
 * The timeline's rows as a part with `bind`'s places (eventValues gives the values; `count` events):
 * for a batch built once per shape (issue 30), and recordEvents with the values themselves.
 */
export function writeEvents(batch: WriteBatch, tx: Db, count: number, bind: Bind): void {
  if (!count) return;
  batch.write(
    tx.insert(requestEvents).values(
      Array.from({ length: count }, (_, i) => ({
        requestId: bind('evRequest') as number,
        actorId: bind('evActor') as number,
        kind: bind(`ev${i}Kind`) as string,
        data: bind(`ev${i}Data`) as Record<string, unknown>,
      })),
    ),
  );
}
