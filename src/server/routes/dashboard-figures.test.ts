import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays } from '#shared/domain/credit-periods.ts';
import { dueWindow } from '#shared/domain/due-status.ts';
import { requestWorld, type RequestWorld, type Who } from '../test/request-fixtures.ts';
import { weekStart } from '../services/credit-report.service.ts';

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
