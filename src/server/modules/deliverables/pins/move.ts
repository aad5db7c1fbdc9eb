import { and, eq, isNull, sql } from 'drizzle-orm';
import { proofPins } from '../../../db/schema/index.ts';
import { WriteBatch } from '../../../db/write-batch.ts';
import type { AppContext, SessionUser } from '../../../context.ts';
import { badRequest, forbidden, notFound } from '#shared/errors.ts';
import { PIN_MESSAGES, canMovePin, isProofImage } from '#shared/domain/proofing.ts';
import type { PinDto, PinMoveInput } from '#shared/schemas/proofing.ts';
import { loadVisiblePin, pinById } from './queries.ts';
import { announcePinChange } from './live.ts';

/**
 * POST /api/proof-pins/:id/move: the pin's author or staff put it at another point of its file (and,
 * on a PDF, another page); its number, words, replies and resolution stay. 404 for anyone who may not
 * see the request, and "This pin was deleted." for a deleted one; 403 for another customer; 400 for
 * a point outside 0–100 (the schema) or a page other than 1 on an image (the server does not read
 * the PDF, so a PDF's page is bounded by PIN_MAX_PAGE only: the viewer offers its pages). One
 * statement: the conditional update and its live `pin` event; the same place again changes and
 * announces nothing (`duplicate`).
 */
export async function movePin(
  ctx: AppContext,
  actor: SessionUser,
  pinId: number,
  input: PinMoveInput['data'],
): Promise<{ pin: PinDto; duplicate: boolean }> {
  const found = await loadVisiblePin(ctx.db, actor, pinId);
  if (!canMovePin(actor, found)) throw forbidden(PIN_MESSAGES.moveNotYours);
  const page = input.page ?? found.page;
  if (isProofImage(found.fileMime) && page !== 1) throw badRequest(PIN_MESSAGES.imagePage);
  const x = Math.round(input.x * 1000) / 1000;
  const y = Math.round(input.y * 1000) / 1000;
  const batch = new WriteBatch();
  const changed = batch.rows<{ id: number }>(
    ctx.db
      .update(proofPins)
      .set({ x: String(x), y: String(y), page })
      .where(
        and(
          eq(proofPins.id, pinId),
          isNull(proofPins.deletedAt),
          sql`(${proofPins.x}, ${proofPins.y}, ${proofPins.page}) is distinct from (${String(x)}::numeric, ${String(y)}::numeric, ${page}::int)`,
        ),
      )
      .returning({ id: proofPins.id }),
  );
  announcePinChange(batch, found.request, changed);
  const written = await batch.run(ctx.db);
  const pin = await pinById(ctx.db, pinId);
  const duplicate = written.get(changed).length === 0;
  // Deleted by someone else between the check and the update: said as for any deleted pin.
  if (duplicate && (pin.x !== x || pin.y !== y || pin.page !== page)) throw notFound(PIN_MESSAGES.deleted);
  return { pin, duplicate };
}
