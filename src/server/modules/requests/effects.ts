import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readTogetherShaped, WriteBatch, type Bind } from '../../db/write-batch.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { requestPath } from '#shared/schemas/notification.ts';
import type { NewNotification } from '../notifications/notifications.ts';
import { deliver, plainText, type Delivery } from '../notifications/deliver.ts';
import {
  choiceOf,
  recipientPrefsSql,
  type Recipient as PrefRecipient,
} from '../notifications/preferences.ts';
import { users } from '../../db/schema/index.ts';
import { staffUsersQuery } from '../../platform/email/outbox.ts';
import type { NotificationType } from '#shared/schemas/notification.ts';
import {
  escapeHtml,
  templates,
  withReplyHint,
  type EmailContent,
  type RequestInfo,
} from '../../platform/email/templates.ts';
import { repliesEnabled, replyKeyQuery, replyToFor } from '../integrations/inbound-mail/reply-address.ts';
import { recipientShape, recipientValues, visibleRecipientsQuery } from './access.ts';
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

type Recipient = PrefRecipient;
/** How soon each e-mail choice tells: an e-mail now beats the digest, which beats none. */
const EMAIL_PROMPTNESS = { immediate: 2, digest: 1, off: 0 } as const;
type EffectsInput = {
  actor: SessionUser;
  request: RequestSnapshot;
  changes: RequestChange[];
  /**
   * People the cause of a status move already told of it in its own words (`by`: that message's
   * type), so they get no second notification and e-mail for the move itself where that message
   * reaches them: a deliverable's review (intent 'review') tells the request's staff "Version approved
   * … and marked it Finished" or "Changes requested … and reopened it" (deliverables/effects.ts).
   */
  statusToldElsewhere?: { ids: number[]; by: NotificationType };
};

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

/** The events a request change may cause (their preferences are read with the recipients). */
const REQUEST_EVENTS: NotificationType[] = [
  'request_new_create',
  'request_state_change',
  'request_assigned_to',
];

/** lookUpRequestEffects's own reads (the rest are the caller's `also`). */
const LOOKUPS = new Set(['visible', 'staff', 'info', 'replyKey']);

/** A draft submitted or a request created submitted: these tell the creator and staff. */
const isSubmission = (change: RequestChange, status: string) =>
  (change.kind === 'created' && change.status !== 'DRAFT' && status !== 'DRAFT') ||
  (change.kind === 'status_changed' && change.from === 'DRAFT' && change.to === 'NOT_START');

const peopleOf = (request: RequestSnapshot) => [...request.assigneeIds, ...request.assignedToIds];

/** The caller's own reads sent with the effects' lookups, built once per shape as they are. */
export type AlsoReads<K extends string> = {
  /** What changes their text. */
  key: string;
  build: (bind: Bind) => Record<K, SQL | null>;
  values: Record<string, unknown>;
};

/**
 * Everything the effects need to read (who may see the request, the staff, the names), in ONE
 * statement, so that a write can read it BEFORE it locks the enterprise row and only writes
 * afterwards. The request's id may still be unknown (a create); it is filled in by writeRequestEffects.
 * Built once per shape (db/write-batch.ts `readTogetherShaped`, issue 30: rendered per save it was
 * 8% of a submission's app thread): the key holds what changes its text.
 */
