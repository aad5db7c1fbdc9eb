import { sql } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import { ASSIGNEE_LEFT, type ApprovalDecision } from '#shared/schemas/approvals.ts';
import type { Db } from '../../../db/client.ts';
import type { AppContext, SessionUser } from '../../../context.ts';
import { saveRequestIn } from '../../requests/write.ts';
import { lockForDecision } from './access.ts';
import { outOfTeamSql } from '../sole-assignments.ts';

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
    const current = await lockForDecision(tx, actor, requestId, seenRequestedAt);
    if (await assigneesAllLeft(tx, requestId, current.enterpriseId)) {
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

/**
 * Whether the request has customer-side assignees and none of them is in its enterprise's team any
 * more (a deleted or deactivated account, or no ownership and no membership of the enterprise).
 */
async function assigneesAllLeft(tx: Db, requestId: number, enterpriseId: number): Promise<boolean> {
  const res = (await tx.execute(sql`
    select count(*)::int as total,
      count(*) filter (where not ${outOfTeamSql(enterpriseId)})::int as present
    from request_assignees a join users u on u.id = a.user_id
    where a.request_id = ${requestId} and a.role = 'assignee'`)) as unknown as {
    rows: { total: number; present: number }[];
  };
  const row = res.rows[0];
  return !!row && Number(row.total) > 0 && Number(row.present) === 0;
}
