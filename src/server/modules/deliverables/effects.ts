import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { BatchRef, WriteBatch } from '../../db/write-batch.ts';
import { queueWebhookEvents } from '../integrations/webhooks/queue.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { requestAssignees } from '../../db/schema/index.ts';
import { requestPath, type NotificationType } from '#shared/schemas/notification.ts';
import { deliver, plainText } from '../notifications/deliver.ts';
import { excerpt } from '../../platform/sanitize.ts';
import type { EmailKind } from '../../platform/email/outbox.ts';
import { escapeHtml, templates, withReplyHint, type EmailContent } from '../../platform/email/templates.ts';
import { replyKeyQuery, replyToFor } from '../integrations/inbound-mail/reply-address.ts';
import { visibleRecipientsQuery, type RequestFactsRow } from '../requests/access.ts';
import { displayName, requestInfoQuery, requestLinkHtml, toRequestInfo } from '../requests/notices.ts';
import { announceDeliverableChange } from './live.ts';

/*
 * Side effects of a deliverable version and of its review, in the use case's transaction (issue 27):
 * "New version ready for review" to the customer side (creator and assignees), "Version approved"
 * and "Changes requested" to the request's staff (assignedTo); never to the actor, only to those who
 * may see the request. As the comments do: the lookups ride with the use case's other reads (one
 * statement, `…EffectQueries`), the notifications and outbox rows are parts of its write batch.
 */

type EffectRequest = RequestFactsRow & { id: number; title: string };
export type EffectLookups = {
  recipients: Record<string, unknown>[];
  info: Record<string, unknown>[];
  /** The key of the recipients' reply addresses (reply by e-mail, issue 29); empty when off. */
  replyKey?: Record<string, unknown>[];
};

const peopleIn = (tx: Db, requestId: number, role: 'assignee' | 'assignedTo') =>
  sql`${tx
    .select({ userId: requestAssignees.userId })
    .from(requestAssignees)
    .where(and(eq(requestAssignees.requestId, requestId), eq(requestAssignees.role, role)))}`;

/** Who hears of a new version: the creator and the assignees, and the names for the e-mail. */
export function deliveredEffectQueries(tx: Db, ctx: AppContext, actor: SessionUser, request: EffectRequest) {
  return {
    recipients: visibleRecipientsQuery(
      tx,
      ctx,
      request,
      [request.createdById],
      {
        userIdsIn: peopleIn(tx, request.id, 'assignee'),
        except: actor.id,
      },
      ['deliverable_ready'],
    ),
    info: ctx.env.EMAIL_ENABLED ? requestInfoQuery(tx, request) : null,
    replyKey: replyKeyQuery(tx, ctx),
  };
}

/** Who hears of a review: the request's staff (assignedTo), and the names for the e-mail. */
export function reviewedEffectQueries(tx: Db, ctx: AppContext, actor: SessionUser, request: EffectRequest) {
  return {
    recipients: visibleRecipientsQuery(
      tx,
      ctx,
      request,
      [],
      {
        userIdsIn: peopleIn(tx, request.id, 'assignedTo'),
        except: actor.id,
      },
      ['deliverable_approved', 'deliverable_changes_requested'],
    ),
    info: ctx.env.EMAIL_ENABLED ? requestInfoQuery(tx, request) : null,
    replyKey: replyKeyQuery(tx, ctx),
  };
}

export type DeliverableEvent =
  | { kind: 'ready'; number: number; noteText: string; fileCount: number; linkCount: number }
  | { kind: 'approved'; number: number; finished: boolean }
  | { kind: 'changes_requested'; number: number; messageText: string; reopened: boolean };

const TYPES: Record<DeliverableEvent['kind'], NotificationType & EmailKind> = {
  ready: 'deliverable_ready',
  approved: 'deliverable_approved',
  changes_requested: 'deliverable_changes_requested',
};

/** The notifications and e-mails of one deliverable event, as parts of the batch. */
export function writeDeliverableEffects(
  batch: WriteBatch,
  tx: Db,
  ctx: AppContext,
  input: {
    actor: SessionUser;
    request: EffectRequest;
    event: DeliverableEvent;
    /** The version: its id, or the batch part that inserts it (a delivery). */
    version: number | BatchRef<{ id: number }>;
  },
  found: EffectLookups,
): void {
  const { actor, request, event, version } = input;
  // Webhooks (issue 29), whoever else hears of it: the version as the API answers it.
  queueWebhookEvents(
    batch,
    [
      {
        type: `deliverable.${event.kind}`,
        enterpriseId: request.enterpriseId,
        requestId: request.id,
        subjectId: typeof version === 'number' ? version : sql`s.id`,
      },
    ],
    typeof version === 'number' ? undefined : batch.from(version),
  );
  // Open panels, whoever is told (the recipients below follow their preferences).
  announceDeliverableChange(batch, request, version);
  const visible = new Map(
    found.recipients.map((r) => [Number(r.id), { id: Number(r.id), email: String(r.email), prefs: r.prefs }]),
  );
  if (!visible.size) return;
  const who = `<strong>${escapeHtml(displayName(actor))}</strong>`;
  const on = requestLinkHtml(request);
  const v = `v${event.number}`;
  const message =
    event.kind === 'ready'
      ? `<p>New version ready for review: ${who} delivered ${v} of ${on}</p>`
      : event.kind === 'approved'
        ? `<p>Version approved: ${who} approved ${v} of ${on}${event.finished ? ' and marked it Finished' : ''}</p>`
        : `<p>Changes requested: ${who} asked for changes on ${v} of ${on}${event.reopened ? ' and reopened it (In Progress)' : ''}: “${escapeHtml(excerpt(event.messageText, 120))}”</p>`;
  const type = TYPES[event.kind];
  const link = requestPath(request.id, request.status);
  const to = [...visible.values()];
  const notes = to.map((r) => ({
    to: r,
    note: { userId: r.id, fromUserId: actor.id, type, message, link, requestId: request.id },
  }));
  if (!ctx.env.EMAIL_ENABLED) return deliver(batch, tx, ctx, { notes });
  const info = toRequestInfo(request, found.info[0]);
  const actorName = displayName(actor);
  const content: EmailContent =
    event.kind === 'ready'
      ? templates.deliverableReady(ctx.env, info, actorName, event)
      : event.kind === 'approved'
        ? templates.deliverableApproved(ctx.env, info, actorName, event.number, event.finished)
        : templates.deliverableChangesRequested(
            ctx.env,
            info,
            actorName,
            event.number,
            event.messageText,
            event.reopened,
          );
  // Each recipient's own signed reply address, when replies by e-mail are on (issue 29).
  const reply = replyToFor(ctx, found.replyKey, request.id, to);
  deliver(batch, tx, ctx, {
    notes,
    emails: [
      {
        type,
        kind: type,
        to,
        content: reply ? withReplyHint(content) : content,
        ...(reply ? { perRecipient: reply } : {}),
        digest: { requestId: request.id, requestTitle: request.title, link, summary: plainText(message) },
      },
    ],
  });
}
