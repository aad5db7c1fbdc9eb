import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { proofPins } from '../../../db/schema/index.ts';
import { WriteBatch } from '../../../db/write-batch.ts';
import type { AppContext, SessionUser } from '../../../context.ts';
import type { PinDto } from '#shared/schemas/proofing.ts';
import { loadVisiblePin, pinById } from './queries.ts';
import { announcePinChange } from './live.ts';

/**
 * POST /api/proof-pins/:id/resolve and /reopen: anyone who may see the request marks a pin resolved
 * (who and when) or open again; 404 for anyone else. One statement: the conditional update and, when
 * it changed the pin, the live `pin` event to the other viewers (live.ts). A pin already in that
 * state is answered as it is (`duplicate`), so two people resolving at once write it once.
 */
export async function setPinResolved(
  ctx: AppContext,
  actor: SessionUser,
  pinId: number,
  resolved: boolean,
): Promise<{ pin: PinDto; duplicate: boolean }> {
  const { request } = await loadVisiblePin(ctx.db, actor, pinId);
  const batch = new WriteBatch();
  const changed = batch.rows<{ id: number }>(
    ctx.db
      .update(proofPins)
      .set(
        resolved
          ? { resolvedAt: sql`now()`, resolvedById: actor.id }
          : { resolvedAt: null, resolvedById: null },
      )
      .where(
        and(
          eq(proofPins.id, pinId),
          resolved ? isNull(proofPins.resolvedAt) : isNotNull(proofPins.resolvedAt),
        ),
      )
      .returning({ id: proofPins.id }),
  );
  announcePinChange(batch, request, changed);
  const written = await batch.run(ctx.db);
  return { pin: await pinById(ctx.db, pinId), duplicate: written.get(changed).length === 0 };
}
