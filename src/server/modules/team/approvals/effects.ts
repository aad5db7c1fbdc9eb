import { sql } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { WriteBatch } from '../../../db/write-batch.ts';
import { auditEvents, requestApprovals } from '../../../db/schema/index.ts';
import { requestPath } from '#shared/schemas/notification.ts';
import { deliver, plainText } from '../../notifications/deliver.ts';
import { recipientPrefsSql } from '../../notifications/preferences.ts';
import { appUrl, escapeHtml, type EmailContent } from '../../../platform/email/templates.ts';
import { displayName, requestLinkHtml } from '../../requests/notices.ts';

/*
 * THE writer of an approval's changes (issue 26): the request_approvals row, its audit entry, the
 * in-app notifications and the outbox e-mails, all as parts of the caller's write batch, so they
 * commit with the change. Used by the request save (steps/spending-controls.ts: held, approved,
 * withdrawn by saving) and by decline.ts / withdraw.ts.
 */

/** Someone told of an approval change (with their notification preferences, issue 28). */
export type Approver = { id: number; email: string; name: string; prefs: unknown };

export type ApprovalChange =
  | { kind: 'none' }
  /** A member's submission kept a draft until an owner approves it: the owners are told. */
  | { kind: 'held'; owners: Approver[] }
  /** An owner submitted it: the creator is told. */
  | { kind: 'approved'; creator: Approver }
  /** An owner declined it with a reason: the creator is told. */
  | { kind: 'declined'; creator: Approver; reason: string }
  /** Its creator withdrew it (or saved it again). */
  | { kind: 'withdrawn' };

type Person = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  username: string;
  prefs?: unknown;
};
const approver = (p: Person): Approver => ({
  id: Number(p.id),
  email: p.email,
  name: `${p.first_name} ${p.last_name}`.trim() || p.username,
  prefs: p.prefs ?? null,
});

/** An approval's recipients are customers (owners, a member): no staff domain is needed. */
const approvalPrefs = recipientPrefsSql(sql`u.id`, sql`u.email`, null, ['request_approval']);

/** Whether the enterprise requires approval, and its owners (one statement). */
export async function approvalOwnersQuery(
  tx: Db,
  enterpriseId: number,
): Promise<{ requireApproval: boolean; owners: Approver[] }> {
  const res = (await tx.execute(sql`
    select e.require_approval as "requireApproval",
      (select coalesce(json_agg(json_build_object('id', u.id, 'email', u.email, 'first_name', u.first_name,
        'last_name', u.last_name, 'username', u.username, 'prefs', ${approvalPrefs}) order by eo.position), '[]'::json)
       from enterprise_owners eo join users u on u.id = eo.user_id
       where eo.enterprise_id = e.id) as owners
    from enterprises e where e.id = ${enterpriseId}`)) as unknown as {
    rows: { requireApproval: boolean; owners: Person[] | string }[];
  };
  const row = res.rows[0];
  if (!row) return { requireApproval: false, owners: [] };
  const owners = typeof row.owners === 'string' ? (JSON.parse(row.owners) as Person[]) : row.owners;
  return { requireApproval: Boolean(row.requireApproval), owners: owners.map(approver) };
}

/** One person as an Approver (the creator of a request, to tell them of a decision). */
export async function personQuery(tx: Db, userId: number): Promise<Approver> {
  const res = (await tx.execute(
    sql`select u.id, u.email, u.first_name, u.last_name, u.username, ${approvalPrefs} as prefs from users u where u.id = ${userId}`,
  )) as unknown as { rows: Person[] };
  return approver(res.rows[0]!);
}

type RequestRef = { id: number; title: string; enterpriseId: number; createdById: number };

