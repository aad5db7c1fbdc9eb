import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { StaffAssignment } from '#shared/schemas/staff.ts';
import { requireStaffActor, staffAccount } from './access.ts';

/** Statuses whose work is done: their assignments are history. */
export const CLOSED_STATUSES = ['FINISHED', 'CANCELLED', 'DELETED'] as const;
export const closedStatusesSql = sql.join(
  CLOSED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** The open requests (not finished, cancelled or deleted) where the person is in assignedTo. */
export async function openAssignmentsQuery(db: Db, userId: number): Promise<StaffAssignment[]> {
  const rows = (
    (await db.execute(sql`
      select r.id, r.title, r.status
        from service_requests r
        join request_assignees a on a.request_id = r.id and a.role = 'assignedTo' and a.user_id = ${userId}
       where r.status not in (${closedStatusesSql})
       order by r.id
    `)) as unknown as { rows: { id: number | string; title: string; status: string }[] }
  ).rows;
  return rows.map((r) => ({ id: Number(r.id), title: r.title, status: r.status }));
}

/** GET /api/staff/:userId/open-assignments (staff). */
export async function listOpenAssignments(
  ctx: AppContext,
  actor: SessionUser,
  userId: number,
): Promise<StaffAssignment[]> {
  requireStaffActor(actor);
  await staffAccount(ctx, ctx.db, userId);
  return openAssignmentsQuery(ctx.db, userId);
}
