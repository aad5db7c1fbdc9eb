import { sql } from 'drizzle-orm';
import type { BatchRef, WriteBatch } from '../../../db/write-batch.ts';
import { announce, eventFacts } from '../../../platform/live-events.ts';
import type { VisibleRequest } from '../../requests/access.ts';

/**
 * The live event of a pin change that writes no comment (resolved, reopened, moved, deleted): one
 * `pin` event per row `changed` returns, so a change that changed nothing (a repeat) announces
 * nothing. Sent at commit to the open streams following the request whose user may see it
 * (platform/realtime.ts), which re-read the pins; a new pin or a reply is announced by its comment.
 */
export function announcePinChange(
  batch: WriteBatch,
  request: VisibleRequest,
  changed: BatchRef<{ id: number }>,
): void {
  announce(
    batch,
    {
      t: 'p',
      p: sql`c.id`,
      r: request.id,
      f: eventFacts(request),
    },
    sql`${batch.from(changed)} c`,
  );
}
