import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../context.ts';
import type { PendingReassignment, SoleAssignment } from '#shared/schemas/team.ts';
import { viewableBy } from '../requests/access.ts';
import { requireTeamAccess } from './access.ts';

/** Statuses whose work is done: their assignees are history, never listed for reassignment. */
const CLOSED = ['FINISHED', 'CANCELLED', 'DELETED'];

const heldSql = sql`exists (select 1 from request_approvals ra
  where ra.request_id = service_requests.id and ra.state = 'pending')`;

const openSql = sql`service_requests.status not in (${sql.join(
  CLOSED.map((s) => sql`${s}`),
  sql`, `,
)})`;

/**
 * Whether the user can still open the request (the row `service_requests`) as its assignee: an account
 * neither deleted nor deactivated, a member of the request's company or an owner of its enterprise
 * (canView's inCompany). One who cannot is gone from it, whether they left the enterprise or only its
 * company: the request needs another assignee. The one statement of that rule (the lists below, the
 * approval's refusal, the owner's change of a held submission's assignees).
 */
const presentOnRequestSql = (userId: SQL) => sql`exists (select 1 from users pu where pu.id = ${userId}
  and pu.deleted_at is null and pu.deactivated_at is null
  and (exists (select 1 from company_members pcm
               where pcm.user_id = pu.id and pcm.company_id = service_requests.company_id)
    or exists (select 1 from enterprise_owners peo
               where peo.user_id = pu.id and peo.enterprise_id = service_requests.enterprise_id)))`;

/** No customer-side assignee of the request other than `userId` can still open it. */
const noOtherPresentAssignee = (userId: SQL | number) => sql`not exists (select 1 from request_assignees o
  where o.request_id = service_requests.id and o.role = 'assignee' and o.user_id <> ${userId}
    and ${presentOnRequestSql(sql`o.user_id`)})`;

/**
 * Whether the request has customer-side assignees and none of them can still open it: approving such a
 * held submission is refused until it is reassigned, and only then may an owner change its assignees.
 */
export async function assigneesAllGone(db: Db, requestId: number): Promise<boolean> {
  const res = (await db.execute(sql`
    select count(*)::int as total,
      count(*) filter (where ${presentOnRequestSql(sql`a.user_id`)})::int as present
    from service_requests
    join request_assignees a on a.request_id = service_requests.id and a.role = 'assignee'
    where service_requests.id = ${requestId}`)) as unknown as { rows: { total: number; present: number }[] };
  const row = res.rows[0];
  return !!row && Number(row.total) > 0 && Number(row.present) === 0;
}

type Row = { id: number | string; title: string; status: string; companyId: number; held: boolean };
const toAssignment = (r: Row): SoleAssignment => ({
  id: Number(r.id),
  title: r.title,
  status: r.status,
  companyId: Number(r.companyId),
  awaitingApproval: Boolean(r.held),
});

/**
 * The open requests of the enterprise where the person is an assignee (customer side) and no other
 * assignee can still open them (presentOnRequestSql: the others left too, or were only in another
 * company), read by the removal and by GET /api/team/:enterpriseId/people/:userId/sole-assignments. Only those the
 * caller may open (canView as SQL, `viewableBy`): a member's submission awaiting the owners' approval
 * is listed to an owner (approving it would otherwise submit work assigned to someone who left), the
 * person's other drafts are theirs alone, neither listed (their title) nor reassignable by an owner
 * or staff.
 */
export async function soleAssignmentsQuery(
  db: Db,
  actor: SessionUser,
  enterpriseId: number,
  userId: number,
  /** Only this request (the reassignment's check under its row's lock). */
  onlyRequestId?: number,
): Promise<SoleAssignment[]> {
  const rows = (
    (await db.execute(sql`
      select service_requests.id, service_requests.title, service_requests.status,
             service_requests.company_id as "companyId", ${heldSql} as held
        from service_requests
        join request_assignees a
          on a.request_id = service_requests.id and a.role = 'assignee' and a.user_id = ${userId}
       where service_requests.enterprise_id = ${enterpriseId}
         ${onlyRequestId === undefined ? sql`` : sql`and service_requests.id = ${onlyRequestId}`}
         and ${openSql}
         and ${viewableBy(actor)}
         and ${noOtherPresentAssignee(userId)}
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
 * GET /api/team/:enterpriseId/reassignments (the Team page's rule: staff, the enterprise's owners):
 * the assignees who can no longer open an open request of the enterprise (they left it, or its
 * company) and whom no assignee still there replaces (those the caller may list), each with those
 * requests; a request all of whose assignees are gone is under each of them, until one is replaced. The Team page's notice reads it, so a
 * reassignment put off ("Later") is offered again, after a reload too. Not cut short: the notice
 * counts every request, and the dialog hands them over in batches (a row is a few dozen bytes; the
 * list is bounded by the enterprise's open requests).
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
         and ${viewableBy(actor)}
         and ${noOtherPresentAssignee(sql`a.user_id`)}
         and not ${presentOnRequestSql(sql`a.user_id`)}
       order by u.last_name, u.first_name, u.id, service_requests.id
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
