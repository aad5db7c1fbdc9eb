import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readTogether, WriteBatch } from '../../db/write-batch.ts';
import {
  deliverableFiles,
  deliverableInlineFiles,
  deliverableVersions,
  files,
  serviceRequests,
} from '../../db/schema/index.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { AppError, badRequest, forbidden, notFound } from '#shared/errors.ts';
import { DELIVERABLE_MESSAGES, canDeliver, takesDeliveries } from '#shared/domain/deliverables.ts';
import type { DeliverInput, DeliverableVersionDto } from '#shared/schemas/deliverables.ts';
import { hasVisibleText, sanitizeRichText } from '../../platform/sanitize.ts';
import { canSee, factsOf } from '../requests/access.ts';
import { lockRequest } from '../requests/lock.ts';
import { normaliseFileIds } from '../comments/plan.ts';
import { attachInlineSql, visibleInlineFiles } from '../uploads/inline.ts';
import { deliveredEffectQueries, writeDeliverableEffects } from './effects.ts';
import { versionsByIds } from './queries.ts';
import { NOT_FOUND_MESSAGE } from '../requests/messages.ts';

/** A repeat of one's last delivery (same note, links and files) within this window is the same one. */
export const DUPLICATE_WINDOW_SECONDS = 120;

type Link = { url: string; label?: string };
type DeliveryInput = { html: string; text: string; links: Link[]; fileIds: string[] };

