import { Decimal } from 'decimal.js';
import { AppError } from '#shared/errors.ts';
import type { Posting } from '#shared/domain/charges.ts';
import { PENDING_OWNER_EDIT } from '#shared/schemas/approvals.ts';
import { CHARGE_NEEDS_APPROVAL } from '#shared/domain/approvals.ts';
import type { AppContext, SessionUser } from '../../../context.ts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { enterprises } from '../../../db/schema/index.ts';
import type { WriteBatch } from '../../../db/write-batch.ts';
import { checkMonthlyCap } from '../../team/spending/month-spend.ts';
import {
  approvalOwnersQuery,
  personQuery,
  writeApprovalChange,
  type ApprovalChange,
} from '../../team/approvals/effects.ts';
import type { RequestInput } from '#shared/schemas/request.ts';
import { assigneesAllGone } from '../../team/sole-assignments.ts';
import type { CurrentRow } from '../lock.ts';
import type { StatusStep } from './status.ts';

/*
 * The spending controls of an enterprise (issue 26) as one step of a request's save:
 *
 * - OWNER APPROVAL (plan): when the enterprise requires it, a member's submission (not an owner's, not
 *   staff's) is kept a Draft with a pending approval; nothing is charged. An owner submitting such a
 *   draft approves it (the approve use case is exactly that save). Its creator saving it again ends
 *   the pending round (withdrawn); submitting it again starts a new one. Anyone else re-saving it as
 *   a draft is refused: the owners decide from the Approvals list; but when none of its assignees can
 *   open it any more (team/sole-assignments.ts `assigneesAllGone`), an owner may give it other assignees
 *   and change nothing else (the Team page's reassignment; approving it is refused until then): what
 *   they approve is still what was submitted, and the round stays pending.
 * - MONTHLY CAP (apply, under the enterprise lock the debit takes): a debit for a request whose creator
 *   has a cap (and is not an owner) is refused when their month's spend plus it exceeds the cap.
 */

export type SpendingStep = {
  /** What the save does to the request's approval (written by applySpendingControls). */
  approval: ApprovalChange;
};

/** Plan half: may turn a submission into a held draft (`statusStep` is changed in place). */
export async function planSpendingControls(
  tx: Db,
  actor: SessionUser,
  statusStep: StatusStep,
  current: CurrentRow | null,
  enterpriseId: number,
  input: RequestInput,
): Promise<SpendingStep> {
  const pending = current?.awaitingApproval === true;
  if (pending && current && actor.id !== current.createdById) {
    // Only its enterprise's owners see it (canView): their Submit is the approval.
    if (!statusStep.submitting) {
      // Its assignees all gone (left the enterprise or its company): the owner gives it new ones
      // (the Team page's reassignment), which approving it needs first. Checked under the row's lock.
      if (statusStep.status === 'DRAFT' && onlyAssignees(input) && (await assigneesAllGone(tx, current.id))) {
        return { approval: { kind: 'none' } };
      }
      throw new AppError('FORBIDDEN', PENDING_OWNER_EDIT);
    }
    return { approval: { kind: 'approved', creator: await personQuery(tx, current.createdById) } };
  }
  const mayBeHeld =
    statusStep.submitting && !actor.isStaff && !actor.ownedEnterpriseIds.includes(enterpriseId);
  if (mayBeHeld) {
    const owners = await approvalOwnersQuery(tx, enterpriseId);
    if (owners.requireApproval) {
      statusStep.status = 'DRAFT';
      statusStep.submitting = false;
      return { approval: { kind: 'held', owners: owners.owners } };
    }
  }
  return { approval: pending ? { kind: 'withdrawn' } : { kind: 'none' } };
}

/** A save that changes the assignees and nothing else (a status of Draft, or none, aside). */
function onlyAssignees(input: RequestInput): boolean {
  if (input.assignees === undefined || input.assignees === null) return false;
  return Object.entries(input).every(
    ([key, value]) =>
      value === undefined ||
      key === 'assignees' ||
      (key === 'status' && (value === null || /^draft$/i.test(String(value)))),
  );
}

/** Apply half, under the enterprise lock and before the row is written: the creator's monthly cap. */
export async function enforceMonthlyCap(
  tx: Db,
  actor: SessionUser,
  creatorId: number,
  postings: Posting[],
  /** The request charged, when it exists already (its month's net counts: month-spend.ts). */
  requestId: number | null,
): Promise<void> {
  const byEnterprise = new Map<number, Decimal>();
  for (const p of postings) {
    if (p.amount.isNegative()) {
      byEnterprise.set(p.enterpriseId, (byEnterprise.get(p.enterpriseId) ?? new Decimal(0)).minus(p.amount));
    }
  }
  for (const [enterpriseId, cost] of byEnterprise) {
    // The signed-in owner (or staff) creating their own request is never capped: no query.
    if (creatorId === actor.id && (actor.isStaff || actor.ownedEnterpriseIds.includes(enterpriseId))) {
      continue;
    }
    await checkMonthlyCap(tx, {
      enterpriseId,
      userId: creatorId,
      cost,
      own: creatorId === actor.id,
      what: postings.every((p) => p.kind === 'revision') ? 'revision' : 'submission',
      requestId,
    });
  }
}

/**
 * Apply half, under the enterprise lock: where the owners approve members' spending, a member's save
 * that charges anything outside a submission the owners approved (a price raised on a submitted
 * request, a submitted request moved into this enterprise, a resubmission) is refused, nothing
 * written. Held submissions charge nothing; an owner's approval is the owner's own save.
 */
export async function enforceApprovalOfCharges(
  tx: Db,
  actor: SessionUser,
  postings: Posting[],
): Promise<void> {
  if (actor.isStaff) return;
  const charged = new Set(
    postings
      .filter((p) => p.amount.isNegative() && !actor.ownedEnterpriseIds.includes(p.enterpriseId))
      .map((p) => p.enterpriseId),
  );
  if (!charged.size) return;
  const held = await tx
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(and(inArray(enterprises.id, [...charged]), eq(enterprises.requireApproval, true)));
  if (held.length) throw new AppError('FORBIDDEN', CHARGE_NEEDS_APPROVAL);
}

/** Apply half, once the row has its id: the approval row, its audit entry, notifications, e-mails. */
export function applySpendingControls(
  batch: WriteBatch,
  tx: Db,
  ctx: AppContext,
  actor: SessionUser,
  step: SpendingStep,
  request: { id: number; title: string; enterpriseId: number; createdById: number },
): void {
  if (step.approval.kind === 'none') return;
  writeApprovalChange(batch, tx, ctx, actor, step.approval, request);
}