export async function lookUpRequestEffects<K extends string = never>(
  tx: Db,
  ctx: AppContext,
  { actor, request, changes, statusToldElsewhere }: EffectsInput,
  /**
   * The caller's own reads sent in the same statement (a save's enterprise lock and new id: issue
   * 30), answered as `also`.
   */
  also?: AlsoReads<K>,
): Promise<EffectLookups & { also: Record<K, Record<string, unknown>[]> }> {
  const people = peopleOf(request);
  const candidates = new Set<number>([request.createdById, ...people]);
  for (const c of changes) if (c.kind === 'assigned') c.userIds.forEach((id) => candidates.add(id));
  const email = ctx.env.EMAIL_ENABLED;
  const domain = ctx.env.PROVIDER_DOMAIN;
  const submitted = request.status === 'NOT_START' && changes.some((c) => isSubmission(c, request.status));
  // The names are wanted for the new-request e-mail and for a status e-mail to the request's people
  // (sent only when one of them other than the actor may see it, which writeRequestEffects checks).
  const statusChange = changes.some(
    (c) => c.kind === 'status_changed' && c.from !== c.to && c.from !== 'DRAFT',
  );
  const assigning = changes.some((c) => c.kind === 'assigned' && c.userIds.some((id) => id !== actor.id));
  const wantInfo =
    email && (submitted || ((statusChange || assigning) && people.some((id) => id !== actor.id)));
  const staffWanted = email && submitted;
  // The recipients' preferences come with them (one statement still): deliver() applies them.
  const found = await readTogetherShaped(
    tx,
    [
      'request-effects',
      recipientShape(request, candidates),
      staffWanted,
      wantInfo,
      repliesEnabled(ctx.env),
      domain,
      statusToldElsewhere?.by ?? '',
      also?.key ?? '',
    ].join(':'),
    (bind) => ({
      // A review's move also reads the review's own event, to judge who it told (`toldByReview`).
      visible: visibleRecipientsQuery(
        tx,
        ctx,
        request,
        candidates,
        undefined,
        statusToldElsewhere ? [...REQUEST_EVENTS, statusToldElsewhere.by] : REQUEST_EVENTS,
        bind,
      ),
      staff: staffWanted
        ? staffUsersQuery(tx, domain, {
            prefs: recipientPrefsSql(users.id, users.email, domain, ['request_new_create']),
          })
        : null,
      info: wantInfo
        ? requestInfoQuery(tx, {
            createdById: bind('eCreator') as number,
            companyId: bind('eCompany') as number,
          })
        : null,
      replyKey: wantInfo ? replyKeyQuery(tx, ctx) : null,
      ...(also?.build(bind) ?? ({} as Record<K, SQL | null>)),
    }),
    {
      ...recipientValues(request, candidates),
      eCreator: request.createdById,
      eCompany: request.companyId,
      ...also?.values,
    },
  );
  const recipient = (r: Record<string, unknown>): Recipient => ({
    id: Number(r.id),
    email: String(r.email),
    prefs: r.prefs,
  });
  const visible = new Map(found.visible.map((r) => [Number(r.id), recipient(r)]));
  const own = Object.fromEntries(
    Object.keys(found)
      .filter((k) => !LOOKUPS.has(k))
      .map((k) => [k, found[k as K]]),
  ) as Record<K, Record<string, unknown>[]>;
  if (!email) return { visible, staff: [], info: null, also: own };
  const staff = found.staff.map(recipient).filter((u) => u.id !== actor.id);
  const peopleMail = (statusChange || assigning) && people.some((id) => id !== actor.id && visible.has(id));
  const info = submitted || peopleMail ? toRequestInfo({ ...request }, found.info[0]) : null;
  return { visible, staff, info, replyKey: found.replyKey, also: own };
}

/**
 * Side effects of request changes (in-app notifications, outbox e-mails), written in the SAME
 * transaction as the change so they are never lost nor sent for a change that rolled back.
 *
 * - created (not a draft), or a draft submitted (DRAFT → NOT_START): request_new_create to the
 *   creator; the new-request e-mail to staff when the status is NOT_START.
 * - status_changed: request_state_change (old and new status) and an e-mail (the cancel e-mail for
 *   CANCELLED) to the assignees and assignedTo users other than the actor and `statusToldElsewhere`.
 *   The live event and the webhook go out whoever is told.
 * - assigned: request_assigned_to to the newly assigned users other than the actor (and, when a
 *   draft is submitted, to the people it already had, who could not see it before).
 */
