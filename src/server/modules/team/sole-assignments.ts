import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../context.ts';
import type { PendingReassignment, SoleAssignment } from '#shared/schemas/team.ts';
import { visibleTo } from '../requests/access.ts';
import { requireTeamAccess } from './access.ts';
import { inTeamSql } from './left-team.ts';

/** Statuses whose work is done: their assignees are history, never listed for reassignment. */
const CLOSED = ['FINISHED', 'CANCELLED', 'DELETED'];

const heldSql = sql`exists (select 1 from request_approvals ra
  where ra.request_id = service_requests.id and ra.state = 'pending')`;

/**
 * The requests of the enterprise the caller may list for reassignment: those they may see (visibleTo),
 * and, for an owner of the enterprise, a member's draft awaiting their approval (canView lets the
 * owners read it; visibleTo leaves it out of request lists only because they open it from the
 * Approvals list). Another person's private draft is never listed: its title stays theirs.
 */
function listableBy(actor: SessionUser, enterpriseId: number): SQL {
  const owner = !actor.isStaff && actor.ownedEnterpriseIds.includes(enterpriseId);
  return owner
    ? sql`(${visibleTo(actor)} or (service_requests.status = 'DRAFT' and ${heldSql}))`
    : sql`${visibleTo(actor)}`;
}

const openSql = sql`service_requests.status not in (${sql.join(
  CLOSED.map((s) => sql`${s}`),
  sql`, `,
)})`;

/** No other customer-side assignee on the request than `userId`. */
const onlyAssignee = (userId: SQL | number) => sql`not exists (select 1 from request_assignees o
  where o.request_id = service_requests.id and o.role = 'assignee' and o.user_id <> ${userId})`;

type Row = { id: number | string; title: string; status: string; companyId: number; held: boolean };
const toAssignment = (r: Row): SoleAssignment => ({
  id: Number(r.id),
  title: r.title,
  status: r.status,
  companyId: Number(r.companyId),
  awaitingApproval: Boolean(r.held),
});

/**
 * The open requests of the enterprise where the person is the only assignee (customer side), read by
 * the removal and by GET /api/team/:enterpriseId/people/:userId/sole-assignments. Only those the
 * caller may list (`listableBy`): a member's submission awaiting the owners' approval is listed to an
 * owner (approving it would otherwise submit work assigned to someone who left), the person's other
 * drafts are theirs alone, neither listed (their title) nor reassignable by an owner or staff.
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
             service_requests.company_id as "companyId", ${heldSql} as held
        from service_requests
        join request_assignees a
          on a.request_id = service_requests.id and a.role = 'assignee' and a.user_id = ${userId}
       where service_requests.enterprise_id = ${enterpriseId}
         and ${openSql}
         and ${listableBy(actor, enterpriseId)}
         and ${onlyAssignee(userId)}
       order by service_requests.id
    `)) as unknown as { rows: Row[] }
  ).rows;
  return rows.map(toAssignment);
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

/**
 * Whether the user is out of the enterprise's team now: a deleted or deactivated account, or neither
 * an owner of it nor a member of one of its companies (removed, or never re-added).
 */
export const outOfTeamSql = (enterpriseId: number) =>
  sql`(u.deleted_at is not null or u.deactivated_at is not null or not ${inTeamSql(sql`u.id`, enterpriseId)})`;

/**
 * GET /api/team/:enterpriseId/reassignments (the Team page's rule: staff, the enterprise's owners):
 * the people no longer in the team who are still the only assignee of open requests of the enterprise
 * (those the caller may list), each with those requests. The Team page's notice reads it, so a
 * reassignment put off ("Later") is offered again, after a reload too.
 */
export async function listPendingReassignments(
  db: Db,
  actor: SessionUser,
  enterpriseId: number,
): Promise<PendingReassignment[]> {
  await requireTeamAccess(db, actor, enterpriseId);
  const rows = (
    (await db.execute(sql`
      select u.id as "userId", u.first_name as "firstName", u.last_name as "lastName", u.email,
             service_requests.id, service_requests.title, service_requests.status,
             service_requests.company_id as "companyId", ${heldSql} as held
        from service_requests
        join request_assignees a on a.request_id = service_requests.id and a.role = 'assignee'
        join users u on u.id = a.user_id
       where service_requests.enterprise_id = ${enterpriseId}
         and ${openSql}
         and ${listableBy(actor, enterpriseId)}
         and ${onlyAssignee(sql`a.user_id`)}
         and ${outOfTeamSql(enterpriseId)}
       order by u.last_name, u.first_name, u.id, service_requests.id
       limit 1000
    `)) as unknown as {
      rows: (Row & { userId: number | string; firstName: string; lastName: string; email: string })[];
    }
  ).rows;
  const byPerson = new Map<number, PendingReassignment>();
  for (const r of rows) {
    const id = Number(r.userId);
    let entry = byPerson.get(id);
    if (!entry) {
      entry = {
        person: { id, firstName: r.firstName ?? '', lastName: r.lastName ?? '', email: r.email },
        requests: [],
      };
      byPerson.set(id, entry);
    }
    entry.requests.push(toAssignment(r));
  }
  return [...byPerson.values()];
}
