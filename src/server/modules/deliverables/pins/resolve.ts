import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { proofPins } from '../../../db/schema/index.ts';
import type { AppContext, SessionUser } from '../../../context.ts';
import type { PinDto } from '#shared/schemas/proofing.ts';
import { loadVisiblePin, pinById } from './queries.ts';

/**
 * POST /api/proof-pins/:id/resolve and /reopen: anyone who may see the request marks a pin resolved
 * (who and when) or open again; 404 for anyone else. One conditional update: a pin already in that
 * state is answered as it is (`duplicate`), so two people resolving at once write it once.
 */
export async function setPinResolved(
  ctx: AppContext,
  actor: SessionUser,
  pinId: number,
  resolved: boolean,
): Promise<{ pin: PinDto; duplicate: boolean }> {
  await loadVisiblePin(ctx.db, actor, pinId);
  const changed = await ctx.db
    .update(proofPins)
    .set(
      resolved
        ? { resolvedAt: sql`now()`, resolvedById: actor.id }
        : { resolvedAt: null, resolvedById: null },
    )
    .where(
      and(eq(proofPins.id, pinId), resolved ? isNull(proofPins.resolvedAt) : isNotNull(proofPins.resolvedAt)),
    )
    .returning({ id: proofPins.id });
  return { pin: await pinById(ctx.db, pinId), duplicate: changed.length === 0 };
}