/** The body checked without the database: note sanitised as a comment's, files, links; not empty. */
export function readDeliveryInput(input: DeliverInput['data']): DeliveryInput {
  const sanitized = sanitizeRichText(input.note);
  const hasNote = hasVisibleText(sanitized.text);
  const fileIds = normaliseFileIds(input.files);
  const links = input.links.map((l): Link => (l.label ? { url: l.url, label: l.label } : { url: l.url }));
  if (!hasNote && !fileIds.length && !links.length) throw badRequest(DELIVERABLE_MESSAGES.empty);
  return { html: hasNote ? sanitized.html : '', text: hasNote ? sanitized.text : '', links, fileIds };
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * POST /api/service-requests/:id/deliverables: staff deliver the next version (v1, v2, …). In one
 * transaction: the request row locked (lock.ts; so two staff delivering at once get v1 and v2, the
 * second numbering after the first commits), then ONE read (the last version, the files offered, the
 * effects' lookups), then ONE write batch (the version, its files attached in order, the request
 * touched, "New version ready for review" to the customer side and its e-mails). A repeat of the
 * actor's last delivery (a double click, a retry) answers it, unchanged, as `duplicate`.
 */
export async function deliverVersion(
  ctx: AppContext,
  actor: SessionUser,
  requestId: number,
  body: DeliverInput['data'],
): Promise<{ version: DeliverableVersionDto; duplicate: boolean }> {
  const id = await ctx.db.transaction(async (tx) => {
    const current = await lockRequest(tx, requestId);
    if (!current || !canSee(actor, current)) throw notFound(NOT_FOUND_MESSAGE);
    const facts = factsOf(current);
    if (!canDeliver(actor, facts)) throw forbidden(DELIVERABLE_MESSAGES.staffOnly);
    const input = readDeliveryInput(body);
    if (!takesDeliveries(facts)) throw new AppError('CONFLICT', DELIVERABLE_MESSAGES.notDeliverable);
    const request = { ...current, ...facts };
    return writeVersion(tx, ctx, actor, request, input);
  });
  const [version] = await versionsByIds(ctx.db, [Math.abs(id)]);
  return { version: version!, duplicate: id < 0 };
}

/** The reads and the write batch of a delivery; answers the version's id (negative: a duplicate). */
async function writeVersion(
  tx: Db,
  ctx: AppContext,
  actor: SessionUser,
  request: ReturnType<typeof factsOf> & { id: number; title: string },
  input: DeliveryInput,
): Promise<number> {
  // readTogether answers rows as JSON keyed by column name (snake case; computed columns by alias).
  const found = await readTogether(tx, {
    last: tx
      .select({
        id: deliverableVersions.id,
        number: deliverableVersions.number,
        note: deliverableVersions.note,
        links: deliverableVersions.links,
        reviewState: deliverableVersions.reviewState,
        recent: sql<boolean>`${deliverableVersions.deliveredById} = ${actor.id}
          and ${deliverableVersions.deliveredAt} > now() - make_interval(secs => ${DUPLICATE_WINDOW_SECONDS})`.as(
          'recent',
        ),
        fileIds: sql<string[]>`(select coalesce(json_agg(df.file_id order by df.position), '[]'::json)
          from deliverable_files df where df.version_id = ${deliverableVersions.id})`.as('file_ids'),
      })
      .from(deliverableVersions)
      .where(eq(deliverableVersions.requestId, request.id))
      .orderBy(desc(deliverableVersions.number))
      .limit(1),
    available: input.fileIds.length
      ? tx
          .select({ id: files.id })
          .from(files)
          .where(
            and(inArray(files.id, input.fileIds), eq(files.uploaderId, actor.id), isNull(files.attachedAt)),
          )
      : null,
    ...deliveredEffectQueries(tx, ctx, actor, request),
  });
  const last = found.last[0] as
    | {
        id: number;
        number: number;
        note: string;
        links: Link[];
        review_state: string;
        recent: boolean;
        file_ids: string[];
      }
    | undefined;
  // A repeat (a double click, a retry) comes before anyone reviewed the version it repeats: once the
  // customer has answered it, the same note and links (a Figma or Drive link keeps its address) are
  // the next version, delivered again.
  if (
    last?.recent &&
    last.review_state === 'awaiting' &&
    last.note === input.html &&
    JSON.stringify(last.links) === JSON.stringify(input.links) &&
    sameList(last.file_ids, input.fileIds)
  ) {
    return -Number(last.id);
  }
  // Only the actor's own uploads that are not attached anywhere yet (unknown or foreign ids: 400).
  if (found.available.length !== input.fileIds.length) {
    throw badRequest(DELIVERABLE_MESSAGES.filesNotAvailable);
  }
  const number = (last?.number ?? 0) + 1;
  // Pictures of our own files its note shows inline: referenced while it shows them (uploads/inline.ts).
  const inline = input.html ? await visibleInlineFiles(tx, actor, request.id, input.html, input.fileIds) : [];
  const batch = new WriteBatch();
  const inserted = batch.rows<{ id: number }>(
    tx
      .insert(deliverableVersions)
      .values({
        requestId: request.id,
        number,
        note: input.html,
        links: input.links,
        deliveredById: actor.id,
      })
      .returning({ id: deliverableVersions.id }),
  );
  // The plan found these files free; the same condition here keeps a concurrent post from taking them.
  const attached = input.fileIds.length
    ? batch.rows<{ id: string }>(
        tx
          .update(files)
          .set({ attachedAt: sql`now()` })
          .where(
            and(inArray(files.id, input.fileIds), eq(files.uploaderId, actor.id), isNull(files.attachedAt)),
          )
          .returning({ id: files.id }),
      )
    : null;
  if (attached) {
    const order = sql`array[${sql.join(
      input.fileIds.map((f) => sql`${f}`),
      sql`, `,
    )}]::uuid[]`;
    batch.write(
      sql`insert into ${deliverableFiles} (${sql.identifier(deliverableFiles.versionId.name)}, ${sql.identifier(deliverableFiles.fileId.name)}, ${sql.identifier(deliverableFiles.position.name)})
        select v.id, f.id, array_position(${order}, f.id) from ${batch.from(inserted)} v cross join ${batch.from(attached)} f`,
    );
  }
  if (inline.length) {
    batch.write(
      sql`insert into ${deliverableInlineFiles} (${sql.identifier(deliverableInlineFiles.versionId.name)}, ${sql.identifier(deliverableInlineFiles.fileId.name)})
        select v.id, ${files.id} from ${batch.from(inserted)} v cross join ${files} where ${inArray(files.id, inline)}`,
    );
    batch.write(attachInlineSql(inline));
  }
  batch.write(
    tx
      .update(serviceRequests)
      .set({ updatedAt: sql`now()` })
      .where(eq(serviceRequests.id, request.id)),
  );
  writeDeliverableEffects(
    batch,
    tx,
    ctx,
    {
      actor,
      request,
      version: inserted,
      event: {
        kind: 'ready',
        number,
        noteText: input.text,
        fileCount: input.fileIds.length,
        linkCount: input.links.length,
      },
    },
    { recipients: found.recipients, info: found.info, replyKey: found.replyKey },
  );
  const written = await batch.run(tx);
  // Another post took a file between the read and now: nothing of this one stays.
  if (attached && written.get(attached).length !== input.fileIds.length) {
    throw badRequest(DELIVERABLE_MESSAGES.filesNotAvailable);
  }
  return Number(written.get(inserted)[0]!.id);
}
