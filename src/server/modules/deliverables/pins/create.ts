import { and, eq, sql } from 'drizzle-orm';
import {
  comments,
  deliverableFiles,
  deliverableVersions,
  files,
  proofPins,
} from '../../../db/schema/index.ts';
import type { AppContext, SessionUser } from '../../../context.ts';
import { badRequest, notFound } from '#shared/errors.ts';
import { DELIVERABLE_MESSAGES } from '#shared/domain/deliverables.ts';
import { PIN_MESSAGES, isProofImage, isProofable, pinLabel } from '#shared/domain/proofing.ts';
import { isUuid } from '#shared/domain/validation.ts';
import type { PinCreateInput, PinDto } from '#shared/schemas/proofing.ts';
import { canSee, findVisibleRequest } from '../../requests/access.ts';
import { lockRequest } from '../../requests/lock.ts';
import { applyComment } from '../../comments/apply.ts';
import { planComment, readCommentInput } from '../../comments/plan.ts';
import { pinById } from './queries.ts';
import { pinTextToHtml } from './text.ts';
import { NOT_FOUND_MESSAGE } from '../../requests/messages.ts';

/** A repeat of one's last pin (same place, same words) within this window is the same pin. */
export const PIN_DUPLICATE_WINDOW_SECONDS = 120;

/**
 * POST /api/service-requests/:id/proof-pins: a pin on an image or a PDF page of one of the request's
 * versions, by anyone who may see the request (the customer side and staff both comment). In one
 * transaction, under the comment's advisory lock and then the request row's lock (lock.ts: pins of a
 * request are numbered one at a time; the order an ordinary comment takes them): the
 * version must be the request's (another visible request's: 400; else 404), the file one of its
 * files and an image or PDF (400), an image's page 1 (400). The words become a top-level comment of
 * the request's thread through the comments module's plan and write (its notifications, e-mails and
 * live event, as for any comment), and the pin, numbered per version, points at it. A repeat of the
 * actor's last pin (same place and words within two minutes: a double click, a retry) answers it.
 */
export async function createPin(
  ctx: AppContext,
  actor: SessionUser,
  requestId: number,
  input: PinCreateInput['data'],
): Promise<{ pin: PinDto; duplicate: boolean }> {
  const html = pinTextToHtml(input.text);
  if (!html) throw badRequest(PIN_MESSAGES.textRequired);
  const fileId = input.fileId.trim().toLowerCase();
  if (!isUuid(fileId)) throw badRequest(PIN_MESSAGES.fileNotInVersion);
  const parsed = readCommentInput({ serviceRequest: requestId, content: html, files: [], parentId: null });
  const x = Math.round(input.x * 1000) / 1000;
  const y = Math.round(input.y * 1000) / 1000;

  const id = await ctx.db.transaction(async (tx) => {
    // The comment's advisory lock first (planComment takes it again: advisory locks nest), then the
    // request row: the order an ordinary comment takes them (its write touches the row), so a pin and
    // a comment by the same person on the same request take turns instead of deadlocking.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`comment:${requestId}:${actor.id}`}))`);
    const current = await lockRequest(tx, requestId);
    if (!current || !canSee(actor, current)) throw notFound(NOT_FOUND_MESSAGE);
    const [version] = await tx
      .select({
        id: deliverableVersions.id,
        requestId: deliverableVersions.requestId,
        number: deliverableVersions.number,
      })
      .from(deliverableVersions)
      .where(eq(deliverableVersions.id, input.versionId));
    if (!version) throw notFound(DELIVERABLE_MESSAGES.notFound);
    if (Number(version.requestId) !== current.id) {
      // Said plainly only to someone who may see that other request; to anyone else it does not exist.
      const otherRequest = await findVisibleRequest(tx, actor, Number(version.requestId));
      if (!otherRequest) throw notFound(DELIVERABLE_MESSAGES.notFound);
      throw badRequest(PIN_MESSAGES.otherRequest);
    }
    const [file] = await tx
      .select({ id: files.id, mime: files.mime, name: files.name })
      .from(deliverableFiles)
      .innerJoin(files, eq(files.id, deliverableFiles.fileId))
      .where(and(eq(deliverableFiles.versionId, version.id), eq(deliverableFiles.fileId, fileId)));
    if (!file) throw badRequest(PIN_MESSAGES.fileNotInVersion);
    if (!isProofable(file.mime)) throw badRequest(PIN_MESSAGES.notProofable);
    if (isProofImage(file.mime) && input.page !== 1) throw badRequest(PIN_MESSAGES.imagePage);

    const [found] = await tx
      .select({
        // Deleted pins count: a number is never given to another pin.
        next: sql<number>`(select coalesce(max(p.number), 0) + 1 from ${proofPins} p where p.version_id = ${version.id})`,
        repeat: sql<number | null>`(select p.id from ${proofPins} p join ${comments} c on c.id = p.comment_id
          where p.version_id = ${version.id} and p.created_by_id = ${actor.id} and p.file_id = ${fileId}
            and p.deleted_at is null
            and p.page = ${input.page} and p.x = ${x} and p.y = ${y} and c.content = ${parsed.html}
            and p.created_at > now() - make_interval(secs => ${PIN_DUPLICATE_WINDOW_SECONDS})
          order by p.id desc limit 1)`,
      })
      .from(sql`(select 1) one`);
    if (found?.repeat) return -Number(found.repeat);

    const planned = await planComment(tx, ctx, actor, parsed, { repeatable: true });
    if (!('plan' in planned)) throw new Error('A repeatable comment has no duplicate');
    const number = Number(found!.next);
    // The notification and the e-mail say where the words point: "Pin 2 on v1 · poster.png: …".
    const label = pinLabel({ number, versionNumber: version.number, fileName: file.name, page: input.page });
    const comment = await applyComment(tx, ctx, { ...planned.plan, text: `${label}: ${planned.plan.text}` });
    const [pin] = await tx
      .insert(proofPins)
      .values({
        versionId: version.id,
        fileId,
        page: input.page,
        x: String(x),
        y: String(y),
        number,
        commentId: comment.id,
        createdById: actor.id,
      })
      .returning({ id: proofPins.id });
    return Number(pin!.id);
  });
  return { pin: await pinById(ctx.db, Math.abs(id)), duplicate: id < 0 };
}
