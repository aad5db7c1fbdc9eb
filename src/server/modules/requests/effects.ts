import type { Db } from '../../db/client.ts';
import { readTogether, WriteBatch } from '../../db/write-batch.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { requestPath } from '#shared/schemas/notification.ts';
import { createNotifications, type NewNotification } from '../notifications/notifications.ts';
import { queueEmail, staffUsersQuery, type EmailKind } from '../../platform/email/outbox.ts';
import {
  escapeHtml,
  templates,
  withReplyHint,
  type EmailContent,
  type RequestInfo,
} from '../../platform/email/templates.ts';
import { replyKeyQuery, replyToFor } from '../integrations/inbound-mail/reply-address.ts';
import { visibleRecipientsQuery } from './access.ts';
import { queueWebhookEvents, type WebhookEventInput } from '../integrations/webhooks/queue.ts';
import { displayName, requestInfoQuery, requestLinkHtml, statusLabel, toRequestInfo } from './notices.ts';

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
type EffectsInput = { actor: SessionUser; request: RequestSnapshot; changes: RequestChange[] };

/** What the effects read from the database, looked up before the write takes its locks. */
export type EffectLookups = {
  visible: Map<number, Recipient>;
  /** Staff to e-mail about a new request (empty unless one is submitted and e-mail is on). */
  staff: Recipient[];
  /** Names for e-mails (null when no e-mail is sent). */
  info: RequestInfo | null;
  /** The key of the recipients' reply addresses (reply by e-mail, issue 29); empty when off. */
  replyKey?: Record<string, unknown>[];
};

/** A draft submitted or a request created submitted: these tell the creator and staff. */
const isSubmission = (change: RequestChange, status: string) =>
  (change.kind === 'created' && change.status !== 'DRAFT' && status !== 'DRAFT') ||
  (change.kind === 'status_changed' && change.from === 'DRAFT' && change.to === 'NOT_START');

const peopleOf = (request: RequestSnapshot) => [...request.assigneeIds, ...request.assignedToIds];

/**
 * Everything the effects need to read (who may see the request, the staff, the names), in ONE
 * statement, so that a write can read it BEFORE it locks the enterprise row and only writes
 * afterwards. The request's id may still be unknown (a create); it is filled in by writeRequestEffects.
 */
export async function lookUpRequestEffects(
  tx: Db,
  ctx: AppContext,
  { actor, request, changes }: EffectsInput,
): Promise<EffectLookups> {
  const people = peopleOf(request);
  const candidates = new Set<number>([request.createdById, ...people]);
  for (const c of changes) if (c.kind === 'assigned') c.userIds.forEach((id) => candidates.add(id));
  const email = ctx.env.EMAIL_ENABLED;
  const submitted = request.status === 'NOT_START' && changes.some((c) => isSubmission(c, request.status));
  // The names are wanted for the new-request e-mail and for a status e-mail to the request's people
  // (sent only when one of them other than the actor may see it, which writeRequestEffects checks).
  const statusChange = changes.some(
    (c) => c.kind === 'status_changed' && c.from !== c.to && c.from !== 'DRAFT',
  );
  const wantInfo = email && (submitted || (statusChange && people.some((id) => id !== actor.id)));
  const found = await readTogether(tx, {
    visible: visibleRecipientsQuery(tx, ctx, request, candidates),
    staff: email && submitted ? staffUsersQuery(tx, ctx.env.PROVIDER_DOMAIN) : null,
    info: wantInfo ? requestInfoQuery(tx, request) : null,
    replyKey: wantInfo ? replyKeyQuery(tx, ctx) : null,
  });
  const recipient = (r: Record<string, unknown>): Recipient => ({ id: Number(r.id), email: String(r.email) });
  const visible = new Map(found.visible.map((r) => [Number(r.id), recipient(r)]));
  if (!email) return { visible, staff: [], info: null };
  const staff = found.staff.map(recipient).filter((u) => u.id !== actor.id);
  const statusMail = statusChange && people.some((id) => id !== actor.id && visible.has(id));
  const info = submitted || statusMail ? toRequestInfo({ ...request }, found.info[0]) : null;
  return { visible, staff, info, replyKey: found.replyKey };
}

/**
 * Side effects of request changes (in-app notifications, outbox e-mails), written in the SAME
 * transaction as the change so they are never lost nor sent for a change that rolled back.
 *
 * - created (not a draft), or a draft submitted (DRAFT → NOT_START): request_new_create to the
 *   creator; the new-request e-mail to staff when the status is NOT_START.
 * - status_changed: request_state_change (old and new status) and an e-mail (the cancel e-mail for
 *   CANCELLED) to the assignees and assignedTo users other than the actor.
 * - assigned: request_assigned_to to the newly assigned users other than the actor (and, when a
 *   draft is submitted, to the people it already had, who could not see it before).
 */
