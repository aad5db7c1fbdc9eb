import { and, eq, isNull } from 'drizzle-orm';
import { requestAssignees, users } from '../../db/schema/index.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { AppError } from '#shared/errors.ts';
import { REASSIGN_TARGET_INACTIVE, type StaffReassignResult } from '#shared/schemas/staff.ts';
import { updateRequest } from '../requests/update.ts';
import { requireStaffActor, staffAccount, staffAccountSql } from './access.ts';
import { openAssignmentsQuery } from './open-assignments.ts';

/**
 * POST /api/staff/reassign: one step to hand a staff account's open assignments to another active
 * staff account. Each request is saved through the ordinary request update
 * (modules/requests/update.ts) with its assignedTo changed (the person out, the new one in, the others
 * kept), so its rules hold; a refusal is reported per request and the others still go through.
 * Requests that are not open assignments of the person are refused without being touched.
 */
export async function reassignStaffAssignments(
  ctx: AppContext,
  actor: SessionUser,
  input: { fromUserId: number; toUserId: number; requestIds: number[] },
): Promise<StaffReassignResult> {
  requireStaffActor(actor);
  await staffAccount(ctx, ctx.db, input.fromUserId);
  const [to] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.toUserId), staffAccountSql(ctx), isNull(users.deactivatedAt)));
  if (!to || input.toUserId === input.fromUserId) {
    throw new AppError('BAD_REQUEST', REASSIGN_TARGET_INACTIVE);
  }
  const open = new Set((await openAssignmentsQuery(ctx.db, input.fromUserId)).map((r) => r.id));
  const result: StaffReassignResult = { reassigned: [], refused: [] };
  for (const id of input.requestIds) {
    if (!open.has(id)) {
      result.refused.push({ id, message: 'Not an open request assigned to this staff account.' });
      continue;
    }
    const current = await ctx.db
      .select({ userId: requestAssignees.userId })
      .from(requestAssignees)
      .where(and(eq(requestAssignees.requestId, id), eq(requestAssignees.role, 'assignedTo')));
    const assignedTo = [
      ...new Set([...current.map((c) => c.userId).filter((u) => u !== input.fromUserId), input.toUserId]),
    ];
    try {
      await updateRequest(ctx, actor, id, { assignedTo });
      result.reassigned.push(id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      result.refused.push({ id, message: err.message });
    }
  }
  return result;
}
