import { and, asc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commentFiles, comments, files, users } from '../../db/schema/index.ts';
import type { SessionUser } from '../../context.ts';
import { notFound } from '#shared/errors.ts';
import type { CommentPinDto, CreatedCommentDto, ReplyDto } from '#shared/schemas/comment.ts';
import { findVisibleRequest, type VisibleRequest } from '../requests/access.ts';
import { publicUserColumns, type PublicUser } from '../accounts/users.ts';
import { leftTeamSql } from '../team/left-team.ts';
import { NOT_FOUND_MESSAGE } from '../requests/messages.ts';

/**
 * Reads of comments shared by the use cases and the event stream. Threaded comments on a request
 * (one level of replies); only people who may see the request may read or write them, anyone else
 * gets 404, so a request's existence is not revealed.
 */

/**
 * A thread's comments newest first (the request's top level, or one comment's replies), in
 * comments_request_idx's own order (request_id, parent_id, created_at desc nulls last, id desc nulls
 * last), parent_id included: PostgreSQL does not take `parent_id is null` as fixing the column, so an
 * order by the time alone (or by id) sorted every comment of the thread before a limit, a cost that
 * grew with a busy request (9 ms for the repeat check at 6,000 comments, 27 ms for the list's first
 * page at 6,600); in this order a query reads the rows it returns and stops.
 */
export const threadNewestFirst = [
  comments.parentId,
  sql`${comments.createdAt} desc nulls last`,
  sql`${comments.id} desc nulls last`,
] as const;

export const REQUEST_NOT_FOUND = NOT_FOUND_MESSAGE;

/** Loads the request the actor means, or 404 when it does not exist or the actor may not see it. */
export async function loadVisibleRequest(
  db: Db,
  actor: SessionUser,
  requestId: number,
  /** An advisory lock taken in the same statement (findVisibleRequest). */
  lock?: string,
): Promise<VisibleRequest> {
  const request = await findVisibleRequest(db, actor, requestId, lock);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  return request;
}

export const commentColumns = {
  id: comments.id,
  requestId: comments.requestId,
  parentId: comments.parentId,
  content: comments.content,
  createdAt: comments.createdAt,
  updatedAt: comments.updatedAt,
  /** Exact (microsecond) sort key for the cursor; a JS Date would lose precision. */
  sortKey: sql<string>`${comments.createdAt}::text`,
  user: publicUserColumns,
  /** The author is no longer in the request's enterprise (issue 26): the thread marks their name. */
  authorLeftTeam: leftTeamSql(
    users,
    sql`(select sr.enterprise_id from service_requests sr where sr.id = ${comments.requestId})`,
  ),
  /**
   * The proofing pin this comment holds the words of (issue 27), through proof_pins' comment index;
   * none once the pin is deleted (its words stay as an ordinary comment).
   */
  pin: sql<CommentPinDto | null>`(select json_build_object('id', pp.id, 'number', pp.number,
    'versionId', pp.version_id, 'versionNumber', dv.number, 'fileId', pp.file_id, 'fileName', pf.name,
    'page', pp.page)
    from proof_pins pp join deliverable_versions dv on dv.id = pp.version_id join files pf on pf.id = pp.file_id
    where pp.comment_id = ${comments.id} and pp.deleted_at is null limit 1)`,
};
export type CommentRow = {
  id: number;
  requestId: number;
  parentId: number | null;
  content: string;
  createdAt: Date;
  updatedAt: Date;
  sortKey: string;
  user: PublicUser;
  authorLeftTeam: boolean;
  pin?: CommentPinDto | null;
};
export type FileDto = ReplyDto['files'][number];

/** Files of many comments in one query. */
export async function filesOf(db: Db, commentIds: number[]): Promise<Map<number, FileDto[]>> {
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

export const toReply = (row: CommentRow, fileMap: Map<number, FileDto[]>): ReplyDto => ({
  id: row.id,
  content: row.content,
  user: row.authorLeftTeam ? { ...row.user, leftTeam: true } : row.user,
  files: fileMap.get(row.id) ?? [],
  parentId: row.parentId,
  ...(row.pin ? { pin: { ...row.pin, id: Number(row.pin.id), versionId: Number(row.pin.versionId) } } : {}),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The answer for a new (or real-time) comment: a reply carries newReply and parentCommentId. */
export const toCreated = (row: CommentRow, fileMap: Map<number, FileDto[]>): CreatedCommentDto => ({
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
