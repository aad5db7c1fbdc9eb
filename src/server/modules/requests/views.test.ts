// Over 400 lines on purpose: filters, every sort each way, the CSV export and the board figures all
// read one WHERE (listWhere) and are checked against the same seeded rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { serviceRequests } from '../../db/schema/index.ts';
import { requestWorld, type RequestWorld, type Who } from '../../test/request-fixtures.ts';

// Issue 15, second part: company / enterprise / created-by / due-range filters, every sort each way
// with its keyset cursor (ties broken by id across pages), the CSV export of a whole view, and the
// board's column figures; all tenant-scoped.

let w: RequestWorld;
const TAG = 'Viewable';
const made: Record<string, number> = {};
type Dto = {
  id: number;
  title: string;
  priorityLevel: string;
  total: string;
  targetDate: string | null;
  createdAt: string;
  updatedAt: string;
  company: { id: number; enterprise: { id: number } };
  createdBy: { id: number };
  status: string;
};

beforeAll(async () => {
  w = await requestWorld();
  // Pairs share each sort key (same priority, same total, same due date), so ties must page by id.
  const rows: [string, Who, Record<string, unknown>][] = [
    ['a', 'staff', { priorityLevel: 'EXPRESS', adjustCredit: '12.50', targetDate: '2031-03-01' }],
    ['b', 'staff', { priorityLevel: 'EXPRESS', adjustCredit: '12.50', targetDate: '2031-03-01' }],
    ['c', 'staff', { priorityLevel: 'PRIORITY', adjustCredit: '3', targetDate: '2031-01-15' }],
    ['d', 'staff', { priorityLevel: 'STANDARD', adjustCredit: '100', targetDate: '2031-05-30' }],
    ['e', 'staff', { priorityLevel: 'STANDARD', adjustCredit: '3', targetDate: null }],
    ['apparel', 'staff', { company: w.company('Acme Apparel'), adjustCredit: '7', targetDate: '2031-02-01' }],
    ['member', 'acmeMember', { title: `${TAG} member =HYPERLINK("x")`, targetDate: undefined }],
  ];
  for (const [key, who, extra] of rows) {
    const res = await w.create(who, w.bugFix({ title: `${TAG} ${key}`, ...extra }));
    if (res.status !== 200) throw new Error(`${key}: ${JSON.stringify(res.body)}`);
    made[key] = res.body.data.id;
  }
  const globex = await w.create('globexOwner', {
    ...w.bugFix({ title: `${TAG} globex`, company: w.company('Globex Retail') }),
    assignees: [w.ids.globexOwner],
  });
  if (globex.status !== 200) throw new Error(JSON.stringify(globex.body));
  made.globex = globex.body.data.id;
  // Ties on the timestamps too: a, b and c changed and were created at the same instant.
  await w.db
    .update(serviceRequests)
    .set({
      createdAt: sql`'2030-01-01T10:00:00.123456Z'::timestamptz`,
      updatedAt: sql`'2030-06-01T10:00:00.654321Z'::timestamptz`,
    })
    .where(inArray(serviceRequests.id, [made.a!, made.b!, made.c!]));
  // And one request without a due date at all.
  await w.db
    .update(serviceRequests)
    .set({ targetDate: null })
    .where(inArray(serviceRequests.id, [made.e!]));
}, 60_000);
afterAll(async () => w?.t.close());

const byId = () => Object.fromEntries(Object.entries(made).map(([k, id]) => [id, k]));
const list = async (who: Who, query: string, limit = 100) => {
  const res = await w.call(who, 'GET', `/api/service-requests?limit=${limit}&title=${TAG}&${query}`);
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { data: Dto[]; cursor: string | null; hasMore: boolean };
};
const keys = async (who: Who, query: string) =>
  (await list(who, query)).data.map((r) => byId()[r.id] ?? `other ${r.id}`).sort();
