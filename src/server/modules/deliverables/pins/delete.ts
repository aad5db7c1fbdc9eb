import { and, eq, isNull, sql } from 'drizzle-orm';
import { comments, proofPins } from '../../../db/schema/index.ts';
import { WriteBatch } from '../../../db/write-batch.ts';
import type { AppContext, SessionUser } from '../../../context.ts';
import { AppError, forbidden } from '#shared/errors.ts';
import { canDeletePin, deletePinRefusal } from '#shared/domain/proofing.ts';
import type { PinDeleted } from '#shared/schemas/proofing.ts';
import { loadVisiblePin, pinById } from './queries.ts';
import { announcePinChange } from './live.ts';

/**
 * DELETE /api/proof-pins/:id: the pin leaves the picture and the pins list (`deleted_at`, who); its
 * number is not given again, and its words and replies stay in the request's thread as ordinary
 * comments, no longer naming the pin. Who (`canDeletePin`): its author while nobody else has replied,
 * staff at any time; another customer 403, anyone who may not see the request 404. One statement: the
 * conditional update and its live `pin` event. Deleting it again answers `duplicate` and changes
 * nothing. A reply by someone else that lands between the check and the update still stops an
 * author who is not staff (the update's condition), answered 409 with the refusal's words.
 */
export async function deletePin(
  ctx: AppContext,
  actor: SessionUser,
  pinId: number,
): Promise<{ data: PinDeleted['data']; duplicate: boolean }> {
  const found = await loadVisiblePin(ctx.db, actor, pinId, { deleted: true });
  if (!canDeletePin(actor, found)) throw forbidden(deletePinRefusal(actor, found));
  const batch = new WriteBatch();
  const changed = batch.rows<{ id: number }>(
    ctx.db
      .update(proofPins)
      .set({ deletedAt: sql`now()`, deletedById: actor.id })
      .where(
        and(
          eq(proofPins.id, pinId),
          isNull(proofPins.deletedAt),
          actor.isStaff
            ? undefined
            : sql`not exists (select 1 from ${comments} rc where rc.parent_id = ${proofPins.commentId}
                and rc.user_id is distinct from ${actor.id})`,
        ),
      )
      .returning({ id: proofPins.id }),
  );
  announcePinChange(batch, found.request, changed);
  const written = await batch.run(ctx.db);
  const pin = await pinById(ctx.db, pinId);
  const data = { id: pin.id, number: pin.number, versionId: pin.versionId };
  if (written.get(changed).length > 0) return { data, duplicate: false };
  if (found.deleted) return { data, duplicate: true };
  // Not deleted and not changed: someone else replied meanwhile (or it was deleted meanwhile).
  const again = await loadVisiblePin(ctx.db, actor, pinId, { deleted: true });
  if (again.deleted) return { data, duplicate: true };
  throw new AppError('CONFLICT', deletePinRefusal(actor, again));
}
