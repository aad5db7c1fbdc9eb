import type { ApprovalDecision } from '#shared/schemas/approvals.ts';
import type { AppContext, SessionUser } from '../../../context.ts';
import { updateRequest } from '../../requests/update.ts';
import { lockForDecision } from './access.ts';

/**
 * POST /api/approvals/:requestId/approve (an owner of the request's enterprise): submits the draft
 * through the ordinary submission (requests/update.ts, status NOT_START): priced, debited with the
 * usual credit check and the CREATOR's monthly cap, the approval marked approved, the creator told
 * (steps/spending-controls.ts). A refusal (balance short, cap) changes nothing.
 */
export async function approveSubmission(
  ctx: AppContext,
  actor: SessionUser,
  requestId: number,
): Promise<ApprovalDecision> {
  // Who may, and whether it waits (clear 403/404/409 before the save's own checks).
  await ctx.db.transaction((tx) => lockForDecision(tx, actor, requestId));
  const saved = await updateRequest(ctx, actor, requestId, { status: 'NOT_START' });
  return { requestId, state: 'approved', status: saved.status };
}
