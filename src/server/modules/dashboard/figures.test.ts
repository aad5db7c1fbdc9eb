// Over 400 lines on purpose: every dashboard figure is checked here against the seeded data and,
// after each kind of change, against a recount of the requests table, on one seed shared by all cases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays } from '#shared/domain/credit-periods.ts';
import { dueWindow } from '#shared/domain/due-status.ts';
import { requestWorld, type RequestWorld, type Who } from '../../test/request-fixtures.ts';
import { weekStart } from '../credits/reports.ts';

/**
 * Every dashboard figure against requests and ledger entries seeded here with known dates, statuses,
 * assignments and charges (the demo's sample requests are removed first), and who may read which.
 */
let w: RequestWorld;
const DAY = 86_400_000;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY);
const { today, soonUntil } = dueWindow();

type Seed = {
  key: string;
  status: string;
  company: 'Acme Foods' | 'Acme Apparel' | 'Globex Retail';
  type: string;
  created: Date;
  target?: string;
  finished?: Date;
  assignedTo?: Who[];
  submitted?: boolean;
};
// Created and finished times are whole weeks before now, so each falls in a known report week.
const SEEDS: Seed[] = [
  { key: 'old', status: 'NOT_START', company: 'Globex Retail', type: 'Website bug fix', created: ago(200) },
  { key: 'q1', status: 'NOT_START', company: 'Acme Foods', type: 'Website bug fix', created: ago(14) },
  { key: 'q2', status: 'NOT_START', company: 'Globex Retail', type: 'Website bug fix', created: ago(7) },
  {
    key: 'q3',
    status: 'NOT_START',
    company: 'Acme Foods',
    type: 'Website bug fix',
    created: ago(21),
    assignedTo: ['designer'],
  },
  {
    key: 'a1',
    status: 'ASSIGNED',
    company: 'Acme Foods',
    type: 'Website bug fix',
    created: ago(7),
    target: addDays(today, -1),
    assignedTo: ['staff'],
  },
  {
    key: 'a2',
    status: 'IN_PROGRESS',
    company: 'Globex Retail',
    type: 'Website bug fix',
    created: ago(0),
    target: today,
    assignedTo: ['staff'],
  },
  {
    key: 'a3',
    status: 'IN_PROGRESS',
    company: 'Acme Apparel',
    type: 'Website bug fix',
    created: ago(0),
    target: soonUntil,
    assignedTo: ['designer'],
  },
  {
    key: 'a4',
    status: 'IN_PROGRESS',
    company: 'Acme Foods',
    type: 'Website bug fix',
    created: ago(0),
    target: addDays(soonUntil, 1),
  },
  // Finished: f1 three days early, f4 on the due day (on time), f2 a day late, f3 without a due date.
  {
    key: 'f1',
    status: 'FINISHED',
    company: 'Acme Foods',
    type: 'Logo design',
    created: ago(21),
    finished: ago(7),
    target: addDays(ago(7).toISOString().slice(0, 10), 3),
    assignedTo: ['designer'],
  },
  {
    key: 'f4',
    status: 'FINISHED',
    company: 'Acme Foods',
    type: 'Logo design',
    created: ago(14),
    finished: ago(7),
    target: ago(7).toISOString().slice(0, 10),
  },
  {
    key: 'f2',
    status: 'FINISHED',
    company: 'Globex Retail',
    type: 'Logo design',
    created: ago(14),
    finished: ago(0),
    target: addDays(ago(0).toISOString().slice(0, 10), -1),
  },
  {
    key: 'f3',
    status: 'FINISHED',
    company: 'Acme Apparel',
    type: 'Website bug fix',
    created: ago(63),
    finished: ago(42),
  },
  {
    key: 'c1',
    status: 'CANCELLED',
    company: 'Acme Foods',
    type: 'Website bug fix',
    created: ago(7),
    target: addDays(today, -1),
  },
  { key: 'd1', status: 'DRAFT', company: 'Acme Foods', type: 'Website bug fix', created: ago(0) },
  { key: 'x1', status: 'DELETED', company: 'Globex Retail', type: 'Website bug fix', created: ago(0) },
];
const id: Record<string, number> = {};

