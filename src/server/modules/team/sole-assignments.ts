import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../context.ts';
import type { SoleAssignment } from '#shared/schemas/team.ts';
import { requireTeamAccess } from './access.ts';

/** Statuses whose work is done: their assignees are history, never listed for reassignment. */
const CLOSED = ['FINISHED', 'CANCELLED', 'DELETED'];

/**
 * The open requests of the enterprise where the person is the only assignee (customer side), read by
 * the removal and by GET /api/team/:enterpriseId/people/:userId/sole-assignments.
 */
export async function soleAssignmentsQuery(
  db: Db,
  enterpriseId: number,
  userId: number,
): Promise<SoleAssignment[]> {
  const rows = (
    (await db.execute(sql`
      select r.id, r.title, r.status, r.company_id as "companyId"
        from service_requests r
        join request_assignees a on a.request_id = r.id and a.role = 'assignee' and a.user_id = ${userId}
       where r.enterprise_id = ${enterpriseId}
         and r.status not in (${sql.join(
           CLOSED.map((s) => sql`${s}`),
           sql`, `,
         )})
         and not exists (select 1 from request_assignees o
                          where o.request_id = r.id and o.role = 'assignee' and o.user_id <> ${userId})
       order by r.id
    `)) as unknown as { rows: { id: number | string; title: string; status: string; companyId: number }[] }
  ).rows;
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    status: r.status,
    companyId: Number(r.companyId),
  }));
}

export async function listSoleAssignments(
  db: Db,
  actor: SessionUser,
  enterpriseId: number,
  userId: number,
): Promise<SoleAssignment[]> {
  await requireTeamAccess(db, actor, enterpriseId);
  return soleAssignmentsQuery(db, enterpriseId, userId);
}
