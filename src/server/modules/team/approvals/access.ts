import { AppError } from '#shared/errors.ts';
import { APPROVERS_ONLY, NOT_PENDING } from '#shared/schemas/approvals.ts';
import type { SessionUser } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { NOT_FOUND_MESSAGE } from '../../requests/messages.ts';
import { lockRequest, type CurrentRow } from '../../requests/lock.ts';

/**
 * The request an owner decides on, locked: an owner of its enterprise may; a member of that
 * enterprise gets 403; anyone else (another enterprise, staff: a never-submitted draft is not theirs
 * to see) 404. A request that does not await approval: 409.
 */
export async function lockForDecision(tx: Db, actor: SessionUser, requestId: number): Promise<CurrentRow> {
  const current = await lockRequest(tx, requestId);
  if (!current || current.status === 'DELETED' || actor.isStaff) {
    throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  }
  if (!actor.ownedEnterpriseIds.includes(current.enterpriseId)) {
    if (actor.enterpriseIds.includes(current.enterpriseId)) throw new AppError('FORBIDDEN', APPROVERS_ONLY);
    throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  }
  if (!current.awaitingApproval || current.status !== 'DRAFT') throw new AppError('CONFLICT', NOT_PENDING);
  return current;
}