const figures = async (who: Who, which: 'staff' | 'customer') => {
  const res = await w.call(who, 'GET', `/api/dashboard/${which}`);
  expect(res.status).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  w = await requestWorld();
  const db = w.db;
  // Only the requests seeded here: the demo's samples and their charges go.
  await db.execute(sql`truncate service_requests cascade`);
  await db.execute(sql`delete from credit_ledger where request_id is not null`);
  const enterpriseOf = async (company: string) =>
    (
      (await db.execute(sql`select enterprise_id from companies where name = ${company}`)) as unknown as {
        rows: { enterprise_id: number }[];
      }
    ).rows[0]!.enterprise_id;
  for (const s of SEEDS) {
    const res = (await db.execute(sql`
      insert into service_requests (title, status, company_id, enterprise_id, request_type_id, created_by_id,
        target_date, created_at, updated_at, submitted_at, finished_at)
      values (${`Seeded ${s.key}`}, ${s.status}, ${w.company(s.company)}, ${await enterpriseOf(s.company)},
        ${w.type(s.type)}, ${w.ids.acmeOwner}, ${s.target ?? null}::date, ${s.created.toISOString()}::timestamptz,
        ${s.created.toISOString()}::timestamptz,
        ${s.status === 'DRAFT' ? null : s.created.toISOString()}::timestamptz,
        ${s.finished?.toISOString() ?? null}::timestamptz)
      returning id`)) as unknown as { rows: { id: number }[] };
    id[s.key] = Number(res.rows[0]!.id);
    for (const who of s.assignedTo ?? []) {
      await db.execute(
        sql`insert into request_assignees (request_id, user_id, role) values (${id[s.key]}, ${w.ids[who]}, 'assignedTo')`,
      );
    }
  }
  // The customer-side assignee list is not staff workload (and a4 needs one to be updated).
  for (const key of ['a3', 'a4']) {
    await db.execute(
      sql`insert into request_assignees (request_id, user_id, role) values (${id[key]}, ${w.ids.acmeOwner}, 'assignee')`,
    );
  }
  const entry = async (company: string, kind: string, amount: number, when: Date, request: string | null) =>
    db.execute(sql`insert into credit_ledger (enterprise_id, kind, amount, balance_after, request_id, created_at)
      values (${await enterpriseOf(company)}, ${kind}, ${amount}, 0, ${request ? id[request]! : null},
        ${when.toISOString()}::timestamptz)`);
  await entry('Acme Foods', 'debit', -10, ago(7), 'f1');
  await entry('Acme Foods', 'debit', -5, ago(0), 'a1');
  await entry('Acme Foods', 'refund', 2, ago(0), 'a1');
  await entry('Acme Apparel', 'debit', -6, ago(0), 'a3');
  await entry('Globex Retail', 'debit', -4, ago(14), 'f2');
  // Not use: an allowance, and a charge before the 12 weeks.
  await entry('Acme Foods', 'allowance', 700, ago(0), null);
  await entry('Globex Retail', 'debit', -50, ago(100), 'old');
}, 120_000);
afterAll(async () => w?.t.close());

/** The report week (index 0 oldest, 11 this week) a time falls in. */
const weekIndex = (d: Date) => {
  const thisWeek = weekStart(new Date(now).toISOString().slice(0, 10));
  return (
    11 - Math.round((Date.parse(thisWeek) - Date.parse(weekStart(d.toISOString().slice(0, 10)))) / (7 * DAY))
  );
};

