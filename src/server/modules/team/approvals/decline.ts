import { AppError } from '#shared/errors.ts';
import { REASON_REQUIRED, type ApprovalDecision } from '#shared/schemas/approvals.ts';
import type { AppContext, SessionUser } from '../../../context.ts';
import { WriteBatch } from '../../../db/write-batch.ts';
import { announce, eventFacts } from '../../../platform/live-events.ts';
import { factsOf } from '../../requests/access.ts';
import { lockForDecision } from './access.ts';
import { personQuery, writeApprovalChange } from './effects.ts';

/**
 * POST /api/approvals/:requestId/decline {reason} (an owner of the request's enterprise): the request
 * goes back to its creator as an ordinary draft, with the reason (required); nothing was charged. The
 * creator is told in app and by e-mail; an `approval_declined` audit entry.
 */
export async function declineSubmission(
  ctx: AppContext,
  actor: SessionUser,
  requestId: number,
  input: { reason: string; address: string | null; requestedAt?: string | undefined },
): Promise<ApprovalDecision> {
  const reason = input.reason.trim();
  return ctx.db.transaction(async (tx) => {
    const current = await lockForDecision(tx, actor, requestId, input.requestedAt);
    if (!reason) throw new AppError('BAD_REQUEST', REASON_REQUIRED, { field: 'reason' });
    const creator = await personQuery(tx, current.createdById);
    const batch = new WriteBatch();
    writeApprovalChange(batch, tx, ctx, actor, { kind: 'declined', creator, reason }, current, {
      address: input.address,
    });
    // The creator's open drawer stops saying it waits for approval (the owners' no longer see it).
    announce(batch, {
      t: 'r',
      r: requestId,
      f: eventFacts({ ...factsOf(current), awaitingApproval: false }),
    });
    await batch.run(tx);
    return { requestId, state: 'declined', status: current.status };
  });
}
