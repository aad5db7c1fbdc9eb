import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Bind, WriteBatch } from '../../db/write-batch.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { requestAssignees } from '../../db/schema/index.ts';
import { requestPath } from '#shared/schemas/notification.ts';
import { deliver, plainText } from '../notifications/deliver.ts';
import { excerpt } from '../../platform/sanitize.ts';
import { escapeHtml, templates, withReplyHint } from '../../platform/email/templates.ts';
import { repliesEnabled, replyKeyQuery, replyToFor } from '../integrations/inbound-mail/reply-address.ts';
import {
  recipientShape,
  recipientValues,
  visibleRecipientsQuery,
  type RequestFactsRow,
} from '../requests/access.ts';
import { displayName, requestInfoQuery, requestLinkHtml, toRequestInfo } from '../requests/notices.ts';

/*
 * Side effects of a new comment or reply, in the comment's transaction: comment_new_create and the
 * comment e-mail (templates.comment in email/templates.ts) to the request's creator, assignees and
 * assignedTo users (and, for a reply, the author of the comment replied to), other than the
 * commenter, and only those who may see the request. What they read is read with the comment's
 * other lookups (one statement, `commentEffectQueries`), what they write is written with the comment
 * (parts of its write batch, `writeCommentEffects`).
 */

type CommentRequest = RequestFactsRow & { id: number; title: string };

/**
 * The effects' lookups: who hears of the comment (the assignees found in SQL), and the names for the
 * e-mail. With `bind`, built once per shape (planComment): `commentEffectShape` and
 * `commentEffectValues` give the shape's key and the values.
 */
export function commentEffectQueries(
  tx: Db,
  ctx: AppContext,
  actor: SessionUser,
  request: CommentRequest,
  parentAuthorId: number | null,
  bind?: Bind,
) {
  const b = (name: string, value: unknown) => (bind ? bind(name) : value) as number;
  const assignees = tx
    .select({ userId: requestAssignees.userId })
    .from(requestAssignees)
    .where(eq(requestAssignees.requestId, b('eRequest', request.id)));
  return {
    recipients: visibleRecipientsQuery(
      tx,
      ctx,
      request,
      recipientIds(request, parentAuthorId),
      { userIdsIn: sql`${assignees}`, except: actor.id },
      ['comment_new_create'],
      bind,
    ),
    info: ctx.env.EMAIL_ENABLED
      ? requestInfoQuery(tx, {
          createdById: b('eCreator', request.createdById),
          companyId: b('eCompany', request.companyId),
        })
      : null,
    // Reply by e-mail (issue 29): the key that signs each recipient's Reply-To.
    replyKey: replyKeyQuery(tx, ctx),
  };
}

const recipientIds = (request: CommentRequest, parentAuthorId: number | null) => [
  request.createdById,
  ...(parentAuthorId ? [parentAuthorId] : []),
];

/** What changes commentEffectQueries's text: the recipients' shape and the settings it bakes in. */
export function commentEffectShape(
  ctx: AppContext,
  actor: SessionUser,
  request: CommentRequest,
  parentAuthorId: number | null,
): string {
  const { EMAIL_ENABLED, PROVIDER_DOMAIN } = ctx.env;
  return [
    recipientShape(request, recipientIds(request, parentAuthorId), actor.id),
    EMAIL_ENABLED,
    repliesEnabled(ctx.env),
    PROVIDER_DOMAIN,
  ].join(':');
}

/** commentEffectQueries's values, for its `bind`. */
export function commentEffectValues(
  actor: SessionUser,
  request: CommentRequest,
  parentAuthorId: number | null,
): Record<string, unknown> {
  return {
    ...recipientValues(request, recipientIds(request, parentAuthorId), actor.id),
    eRequest: request.id,
    eCreator: request.createdById,
    eCompany: request.companyId,
  };
}

export function writeCommentEffects(
  batch: WriteBatch,
  tx: Db,
  ctx: AppContext,
  input: {
    actor: SessionUser;
    request: CommentRequest;
    comment: { id: number; text: string; parentId: number | null };
  },
  found: {
    recipients: Record<string, unknown>[];
    info: Record<string, unknown>[];
    replyKey?: Record<string, unknown>[];
  },
): void {
  const { actor, request, comment } = input;
  const visible = new Map(
    found.recipients.map((r) => [Number(r.id), { id: Number(r.id), email: String(r.email), prefs: r.prefs }]),
  );
  if (!visible.size) return;
  const actorName = displayName(actor);
  const isReply = comment.parentId !== null;
  const link = requestPath(request.id, request.status);
  const message = `<p><strong>${escapeHtml(actorName)}</strong> ${isReply ? 'replied to a comment' : 'commented'} on ${requestLinkHtml(request)}: “${escapeHtml(excerpt(comment.text, 120))}”</p>`;
  const to = [...visible.values()];
  deliver(batch, tx, ctx, {
    notes: to.map((r) => ({
      to: r,
      note: {
        userId: r.id,
        fromUserId: actor.id,
        type: 'comment_new_create' as const,
        message,
        link,
        requestId: request.id,
      },
    })),
    emails: ctx.env.EMAIL_ENABLED ? [commentEmail()] : [],
  });

  function commentEmail() {
    const content = templates.comment(
      ctx.env,
      toRequestInfo(request, found.info[0]),
      actorName,
      comment.text,
      isReply,
    );
    // Each recipient's own signed reply address, when replies by e-mail are on (issue 29); it names
    // the comment, so a reply by e-mail joins its thread.
    const reply = replyToFor(ctx, found.replyKey, request.id, to, comment.id);
    return {
      type: 'comment_new_create' as const,
      kind: 'comment' as const,
      to,
      content: reply ? withReplyHint(content) : content,
      ...(reply ? { perRecipient: reply } : {}),
      digest: { requestId: request.id, requestTitle: request.title, link, summary: plainText(message) },
    };
  }
}
