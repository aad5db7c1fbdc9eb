import { and, asc, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commentFiles, comments, files, serviceRequests, users } from '../../db/schema/index.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { badRequest, notFound } from '#shared/errors.ts';
import { findVisibleRequest, type VisibleRequest } from '../requests/access.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../platform/cursor.ts';
import { MESSAGES, fileIdError, isUuid } from '#shared/domain/validation.ts';
import type {
  CommentCreateInput,
  CommentDto,
  CommentPage,
  CreatedCommentDto,
  ReplyDto,
} from '#shared/schemas/comment.ts';
import { publicUserColumns, type PublicUser } from '../accounts/users.ts';
import { hasVisibleText, sanitizeRichText } from '../../platform/sanitize.ts';
import { announce } from '../../platform/live-events.ts';
import { commentEffectQueries, writeCommentEffects } from './effects.ts';
import { readTogether, WriteBatch } from '../../db/write-batch.ts';
import { alias } from 'drizzle-orm/pg-core';

/**
 * Threaded comments on a request (one level of replies). Only people who may see the request may read
 * or write them; anyone else gets 404, so a request's existence is not revealed.
 */

/** An identical repeat of one's last comment on the same thread within this window is ignored. */
export const DUPLICATE_WINDOW_SECONDS = 120;
export const REQUEST_NOT_FOUND = 'Service Request not found';
export const FILES_NOT_AVAILABLE = 'One or more attached files are not available. Please upload them again.';

/** Loads the request the actor means, or 404 when it does not exist or the actor may not see it. */
export async function loadVisibleRequest(
  db: Db,
  actor: SessionUser,
  requestId: number,
): Promise<VisibleRequest> {
  const request = await findVisibleRequest(db, actor, requestId);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  return request;
}

/** File ids as the client sends them (ids or stored-file objects), validated and de-duplicated. */
export function normaliseFileIds(refs: CommentCreateInput['data']['files']): string[] {
  const ids: string[] = [];
  for (const ref of refs) {
    const id = typeof ref === 'object' && ref !== null ? ref.id : ref;
    const error = fileIdError(id);
    if (error) throw badRequest(error);
    if (!isUuid(id)) throw badRequest(MESSAGES.invalidFileId);
    ids.push(String(id).toLowerCase());
  }
  return [...new Set(ids)];
}

const commentColumns = {
  id: comments.id,
  requestId: comments.requestId,
  parentId: comments.parentId,
  content: comments.content,
  createdAt: comments.createdAt,
  updatedAt: comments.updatedAt,
  /** Exact (microsecond) sort key for the cursor; a JS Date would lose precision. */
  sortKey: sql<string>`${comments.createdAt}::text`,
  user: publicUserColumns,
};
type CommentRow = {
  id: number;
  requestId: number;
  parentId: number | null;
  content: string;
  createdAt: Date;
  updatedAt: Date;
  sortKey: string;
  user: PublicUser;
};
type FileDto = ReplyDto['files'][number];

/** Files of many comments in one query. */
async function filesOf(db: Db, commentIds: number[]): Promise<Map<number, FileDto[]>> {
  const out = new Map<number, FileDto[]>();
  if (!commentIds.length) return out;
  const rows = await db
    .select({ commentId: commentFiles.commentId, id: files.id, name: files.name, mime: files.mime })
    .from(commentFiles)
    .innerJoin(files, eq(files.id, commentFiles.fileId))
    .where(inArray(commentFiles.commentId, commentIds))
    .orderBy(asc(files.createdAt), asc(files.id));
  for (const r of rows) {
    const list = out.get(r.commentId) ?? [];
    list.push({ id: r.id, url: `/api/files/${r.id}`, name: r.name, mime: r.mime });
    out.set(r.commentId, list);
  }
  return out;
}

