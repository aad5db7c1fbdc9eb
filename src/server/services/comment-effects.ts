import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { AppContext, SessionUser } from '../context.ts';
import { requestAssignees } from '../db/schema/index.ts';
import { requestPath } from '#shared/schemas/notification.ts';
import { createNotifications } from './notifications.service.ts';
import { excerpt } from './sanitize.ts';
import { queueEmail } from '../email/outbox.ts';
import { escapeHtml, templates } from '../email/templates.ts';
import { visibleRecipients, type RequestFactsRow } from './request-access.ts';
import { displayName, requestInfo, requestLinkHtml } from './request-notices.ts';

/**
 * Side effects of a new comment or reply, in the comment's transaction: comment_new_create and the
 * comment e-mail (templates.comment in email/templates.ts) to the request's creator, assignees and
 * assignedTo users (and, for a reply, the author of the comment replied to), other than the
 * commenter, and only those who may see the request.
 */
export async function applyCommentEffects(
  tx: Db,
  ctx: AppContext,
  input: {
    actor: SessionUser;
    request: RequestFactsRow & { id: number; title: string };
    comment: { id: number; text: string; parentId: number | null; parentAuthorId: number | null };
  },
): Promise<void> {
  const { actor, request, comment } = input;
  const assigned = await tx
    .selectDistinct({ userId: requestAssignees.userId })
    .from(requestAssignees)
    .where(eq(requestAssignees.requestId, request.id));
  const assignedIds = assigned.map((a) => a.userId);
  const candidates = [
    request.createdById,
    ...assignedIds,
    ...(comment.parentAuthorId ? [comment.parentAuthorId] : []),
  ];
  const visible = await visibleRecipients(
    tx,
    ctx,
    request,
    candidates.filter((id) => id !== actor.id),
  );
  if (!visible.size) return;
  const actorName = displayName(actor);
  const isReply = comment.parentId !== null;
  const link = requestPath(request.id, request.status);
  const message = `<p><strong>${escapeHtml(actorName)}</strong> ${isReply ? 'replied to a comment' : 'commented'} on ${requestLinkHtml(request)}: “${escapeHtml(excerpt(comment.text, 120))}”</p>`;
  await createNotifications(
    tx,
    [...visible.values()].map((r) => ({
      userId: r.id,
      fromUserId: actor.id,
      type: 'comment_new_create' as const,
      message,
      link,
      requestId: request.id,
    })),
  );
  if (ctx.env.EMAIL_ENABLED) {
    const info = await requestInfo(tx, request);
    await queueEmail(
      tx,
      ctx,
      'comment',
      [...visible.values()].map((r) => r.email),
      templates.comment(ctx.env, info, actorName, comment.text, isReply),
    );
  }
}
