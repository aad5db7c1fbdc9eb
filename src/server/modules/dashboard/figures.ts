import { Decimal } from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../context.ts';
import { dueWindow } from '#shared/domain/due-status.ts';
import { addDays, toIsoDay } from '#shared/domain/credit-periods.ts';
import type { RequestStatus } from '#shared/domain/request-status.ts';
import { AppError } from '#shared/errors.ts';
import type { CustomerDashboard, DashboardRequest, StaffDashboard } from '#shared/schemas/dashboard.ts';
import { isStaffUserSql } from '../accounts/users.ts';
import { REPORT_WEEKS, weekStart } from '../credits/reports.ts';

/**
 * The staff and customer dashboards' figures. The counts come from counters kept by statement
 * triggers on the requests (migrations 0019 and dashboard_counters), so each reads a few rows however
 * many requests there are: weekly created/finished and the monthly on-time rate sum
 * request_day_counts, overdue and due soon sum request_due_counts over a range of due days (they
 * depend on today), workload reads assignee_workload_counts, requests per company
 * request_status_counts. The lists walk indexes of migration 0016 (the unassigned queue the NOT_START
 * partial index oldest first, counted up to QUEUE_COUNT_CAP). bench/scale.ts times both dashboards
 * at a million requests.
 */

/** How many months the on-time chart covers, and how many rows the short lists show. */
export const ON_TIME_MONTHS = 6;
export const LIST_SIZE = 5;
export const TOP_COMPANIES = 20;
export const TOP_ENTERPRISES = 5;
/** The unassigned queue is counted exactly up to this many (then "1,000+"). */
export const QUEUE_COUNT_CAP = 1000;

/** Open work, as SQL (the open-due index's predicate word for word, so the planner can use it). */
const OPEN = sql.raw(`status in ('NOT_START', 'ASSIGNED', 'IN_PROGRESS')`);
const ISO_TS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

type RequestRow = Omit<DashboardRequest, 'id'> & { id: string | number };
/** The columns of a DashboardRequest, from `r` (service_requests) joined to `c` and `t`. */
const REQUEST_COLUMNS = sql.raw(`r.id::text as id, r.title, r.status, c.name as "companyName",
  t.name as "typeName", r.target_date::text as "targetDate",
  to_char(r.created_at at time zone 'UTC', ${ISO_TS}) as "createdAt",
  to_char(r.finished_at at time zone 'UTC', ${ISO_TS}) as "finishedAt"`);
const REQUEST_JOINS = sql.raw(`join companies c on c.id = r.company_id
  join request_types t on t.id = r.request_type_id`);
const toRequest = (r: RequestRow): DashboardRequest => ({
  ...r,
  id: Number(r.id),
  status: r.status as RequestStatus,
});

/** The 12 report weeks (Mondays, UTC), oldest first, ending with the current week. */
function reportWeeks(now: Date): string[] {
  const first = addDays(weekStart(toIsoDay(now)), -7 * (REPORT_WEEKS - 1));
  return Array.from({ length: REPORT_WEEKS }, (_, i) => addDays(first, 7 * i));
}