export function writeRequestEffects(
  batch: WriteBatch,
  tx: Db,
  ctx: AppContext,
  { actor, request, changes, statusToldElsewhere }: EffectsInput,
  { visible, staff, info: looked, replyKey }: EffectLookups,
): void {
  const link = requestPath(request.id, request.status);
  const actorName = displayName(actor);
  const people = peopleOf(request);
  const info = looked ? { ...looked, id: request.id } : null;
  const others = (ids: number[]) =>
    [...new Set(ids)].filter((id) => id !== actor.id).flatMap((id) => visible.get(id) ?? []);

  // Someone the review tells ("Version approved … and marked it Finished") is not told of the move
  // again, on each channel where the review's message reaches them at least as soon: their settings
  // for the two events may differ (approvals off, status changes on: the status change is told).
  const toldByReview = (r: Recipient, channel: 'inApp' | 'email') => {
    if (!statusToldElsewhere?.ids.includes(r.id)) return false;
    const review = choiceOf(r, statusToldElsewhere.by);
    if (channel === 'inApp') return review.inApp;
    return EMAIL_PROMPTNESS[review.email] >= EMAIL_PROMPTNESS[choiceOf(r, 'request_state_change').email];
  };
  const delivery: Required<Delivery> = { notes: [], emails: [] };
  const note = (to: Recipient, type: NewNotification['type'], message: string) =>
    delivery.notes.push({
      to,
      note: { userId: to.id, fromUserId: actor.id, type, message, link, requestId: request.id },
    });
  const digestLine = (message: string) => ({
    requestId: request.id,
    requestTitle: request.title,
    link,
    summary: plainText(message),
  });
  // An e-mail's content for these recipients, each with their own reply address when replies by
  // e-mail are on (issue 29).
  const replyable = (to: Recipient[], content: EmailContent) => {
    const reply = replyToFor(ctx, replyKey, request.id, to);
    return reply ? { content: withReplyHint(content), perRecipient: reply } : { content };
  };
  const assignedMessage = () =>
    `<p><strong>${escapeHtml(actorName)}</strong> assigned you to ${requestLinkHtml(request)}.</p>`;
  const assign = (to: Recipient[]) => {
    for (const r of to) note(r, 'request_assigned_to', assignedMessage());
    if (to.length && info) {
      delivery.emails.push({
        type: 'request_assigned_to',
        kind: 'request_assigned',
        to,
        ...replyable(to, templates.assigned(ctx.env, info, actorName)),
        digest: digestLine(assignedMessage()),
      });
    }
  };

  const submitted = () => {
    const creator = visible.get(request.createdById);
    if (creator) {
      note(
        creator,
        'request_new_create',
        actor.id === request.createdById
          ? `<p>Your service request ${requestLinkHtml(request)} was created.</p>`
          : `<p><strong>${escapeHtml(actorName)}</strong> created the service request ${requestLinkHtml(request)} for you.</p>`,
      );
    }
    if (request.status === 'NOT_START' && info) {
      delivery.emails.push({
        type: 'request_new_create',
        kind: 'request_new',
        to: staff,
        ...replyable(staff, templates.newRequest(ctx.env, info, actorName)),
        digest: digestLine(
          `<p><strong>${escapeHtml(actorName)}</strong> submitted the new service request ${requestLinkHtml(request)}.</p>`,
        ),
      });
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
        assign(others(people.filter((id) => !assignedNow.has(id))));
        continue;
      }
      const told = others(people);
      const message = `<p><strong>${escapeHtml(actorName)}</strong> changed the status of ${requestLinkHtml(request)} from <strong>${escapeHtml(statusLabel(change.from))}</strong> to <strong>${escapeHtml(statusLabel(change.to))}</strong>.</p>`;
      for (const r of told) if (!toldByReview(r, 'inApp')) note(r, 'request_state_change', message);
      const to = told.filter((r) => !toldByReview(r, 'email'));
      if (to.length && info) {
        delivery.emails.push({
          type: 'request_state_change',
          kind: change.to === 'CANCELLED' ? 'request_cancelled' : 'request_status',
          to,
          ...replyable(
            to,
            change.to === 'CANCELLED'
              ? templates.cancelled(ctx.env, info, actorName)
              : templates.statusChanged(ctx.env, info, actorName, change.from, change.to),
          ),
          digest: digestLine(message),
        });
      }
    } else if (change.kind === 'assigned') {
      assign(others(change.userIds));
    }
  }
  deliver(batch, tx, ctx, delivery);
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