/** Every page of a view, `limit` rows at a time, following the cursors. */
const allPages = async (who: Who, query: string, limit: number) => {
  const out: Dto[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 50; i++) {
    const page = await list(who, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, limit);
    expect(page.data.length).toBeLessThanOrEqual(limit);
    out.push(...page.data);
    if (!page.hasMore) return out;
    expect(page.cursor).toBeTruthy();
    cursor = page.cursor;
  }
  throw new Error('too many pages');
};
const bad = async (query: string, who: Who = 'staff') => {
  const res = await w.call(who, 'GET', `/api/service-requests?${query}`);
  return { status: res.status, message: res.body?.error?.message as string };
};

describe('GET /api/service-requests: company, enterprise, created by, due range', () => {
  it('company and enterprise narrow what the caller may see, never widen it', async () => {
    expect(await keys('staff', `companyId=${w.company('Acme Apparel')}`)).toEqual(['apparel']);
    const acme = await w.enterpriseId('Acme Holdings');
    const globex = await w.enterpriseId('Globex');
    expect(await keys('staff', `enterpriseId=${acme}`)).toEqual([
      'a',
      'apparel',
      'b',
      'c',
      'd',
      'e',
      'member',
    ]);
    expect(await keys('staff', `enterpriseId=${globex}`)).toEqual(['globex']);
    // A customer naming another enterprise gets nothing of it.
    expect(await keys('acmeOwner', `enterpriseId=${globex}`)).toEqual([]);
    expect(await keys('acmeOwner', `companyId=${w.company('Globex Retail')}`)).toEqual([]);
    expect(await keys('globexOwner', `enterpriseId=${acme}`)).toEqual([]);
  });

  it("created by: a user id or 'me'", async () => {
    expect(await keys('acmeMember', 'createdBy=me')).toEqual(['member']);
    expect(await keys('staff', `createdBy=${w.ids.acmeMember}`)).toEqual(['member']);
    expect(await keys('staff', `createdBy=${w.ids.globexOwner}`)).toEqual(['globex']);
    expect(await keys('acmeOwner', `createdBy=${w.ids.globexOwner}`)).toEqual([]);
  });

  it('due range: inclusive on both ends; undated requests are never in a range', async () => {
    expect(await keys('staff', 'dueFrom=2031-01-15&dueTo=2031-03-01')).toEqual(['a', 'apparel', 'b', 'c']);
    expect(await keys('staff', 'dueFrom=2031-03-01')).toEqual(['a', 'b', 'd']);
    expect(await keys('staff', 'dueFrom=2030-12-01&dueTo=2031-01-15')).toEqual(['c']);
    expect(await keys('staff', 'dueTo=2031-12-31')).not.toContain('e');
    expect(await keys('staff', 'dueFrom=2031-03-02&dueTo=2031-05-29')).toEqual([]);
  });

  it('bad values are a 400 naming the parameter', async () => {
    expect(await bad('companyId=x')).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^companyId: /),
    });
    expect(await bad('enterpriseId=0')).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^enterpriseId: /),
    });
    expect(await bad('createdBy=nobody')).toEqual({
      status: 400,
      message: "createdBy: Expected a user id or 'me'",
    });
    expect(await bad('dueFrom=2031-02-30')).toEqual({
      status: 400,
      message: 'dueFrom: Expected a date as yyyy-MM-dd',
    });
    expect(await bad('dueTo=tomorrow')).toEqual({
      status: 400,
      message: 'dueTo: Expected a date as yyyy-MM-dd',
    });
    expect(await bad('dueFrom=2031-03-01&dueTo=2031-01-01')).toEqual({
      status: 400,
      message: 'dueTo: must be on or after dueFrom',
    });
    expect((await bad('sort=title')).message).toMatch(
      /^sort: Expected one of updated, created, due, priority, credit/,
    );
    expect(await bad('order=up')).toEqual({ status: 400, message: "order: Expected 'asc' or 'desc'" });
  });
});

const RANK: Record<string, number> = { STANDARD: 1, PRIORITY: 2, EXPRESS: 3 };
const SORT_KEY: Record<string, (r: Dto) => number | string> = {
  updated: (r) => r.updatedAt,
  created: (r) => r.createdAt,
  due: (r) => r.targetDate ?? '9999-99-99',
  priority: (r) => RANK[r.priorityLevel]!,
  credit: (r) => Number(r.total),
};