/** The last ON_TIME_MONTHS months 'YYYY-MM' (UTC), oldest first. */
function reportMonths(now: Date): string[] {
  return Array.from({ length: ON_TIME_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (ON_TIME_MONTHS - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** The Monday (UTC) of a timestamp's week; rows are grouped on it and it is written once per group. */
const weekOf = (column: string) => sql.raw(`date_trunc('week', ${column} at time zone 'UTC')`);
/** A UTC day's Monday, as 'YYYY-MM-DD'. */
const DAY_WEEK = sql.raw(`to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD')`);
const WEEK_TEXT = sql.raw(`to_char(g.week, 'YYYY-MM-DD') as week`);
/** Midnight UTC of a day, as a timestamptz parameter. */
const utcStart = (day: string) => sql`${`${day}T00:00:00.000Z`}::timestamptz`;

/**
 * Overdue and due-soon counts of open work (optionally of some companies), by dueStatus's window,
 * from the trigger-kept open work per company and due day.
 */
async function dueCounts(db: Db, now: Date, companyIds?: number[]) {
  const { today, soonUntil } = dueWindow(now);
  const scope = companyIds ? sql`and company_id in (${idList(companyIds)})` : sql``;
  const [row] = await rows<{ overdue: number; dueSoon: number }>(
    db,
    sql`select coalesce(sum(n) filter (where due_day < ${today}::date), 0)::int as overdue,
          coalesce(sum(n) filter (where due_day >= ${today}::date), 0)::int as "dueSoon"
        from request_due_counts
        where due_day <= ${soonUntil}::date ${scope}`,
  );
  return { today, soonUntil, overdue: row?.overdue ?? 0, dueSoon: row?.dueSoon ?? 0 };
}

/** Staff dashboard figures: every company, every enterprise. */
export async function staffDashboard(
  db: Db,
  actor: SessionUser,
  providerDomain: string,
  now = new Date(),
): Promise<StaffDashboard> {
  if (!actor.isStaff) throw new AppError('FORBIDDEN', 'Only staff may do this.');
  const weeks = reportWeeks(now);
  const months = reportMonths(now);
  const firstWeek = utcStart(weeks[0]!);
  const unassigned = sql`r.status = 'NOT_START' and not exists (
    select 1 from request_assignees a where a.request_id = r.id and a.role = 'assignedTo')`;

  const [queue, queueTotal, workload, staff, due, weekCounts, onTime, companies, credits] = await Promise.all(
    [
      rows<RequestRow>(
        db,
        sql`select ${REQUEST_COLUMNS} from service_requests r ${REQUEST_JOINS}
            where ${unassigned} order by r.created_at, r.id limit ${LIST_SIZE}`,
      ),
      // Counted up to QUEUE_COUNT_CAP + 1 along the queue index: a queue of thousands reads "1,000+".
      rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (
              select 1 from service_requests r where ${unassigned} limit ${QUEUE_COUNT_CAP + 1}) q`,
      ),
      rows<{ userId: number; status: string; n: number }>(
        db,
        sql`select user_id as "userId", status, n from assignee_workload_counts where n <> 0`,
      ),
      rows<{ id: number; name: string }>(
        db,
        sql`select id, coalesce(nullif(trim(first_name || ' ' || last_name), ''), username) as name
            from users where ${isStaffUserSql(providerDomain)}`,
      ),
      dueCounts(db, now),
      rows<{ week: string; created: number; finished: number }>(
        db,
        sql`select ${DAY_WEEK} as week, sum(created)::int as created, sum(finished)::int as finished
            from request_day_counts where day >= ${weeks[0]!}::date group by 1`,
      ),
      rows<{ month: string; finished: number; withDueDate: number; onTime: number }>(
        db,
        sql`select to_char(day, 'YYYY-MM') as month, sum(finished)::int as finished,
              sum(finished_with_due)::int as "withDueDate", sum(finished_on_time)::int as "onTime"
            from request_day_counts where day >= ${`${months[0]!}-01`}::date and finished <> 0
            group by 1`,
      ),
      rows<{
        companyId: number;
        name: string;
        enterpriseName: string;
        open: number;
        total: number;
        all: number;
      }>(
        db,
        sql`select c.id as "companyId", c.name, e.name as "enterpriseName",
              coalesce(sum(s.n) filter (where s.${OPEN}), 0)::int as open,
              sum(s.n)::int as total, (count(*) over ())::int as all
            from request_status_counts s
            join companies c on c.id = s.company_id join enterprises e on e.id = c.enterprise_id
            where s.status not in ('DRAFT', 'DELETED')
            group by c.id, c.name, e.name having sum(s.n) > 0
            order by open desc, total desc, c.name, c.id limit ${TOP_COMPANIES}`,
      ),
      rows<{ enterpriseId: number; name: string; week: string; used: string }>(
        db,
        sql`select g."enterpriseId", e.name, ${WEEK_TEXT}, g.used from (
              select l.enterprise_id as "enterpriseId", ${weekOf('l.created_at')} as week,
                sum(-l.amount)::text as used
              from credit_ledger l
              where l.request_id is not null and l.created_at >= ${firstWeek}
              group by 1, 2) g
            join enterprises e on e.id = g."enterpriseId"`,
      ),
    ],
  );

  const byUser = new Map<number, StaffDashboard['workload'][number]>();
  for (const s of staff) {
    byUser.set(s.id, {
      userId: s.id,
      name: s.name,
      counts: { NOT_START: 0, ASSIGNED: 0, IN_PROGRESS: 0 },
      total: 0,
    });
  }
  for (const w of workload) {
    const entry = byUser.get(w.userId);
    // Someone assigned who is no longer staff (their e-mail changed) is not staff workload.
    if (!entry || !(w.status in entry.counts)) continue;
    entry.counts[w.status as keyof typeof entry.counts] = w.n;
    entry.total += w.n;
  }

  const inWeek = (week: string) => weekCounts.find((r) => r.week === week);

  return {
    queue: {
      total: Math.min(queueTotal[0]?.n ?? 0, QUEUE_COUNT_CAP),
      more: (queueTotal[0]?.n ?? 0) > QUEUE_COUNT_CAP,
      oldest: queue.map(toRequest),
    },
    workload: [...byUser.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name)),
    due,
    weekly: weeks.map((weekStart) => ({
      weekStart,
      created: inWeek(weekStart)?.created ?? 0,
      finished: inWeek(weekStart)?.finished ?? 0,
    })),
    onTime: months.map((month) => {
      const m = onTime.find((r) => r.month === month);
      const withDueDate = m?.withDueDate ?? 0;
      const on = m?.onTime ?? 0;
      return {
        month,
        finished: m?.finished ?? 0,
        withDueDate,
        onTime: on,
        rate: withDueDate ? Math.round((on / withDueDate) * 1000) / 10 : null,
      };
    }),
    byCompany: companies.map(({ all: _all, ...c }) => c),
    companiesWithRequests: companies[0]?.all ?? 0,
    creditsByEnterprise: creditSeries(credits, weeks),
  };
}

/** Weekly credit use per enterprise: the TOP_ENTERPRISES that used most, then the rest as one line. */
function creditSeries(
  entries: { enterpriseId: number; name: string; week: string; used: string }[],
  weeks: string[],
): StaffDashboard['creditsByEnterprise'] {
  const totals = new Map<number, { name: string; total: Decimal }>();
  for (const e of entries) {
    const t = totals.get(e.enterpriseId) ?? { name: e.name, total: new Decimal(0) };
    totals.set(e.enterpriseId, { name: t.name, total: t.total.plus(e.used) });
  }
  const ranked = [...totals.entries()]
    .filter(([, t]) => t.total.gt(0))
    .sort(([ia, a], [ib, b]) => b.total.comparedTo(a.total) || a.name.localeCompare(b.name) || ia - ib);
  const top = ranked.slice(0, TOP_ENTERPRISES).map(([id]) => id);
  const sumFor = (match: (id: number) => boolean) =>
    weeks.map((week) =>
      Decimal.max(
        0,
        entries
          .filter((e) => e.week === week && match(e.enterpriseId))
          .reduce((acc, e) => acc.plus(e.used), new Decimal(0)),
      ).toFixed(2),
    );
  const series: StaffDashboard['creditsByEnterprise']['series'] = top.map((id) => ({
    enterpriseId: id,
    name: totals.get(id)!.name,
    used: sumFor((e) => e === id),
  }));
  if (ranked.length > TOP_ENTERPRISES) {
    series.push({
      enterpriseId: null,
      name: 'Other enterprises',
      used: sumFor((e) => !top.includes(e)),
    });
  }
  return { weeks, series };
}

/**
 * Customer dashboard figures, only ever about the user's own companies (and, for credits, their
 * enterprises): another enterprise's requests are never counted.
 */
export async function customerDashboard(
  db: Db,
  actor: SessionUser,
  now = new Date(),
): Promise<CustomerDashboard> {
  if (actor.isStaff) {
    throw new AppError(
      'FORBIDDEN',
      'The customer dashboard is for customers; staff figures are on the staff dashboard.',
    );
  }
  const since = reportWeeks(now)[0]!;
  const companies = actor.companyIds;
  const { today, soonUntil } = dueWindow(now);
  if (companies.length === 0) {
    return {
      due: { today, soonUntil, overdue: 0, dueSoon: 0, requests: [] },
      recentlyFinished: [],
      creditsByType: { since, types: [] },
    };
  }
  const inCompanies = sql`r.company_id in (${idList(companies)})`;
  const [due, dueList, finished, byType] = await Promise.all([
    dueCounts(db, now, companies),
    rows<RequestRow>(
      db,
      sql`select ${REQUEST_COLUMNS} from service_requests r ${REQUEST_JOINS}
          where r.${OPEN} and r.target_date <= ${soonUntil}::date and ${inCompanies}
          order by r.target_date, r.id limit ${LIST_SIZE}`,
    ),
    // Per company its five latest (the company + finished_at index, whose order is DESC NULLS LAST:
    // the ORDER BY must say so to read it in order), then the five latest of those.
    rows<RequestRow>(
      db,
      sql`select ${REQUEST_COLUMNS}
          from unnest(array[${idList(companies)}]::int[]) as co(id)
          cross join lateral (
            select * from service_requests f where f.company_id = co.id and f.finished_at is not null
            order by f.finished_at desc nulls last limit ${LIST_SIZE}) r
          ${REQUEST_JOINS}
          order by r.finished_at desc nulls last, r.id desc limit ${LIST_SIZE}`,
    ),
    actor.enterpriseIds.length === 0
      ? Promise.resolve([])
      : rows<{ typeId: number; name: string; used: string; requests: number }>(
          db,
          sql`select t.id as "typeId", t.name, sum(-l.amount)::text as used,
                count(distinct l.request_id)::int as requests
              from credit_ledger l
              join service_requests r on r.id = l.request_id
              join request_types t on t.id = r.request_type_id
              where l.request_id is not null and l.enterprise_id in (${idList(actor.enterpriseIds)})
                and l.created_at >= ${utcStart(since)} and ${inCompanies}
              group by t.id, t.name having sum(-l.amount) > 0
              order by sum(-l.amount) desc, t.name, t.id`,
        ),
  ]);
  return {
    due: { ...due, requests: dueList.map(toRequest) },
    recentlyFinished: finished.map(toRequest),
    creditsByType: {
      since,
      types: byType.map((t) => ({ ...t, used: new Decimal(t.used).toFixed(2) })),
    },
  };
}