const toReply = (row: CommentRow, fileMap: Map<number, FileDto[]>): ReplyDto => ({
  id: row.id,
  content: row.content,
  user: row.user,
  files: fileMap.get(row.id) ?? [],
  parentId: row.parentId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The answer for a new (or real-time) comment: a reply carries newReply and parentCommentId. */
const toCreated = (row: CommentRow, fileMap: Map<number, FileDto[]>): CreatedCommentDto => ({
  ...toReply(row, fileMap),
  serviceRequest: row.requestId,
  ...(row.parentId !== null ? { newReply: true, parentCommentId: row.parentId } : { replies: [] }),
});

/** Comments by id with user and files (the real-time hub and the duplicate rule use it). */
export async function commentsByIds(db: Db, ids: number[]): Promise<Map<number, CreatedCommentDto>> {
  const out = new Map<number, CreatedCommentDto>();
  if (!ids.length) return out;
  const rows = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(inArray(comments.id, ids));
  const fileMap = await filesOf(
    db,
    rows.map((r) => r.id),
  );
  for (const r of rows) out.set(r.id, toCreated(r, fileMap));
  return out;
}

/** Ids of comments on these requests after `afterId`, oldest first (stream catch-up). */
export async function commentIdsAfter(db: Db, requestIds: number[], afterId: number, limit: number) {
  if (!requestIds.length) return [];
  const rows = await db
    .select({ id: comments.id, requestId: comments.requestId })
    .from(comments)
    .where(and(inArray(comments.requestId, requestIds), gt(comments.id, afterId)))
    .orderBy(asc(comments.id))
    .limit(limit);
  return rows;
}

export async function lastCommentId(db: Db, requestIds: number[]): Promise<number> {
  if (!requestIds.length) return 0;
  const [row] = await db
    .select({ id: max(comments.id) })
    .from(comments)
    .where(inArray(comments.requestId, requestIds));
  return row?.id ?? 0;
}

/**
 * A page of top-level comments, newest first, each with all of its replies (oldest first). Keyset
 * paging on (created_at, id); a constant number of queries whatever the page size.
 */
export async function listComments(
  db: Db,
  actor: SessionUser,
  requestId: number,
  page: { cursor?: string | undefined; limit: number },
): Promise<CommentPage> {
  const after = page.cursor ? decodeTimeCursor(page.cursor) : null;
  await loadVisibleRequest(db, actor, requestId);
  const top = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(
      and(
        eq(comments.requestId, requestId),
        isNull(comments.parentId),
        after
          ? sql`(${comments.createdAt}, ${comments.id}) < (${after.ts}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(page.limit + 1);
  const hasMore = top.length > page.limit;
  const shown = top.slice(0, page.limit);
  const topIds = shown.map((c) => c.id);
  const replies = topIds.length
    ? await db
        .select(commentColumns)
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(and(eq(comments.requestId, requestId), inArray(comments.parentId, topIds)))
        .orderBy(asc(comments.createdAt), asc(comments.id))
    : [];
  const fileMap = await filesOf(db, [...topIds, ...replies.map((r) => r.id)]);
  const repliesOf = new Map<number, ReplyDto[]>();
  for (const r of replies) {
    const list = repliesOf.get(r.parentId!) ?? [];
    list.push(toReply(r, fileMap));
    repliesOf.set(r.parentId!, list);
  }
  const data: CommentDto[] = shown.map((c) => ({
    ...toReply(c, fileMap),
    replies: repliesOf.get(c.id) ?? [],
  }));
  const last = shown.at(-1);
  return { data, cursor: hasMore && last ? encodeTimeCursor(last.sortKey, last.id) : null, hasMore };
}

const sameFiles = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Adds a comment or a reply. The content is sanitised; an empty one is refused with the spec's
 * message; an identical repeat of the author's last comment on the same thread (a double click, a
 * retried request, a post while one is submitting) answers the existing comment instead of storing a
 * second one. Serialised per request and author by a transaction-scoped advisory lock, so two
 * simultaneous identical posts store one comment. Notifications, e-mails and the real-time event
 * are written in the same transaction.
 */
export async function createComment(
  ctx: AppContext,
  actor: SessionUser,
  input: CommentCreateInput['data'],
): Promise<{ comment: CreatedCommentDto; duplicate: boolean }> {
  const requestId = typeof input.serviceRequest === 'object' ? input.serviceRequest.id : input.serviceRequest;
  const { html, text } = sanitizeRichText(input.content);
  if (!hasVisibleText(text)) throw badRequest(MESSAGES.commentEmpty);
  const fileIds = normaliseFileIds(input.files);

  return ctx.db.transaction(async (tx) => {
    const request = await loadVisibleRequest(tx, actor, requestId);
    let parentId: number | null = null;
    let parentAuthorId: number | null = null;
    if (input.parentId !== null) {
      // The comment replied to and, when it is itself a reply, its thread's top-level comment.
      const top = alias(comments, 'top');
      const [parent] = await tx
        .select({
          id: comments.id,
          parentId: comments.parentId,
          requestId: comments.requestId,
          userId: comments.userId,
          topUserId: top.userId,
        })
        .from(comments)
        .leftJoin(top, eq(top.id, comments.parentId))
        .where(eq(comments.id, input.parentId));
      if (!parent || parent.requestId !== request.id) throw notFound('Comment not found');
      // One level of replies: a reply to a reply joins the top-level comment's thread.
      parentId = parent.parentId ?? parent.id;
      parentAuthorId = parent.parentId === null ? parent.userId : parent.topUserId;
    }

    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`comment:${request.id}:${actor.id}`}))`);
    // After the lock (a statement of its own, so this one sees what a concurrent post committed):
    // the author's last comment on the thread, the effects' lookups and the author, together.
    const found = await readTogether(tx, {
      last: tx
        .select({ id: comments.id, content: comments.content })
        .from(comments)
        .where(
          and(
            eq(comments.requestId, request.id),
            parentId === null ? isNull(comments.parentId) : eq(comments.parentId, parentId),
            eq(comments.userId, actor.id),
            sql`${comments.createdAt} > now() - make_interval(secs => ${DUPLICATE_WINDOW_SECONDS})`,
          ),
        )
        .orderBy(desc(comments.id))
        .limit(1),
      author: tx.select(publicUserColumns).from(users).where(eq(users.id, actor.id)),
      ...commentEffectQueries(tx, ctx, actor, request, parentAuthorId),
    });
    const last = found.last[0] as { id: number; content: string } | undefined;
    if (last && last.content === html) {
      const existing = (await commentsByIds(tx, [last.id])).get(last.id)!;
      if (
        sameFiles(
          existing.files.map((f) => f.id),
          fileIds,
        )
      ) {
        return { comment: existing, duplicate: true };
      }
    }

    // The writes, in one statement (db/write-batch.ts): the comment, its files, the request touched,
    // the real-time event, the notifications and e-mails.
    const batch = new WriteBatch();
    const inserted = batch.rows<{ id: number; created_at: string; updated_at: string }>(
      tx
        .insert(comments)
        .values({ requestId: request.id, userId: actor.id, parentId, content: html })
        .returning({ id: comments.id, createdAt: comments.createdAt, updatedAt: comments.updatedAt }),
    );
    // Only the actor's own uploads that are not attached anywhere yet; the links only to those.
    const attached = fileIds.length
      ? batch.rows<{ id: string; name: string; mime: string; created_at: string }>(
          tx
            .update(files)
            .set({ attachedAt: sql`now()` })
            .where(and(inArray(files.id, fileIds), eq(files.uploaderId, actor.id), isNull(files.attachedAt)))
            .returning({ id: files.id, name: files.name, mime: files.mime, createdAt: files.createdAt }),
        )
      : null;
    if (attached) {
      batch.write(
        sql`insert into ${commentFiles} (${sql.identifier(commentFiles.commentId.name)}, ${sql.identifier(commentFiles.fileId.name)})
          select c.id, f.id from ${batch.from(inserted)} c cross join ${batch.from(attached)} f`,
      );
    }
    batch.write(
      tx
        .update(serviceRequests)
        .set({ updatedAt: sql`now()` })
        .where(eq(serviceRequests.id, request.id)),
    );
    // The live event, the new comment's id put in by the database.
    announce(
      batch,
      {
        t: 'c',
        c: sql`c.id`,
        r: request.id,
        f: {
          status: request.status,
          companyId: request.companyId,
          enterpriseId: request.enterpriseId,
          createdById: request.createdById,
        },
      },
      sql`${batch.from(inserted)} c`,
    );
    writeCommentEffects(
      batch,
      tx,
      ctx,
      { actor, request, comment: { text, parentId } },
      { recipients: found.recipients, info: found.info },
    );
    const written = await batch.run(tx);
    const row = written.get(inserted)[0]!;
    const fileRows = attached ? written.get(attached) : [];
    if (fileRows.length !== fileIds.length) throw badRequest(FILES_NOT_AVAILABLE);
    const author = found.author[0]!;
    const commentRow: CommentRow = {
      id: Number(row.id),
      requestId: request.id,
      parentId,
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
    return { comment: toCreated(commentRow, fileMap), duplicate: false };
  });
}
