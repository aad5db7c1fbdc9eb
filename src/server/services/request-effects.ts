import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { AppContext, SessionUser } from '../context.ts';
import { companies, companyMembers, enterpriseOwners, requestAssignees, users } from '../db/schema/index.ts';
import { STATUS_LABELS, isRequestStatus, type RequestStatus } from '#shared/domain/request-status.ts';
import { requestPath } from '#shared/schemas/notification.ts';
import { createNotifications, type NewNotification } from './notifications.service.ts';
import { excerpt } from './sanitize.ts';
import { queueEmail, staffUsers } from '../email/outbox.ts';
import { escapeHtml, templates, type RequestInfo } from '../email/templates.ts';

/** One change to a request, as recorded in request_events and reacted to by notifications and e-mail. */
export type RequestChange =
  | { kind: 'created'; status: string }
  | { kind: 'status_changed'; from: string; to: string }
  | { kind: 'assigned'; userIds: number[]; role: 'assignee' | 'assignedTo' }
  | { kind: 'credit_changed'; from: string; to: string }
  | { kind: 'updated' };

export type RequestSnapshot = {
  id: number;
  title: string;
  status: string;
  companyId: number;
  enterpriseId: number;
  createdById: number;
  assigneeIds: number[];
  assignedToIds: number[];
};

type Recipient = { id: number; email: string };
type Facts = { status: string; companyId: number; enterpriseId: number; createdById: number };

const label = (s: string) => (isRequestStatus(s) ? STATUS_LABELS[s] : s);
export const displayName = (u: Pick<SessionUser, 'firstName' | 'lastName' | 'username'>) =>
  `${u.firstName} ${u.lastName}`.trim() || u.username;

/**
 * Of these users, the ones who may see the request (the rule of canView, as one query): nobody for a
 * deleted request, only the creator for a draft, else staff and the people of the request's company.
 * Notifications and e-mails never tell anyone about a request they cannot open.
 */
export async function visibleRecipients(
  tx: Db,
  ctx: AppContext,
  request: Facts,
  ids: Iterable<number>,
): Promise<Map<number, Recipient>> {
  const status = request.status as RequestStatus;
  let wanted = [...new Set(ids)];
  if (status === 'DELETED') wanted = [];
  if (status === 'DRAFT') wanted = wanted.filter((id) => id === request.createdById);
  if (!wanted.length) return new Map();
  const suffix = `@${ctx.env.PROVIDER_DOMAIN.trim().toLowerCase().replace(/^@/, '')}`;
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.id, wanted),
        status === 'DRAFT'
          ? undefined
          : or(
              sql`right(lower(${users.email}), ${suffix.length}) = ${suffix}`,
              sql`exists (select 1 from ${companyMembers} where ${companyMembers.userId} = ${users.id} and ${companyMembers.companyId} = ${request.companyId})`,
              sql`exists (select 1 from ${enterpriseOwners} where ${enterpriseOwners.userId} = ${users.id} and ${enterpriseOwners.enterpriseId} = ${request.enterpriseId})`,
            ),
      ),
    );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Company and creator names for e-mails (one query). */
async function requestInfo(tx: Db, request: Facts & { id: number; title: string }): Promise<RequestInfo> {
  const [row] = await tx
    .select({
      companyName: companies.name,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, request.createdById))
    .where(eq(companies.id, request.companyId));
  return {
    id: request.id,
    title: request.title,
    status: request.status,
    companyName: row?.companyName ?? '',
    creatorName: row ? displayName(row) : '',
  };
}

const requestLinkHtml = (request: { id: number; title: string; status: string }) =>
  `<a href="${escapeHtml(requestPath(request.id, request.status))}">${escapeHtml(request.title)}</a>`;

/**
 * Side effects of request changes (in-app notifications, outbox e-mails), written in the SAME
 * transaction as the change so they are never lost nor sent for a change that rolled back.
 * The request service calls it after every write.
 *
 * - created (not a draft), or a draft submitted (DRAFT → NOT_START): request_new_create to the
 *   creator; the new-request e-mail to staff when the status is NOT_START.
 * - status_changed: request_state_change (old and new status) and an e-mail (the cancel e-mail for
 *   CANCELLED) to the assignees and assignedTo users other than the actor.
 * - assigned: request_assigned_to to the newly assigned users other than the actor (and, when a
 *   draft is submitted, to the people it already had, who could not see it before).
 */