export function writeRequestEffects(
  batch: WriteBatch,
  tx: Db,
  ctx: AppContext,
  { actor, request, changes }: EffectsInput,
  { visible, staff, info: looked, replyKey }: EffectLookups,
): void {
  const link = requestPath(request.id, request.status);
  const actorName = displayName(actor);
  const people = peopleOf(request);
  const info = looked ? { ...looked, id: request.id } : null;
  const others = (ids: number[]) =>
    [...new Set(ids)].filter((id) => id !== actor.id).flatMap((id) => visible.get(id) ?? []);

  const notes: NewNotification[] = [];
  const note = (userId: number, type: NewNotification['type'], message: string) =>
    notes.push({ userId, fromUserId: actor.id, type, message, link, requestId: request.id });
  // An e-mail about the request, each recipient with their own reply address when replies are on.
  const mail = (kind: EmailKind, to: Recipient[], content: EmailContent) => {
    const reply = replyToFor(ctx, replyKey, request.id, to);
    queueEmail(
      batch,
      tx,
      ctx,
      kind,
      to.map((r) => r.email),
      reply ? withReplyHint(content) : content,
      reply,
    );
  };
  const assignedMessage = () =>
    `<p><strong>${escapeHtml(actorName)}</strong> assigned you to ${requestLinkHtml(request)}.</p>`;

  const submitted = () => {
    if (visible.has(request.createdById)) {
      note(
        request.createdById,
        'request_new_create',
        actor.id === request.createdById
          ? `<p>Your service request ${requestLinkHtml(request)} was created.</p>`
          : `<p><strong>${escapeHtml(actorName)}</strong> created the service request ${requestLinkHtml(request)} for you.</p>`,
      );
    }
    if (request.status === 'NOT_START' && info) {
      mail('request_new', staff, templates.newRequest(ctx.env, info, actorName));
    }
  };

  for (const change of changes) {
    if (change.kind === 'created') {
      if (isSubmission(change, request.status)) submitted();
    } else if (change.kind === 'status_changed') {
      if (change.from === change.to) continue;
      if (change.from === 'DRAFT') {
        if (change.to !== 'NOT_START') continue;
        submitted();
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
          `<p><strong>${escapeHtml(actorName)}</strong> changed the status of ${requestLinkHtml(request)} from <strong>${escapeHtml(statusLabel(change.from))}</strong> to <strong>${escapeHtml(statusLabel(change.to))}</strong>.</p>`,
        );
      }
      if (to.length && info) {
        const content =
          change.to === 'CANCELLED'
            ? templates.cancelled(ctx.env, info, actorName)
            : templates.statusChanged(ctx.env, info, actorName, change.from, change.to);
        mail(change.to === 'CANCELLED' ? 'request_cancelled' : 'request_status', to, content);
      }
    } else if (change.kind === 'assigned') {
      for (const r of others(change.userIds)) {
        note(r.id, 'request_assigned_to', assignedMessage());
      }
    }
  }
  createNotifications(batch, tx, notes);
  queueWebhookEvents(batch, requestWebhookEvents(request, changes));
}

/**
 * The webhook events of request changes (issue 29). A draft is its author's alone: nothing of it is
 * sent until it is submitted. `request.created` is a request created outside drafts;
 * `request.submitted` one that entered the queue (created submitted, or a draft submitted).
 */
function requestWebhookEvents(request: RequestSnapshot, changes: RequestChange[]): WebhookEventInput[] {
  if (request.status === 'DRAFT') return [];
  const base = { enterpriseId: request.enterpriseId, requestId: request.id, subjectId: request.id };
  const out: WebhookEventInput[] = [];
  for (const change of changes) {
    if (change.kind === 'created') {
      out.push({ ...base, type: 'request.created' });
      if (isSubmission(change, request.status)) out.push({ ...base, type: 'request.submitted' });
    } else if (change.kind === 'status_changed' && change.from !== change.to) {
      if (change.from === 'DRAFT') {
        if (change.to === 'NOT_START') out.push({ ...base, type: 'request.submitted' });
      } else {
        out.push({ ...base, type: 'request.status_changed', change: { from: change.from, to: change.to } });
      }
    } else if (change.kind === 'assigned' && change.userIds.length) {
      out.push({ ...base, type: 'request.assigned', change: { role: change.role, userIds: change.userIds } });
    }
  }
  return out;
}

/** Looks up and writes the effects in one go (for callers that hold no enterprise lock). */
export async function applyRequestEffects(tx: Db, ctx: AppContext, input: EffectsInput): Promise<void> {
  const lookups = await lookUpRequestEffects(tx, ctx, input);
  const batch = new WriteBatch();
  writeRequestEffects(batch, tx, ctx, input, lookups);
  await batch.run(tx);
}
