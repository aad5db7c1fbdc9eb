import crypto from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { readTogetherShaped, type Bind } from '../../db/write-batch.ts';
import { comments, files, users } from '../../db/schema/index.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { badRequest, notFound } from '#shared/errors.ts';
import { MESSAGES, fileIdError, isUuid } from '#shared/domain/validation.ts';
import type { CommentCreateInput, CreatedCommentDto } from '#shared/schemas/comment.ts';
import { hasVisibleText, inlineFileIds, sanitizeRichText } from '../../platform/sanitize.ts';
import { visibleInlineFiles } from '../uploads/inline.ts';
import { publicUserColumns } from '../accounts/users.ts';
import type { VisibleRequest } from '../requests/access.ts';
import { commentEffectQueries, commentEffectShape, commentEffectValues } from './effects.ts';
import { commentsByIds, loadVisibleRequest, threadNewestFirst } from './queries.ts';

/** An identical repeat of one's last comment on the same thread within this window is ignored. */
export const DUPLICATE_WINDOW_SECONDS = 120;
/**
 * The author's last comment on a thread within the repeat window (`requestId`, `actorId` and, for a
 * reply, `threadId` bound): the thread read newest first, stopping at the author's comment.
 */
export function lastOwnCommentQuery(tx: Db, thread: 'top' | 'reply', bind: Bind) {
  return tx
    .select({ id: comments.id, content: comments.content })
    .from(comments)
    .where(
      and(
        eq(comments.requestId, bind('requestId') as number),
        thread === 'top' ? isNull(comments.parentId) : eq(comments.parentId, bind('threadId') as number),
        eq(comments.userId, bind('actorId') as number),
        sql`${comments.createdAt} > now() - make_interval(secs => ${DUPLICATE_WINDOW_SECONDS})`,
      ),
    )
    .orderBy(...threadNewestFirst)
    .limit(1);
}

export const FILES_NOT_AVAILABLE = 'One or more attached files are not available. Please upload them again.';

/** What the client sent, checked without the database: sanitised content, file ids. */
export type CommentInput = {
  requestId: number;
  parentId: number | null;
  html: string;
  text: string;
  fileIds: string[];
  /**
   * Our own files the HTML shows inline (sanitize.ts `inlineFileIds`); planComment keeps those the
   * author may see, and apply.ts records them (schema/comments.ts `commentInlineFiles`).
   */
  inlineFileIds: string[];
};

/** What a new comment writes, all of it known before the first write (apply.ts writes it). */
export type CommentPlan = CommentInput & {
  actor: SessionUser;
  request: VisibleRequest;
  /** The thread's top-level comment (a reply to a reply joins it), or null. */
  threadId: number | null;
  /**
   * The new comment's id, taken from its sequence with the plan's reads: its e-mails, written in the
   * same statement as the comment, name it in their reply addresses (a reply by e-mail joins its thread).
   */
  id: number;
  author: Record<string, unknown>;
  effects: {
    recipients: Record<string, unknown>[];
    info: Record<string, unknown>[];
    replyKey: Record<string, unknown>[];
  };
};

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

/** The content sanitised (an empty one refused with the spec's message) and the file ids checked. */
export function readCommentInput(input: CommentCreateInput['data']): CommentInput {
  const requestId = typeof input.serviceRequest === 'object' ? input.serviceRequest.id : input.serviceRequest;
  const { html, text } = sanitizeRichText(input.content);
  if (!hasVisibleText(text)) throw badRequest(MESSAGES.commentEmpty);
  return {
    requestId,
    parentId: input.parentId,
    html,
    text,
    fileIds: normaliseFileIds(input.files),
    inlineFileIds: inlineFileIds(html),
  };
}