describe('staff dashboard figures', () => {
  it('lists the unassigned Not Started queue oldest first, with its size', async () => {
    const d = await figures('staff', 'staff');
    expect(d.queue.total).toBe(3);
    expect(d.queue.more).toBe(false);
    expect(d.queue.oldest.map((r: { id: number }) => r.id)).toEqual([id.old, id.q1, id.q2]);
    expect(d.queue.oldest[0]).toMatchObject({
      title: 'Seeded old',
      status: 'NOT_START',
      companyName: 'Globex Retail',
      typeName: 'Website bug fix',
      finishedAt: null,
    });
  });

  it('counts each staff member’s open assigned work by status', async () => {
    const d = await figures('staff', 'staff');
    expect(d.workload).toEqual([
      {
        userId: w.ids.designer,
        name: 'Dana Designer',
        counts: { NOT_START: 1, ASSIGNED: 0, IN_PROGRESS: 1 },
        total: 2,
      },
      {
        userId: w.ids.staff,
        name: 'Sam Staff',
        counts: { NOT_START: 0, ASSIGNED: 1, IN_PROGRESS: 1 },
        total: 2,
      },
    ]);
  });

  it('counts overdue and due-soon open work by the due-marker rule', async () => {
    const d = await figures('staff', 'staff');
    expect(d.due).toEqual({ today, soonUntil, overdue: 1, dueSoon: 2 });
  });

  it('counts requests created and finished per week over 12 weeks', async () => {
    const d = await figures('staff', 'staff');
    expect(d.weekly).toHaveLength(12);
    const created = Array<number>(12).fill(0);
    const finished = Array<number>(12).fill(0);
    // Drafts never submitted and deleted requests were not created work; 'old' is before the window.
    created[11] = ['a2', 'a3', 'a4'].length;
    created[10] = ['q2', 'a1', 'c1'].length;
    created[9] = ['q1', 'f4', 'f2'].length;
    created[8] = ['q3', 'f1'].length;
    created[weekIndex(ago(63))]! += 1; // f3
    finished[11] = ['f2'].length;
    finished[10] = ['f1', 'f4'].length;
    finished[weekIndex(ago(42))]! += 1; // f3
    expect(d.weekly.map((x: { created: number }) => x.created)).toEqual(created);
    expect(d.weekly.map((x: { finished: number }) => x.finished)).toEqual(finished);
    expect(d.weekly[11].weekStart).toBe(weekStart(new Date(now).toISOString().slice(0, 10)));
  });

  it('gives the on-time rate per month: finished on or before the due date, of those with one', async () => {
    const d = await figures('staff', 'staff');
    expect(d.onTime).toHaveLength(6);
    const month = (t: Date) => t.toISOString().slice(0, 7);
    const expected = new Map<string, { finished: number; withDueDate: number; onTime: number }>();
    const add = (t: Date, withDue: boolean, onTime: boolean) => {
      const m = expected.get(month(t)) ?? { finished: 0, withDueDate: 0, onTime: 0 };
      expected.set(month(t), {
        finished: m.finished + 1,
        withDueDate: m.withDueDate + (withDue ? 1 : 0),
        onTime: m.onTime + (onTime ? 1 : 0),
      });
    };
    add(ago(7), true, true); // f1
    add(ago(7), true, true); // f4, on its due day
    add(ago(0), true, false); // f2, a day late
    add(ago(42), false, false); // f3, no due date
    for (const m of d.onTime) {
      const e = expected.get(m.month) ?? { finished: 0, withDueDate: 0, onTime: 0 };
      expect(m).toEqual({
        month: m.month,
        ...e,
        rate: e.withDueDate ? Math.round((e.onTime / e.withDueDate) * 1000) / 10 : null,
      });
    }
    expect(d.onTime[5].month).toBe(month(new Date(now)));
    expect(d.onTime.reduce((n: number, m: { finished: number }) => n + m.finished, 0)).toBe(4);
  });

  it('counts requests per company, most open work first', async () => {
    const d = await figures('staff', 'staff');
    expect(d.byCompany).toEqual([
      // open: q1 q3 a1 a4 · total + f1 f4 c1
      {
        companyId: w.company('Acme Foods'),
        name: 'Acme Foods',
        enterpriseName: 'Acme Holdings',
        open: 4,
        total: 7,
      },
      // open: old q2 a2 · total + f2 (x1 deleted)
      {
        companyId: w.company('Globex Retail'),
        name: 'Globex Retail',
        enterpriseName: 'Globex',
        open: 3,
        total: 4,
      },
      {
        companyId: w.company('Acme Apparel'),
        name: 'Acme Apparel',
        enterpriseName: 'Acme Holdings',
        open: 1,
        total: 2,
      },
    ]);
    expect(d.companiesWithRequests).toBe(3);
  });

  it('sums credit used per enterprise and week: charges minus refunds, nothing else', async () => {
    const d = await figures('staff', 'staff');
    expect(d.creditsByEnterprise.weeks).toEqual(d.weekly.map((x: { weekStart: string }) => x.weekStart));
    const zeros = Array<string>(12).fill('0.00');
    const acme = [...zeros];
    acme[10] = '10.00';
    acme[11] = '9.00'; // 5 charged, 2 refunded, 6 for Acme Apparel
    const globex = [...zeros];
    globex[9] = '4.00';
    expect(d.creditsByEnterprise.series).toEqual([
      { enterpriseId: await w.enterpriseId('Acme Holdings'), name: 'Acme Holdings', used: acme },
      { enterpriseId: await w.enterpriseId('Globex'), name: 'Globex', used: globex },
    ]);
  });
});

