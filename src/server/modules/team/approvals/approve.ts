import { sql } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import { ASSIGNEE_LEFT, type ApprovalDecision } from '#shared/schemas/approvals.ts';
import type { AppContext, SessionUser } from '../../../context.ts';
import { saveRequestIn } from '../../requests/write.ts';
import { lockForDecision } from './access.ts';
import { assigneesAllGone } from '../sole-assignments.ts';

/**
 * POST /api/approvals/:requestId/approve {requestedAt?} (an owner of the request's enterprise):
 * submits the draft through the ordinary submission (requests/write.ts, status NOT_START): priced,
 * debited with the usual credit check and the CREATOR's monthly cap, the approval marked approved, the
 * creator told (steps/spending-controls.ts). One transaction from the check to the save, under the
 * request row's lock: the submission approved is the one checked (and, with `requestedAt`, the one the
 * owner saw). A refusal (balance short, cap, changed since, every assignee gone from the team: 409,
 * reassign it first) changes nothing.
 */
export async function approveSubmission(
  ctx: AppContext,
  actor: SessionUser,
  requestId: number,
  seenRequestedAt?: string,
): Promise<ApprovalDecision> {
  const status = await ctx.db.transaction(async (tx) => {
    // Who may, and whether it waits (clear 403/404/409 before the save's own checks).
    await lockForDecision(tx, actor, requestId, seenRequestedAt);
    if (await assigneesAllGone(tx, requestId)) {
      throw new AppError('CONFLICT', ASSIGNEE_LEFT);
    }
    await saveRequestIn(tx, ctx, actor, 'update', { status: 'NOT_START' }, requestId);
    const res = (await tx.execute(
      sql`select status from service_requests where id = ${requestId}`,
    )) as unknown as { rows: { status: string }[] };
    return res.rows[0]!.status;
  });
  return { requestId, state: 'approved', status };
}
