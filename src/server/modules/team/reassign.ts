import type { AppContext, SessionUser } from '../../context.ts';
import { AppError } from '#shared/errors.ts';
import type { ReassignResult } from '#shared/schemas/team.ts';
import { updateRequest } from '../requests/update.ts';
import { requireTeamAccess } from './access.ts';
import { soleAssignmentsQuery } from './sole-assignments.ts';

/**
 * POST /api/team/:enterpriseId/reassign: one step to give the requests a removed person was the only
 * assignee of to someone else. Each request is saved through the ordinary request update
 * (modules/requests/update.ts), so its rules hold: who may change a request at its status, the new
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
      result.refused.push({ id, message: 'Not an open request of this enterprise with this only assignee.' });
      continue;
    }
    try {
      await updateRequest(ctx, actor, id, { assignees: [input.toUserId] });
      result.reassigned.push(id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      result.refused.push({ id, message: err.message });
    }
  }
  return result;
}
