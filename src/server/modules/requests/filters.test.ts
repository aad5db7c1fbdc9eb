import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestWorld, type RequestWorld, type Who } from '../../test/request-fixtures.ts';

// Issue 15: the list's filters on GET /api/service-requests (several statuses, type, priority,
// assignee / assignedTo incl. 'me' and 'nobody', overdue, title text), validated by the shared
// query schema, tenant-scoped, keyset-paged as before.

let w: RequestWorld;
const TAG = 'Filterable';
const made: Record<string, number> = {};

beforeAll(async () => {
  w = await requestWorld();
  const logo = {
    serviceRequestType: w.type('Logo design'),
    content: JSON.stringify({ 'Brand name': 'Acme', 'Number of concepts': 1 }),
  };
  const rows: [string, Record<string, unknown>][] = [
    ['late', { targetDate: '2020-01-02', assignedTo: [w.ids.designer] }],
    ['lateDone', { targetDate: '2020-01-02', status: 'FINISHED', assignedTo: [w.ids.staff] }],
    ['express', { priorityLevel: 'EXPRESS', targetDate: '2999-01-01', assignees: [w.ids.acmeMember] }],
    ['logo', { ...logo, status: 'ASSIGNED', assignedTo: [w.ids.staff] }],
    ['nobody', { status: 'IN_PROGRESS' }],
  ];
  for (const [key, extra] of rows) {
    const res = await w.create(
      'staff',
      w.bugFix({ title: `${TAG} ${key} 50%_off`, adjustCredit: '0', ...extra }),
    );
    if (res.status !== 200) throw new Error(`${key}: ${JSON.stringify(res.body)}`);
    made[key] = res.body.data.id;
  }
  // Another enterprise's request with the same words in its title.
  const globex = await w.create('globexOwner', {
    ...w.bugFix({ title: `${TAG} globex 50%_off`, company: w.company('Globex Retail') }),
    assignees: [w.ids.globexOwner],
  });
  if (globex.status !== 200) throw new Error(JSON.stringify(globex.body));
  made.globex = globex.body.data.id;
}, 60_000);
afterAll(async () => w?.t.close());

const keys = async (who: Who, query: string, limit = 100): Promise<string[]> => {
  const title = query.includes('title=') ? '' : `&title=${TAG}`;
  const res = await w.call(who, 'GET', `/api/service-requests?limit=${limit}${title}&${query}`);
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  const byId = Object.fromEntries(Object.entries(made).map(([k, id]) => [id, k]));
  return res.body.data.map((r: { id: number }) => byId[r.id] ?? `other ${r.id}`).sort();
};
const bad = async (query: string) => {
  const res = await w.call('staff', 'GET', `/api/service-requests?${query}`);
  return { status: res.status, message: res.body?.error?.message as string };
};

describe('GET /api/service-requests filters', () => {
  it('title: contains the text, any case, % and _ taken literally; tenant-scoped', async () => {
    expect(await keys('staff', '')).toEqual(['express', 'globex', 'late', 'lateDone', 'logo', 'nobody']);
    expect(await keys('staff', `title=${encodeURIComponent(`${TAG.toUpperCase()} LATE`)}`)).toEqual([
      'late',
      'lateDone',
    ]);
    expect(await keys('staff', `title=${encodeURIComponent('50%_off')}`)).toHaveLength(6);
    expect(await keys('staff', `title=${encodeURIComponent('5%f')}`)).toEqual([]);
    expect(await keys('staff', `title=${encodeURIComponent('0_o')}`)).toEqual([]);
    expect(await keys('globexOwner', '')).toEqual(['globex']);
    expect(await keys('acmeOwner', '')).toEqual(['express', 'late', 'lateDone', 'logo', 'nobody']);
  });

  it('status: one or several, comma-separated or repeated, either reading', async () => {
    expect(await keys('staff', 'status=finished')).toEqual(['lateDone']);
    expect(await keys('staff', 'status=ASSIGNED,in-progress')).toEqual(['logo', 'nobody']);
    expect(await keys('staff', 'status=ASSIGNED&status=IN_PROGRESS')).toEqual(['logo', 'nobody']);
    expect(await keys('staff', 'status=deleted')).toEqual([]);
  });

  it('type and priority', async () => {
    expect(await keys('staff', `typeId=${w.type('Logo design')}`)).toEqual(['logo']);
    expect(await keys('staff', 'priority=EXPRESS')).toEqual(['express']);
    expect(await keys('staff', `priority=EXPRESS&typeId=${w.type('Logo design')}`)).toEqual([]);
  });

  it("assignee and assignedTo: an id, 'me' or 'nobody'", async () => {
    expect(await keys('staff', `assignedTo=${w.ids.designer}`)).toEqual(['late']);
    expect(await keys('staff', 'assignedTo=me')).toEqual(['lateDone', 'logo']);
    expect(await keys('designer', 'assignedTo=me')).toEqual(['late']);
    expect(await keys('staff', 'assignedTo=nobody')).toEqual(['express', 'globex', 'nobody']);
    expect(await keys('acmeMember', 'assignee=me')).toEqual(['express']);
    expect(await keys('staff', `assignee=${w.ids.acmeMember}`)).toEqual(['express']);
    expect(await keys('staff', 'assignee=nobody')).toEqual([]);
    expect(await keys('staff', `assignee=${w.ids.acmeOwner}`)).toEqual([
      'late',
      'lateDone',
      'logo',
      'nobody',
    ]);
  });

  it('overdue: past the due date and neither finished nor cancelled', async () => {
    expect(await keys('staff', 'overdue=true')).toEqual(['late']);
    expect(await keys('staff', 'overdue=false')).not.toContain('late');
    expect(await keys('staff', 'overdue=false')).toContain('lateDone');
    expect(await keys('staff', 'overdue=true&assignedTo=nobody')).toEqual([]);
  });

  it('filters page with the keyset cursor without gaps or repeats', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    for (;;) {
      const res = await w.call(
        'staff',
        'GET',
        `/api/service-requests?title=${TAG}&status=NOT_START,ASSIGNED,IN_PROGRESS,FINISHED&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((r: { id: number }) => r.id));
      if (!res.body.hasMore) break;
      cursor = res.body.cursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(
      [made.late, made.lateDone, made.express, made.logo, made.nobody, made.globex].sort(),
    );
  });

  it('bad values are a 400 naming the parameter, and nothing is listed', async () => {
    expect(await bad('status=started')).toEqual({ status: 400, message: 'status: Unknown status' });
    expect(await bad('status=ASSIGNED,nope')).toEqual({ status: 400, message: 'status: Unknown status' });
    expect((await bad('priority=URGENT')).message).toMatch(/^priority: /);
    expect((await bad('typeId=abc')).message).toMatch(/^typeId: /);
    expect((await bad('typeId=99999999999')).message).toMatch(/^typeId: /);
    expect(await bad('assignee=someone')).toEqual({
      status: 400,
      message: "assignee: Expected a user id, 'me' or 'nobody'",
    });
    expect((await bad('assignedTo=-1')).message).toMatch(/^assignedTo: /);
    expect(await bad('overdue=yes')).toEqual({ status: 400, message: "overdue: Expected 'true' or 'false'" });
    expect((await bad(`title=${'x'.repeat(201)}`)).message).toMatch(/^title: /);
  });
});
