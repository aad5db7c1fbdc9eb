import { and, eq, sql } from 'drizzle-orm';
import { isRequestStatus } from '#shared/domain/request-status.ts';
import type { BoardLanes, BoardSummary, RequestViewQuery } from '#shared/schemas/request.ts';
import type { SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { companies, requestAssignees, serviceRequests as sr, users } from '../../db/schema/index.ts';
import { listWhere } from '../requests/list.ts';

const count = sql<number>`count(*)::int`;
/** Exact decimal text with two places (never a float). */
const credit = sql<string>`to_char(coalesce(sum(${sr.totalCredit}), 0), 'FM999999999999990.00')`;

/**
 * GET /api/service-requests/summary — the board's figures for the filters it shows: per status
 * column the number of requests and their total credit, and per swimlane (staff assigned to, or
 * company) the same. Grouped statements over exactly the rows the list would page through
 * (listWhere), so a column's count is what scrolling it to the end would show.
 */
export async function boardSummary(
  db: Db,
  actor: SessionUser,
  q: RequestViewQuery & { lanes?: BoardLanes | undefined },
): Promise<BoardSummary> {
  const where = listWhere(db, actor, q);
  if (!where) return { columns: [], lanes: [] };
  const columnsQuery = db
    .select({ status: sr.status, count, credit })
    .from(sr)
    .where(where)
    .groupBy(sr.status);
  const lanesQuery =
    q.lanes === 'company'
      ? db
          .select({ status: sr.status, id: companies.id, name: companies.name, count, credit })
          .from(sr)
          .innerJoin(companies, eq(companies.id, sr.companyId))
          .where(where)
          .groupBy(sr.status, companies.id, companies.name)
      : q.lanes === 'assignee'
        ? db
            .select({
              status: sr.status,
              id: users.id,
              name: sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
              count,
              credit,
            })
            .from(sr)
            .leftJoin(
              requestAssignees,
              and(eq(requestAssignees.requestId, sr.id), eq(requestAssignees.role, 'assignedTo')),
            )
            .leftJoin(users, eq(users.id, requestAssignees.userId))
            .where(where)
            .groupBy(sr.status, users.id, users.firstName, users.lastName)
        : null;
  const [columns, lanes] = await Promise.all([columnsQuery, lanesQuery ?? Promise.resolve([])]);
  return {
    columns: columns.flatMap((c) => (isRequestStatus(c.status) ? [{ ...c, status: c.status }] : [])),
    lanes: lanes.flatMap((l) =>
      isRequestStatus(l.status)
        ? [{ ...l, status: l.status, id: l.id ?? null, name: l.id === null ? 'Unassigned' : l.name }]
        : [],
    ),
  };
}