const sameFiles = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Reads, permission and validation of a new comment; writes nothing. The request must be visible
 * (else 404), the comment replied to on it; then, serialised per request, author and content by a
 * transaction-scoped advisory lock (so two simultaneous identical posts store one comment, while
 * different comments, even by one person on one busy request, never wait for each other), one
 * statement reads the author's last comment on the thread, the author, the effects' lookups, the
 * files offered and the new comment's id. An identical repeat of that last comment (a double click, a retried request)
 * answers it as `duplicate`; files that are not the author's own unattached uploads are refused.
 * `repeatable`: no duplicate rule (a proofing pin's comment: two pins may say the same words; the
 * pins module has its own rule, by position).
 */
export async function planComment(
  tx: Db,
  ctx: AppContext,
  actor: SessionUser,
  input: CommentInput,
  options: { repeatable?: boolean } = {},
): Promise<{ duplicate: CreatedCommentDto } | { plan: CommentPlan }> {
  // Only an identical post can be a repeat, so only identical posts need to take turns: the lock is
  // taken with the request's lookup (one statement), before the duplicate check reads.
  const sameness = crypto
    .createHash('sha1')
    .update(input.html)
    .update('\0')
    .update([...input.fileIds].sort().join())
    .digest('base64');
  const request = await loadVisibleRequest(
    tx,
    actor,
    input.requestId,
    `comment:${input.requestId}:${actor.id}:${sameness}`,
  );
  let threadId: number | null = null;
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
    threadId = parent.parentId ?? parent.id;
    parentAuthorId = parent.parentId === null ? parent.userId : parent.topUserId;
  }

  // After the lock (a statement of its own, so this one sees what a concurrent post committed).
  // Built once per shape (db/write-batch.ts): the key holds what changes its text.
  const { fileIds } = input;
  const found = await readTogetherShaped(
    tx,
    [
      'comment-plan',
      options.repeatable ? 'repeatable' : threadId === null ? 'top' : 'reply',
      fileIds.length,
      commentEffectShape(ctx, actor, request, parentAuthorId),
    ].join(':'),
    (bind) => ({
      last: options.repeatable ? null : lastOwnCommentQuery(tx, threadId === null ? 'top' : 'reply', bind),
      id: sql`select nextval(pg_get_serial_sequence('comments', 'id')) as id`,
      author: tx
        .select(publicUserColumns)
        .from(users)
        .where(eq(users.id, bind('actorId') as number)),
      available: fileIds.length
        ? tx
            .select({ id: files.id })
            .from(files)
            .where(
              and(
                inArray(
                  files.id,
                  fileIds.map((_, i) => bind(`file${i}`) as string),
                ),
                eq(files.uploaderId, bind('actorId') as number),
                isNull(files.attachedAt),
              ),
            )
        : null,
      ...commentEffectQueries(tx, ctx, actor, request, parentAuthorId, bind),
    }),
    {
      requestId: request.id,
      threadId,
      actorId: actor.id,
      ...Object.fromEntries(fileIds.map((id, i) => [`file${i}`, id])),
      ...commentEffectValues(actor, request, parentAuthorId),
    },
  );
  const last = found.last[0] as { id: number; content: string } | undefined;
  if (last && last.content === input.html) {
    const existing = (await commentsByIds(tx, [last.id])).get(last.id)!;
    if (
      sameFiles(
        existing.files.map((f) => f.id),
        input.fileIds,
      )
    ) {
      return { duplicate: existing };
    }
  }
  // Only the author's own uploads that are not attached anywhere yet.
  if (found.available.length !== input.fileIds.length) throw badRequest(FILES_NOT_AVAILABLE);
  // Pictures of our own files shown inline: recorded only when the author may see them (uploads/inline.ts;
  // a rare case, the editor inlines pasted pictures as data: URLs).
  const inline = input.inlineFileIds.length
    ? await visibleInlineFiles(tx, actor, request.id, input.html, input.fileIds)
    : [];
  return {
    plan: {
      ...input,
      inlineFileIds: inline,
      actor,
      request,
      threadId,
      id: Number(found.id[0]!.id),
      author: found.author[0]!,
      effects: { recipients: found.recipients, info: found.info, replyKey: found.replyKey },
    },
  };
}