describe('customer dashboard figures', () => {
  it('counts only the owner’s companies: due soon, recently finished, credits per type', async () => {
    const d = await figures('acmeOwner', 'customer');
    expect(d.due).toMatchObject({ today, soonUntil, overdue: 1, dueSoon: 1 });
    expect(d.due.requests.map((r: { id: number }) => r.id)).toEqual([id.a1, id.a3]);
    expect(d.recentlyFinished.map((r: { id: number }) => r.id)).toEqual([id.f4, id.f1, id.f3]);
    expect(d.creditsByType.since).toBe(d.creditsByType.since.slice(0, 10));
    expect(d.creditsByType.types).toEqual([
      { typeId: w.type('Logo design'), name: 'Logo design', used: '10.00', requests: 1 },
      // a1: 5 − 2 refunded, a3: 6
      { typeId: w.type('Website bug fix'), name: 'Website bug fix', used: '9.00', requests: 2 },
    ]);
  });

  it('gives a member the figures of their own company only', async () => {
    const d = await figures('acmeMember', 'customer');
    expect(d.due).toMatchObject({ overdue: 1, dueSoon: 0 });
    expect(d.due.requests.map((r: { id: number }) => r.id)).toEqual([id.a1]);
    expect(d.recentlyFinished.map((r: { id: number }) => r.id)).toEqual([id.f4, id.f1]);
    expect(d.creditsByType.types).toEqual([
      { typeId: w.type('Logo design'), name: 'Logo design', used: '10.00', requests: 1 },
      { typeId: w.type('Website bug fix'), name: 'Website bug fix', used: '3.00', requests: 1 },
    ]);
  });

  it('never counts another enterprise’s requests or credits', async () => {
    const d = await figures('globexOwner', 'customer');
    expect(d.due).toMatchObject({ overdue: 0, dueSoon: 1 });
    expect(d.due.requests.map((r: { id: number }) => r.id)).toEqual([id.a2]);
    expect(d.recentlyFinished.map((r: { id: number }) => r.id)).toEqual([id.f2]);
    // The 50 charged 100 days ago is before the window.
    expect(d.creditsByType.types).toEqual([
      { typeId: w.type('Logo design'), name: 'Logo design', used: '4.00', requests: 1 },
    ]);
  });
});

describe('who may read the dashboards', () => {
  it('answers staff figures to staff only, customer figures to customers only', async () => {
    expect((await w.call('acmeOwner', 'GET', '/api/dashboard/staff')).status).toBe(403);
    expect((await w.call('acmeMember', 'GET', '/api/dashboard/staff')).status).toBe(403);
    const staffAsCustomer = await w.call('staff', 'GET', '/api/dashboard/customer');
    expect(staffAsCustomer.status).toBe(403);
    expect(staffAsCustomer.body.error.message).toMatch(/customers/);
    expect((await w.call(null, 'GET', '/api/dashboard/staff')).status).toBe(401);
    expect((await w.call(null, 'GET', '/api/dashboard/customer')).status).toBe(401);
  });

  it('refuses unknown parameters with a 400', async () => {
    const res = await w.call('staff', 'GET', '/api/dashboard/staff?companyId=1');
    expect(res.status).toBe(400);
  });
});