export async function applyRequestEffects(
  tx: Db,
  ctx: AppContext,
  input: { actor: SessionUser; request: RequestSnapshot; changes: RequestChange[] },
): Promise<void> {
  const { actor, request, changes } = input;
  const link = requestPath(request.id, request.status);
  const actorName = displayName(actor);
  const people = [...request.assigneeIds, ...request.assignedToIds];
  const candidates = new Set<number>([request.createdById, ...people]);
  for (const c of changes) if (c.kind === 'assigned') c.userIds.forEach((id) => candidates.add(id));
  const visible = await visibleRecipients(tx, ctx, request, candidates);
  const others = (ids: number[]) =>
    [...new Set(ids)].filter((id) => id !== actor.id).flatMap((id) => visible.get(id) ?? []);

  const notes: NewNotification[] = [];
  const note = (userId: number, type: NewNotification['type'], message: string) =>
    notes.push({ userId, fromUserId: actor.id, type, message, link, requestId: request.id });
  const assignedMessage = () =>
    `<p><strong>${escapeHtml(actorName)}</strong> assigned you to ${requestLinkHtml(request)}.</p>`;
  let info: RequestInfo | null = null;
  const mailInfo = async () => (info ??= await requestInfo(tx, request));

  const submitted = async () => {
    if (visible.has(request.createdById)) {
      note(
        request.createdById,
        'request_new_create',
        actor.id === request.createdById
          ? `<p>Your service request ${requestLinkHtml(request)} was created.</p>`
          : `<p><strong>${escapeHtml(actorName)}</strong> created the service request ${requestLinkHtml(request)} for you.</p>`,
      );
    }
    if (request.status === 'NOT_START' && ctx.env.EMAIL_ENABLED) {
      const staff = (await staffUsers(tx, ctx.env.PROVIDER_DOMAIN)).filter((u) => u.id !== actor.id);
      await queueEmail(
        tx,
        ctx,
        'request_new',
        staff.map((u) => u.email),
        templates.newRequest(ctx.env, await mailInfo(), actorName),
      );
    }
  };

  for (const change of changes) {
    if (change.kind === 'created') {
      if (change.status !== 'DRAFT' && request.status !== 'DRAFT') await submitted();
    } else if (change.kind === 'status_changed') {
      if (change.from === change.to) continue;
      if (change.from === 'DRAFT') {
        if (change.to !== 'NOT_START') continue;
        await submitted();
        // Nobody but its creator saw the draft: its people learn of it now.
        const assignedNow = new Set(changes.flatMap((c) => (c.kind === 'assigned' ? c.userIds : [])));
        for (const r of others(people.filter((id) => !assignedNow.has(id)))) {
          note(r.id, 'request_assigned_to', assignedMessage());
        }
        continue;
      }
      const to = others(people);
      for (const r of to) {
        note(
          r.id,
          'request_state_change',
          `<p><strong>${escapeHtml(actorName)}</strong> changed the status of ${requestLinkHtml(request)} from <strong>${escapeHtml(label(change.from))}</strong> to <strong>${escapeHtml(label(change.to))}</strong>.</p>`,
        );
      }
      if (to.length && ctx.env.EMAIL_ENABLED) {
        const content =
          change.to === 'CANCELLED'
            ? templates.cancelled(ctx.env, await mailInfo(), actorName)
            : templates.statusChanged(ctx.env, await mailInfo(), actorName, change.from, change.to);
        await queueEmail(
          tx,
          ctx,
          change.to === 'CANCELLED' ? 'request_cancelled' : 'request_status',
          to.map((r) => r.email),
          content,
        );
      }
    } else if (change.kind === 'assigned') {
      for (const r of others(change.userIds)) {
        note(r.id, 'request_assigned_to', assignedMessage());
      }
    }
  }
  await createNotifications(tx, notes);
}

/**
 * Side effects of a new comment or reply: comment_new_create and the comment e-mail to the request's
 * creator, assignees and assignedTo users (and, for a reply, the author of the comment replied to),
 * other than the commenter.
 */
export async function applyCommentEffects(
  tx: Db,
  ctx: AppContext,
  input: {
    actor: SessionUser;
    request: Facts & { id: number; title: string };
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
