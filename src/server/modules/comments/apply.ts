import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { WriteBatch } from '../../db/write-batch.ts';
import { commentFiles, commentInlineFiles, comments, files, serviceRequests } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '#shared/errors.ts';
import type { CreatedCommentDto } from '#shared/schemas/comment.ts';
import { announce, eventFacts } from '../../platform/live-events.ts';
import { writeCommentEffects } from './effects.ts';
import { queueWebhookEvents } from '../integrations/webhooks/queue.ts';
import { attachInlineSql } from '../uploads/inline.ts';
import { FILES_NOT_AVAILABLE, type CommentPlan } from './plan.ts';
import { toCreated, type CommentRow, type FileDto } from './queries.ts';

/**
 * Writes a planned comment as ONE statement (db/write-batch.ts): the comment, its files attached,
 * the request touched, the live event (its id put in by the database), the notifications and
 * e-mails (effects.ts). Answers the comment as a read would.
 */
export async function applyComment(tx: Db, ctx: AppContext, plan: CommentPlan): Promise<CreatedCommentDto> {
  const { actor, request, threadId, html, fileIds, inlineFileIds } = plan;
  // The notifications and e-mails vary with who hears of it: a batch of their own, sent with the rest.
  const effects = new WriteBatch('e');
  writeCommentEffects(
    effects,
    tx,
    ctx,
    { actor, request, comment: { id: plan.id, text: plan.text, parentId: threadId } },
    plan.effects,
  );
  // A draft's comments are its author's alone; webhooks hear of a request's comments once it is submitted.
  const webhooks = request.status !== 'DRAFT';
  // The rest is built once per shape (db/write-batch.ts); the key holds what changes its text.
  const { refs, written } = await WriteBatch.runShaped(
    tx,
    `comment:${fileIds.length}:${inlineFileIds.length}:${webhooks}`,
    (batch, bind) => {
      const int = (name: string) => bind(name) as number;
      const inserted = batch.rows<{ id: number; created_at: string; updated_at: string }>(
        tx
          .insert(comments)
          // The id the plan took from the sequence (its e-mails name it).
          .overridingSystemValue()
          .values({
            id: int('id'),
            requestId: int('requestId'),
            userId: int('actorId'),
            parentId: int('threadId'),
            content: bind('html') as string,
          })
          .returning({ id: comments.id, createdAt: comments.createdAt, updatedAt: comments.updatedAt }),
      );
      // The plan found these files free; the same condition here keeps a concurrent post from taking them.
      const attached = fileIds.length
        ? batch.rows<{ id: string; name: string; mime: string; created_at: string }>(
            tx
              .update(files)
              .set({ attachedAt: sql`now()` })
              .where(
                and(
                  inArray(
                    files.id,
                    fileIds.map((_, i) => bind(`file${i}`) as string),
                  ),
                  eq(files.uploaderId, int('actorId')),
                  isNull(files.attachedAt),
                ),
              )
              .returning({ id: files.id, name: files.name, mime: files.mime, createdAt: files.createdAt }),
          )
        : null;
      if (attached) {
        batch.write(
          sql`insert into ${commentFiles} (${sql.identifier(commentFiles.commentId.name)}, ${sql.identifier(commentFiles.fileId.name)})
            select c.id, f.id from ${batch.from(inserted)} c cross join ${batch.from(attached)} f`,
        );
      }
      // The files it shows inline (plan.ts kept those its author may see): referenced while it shows
      // them, and attached (uploads/inline.ts).
      if (inlineFileIds.length) {
        const inline = inlineFileIds.map((_, i) => bind(`inline${i}`) as string);
        batch.write(
          sql`insert into ${commentInlineFiles} (${sql.identifier(commentInlineFiles.commentId.name)}, ${sql.identifier(commentInlineFiles.fileId.name)})
            select c.id, ${files.id} from ${batch.from(inserted)} c cross join ${files} where ${inArray(files.id, inline)}`,
        );
        batch.write(attachInlineSql(inline));
      }
      // The request's "last change" follows its comments, but a comment never waits for the request's
      // row: when another write holds it (another comment on a busy request, a save), that write sets the
      // time itself, milliseconds apart, and this one skips the touch instead of queueing behind it.
      batch.write(
        sql`update ${serviceRequests} set ${sql.identifier(serviceRequests.updatedAt.name)} = now()
          where ${serviceRequests.id} = (select ${serviceRequests.id} from ${serviceRequests} where ${serviceRequests.id} = ${bind('requestId')} for update skip locked)`,
      );
      announce(
        batch,
        {
          t: 'c',
          c: sql`c.id`,
          r: sql`${bind('requestId')}::bigint`,
          f: sql`${bind('facts')}::json`,
        },
        sql`${batch.from(inserted)} c`,
      );
      if (webhooks) {
        queueWebhookEvents(
          batch,
          [
            {
              type: 'comment.created',
              enterpriseId: int('enterpriseId'),
              requestId: int('requestId'),
              subjectId: sql`s.id`,
            },
          ],
          batch.from(inserted),
        );
      }
      return { inserted, attached };
    },
    {
      id: plan.id,
      requestId: request.id,
      actorId: actor.id,
      threadId,
      html,
      enterpriseId: request.enterpriseId,
      facts: JSON.stringify(eventFacts(request)),
      ...Object.fromEntries(fileIds.map((id, i) => [`file${i}`, id])),
      ...Object.fromEntries(inlineFileIds.map((id, i) => [`inline${i}`, id])),
    },
    effects,
  );
  const { inserted, attached } = refs;
  const row = written.get(inserted)[0]!;
  const fileRows = attached ? written.get(attached) : [];
  // Another request's post took a file between the plan and now: nothing of this one stays.
  if (fileRows.length !== fileIds.length) throw badRequest(FILES_NOT_AVAILABLE);
  const author = plan.author;
  const commentRow: CommentRow = {
    id: Number(row.id),
    requestId: request.id,
    parentId: threadId,
    content: html,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    sortKey: row.created_at,
    user: {
      id: Number(author.id),
      username: author.username as string,
      email: author.email as string,
      firstName: author.first_name as string,
      lastName: author.last_name as string,
      profileImage: (author.profile_image as string | null) ?? null,
    },
    // Whoever may comment on the request is in its team.
    authorLeftTeam: false,
  };
  // Files in the order a read lists them (created_at, then id).
  const sorted = [...fileRows].sort((a, b) =>
    a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : a.created_at < b.created_at ? -1 : 1,
  );
  const fileMap = new Map<number, FileDto[]>(
    sorted.length
      ? [
          [
            commentRow.id,
            sorted.map((f) => ({ id: f.id, url: `/api/files/${f.id}`, name: f.name, mime: f.mime })),
          ],
        ]
      : [],
  );
  return toCreated(commentRow, fileMap);
}