// Last: finishing through the API posts ledger entries of its own.
describe('figures follow the requests', () => {
  it('follows a request finished and reopened through the API', async () => {
    const before = await figures('staff', 'staff');
    const finish = await w.update('staff', id.a4!, { status: 'FINISHED' });
    expect(finish.status, JSON.stringify(finish.body)).toBe(200);
    const after = await figures('staff', 'staff');
    expect(after.weekly[11].finished).toBe(before.weekly[11].finished + 1);
    expect(after.byCompany[0].open).toBe(before.byCompany[0].open - 1);
    const finishedNow = await figures('acmeOwner', 'customer');
    expect(finishedNow.recentlyFinished[0].id).toBe(id.a4);
    expect(Date.parse(finishedNow.recentlyFinished[0].finishedAt)).toBeGreaterThan(now - 60_000);
    expect((await w.update('staff', id.a4!, { status: 'IN_PROGRESS' })).status).toBe(200);
    const reopened = await figures('staff', 'staff');
    expect(reopened.weekly[11].finished).toBe(before.weekly[11].finished);
    expect((await figures('acmeOwner', 'customer')).recentlyFinished[0].id).not.toBe(id.a4);
  });
});

/**
 * The figures come from trigger-kept counters (migration dashboard_counters); after every kind of
 * change they must equal a recount from the requests themselves, both the counter rows and the
 * figures the API answers.
 */
