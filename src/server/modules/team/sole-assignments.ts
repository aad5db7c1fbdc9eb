import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../context.ts';
import type { SoleAssignment } from '#shared/schemas/team.ts';
import { visibleTo } from '../requests/access.ts';
import { requireTeamAccess } from './access.ts';

/** Statuses whose work is done: their assignees are history, never listed for reassignment. */
const CLOSED = ['FINISHED', 'CANCELLED', 'DELETED'];

/**
 * The open requests of the enterprise where the person is the only assignee (customer side), read by
 * the removal and by GET /api/team/:enterpriseId/people/:userId/sole-assignments. Only those the
 * caller may see (visibleTo): the person's own drafts are theirs alone, neither listed (their title)
 * nor reassignable by an owner or staff.
 */
export async function soleAssignmentsQuery(
  db: Db,
  actor: SessionUser,
  enterpriseId: number,
  userId: number,
): Promise<SoleAssignment[]> {
  const rows = (
    (await db.execute(sql`
      select service_requests.id, service_requests.title, service_requests.status,
             service_requests.company_id as "companyId"
        from service_requests
        join request_assignees a
          on a.request_id = service_requests.id and a.role = 'assignee' and a.user_id = ${userId}
       where service_requests.enterprise_id = ${enterpriseId}
         and service_requests.status not in (${sql.join(
           CLOSED.map((s) => sql`${s}`),
           sql`, `,
         )})
         and ${visibleTo(actor)}
         and not exists (select 1 from request_assignees o
                          where o.request_id = service_requests.id and o.role = 'assignee'
                            and o.user_id <> ${userId})
       order by service_requests.id
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
  return soleAssignmentsQuery(db, actor, enterpriseId, userId);
}
