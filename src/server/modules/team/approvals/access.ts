import { sql } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import { APPROVERS_ONLY, NOT_PENDING, SUBMISSION_CHANGED } from '#shared/schemas/approvals.ts';
import type { SessionUser } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { NOT_FOUND_MESSAGE } from '../../requests/messages.ts';
import { lockRequest, type CurrentRow } from '../../requests/lock.ts';

/**
 * The request an owner decides on, locked: an owner of its enterprise may; a member of that
 * enterprise gets 403; anyone else (another enterprise, staff: a never-submitted draft is not theirs
 * to see) 404. A request that does not await approval: 409; nor one submitted again since the owner
 * saw it (`seenRequestedAt`, the round's requested_at they were shown): checked under the row's lock,
 * in the transaction that decides.
 */
export async function lockForDecision(
  tx: Db,
  actor: SessionUser,
  requestId: number,
  seenRequestedAt?: string,
): Promise<CurrentRow> {
  const current = await lockRequest(tx, requestId);
  if (!current || current.status === 'DELETED' || actor.isStaff) {
    throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  }
  if (!actor.ownedEnterpriseIds.includes(current.enterpriseId)) {
    if (actor.enterpriseIds.includes(current.enterpriseId)) throw new AppError('FORBIDDEN', APPROVERS_ONLY);
    throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  }
  if (!current.awaitingApproval || current.status !== 'DRAFT') throw new AppError('CONFLICT', NOT_PENDING);
  if (seenRequestedAt !== undefined && !(await isRoundSeen(tx, requestId, seenRequestedAt))) {
    throw new AppError('CONFLICT', SUBMISSION_CHANGED);
  }
  return current;
}

/**
 * Whether the pending round is the one sent at `seen`: within the millisecond, what JSON carries (the
 * database keeps microseconds, and drivers may round or cut them).
 */
async function isRoundSeen(tx: Db, requestId: number, seen: string): Promise<boolean> {
  const res = (await tx.execute(sql`
    select 1 from request_approvals
    where request_id = ${requestId} and state = 'pending'
      and abs(extract(epoch from requested_at - ${new Date(seen).toISOString()}::timestamptz)) < 0.001`)) as unknown as {
    rows: unknown[];
  };
  return res.rows.length > 0;
}
