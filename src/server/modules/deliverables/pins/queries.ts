import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  comments,
  deliverableVersions,
  files,
  proofPins,
  serviceRequests as sr,
  users,
} from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../context.ts';
import { notFound } from '#shared/errors.ts';
import { PIN_MESSAGES } from '#shared/domain/proofing.ts';
import type { ReplyDto } from '#shared/schemas/comment.ts';
import type { PinDto } from '#shared/schemas/proofing.ts';
import type { UserDto } from '#shared/schemas/user.ts';
import { canSee, factsColumns, factsOf, type VisibleRequest } from '../../requests/access.ts';
import { commentColumns, filesOf, toReply } from '../../comments/queries.ts';
import { userJson } from '../queries.ts';

/*
 * Reads of proofing pins shared by the use cases: pins with their version, file, words (the
 * comment), author, resolution and replies. Only people who may see the request read them; anyone
 * else gets 404, so neither the request nor its pins are revealed.
 */

const author = alias(users, 'pin_author');
const resolver = alias(users, 'pin_resolver');

const pinColumns = {
  id: proofPins.id,
  requestId: deliverableVersions.requestId,
  versionId: proofPins.versionId,
  versionNumber: deliverableVersions.number,
  number: proofPins.number,
  fileId: proofPins.fileId,
  fileName: files.name,
  fileMime: files.mime,
  page: proofPins.page,
  x: proofPins.x,
  y: proofPins.y,
  commentId: proofPins.commentId,
  content: comments.content,
  createdAt: proofPins.createdAt,
  resolvedAt: proofPins.resolvedAt,
  author: userJson(author),
  resolvedBy: userJson(resolver),
};

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** Pins matching `where`, by version then number, with the replies to their comments (two statements). */
async function selectPins(db: Db, where: SQL | undefined): Promise<PinDto[]> {
  const rows = await db
    .select(pinColumns)
    .from(proofPins)
    .innerJoin(deliverableVersions, eq(deliverableVersions.id, proofPins.versionId))
    .innerJoin(files, eq(files.id, proofPins.fileId))
    .leftJoin(comments, eq(comments.id, proofPins.commentId))
    .leftJoin(author, eq(author.id, proofPins.createdById))
    .leftJoin(resolver, eq(resolver.id, proofPins.resolvedById))
    .where(where)
    .orderBy(asc(deliverableVersions.number), asc(proofPins.number));
  const commentIds = rows.flatMap((r) => (r.commentId === null ? [] : [Number(r.commentId)]));
  const replies = commentIds.length
    ? await db
        .select(commentColumns)
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(inArray(comments.parentId, commentIds))
        .orderBy(asc(comments.createdAt), asc(comments.id))
    : [];
  const fileMap = await filesOf(
    db,
    replies.map((r) => r.id),
  );
  const repliesOf = new Map<number, ReplyDto[]>();
  for (const r of replies) {
    const list = repliesOf.get(r.parentId!) ?? [];
    list.push(toReply(r, fileMap));
    repliesOf.set(r.parentId!, list);
  }
  return rows.map((r) => ({
    id: Number(r.id),
    requestId: Number(r.requestId),
    versionId: Number(r.versionId),
    versionNumber: r.versionNumber,
    number: r.number,
    fileId: r.fileId,
    fileName: r.fileName,
    fileMime: r.fileMime,
    page: r.page,
    x: Number(r.x),
    y: Number(r.y),
    commentId: r.commentId === null ? null : Number(r.commentId),
    content: r.content ?? '',
    author: r.author as UserDto | null,
    createdAt: iso(r.createdAt),
    resolvedAt: r.resolvedAt ? iso(r.resolvedAt) : null,
    resolvedBy: r.resolvedBy as UserDto | null,
    replies: r.commentId === null ? [] : (repliesOf.get(Number(r.commentId)) ?? []),
  }));
}

/** A request's pins (all versions, or one), by version then number; deleted ones are not. */
export const pinsOfRequest = (db: Db, requestId: number, versionId?: number) =>
  selectPins(
    db,
    and(
      eq(deliverableVersions.requestId, requestId),
      isNull(proofPins.deletedAt),
      versionId === undefined ? undefined : eq(proofPins.versionId, versionId),
    ),
  );

/** One pin as the API answers it (deleted or not: the use cases say which they answer). */
export const pinById = async (db: Db, pinId: number): Promise<PinDto> =>
  (await selectPins(db, eq(proofPins.id, pinId)))[0]!;

/** What the pin use cases check before they act: its request, author, place, file and replies. */
export type VisiblePin = {
  pinId: number;
  commentId: number | null;
  authorId: number | null;
  fileMime: string;
  page: number;
  x: number;
  y: number;
  deleted: boolean;
  /** Who replied to its comment. */
  replyAuthorIds: number[];
  request: VisibleRequest;
};

/**
 * A pin, its comment and its request's facts, or 404 when it does not exist or the actor may not see
 * it (one statement). A deleted pin is 404 "This pin was deleted." to someone who may see its request,
 * unless `deleted: true` (deleting it again answers it).
 */
export async function loadVisiblePin(
  db: Db,
  actor: SessionUser,
  pinId: number,
  opts: { deleted?: boolean } = {},
): Promise<VisiblePin> {
  const [row] = await db
    .select({
      pinId: proofPins.id,
      commentId: proofPins.commentId,
      authorId: proofPins.createdById,
      fileMime: files.mime,
      page: proofPins.page,
      x: proofPins.x,
      y: proofPins.y,
      deletedAt: proofPins.deletedAt,
      replyAuthorIds: sql<number[]>`array(select distinct rc.user_id from ${comments} rc
        where rc.parent_id = ${proofPins.commentId} and rc.user_id is not null)`,
      request: factsColumns,
    })
    .from(proofPins)
    .innerJoin(deliverableVersions, eq(deliverableVersions.id, proofPins.versionId))
    .innerJoin(files, eq(files.id, proofPins.fileId))
    .innerJoin(sr, eq(sr.id, deliverableVersions.requestId))
    .where(eq(proofPins.id, pinId));
  if (!row || !canSee(actor, row.request)) throw notFound(PIN_MESSAGES.notFound);
  if (row.deletedAt && !opts.deleted) throw notFound(PIN_MESSAGES.deleted);
  return {
    pinId: Number(row.pinId),
    commentId: row.commentId === null ? null : Number(row.commentId),
    authorId: row.authorId,
    fileMime: row.fileMime,
    page: row.page,
    x: Number(row.x),
    y: Number(row.y),
    deleted: row.deletedAt !== null,
    replyAuthorIds: (row.replyAuthorIds ?? []).map(Number),
    request: { ...row.request, ...factsOf(row.request) },
  };
}
