import { and, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { isRequestStatus } from '#shared/domain/request-status.ts';
import type { BoardLanes, BoardSummary, RequestViewQuery } from '#shared/schemas/request.ts';
import type { SessionUser } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import {
  companies,
  requestAssignees,
  requestStatusCounts as tally,
  serviceRequests as sr,
  users,
} from '../../../db/schema/index.ts';
import { listWhere } from '../list.ts';

const count = sql<number>`count(*)::int`;
/** Exact decimal text with two places (never a float). */
const credit = sql<string>`to_char(coalesce(sum(${sr.totalCredit}), 0), 'FM999999999999990.00')`;

type SummaryQuery = RequestViewQuery & { lanes?: BoardLanes | undefined };

/** What the status counters can answer: staff (who see every submitted request), narrowed at most by status, company and enterprise. */
const TALLIED = new Set(['status', 'companyId', 'enterpriseId', 'lanes', 'permission', 'sort', 'order']);
function talliesServe(actor: SessionUser, q: SummaryQuery): boolean {
  if (!actor.isStaff || (q.permission !== undefined && q.permission !== 'all')) return false;
  if (q.lanes === 'assignee') return false;
  return Object.entries(q).every(([key, value]) => value === undefined || TALLIED.has(key));
}

/**
 * The figures from the trigger-kept counters (request_status_counts: a few rows per company), so the
 * board's default view costs the same at a million requests as at ten. Same answer as the grouped
 * statements below over the same rows.
 */
async function fromTallies(db: Db, q: SummaryQuery): Promise<BoardSummary> {
  const statuses = (q.status ?? []).filter((s) => s !== 'DRAFT' && s !== 'DELETED');
  if (q.status !== undefined && statuses.length === 0) return { columns: [], lanes: [] };
  const where: SQL[] = [notInArray(tally.status, ['DRAFT', 'DELETED']), sql`${tally.n} > 0`];
  if (statuses.length) where.push(inArray(tally.status, statuses));
  if (q.companyId !== undefined) where.push(eq(tally.companyId, q.companyId));
  if (q.enterpriseId !== undefined) where.push(eq(companies.enterpriseId, q.enterpriseId));
  const n = sql<number>`sum(${tally.n})::int`;
  const money = sql<string>`to_char(coalesce(sum(${tally.credit}), 0), 'FM999999999999990.00')`;
  const rows = await db
    .select({ status: tally.status, id: companies.id, name: companies.name, count: n, credit: money })
    .from(tally)
    .innerJoin(companies, eq(companies.id, tally.companyId))
    .where(and(...where))
    .groupBy(tally.status, companies.id, companies.name);
  const columns = new Map<string, { count: number; cents: bigint }>();
  for (const r of rows) {
    const c = columns.get(r.status) ?? { count: 0, cents: 0n };
    c.count += r.count;
    c.cents += BigInt(r.credit.replace('.', ''));
    columns.set(r.status, c);
  }
  const text = (cents: bigint) => {
    const abs = cents < 0n ? -cents : cents;
    return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  };
  return {
    columns: [...columns].flatMap(([status, c]) =>
      isRequestStatus(status) ? [{ status, count: c.count, credit: text(c.cents) }] : [],
    ),
    lanes:
      q.lanes === 'company'
        ? rows.flatMap((r) => (isRequestStatus(r.status) ? [{ ...r, status: r.status }] : []))
        : [],
  };
}

/**
 * GET /api/service-requests/summary — the board's figures for the filters it shows: per status
 * column (drafts aside: the board has no draft column) the number of requests and their total
 * credit, and per swimlane (staff assigned to, or company) the same. From the status counters when
 * they can answer; otherwise grouped statements over exactly the rows the list would page through
 * (listWhere), so a column's count is what scrolling it to the end would show.
 */
export async function boardSummary(db: Db, actor: SessionUser, q: SummaryQuery): Promise<BoardSummary> {
  if (talliesServe(actor, q)) return fromTallies(db, q);
  const listed = listWhere(db, actor, q);
  if (!listed) return { columns: [], lanes: [] };
  const where = and(listed, ne(sr.status, 'DRAFT'))!;
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