function email(
  ctx: AppContext,
  subject: string,
  heading: string,
  lines: string[],
  url: string,
): EmailContent {
  const provider = ctx.env.PROVIDER_NAME;
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:6px">
<p style="margin:0 0 16px;font-weight:bold;color:#1976d2">${escapeHtml(provider)}</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${lines.map((l) => `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(l)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#1976d2;color:#fff;text-decoration:none;border-radius:4px">Open the request</a></p>
<p style="margin:24px 0 0;font-size:12px;color:#777">This message was sent by ${escapeHtml(provider)}.</p>
</div></body></html>`;
  const text = [
    provider,
    '',
    heading,
    '',
    ...lines.map((l) => `${l}\n`),
    `Open the request: ${url}`,
    '',
    `-- \nThis message was sent by ${provider}.`,
  ].join('\n');
  return { subject, html, text };
}

/** Writes an approval change as parts of `batch` (the request row exists, its id known). */
export function writeApprovalChange(
  batch: WriteBatch,
  tx: Db,
  ctx: AppContext,
  actor: SessionUser,
  change: Exclude<ApprovalChange, { kind: 'none' }>,
  request: RequestRef,
  extra: { address?: string | null } = {},
): void {
  const actorName = displayName(actor);
  const draftLink = requestPath(request.id, 'DRAFT');
  // The notifications and e-mail of one approval event, as the recipients' preferences say.
  const deliverApproval = (to: Approver[], n: { message: string; link: string }, content: EmailContent) =>
    deliver(batch, tx, ctx, {
      notes: to.map((r) => ({
        to: r,
        note: {
          userId: r.id,
          fromUserId: actor.id,
          type: 'request_approval' as const,
          message: n.message,
          link: n.link,
          requestId: request.id,
        },
      })),
      emails: [
        {
          type: 'request_approval',
          kind: 'approval',
          to,
          content,
          digest: {
            requestId: request.id,
            requestTitle: request.title,
            link: n.link,
            summary: plainText(n.message),
          },
        },
      ],
    });
  const url = `${appUrl(ctx.env)}${draftLink}`;
  const link = requestLinkHtml({ ...request, status: 'DRAFT' });
  const audit = (action: string, details: Record<string, unknown>) =>
    batch.write(
      tx.insert(auditEvents).values({
        actorId: actor.id,
        action,
        targetUserId: request.createdById,
        enterpriseId: request.enterpriseId,
        details: { requestId: request.id, title: request.title, ...details, address: extra.address ?? null },
      }),
    );

  if (change.kind === 'held') {
    batch.write(
      tx
        .insert(requestApprovals)
        .values({
          requestId: request.id,
          enterpriseId: request.enterpriseId,
          state: 'pending',
          requestedById: actor.id,
        })
        .onConflictDoUpdate({
          target: requestApprovals.requestId,
          set: {
            state: 'pending',
            // The request may have moved to another enterprise's company since its last round.
            enterpriseId: request.enterpriseId,
            requestedById: actor.id,
            requestedAt: sql`now()`,
            decidedById: null,
            decidedAt: null,
            reason: null,
          },
        }),
    );
    audit('approval_requested', { after: { state: 'pending' } });
    const owners = change.owners.filter((o) => o.id !== actor.id);
    const message = `<p><strong>${escapeHtml(actorName)}</strong> submitted ${link} for your approval.</p>`;
    deliverApproval(
      owners,
      { message, link: draftLink },
      email(
        ctx,
        `Approval needed: ${request.title}`,
        'A submission awaits your approval',
        [
          `${actorName} submitted "${request.title}". No credit is spent until an owner approves it.`,
          'Approve or decline it from the Approvals list of your Team page.',
        ],
        url,
      ),
    );
    return;
  }

  const decided = (state: 'approved' | 'declined' | 'withdrawn', reason: string | null) =>
    batch.write(
      tx
        .update(requestApprovals)
        .set({ state, decidedById: actor.id, decidedAt: sql`now()`, reason })
        .where(sql`${requestApprovals.requestId} = ${request.id} and ${requestApprovals.state} = 'pending'`),
    );

  if (change.kind === 'withdrawn') {
    decided('withdrawn', null);
    audit('approval_withdrawn', { before: { state: 'pending' }, after: { state: 'withdrawn' } });
    return;
  }

  const approved = change.kind === 'approved';
  const reason = change.kind === 'declined' ? change.reason : null;
  decided(change.kind, reason);
  audit(approved ? 'approval_approved' : 'approval_declined', {
    before: { state: 'pending' },
    after: { state: change.kind, ...(reason !== null ? { reason } : {}) },
  });
  if (change.creator.id === actor.id) return;
  const submittedLink = requestLinkHtml({ ...request, status: approved ? 'NOT_START' : 'DRAFT' });
  deliverApproval(
    [change.creator],
    {
      message: approved
        ? `<p><strong>${escapeHtml(actorName)}</strong> approved ${submittedLink}: it is submitted.</p>`
        : `<p><strong>${escapeHtml(actorName)}</strong> declined ${submittedLink}: ${escapeHtml(reason ?? '')}</p>`,
      link: requestPath(request.id, approved ? 'NOT_START' : 'DRAFT'),
    },
    email(
      ctx,
      approved ? `Approved: ${request.title}` : `Declined: ${request.title}`,
      approved ? 'Your submission was approved' : 'Your submission was declined',
      approved
        ? [`${actorName} approved "${request.title}". It is submitted and its credits are spent.`]
        : [
            `${actorName} declined "${request.title}". It is back among your drafts.`,
            `Reason: ${reason ?? ''}`,
          ],
      `${appUrl(ctx.env)}${requestPath(request.id, approved ? 'NOT_START' : 'DRAFT')}`,
    ),
  );
}