describe('sorting: every key each way, keyset-paged with ties broken by id', () => {
  for (const sort of Object.keys(SORT_KEY)) {
    for (const order of ['asc', 'desc'] as const) {
      it(`${sort} ${order}`, async () => {
        const paged = await allPages('staff', `sort=${sort}&order=${order}`, 2);
        const ids = paged.map((r) => r.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.sort()).toEqual(Object.values(made).sort());
        const key = SORT_KEY[sort]!;
        const dir = order === 'asc' ? 1 : -1;
        const expected = [...paged].sort((x, y) => {
          const a = key(x);
          const b = key(y);
          return (a < b ? -1 : a > b ? 1 : x.id - y.id) * dir;
        });
        expect(paged.map((r) => r.id)).toEqual(expected.map((r) => r.id));
      });
    }
  }

  it('a tied pair pages across a page boundary in id order, for every key', async () => {
    const [a, b] = [made.a!, made.b!];
    for (const sort of ['priority', 'credit', 'due']) {
      for (const order of ['desc', 'asc']) {
        const q = `sort=${sort}&order=${order}&dueFrom=2031-03-01&dueTo=2031-03-01&companyId=${w.company('Acme Foods')}`;
        const first = await list('staff', q, 1);
        const [one, two] =
          order === 'desc' ? [Math.max(a, b), Math.min(a, b)] : [Math.min(a, b), Math.max(a, b)];
        expect(first.data.map((r) => r.id)).toEqual([one]);
        expect(first.hasMore).toBe(true);
        const second = await list('staff', `${q}&cursor=${encodeURIComponent(first.cursor!)}`, 1);
        expect(second.data.map((r) => r.id)).toEqual([two]);
        expect(second.hasMore).toBe(false);
      }
    }
    const updatedTies = await allPages(
      'staff',
      `sort=updated&order=desc&dueFrom=2031-01-01&dueTo=2031-03-31&companyId=${w.company('Acme Foods')}`,
      1,
    );
    expect(updatedTies.map((r) => byId()[r.id])).toEqual(['c', 'b', 'a'].sort((x, y) => made[y]! - made[x]!));
    const dueAsc = await allPages('staff', 'sort=due&order=asc', 3);
    expect(byId()[dueAsc.at(-1)!.id]).not.toMatch(/^[abcd]$/); // undated last
  });

  it("a cursor of another sort, or a forged one, is refused ('Invalid cursor')", async () => {
    const page = await list('staff', 'sort=credit&order=asc', 2);
    expect(page.cursor).toBeTruthy();
    const cursor = encodeURIComponent(page.cursor!);
    expect(await bad(`sort=credit&order=desc&cursor=${cursor}`)).toEqual({
      status: 400,
      message: 'Invalid cursor',
    });
    expect(await bad(`sort=due&cursor=${cursor}`)).toEqual({ status: 400, message: 'Invalid cursor' });
    const forged = Buffer.from(JSON.stringify(['due', 'asc', '2031-02-30', 5])).toString('base64url');
    expect(await bad(`sort=due&order=asc&cursor=${forged}`)).toEqual({
      status: 400,
      message: 'Invalid cursor',
    });
    const injected = Buffer.from(JSON.stringify(['credit', 'asc', "1'; drop table x", 5])).toString(
      'base64url',
    );
    expect(await bad(`sort=credit&order=asc&cursor=${injected}`)).toEqual({
      status: 400,
      message: 'Invalid cursor',
    });
  });
});

const csv = async (who: Who, query: string) => {
  const res = await w.t.app.inject({
    method: 'GET',
    url: `/api/service-requests/export.csv?${query}`,
    headers: { cookie: w.cookies[who] },
  });
  return res;
};
/** A minimal RFC 4180 reader, enough for the export's rows. */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
};

