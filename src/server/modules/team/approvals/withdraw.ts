import { AppError } from '#shared/errors.ts';
import { NOT_PENDING, type ApprovalDecision } from '#shared/schemas/approvals.ts';
import type { AppContext, SessionUser } from '../../../context.ts';
import { WriteBatch } from '../../../db/write-batch.ts';
import { canSee } from '../../requests/access.ts';
import { lockRequest } from '../../requests/lock.ts';
import { NOT_FOUND_MESSAGE } from '../../requests/messages.ts';
import { writeApprovalChange } from './effects.ts';

export const CREATOR_ONLY = 'Only the person who submitted it can withdraw it.';

/**
 * POST /api/approvals/:requestId/withdraw (its creator): the pending submission becomes an ordinary
 * draft again; an `approval_withdrawn` audit entry. An owner who can read it gets 403, anyone else 404.
 */
export async function withdrawSubmission(
  ctx: AppContext,
  actor: SessionUser,
  requestId: number,
  input: { address: string | null },
): Promise<ApprovalDecision> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockRequest(tx, requestId);
    if (!current || !canSee(actor, current)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    if (current.createdById !== actor.id) throw new AppError('FORBIDDEN', CREATOR_ONLY);
    if (!current.awaitingApproval) throw new AppError('CONFLICT', NOT_PENDING);
    const batch = new WriteBatch();
    writeApprovalChange(batch, tx, ctx, actor, { kind: 'withdrawn' }, current, { address: input.address });
    await batch.run(tx);
    return { requestId, state: 'withdrawn', status: current.status };
  });
}