describe('figures equal a recount from the requests', () => {
  const q = async <T>(text: string) =>
    ((await w.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows.map(
      (r) => Object.fromEntries(Object.entries(r as object).map(([k, v]) => [k, String(v)])) as T,
    );
  const OPEN = `status in ('NOT_START', 'ASSIGNED', 'IN_PROGRESS')`;

  async function expectRecount(step: string) {
    // The counter rows, every one (not only those the dashboards' windows read).
    expect(
      await q(`select day::text, company_id, created, finished, finished_with_due, finished_on_time
        from request_day_counts
        where (created, finished, finished_with_due, finished_on_time) <> (0, 0, 0, 0) order by 1, 2`),
      `${step}: request_day_counts`,
    ).toEqual(
      await q(`select day::text, company_id, sum(created)::int as created, sum(finished)::int as finished,
          sum(with_due)::int as finished_with_due, sum(on_time)::int as finished_on_time from (
          select (created_at at time zone 'UTC')::date as day, company_id, 1 as created, 0 as finished,
            0 as with_due, 0 as on_time from service_requests where status not in ('DRAFT', 'DELETED')
          union all
          select (finished_at at time zone 'UTC')::date, company_id, 0, 1, (target_date is not null)::int,
            ((finished_at at time zone 'UTC')::date <= coalesce(target_date, '-infinity'))::int
          from service_requests where finished_at is not null) d
        group by 1, 2 order by 1, 2`),
    );
    // Zero rows are removed, so this compares every row kept.
    expect(
      await q(`select company_id, due_day::text, n from request_due_counts order by 1, 2`),
      `${step}: request_due_counts`,
    ).toEqual(
      await q(`select company_id, target_date::text as due_day, count(*)::int as n from service_requests
        where ${OPEN} and target_date is not null group by 1, 2 order by 1, 2`),
    );
    expect(
      await q(`select user_id, status, n from assignee_workload_counts where n <> 0 order by 1, 2`),
      `${step}: assignee_workload_counts`,
    ).toEqual(
      await q(`select a.user_id, r.status, count(*)::int as n
        from request_assignees a join service_requests r on r.id = a.request_id
        where a.role = 'assignedTo' and r.${OPEN} group by 1, 2 order by 1, 2`),
    );

    // The figures the API answers, against the same questions asked of the requests.
    const now = new Date();
    const { today, soonUntil } = dueWindow(now);
    const due = async (scope: string) =>
      (
        await q<{ overdue: string; dueSoon: string }>(`select
            count(*) filter (where target_date < '${today}') as overdue,
            count(*) filter (where target_date >= '${today}') as "dueSoon"
          from service_requests where ${OPEN} and target_date <= '${soonUntil}' ${scope}`)
      ).map((r) => ({ overdue: Number(r.overdue), dueSoon: Number(r.dueSoon) }))[0];
    const staff = await figures('staff', 'staff');
    expect(staff.due, `${step}: staff due`).toEqual({ today, soonUntil, ...(await due('')) });
    const acme = [w.company('Acme Foods'), w.company('Acme Apparel')].join(', ');
    expect((await figures('acmeOwner', 'customer')).due, `${step}: customer due`).toMatchObject(
      (await due(`and company_id in (${acme})`))!,
    );

    const weekly = await q<{ week: string; created: string; finished: string }>(`
      select to_char(w.week, 'YYYY-MM-DD') as week,
        (select count(*) from service_requests where status not in ('DRAFT', 'DELETED')
          and date_trunc('week', created_at at time zone 'UTC') = w.week) as created,
        (select count(*) from service_requests
          where date_trunc('week', finished_at at time zone 'UTC') = w.week) as finished
      from (select date_trunc('week', '${staff.weekly[0].weekStart}'::timestamp) + g * interval '7 days' as week
        from generate_series(0, 11) g) w order by 1`);
    expect(staff.weekly, `${step}: weekly`).toEqual(
      weekly.map((r) => ({ weekStart: r.week, created: Number(r.created), finished: Number(r.finished) })),
    );

    const months = await q<{ month: string; finished: string; withDueDate: string; onTime: string }>(`
      select to_char(finished_at at time zone 'UTC', 'YYYY-MM') as month, count(*) as finished,
        count(target_date) as "withDueDate",
        count(*) filter (where (finished_at at time zone 'UTC')::date <= target_date) as "onTime"
      from service_requests where finished_at is not null group by 1`);
    for (const m of staff.onTime) {
      const r = months.find((x) => x.month === m.month);
      const e = {
        finished: Number(r?.finished ?? 0),
        withDueDate: Number(r?.withDueDate ?? 0),
        onTime: Number(r?.onTime ?? 0),
      };
      expect(m, `${step}: on time ${m.month}`).toEqual({
        month: m.month,
        ...e,
        rate: e.withDueDate ? Math.round((e.onTime / e.withDueDate) * 1000) / 10 : null,
      });
    }

    const workload = await q<{ user_id: string; status: string; n: string }>(`
      select a.user_id, r.status, count(*) as n from request_assignees a
      join service_requests r on r.id = a.request_id
      where a.role = 'assignedTo' and r.${OPEN} group by 1, 2`);
    for (const entry of staff.workload as { userId: number; counts: Record<string, number> }[]) {
      const mine = workload.filter((x) => Number(x.user_id) === entry.userId);
      expect(entry.counts, `${step}: workload of ${entry.userId}`).toEqual({
        NOT_START: Number(mine.find((x) => x.status === 'NOT_START')?.n ?? 0),
        ASSIGNED: Number(mine.find((x) => x.status === 'ASSIGNED')?.n ?? 0),
        IN_PROGRESS: Number(mine.find((x) => x.status === 'IN_PROGRESS')?.n ?? 0),
      });
    }
  }

  const ok = (res: { status: number; body: unknown }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { data: { id: number } }).data;
  };

  it('through create, submit, moves forward and back, reopen, reassign, bulk changes, cancel and delete', async () => {
    await expectRecount('seeded');
    const yesterday = addDays(today, -1);

    // Created by a customer, then by staff already assigned and due; a draft, then submitted.
    const mine = ok(await w.create('acmeOwner', w.bugFix({ title: 'Recount mine' })));
    await expectRecount('customer create');
    const work = ok(
      await w.create(
        'staff',
        w.bugFix({
          title: 'Recount work',
          adjustCredit: '0',
          assignedTo: [w.ids.staff],
          targetDate: yesterday,
        }),
      ),
    );
    await expectRecount('staff create, assigned and overdue');
    const draft = ok(await w.saveDraft('acmeOwner', w.bugFix({ title: 'Recount draft', targetDate: today })));
    await expectRecount('draft');
    ok(await w.update('acmeOwner', draft.id, { status: 'NOT_START' }));
    await expectRecount('submit');

    // Forward, back, finished, reopened; due date and assignee changed on the way.
    ok(await w.update('staff', draft.id, { status: 'ASSIGNED', assignedTo: [w.ids.designer] }));
    await expectRecount('assigned');
    ok(await w.update('staff', draft.id, { status: 'IN_PROGRESS' }));
    await expectRecount('in progress');
    ok(await w.update('staff', draft.id, { status: 'ASSIGNED' }));
    await expectRecount('back to assigned');
    ok(await w.update('staff', draft.id, { assignedTo: [w.ids.staff, w.ids.designer] }));
    await expectRecount('another assignee');
    ok(await w.update('staff', draft.id, { assignedTo: [w.ids.staff] }));
    await expectRecount('reassigned');
    ok(await w.update('staff', draft.id, { targetDate: soonUntil }));
    await expectRecount('due date moved');
    ok(await w.update('staff', draft.id, { status: 'FINISHED' }));
    await expectRecount('finished on time');
    ok(await w.update('staff', work.id, { status: 'FINISHED' }));
    await expectRecount('finished late');
    ok(await w.update('staff', work.id, { status: 'IN_PROGRESS' }));
    await expectRecount('reopened');
    ok(await w.update('staff', work.id, { status: 'NOT_START' }));
    await expectRecount('back to not started');

    // Bulk: one statement each, over many rows, companies, statuses, days and assignees.
    await w.db.execute(sql`
      insert into service_requests (title, status, company_id, enterprise_id, request_type_id, created_by_id,
        target_date, created_at, updated_at)
      select 'Recount bulk ' || g, (array['NOT_START','ASSIGNED','IN_PROGRESS','FINISHED','CANCELLED','DRAFT'])[1 + g % 6],
        c.id, c.enterprise_id, ${w.type('Website bug fix')}, ${w.ids.acmeOwner},
        case when g % 5 = 0 then null else current_date + (g % 9 - 4) end,
        now() - (g % 40) * interval '1 day', now() - (g % 40) * interval '1 day'
      from generate_series(1, 120) g
      cross join lateral (select id, enterprise_id from companies order by id offset (g % 3) limit 1) c`);
    await expectRecount('bulk insert');
    await w.db.execute(sql`
      insert into request_assignees (request_id, user_id, role)
      select id, case when id % 2 = 0 then ${w.ids.staff}::int else ${w.ids.designer}::int end, 'assignedTo'
      from service_requests where title like 'Recount bulk %' and id % 3 <> 0`);
    await expectRecount('bulk assign');
    await w.db.execute(sql`
      update service_requests set status = case status when 'NOT_START' then 'IN_PROGRESS'
        when 'IN_PROGRESS' then 'FINISHED' when 'FINISHED' then 'ASSIGNED' else status end
      where title like 'Recount bulk %'`);
    await expectRecount('bulk status moves');
    await w.db.execute(sql`
      update service_requests set target_date = target_date - 3, company_id = (select min(id) from companies)
      where title like 'Recount bulk 1%'`);
    await expectRecount('bulk due dates and companies');
    await w.db.execute(sql`update request_assignees set user_id = ${w.ids.staff}
      where user_id = ${w.ids.designer} and request_id in (select id from service_requests where title like 'Recount bulk 2%')`);
    await expectRecount('bulk reassign');
    await w.db.execute(sql`delete from request_assignees where request_id in (
      select id from service_requests where title like 'Recount bulk 3%')`);
    await expectRecount('bulk unassign');

    // Cancelled, deleted (removed through the API, then outright, assignees and all).
    ok(await w.update('acmeOwner', mine.id, { status: 'CANCELLED' }));
    await expectRecount('cancel');
    expect((await w.remove('staff', work.id)).status).toBe(200);
    await expectRecount('remove');
    await w.db.execute(
      sql`delete from service_requests where title like 'Recount bulk 4%' or id = ${work.id}`,
    );
    await expectRecount('bulk delete');
    await w.db.execute(sql`delete from service_requests where title like 'Recount bulk %'`);
    await expectRecount('all bulk rows deleted');
  }, 240_000);
});