describe('GET /api/service-requests/export.csv', () => {
  it('every row the filters select, in the view order, with BOM, ISO dates, two-decimal credits', async () => {
    const res = await csv(
      'staff',
      `title=${TAG}&sort=credit&order=desc&companyId=${w.company('Acme Foods')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFFid,title,status,company,')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    const col = (name: string) => header!.indexOf(name);
    // Acme Foods only, highest total first, ties newest id first.
    expect(rows.map((r) => byId()[Number(r[col('id')])]).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'member']);
    const order = rows.map((r) => [Number(r[col('credit')]), Number(r[col('id')])] as const);
    expect(order).toEqual([...order].sort((x, y) => y[0] - x[0] || y[1] - x[1]));
    expect(byId()[order[0]![1]]).toBe('d');
    const d = rows.find((r) => Number(r[col('id')]) === made.d)!;
    expect(d[col('credit')]).toBe('100.00');
    expect(d[col('due_date')]).toBe('2031-05-30');
    expect(d[col('company')]).toBe('Acme Foods');
    expect(d[col('enterprise')]).toBe('Acme Holdings');
    expect(d[col('priority')]).toBe('STANDARD');
    expect(d[col('created_by')]).toBe('Sam Staff');
    expect(d[col('assignees')]).toBe('Olivia Owens');
    expect(d[col('created_at')]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const a = rows.find((r) => Number(r[col('id')]) === made.a)!;
    expect(a[col('updated_at')]).toBe('2030-06-01T10:00:00.654Z');
    expect(a[col('credit')]).toBe('12.50');
    // A title that a spreadsheet would run as a formula is written as text.
    const member = rows.find((r) => Number(r[col('id')]) === made.member)!;
    expect(member[col('title')]).toBe(`${TAG} member =HYPERLINK("x")`);
  });

  it('every row of the view, no other tenant; bad filters are a 400 before any byte', async () => {
    const staffAll = parseCsv((await csv('staff', `title=${TAG}`)).body.slice(1)).slice(1);
    expect(staffAll.map((r) => Number(r[0])).sort()).toEqual(Object.values(made).sort());
    const globex = parseCsv((await csv('globexOwner', `title=${TAG}`)).body.slice(1)).slice(1);
    expect(globex.map((r) => Number(r[0]))).toEqual([made.globex]);
    const acme = parseCsv((await csv('acmeOwner', `title=${TAG}`)).body.slice(1)).slice(1);
    expect(acme.map((r) => Number(r[0]))).not.toContain(made.globex);
    expect(acme).toHaveLength(Object.keys(made).length - 1);
    const refused = await csv('staff', 'dueFrom=yesterday');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('dueFrom: Expected a date as yyyy-MM-dd');
    expect((await w.t.app.inject({ url: '/api/service-requests/export.csv' })).statusCode).toBe(401);
  });

  it('a title starting like a formula gets an apostrophe', async () => {
    const res = await w.update('staff', made.e!, { title: `=cmd|' /C calc'!A0 ${TAG}` });
    expect(res.status).toBe(200);
    const rows = parseCsv((await csv('staff', `title=${TAG}&sort=priority`)).body.slice(1));
    const e = rows.find((r) => Number(r[0]) === made.e)!;
    expect(e[1]).toBe(`'=cmd|' /C calc'!A0 ${TAG}`);
    await w.update('staff', made.e!, { title: `${TAG} e` });
  });
});

describe('GET /api/service-requests/summary (board figures)', () => {
  /** Every board column counted from the requests themselves, to check the counters against. */
  async function counted(where = sql`true`) {
    const rows = (await w.db.execute(sql`
      select status, count(*)::int as count,
        to_char(coalesce(sum(total_credit), 0), 'FM999999999999990.00') as credit
      from service_requests where status not in ('DRAFT', 'DELETED') and ${where}
      group by status order by status`)) as unknown as { rows?: unknown[] } | unknown[];
    return Array.isArray(rows) ? rows : (rows.rows ?? []);
  }
  const columnsOf = async (query = '') => {
    const res = await w.call('staff', 'GET', `/api/service-requests/summary${query}`);
    expect(res.status).toBe(200);
    return [...(res.body.data.columns as { status: string }[])].sort((a, b) =>
      a.status.localeCompare(b.status),
    );
  };

  it('unfiltered, or by status, company or enterprise: the trigger-kept counters, equal to the rows through every kind of change', async () => {
    expect(await columnsOf()).toEqual(await counted());
    // A submission, a price adjustment, status moves back and forth, a cancel and a delete.
    const made = await w.create('acmeOwner', w.bugFix({ title: 'Tallied one' }));
    const id = made.body.data.id as number;
    await w.update('staff', id, { adjustCredit: '41.25' });
    await w.update('staff', id, { assignedTo: [w.ids.designer], status: 'ASSIGNED' });
    await w.update('staff', id, { status: 'IN_PROGRESS' });
    await w.update('staff', id, { status: 'FINISHED' });
    await w.update('staff', id, { status: 'IN_PROGRESS' });
    expect(await columnsOf()).toEqual(await counted());
    const second = await w.create('acmeOwner', w.bugFix({ title: 'Tallied two' }));
    await w.update('staff', second.body.data.id, { status: 'CANCELLED' });
    expect((await w.remove('staff', id)).status).toBe(200);
    expect(await columnsOf()).toEqual(await counted());
    const acme = w.company('Acme Foods');
    expect(await columnsOf(`?companyId=${acme}&status=NOT_START,CANCELLED`)).toEqual(
      await counted(sql`company_id = ${acme} and status in ('NOT_START', 'CANCELLED')`),
    );
    const byCompany = await w.call('staff', 'GET', '/api/service-requests/summary?lanes=company');
    const lane = (byCompany.body.data.lanes as { status: string; id: number; count: number }[]).find(
      (l) => l.id === acme && l.status === 'CANCELLED',
    );
    const [cancelled] = (await counted(sql`company_id = ${acme} and status = 'CANCELLED'`)) as {
      count: number;
    }[];
    expect(lane?.count).toBe(cancelled!.count);
  });

  it('count and credit total per status column, filtered like the list; staff only', async () => {
    const res = await w.call(
      'staff',
      'GET',
      `/api/service-requests/summary?title=${TAG}&companyId=${w.company('Acme Foods')}`,
    );
    expect(res.status).toBe(200);
    const notStarted = res.body.data.columns.find((c: { status: string }) => c.status === 'NOT_START');
    const page = await list('staff', `status=NOT_START&companyId=${w.company('Acme Foods')}`);
    expect(notStarted.count).toBe(page.data.length);
    const total = page.data.reduce((s, r) => s + Math.round(Number(r.total) * 100), 0);
    expect(notStarted.credit).toBe((total / 100).toFixed(2));
    expect((await w.call('acmeOwner', 'GET', '/api/service-requests/summary')).status).toBe(403);
  });

  it('swimlanes by company and by assignee (nobody: Unassigned)', async () => {
    const byCompany = await w.call(
      'staff',
      'GET',
      `/api/service-requests/summary?title=${TAG}&lanes=company`,
    );
    const lanes = byCompany.body.data.lanes as { id: number; name: string; count: number; status: string }[];
    const count = (name: string) => lanes.filter((l) => l.name === name).reduce((s, l) => s + l.count, 0);
    expect(count('Acme Apparel')).toBe(1);
    expect(count('Globex Retail')).toBe(1);
    expect(count('Acme Foods')).toBe(6);
    await w.update('staff', made.d!, { assignedTo: [w.ids.designer], status: 'ASSIGNED' });
    const byAssignee = await w.call(
      'staff',
      'GET',
      `/api/service-requests/summary?title=${TAG}&lanes=assignee`,
    );
    const al = byAssignee.body.data.lanes as {
      id: number | null;
      name: string;
      count: number;
      credit: string;
      status: string;
    }[];
    expect(al).toContainEqual({
      status: 'ASSIGNED',
      id: w.ids.designer,
      name: 'Dana Designer',
      count: 1,
      credit: '100.00',
    });
    expect(al.find((l) => l.id === null && l.status === 'NOT_START')).toMatchObject({
      name: 'Unassigned',
      count: 7,
    });
    expect(
      (await w.call('staff', 'GET', '/api/service-requests/summary?lanes=type')).body.error.message,
    ).toMatch(/^lanes: /);
  });
});
