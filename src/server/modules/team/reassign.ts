import type { AppContext, SessionUser } from '../../context.ts';
import { AppError } from '#shared/errors.ts';
import type { ReassignResult } from '#shared/schemas/team.ts';
import { lockRequest } from '../requests/lock.ts';
import { saveRequestIn } from '../requests/write.ts';
import { requireTeamAccess } from './access.ts';
import { soleAssignmentsQuery } from './sole-assignments.ts';

const NOT_SOLE = 'Not an open request of this enterprise with this only assignee.';

/**
 * POST /api/team/:enterpriseId/reassign: one step to give the requests a removed person was the only
 * assignee of to someone else. Each request is saved as an ordinary request update
 * (requests/write.ts `saveRequestIn`, 'update'), so its rules hold: who may change a request at its status, the new
 * assignee must be a person of its company. Requests the person is no longer the only assignee of are
 * left alone; a refusal is reported per request and the others still go through.
 */
export async function reassignSoleAssignments(
  ctx: AppContext,
  actor: SessionUser,
  input: { enterpriseId: number; fromUserId: number; toUserId: number; requestIds: number[] },
): Promise<ReassignResult> {
  await requireTeamAccess(ctx.db, actor, input.enterpriseId);
  const sole = new Set(
    (await soleAssignmentsQuery(ctx.db, actor, input.enterpriseId, input.fromUserId)).map((r) => r.id),
  );
  const result: ReassignResult = { reassigned: [], refused: [] };
  for (const id of input.requestIds) {
    if (!sole.has(id)) {
      result.refused.push({ id, message: NOT_SOLE });
      continue;
    }
    try {
      const done = await ctx.db.transaction(async (tx) => {
        // Checked again under the request row's lock: another owner's reassignment of it a moment ago
        // (their Team page showed the same notice) is not overwritten with this one.
        await lockRequest(tx, id);
        const still = await soleAssignmentsQuery(tx, actor, input.enterpriseId, input.fromUserId, id);
        if (!still.length) return false;
        await saveRequestIn(tx, ctx, actor, 'update', { assignees: [input.toUserId] }, id);
        return true;
      });
      if (!done) {
        result.refused.push({ id, message: NOT_SOLE });
        continue;
      }
      result.reassigned.push(id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      result.refused.push({ id, message: err.message });
    }
  }
  return result;
}
