import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestListQuerySchema, ServiceRequestListItemSchema } from '#shared/schemas/request.ts';
import type { SessionUser } from '../../context.ts';
import { listPageQuery, listRequests } from './list.ts';
import { hydrateListRows } from './read.ts';
import { requestWorld, type RequestWorld, type Who } from '../../test/request-fixtures.ts';
import { readCacheOf } from '../../plugins/read-cache.ts';

let w: RequestWorld;
const bulkTitle = (i: number) => `Bulk request ${String(i).padStart(2, '0')}`;
beforeAll(async () => {
  w = await requestWorld();
  // 60 requests with every relation filled (assignees, assignedTo, files, audio), free of charge.
  for (let i = 0; i < 60; i++) {
    const file = await w.fileOf('staff');
    const audio = await w.fileOf('staff', 'note.webm', 'audio/webm');
    const res = await w.create(
      'staff',
      w.bugFix({
        title: bulkTitle(i),
        adjustCredit: '0',
        assignees: [w.ids.acmeOwner, w.ids.acmeMember],
        assignedTo: [w.ids.designer],
        files: [file],
        audio,
      }),
    );
    if (res.status !== 200) throw new Error(res.body.error.message);
  }
}, 120_000);
afterAll(async () => w?.t.close());

type Page = {
  data: { id: number; title: string; status: string; updatedAt: string; createdBy: { id: number } }[];
  cursor: string | null;
  hasMore: boolean;
};
const list = async (who: Who, query: string): Promise<Page> => {
  const res = await w.call(who, 'GET', `/api/service-requests${query}`);
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const all = async (who: Who, query: string, limit = 7) => {
  const out: Page['data'] = [];
  let cursor: string | null = null;
  for (;;) {
    const sep = query ? '&' : '?';
    const page: Page = await list(
      who,
      `${query}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    out.push(...page.data);
    if (!page.hasMore) {
      expect(page.cursor).toBeNull();
      return out;
    }
    cursor = page.cursor;
  }
};

describe('GET /api/service-requests', () => {
  it('pages with a keyset cursor, newest update first, without gaps or repeats', async () => {
    const first = await list('staff', '?limit=20');
    expect(first.data).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(typeof first.cursor).toBe('string');
    const every = await all('staff', '');
    const ids = every.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 20)).toEqual(first.data.map((r) => r.id));
    for (let i = 1; i < every.length; i++) {
      const [a, b] = [every[i - 1]!, every[i]!];
      expect(a.updatedAt > b.updatedAt || (a.updatedAt === b.updatedAt && a.id > b.id)).toBe(true);
    }
    expect(every.length).toBeGreaterThanOrEqual(60 + 8);
  });

  it('limit defaults to 20 and is capped at 100', async () => {
    expect((await list('staff', '')).data).toHaveLength(20);
    expect((await w.call('staff', 'GET', '/api/service-requests?limit=101')).status).toBe(400);
    expect((await w.call('staff', 'GET', '/api/service-requests?limit=0')).status).toBe(400);
    expect((await list('staff', '?limit=100')).data.length).toBeGreaterThan(60);
  });

  it('refuses a forged cursor', async () => {
    for (const c of ['garbage', Buffer.from("x'; drop table users;--|1").toString('base64url')]) {
      expect((await w.call('staff', 'GET', `/api/service-requests?cursor=${c}`)).status).toBe(400);
    }
  });

  it('status filter accepts both readings; unknown statuses are refused', async () => {
    const upper = await all('staff', '?status=NOT_START');
    const slug = await all('staff', '?status=not-start');
    expect(upper.map((r) => r.id)).toEqual(slug.map((r) => r.id));
    expect(upper.every((r) => r.status === 'NOT_START')).toBe(true);
    expect((await all('staff', '?status=in-progress')).every((r) => r.status === 'IN_PROGRESS')).toBe(true);
    expect((await w.call('staff', 'GET', '/api/service-requests?status=started')).status).toBe(400);
  });

  it('drafts are listed only for their creator; DELETED never', async () => {
    const draft = (await w.saveDraft('acmeOwner', w.bugFix({ title: 'Owner draft' }))).body.data;
    const gone = (await w.saveDraft('acmeOwner', w.bugFix({ title: 'Deleted draft' }))).body.data;
    await w.remove('acmeOwner', gone.id);
    const ownerDrafts = await all('acmeOwner', '?status=draft');
    expect(ownerDrafts.map((r) => r.id)).toContain(draft.id);
    expect(ownerDrafts.every((r) => r.createdBy.id === w.ids.acmeOwner && r.status === 'DRAFT')).toBe(true);
    for (const who of ['staff', 'acmeMember'] as const) {
      expect((await all(who, '?status=DRAFT')).map((r) => r.id)).not.toContain(draft.id);
      expect((await all(who, '')).map((r) => r.id)).not.toContain(draft.id);
    }
    expect((await all('acmeOwner', '')).map((r) => r.id)).toContain(draft.id);
    for (const who of ['staff', 'acmeOwner'] as const) {
      expect((await all(who, '')).map((r) => r.id)).not.toContain(gone.id);
      expect(await all(who, '?status=deleted')).toEqual([]);
    }
  });

  it('tenancy: customers list only their companies; another enterprise sees none of them', async () => {
    const globex = await all('globexOwner', '', 50);
    expect(globex.length).toBeGreaterThan(0);
    expect(globex.some((r) => r.title.startsWith('Bulk request'))).toBe(false);
    const member = await all('acmeMember', '', 100);
    expect(member.some((r) => r.title === 'Summer store banner')).toBe(false);
    // the member belongs to Acme Foods only; Acme Apparel requests are the owner's
    const owner = await all('acmeOwner', '', 100);
    expect(owner.some((r) => r.title === 'Acme Apparel logo refresh')).toBe(true);
    expect(member.some((r) => r.title === 'Acme Apparel logo refresh')).toBe(false);
    const byCompany = await all('acmeOwner', `?companyId=${w.company('Acme Apparel')}`);
    expect(byCompany.length).toBeGreaterThan(0);
    expect(await all('globexOwner', `?companyId=${w.company('Acme Foods')}`)).toEqual([]);
  });

  it("permission=mine lists the caller's requests; permission=assigned and /assigned the ones they are assigned to", async () => {
    const mine = await all('acmeMember', '?permission=mine');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.createdBy.id === w.ids.acmeMember)).toBe(true);
    const assigned = await all('designer', '?permission=assigned', 50);
    expect(assigned.filter((r) => r.title.startsWith('Bulk request'))).toHaveLength(60);
    const viaPath = await w.call('designer', 'GET', '/api/service-requests/assigned?limit=100');
    expect(viaPath.status).toBe(200);
    expect(viaPath.body.data.map((r: { id: number }) => r.id)).toEqual(
      assigned.slice(0, 100).map((r) => r.id),
    );
    const staffAssigned = await all('staff', '?permission=assigned', 50);
    expect(staffAssigned.some((r) => r.title.startsWith('Bulk request'))).toBe(false);
    expect((await w.call('staff', 'GET', '/api/service-requests?permission=everything')).status).toBe(400);
  });

  it('an update keeping the status moves the request to the top; a status change keeps its place', async () => {
    const page = await list('staff', '?limit=100');
    const target = page.data.find((r) => r.title === bulkTitle(10))!;
    const other = page.data.find((r) => r.title === bulkTitle(20))!;
    await w.update('staff', target.id, { title: `${bulkTitle(10)} (edited)` });
    expect((await list('staff', '?limit=1')).data[0]!.id).toBe(target.id);
    const before = (await all('staff', '', 100)).map((r) => r.id);
    await w.update('staff', other.id, { status: 'IN_PROGRESS' });
    expect((await all('staff', '', 100)).map((r) => r.id)).toEqual(before);
  });
});

describe('SQL statements per call do not grow with the page size (no N+1)', () => {
  async function statementsFor(url: string): Promise<number> {
    // The route's own statements, not the read cache's answer from memory.
    readCacheOf(w.t.ctx)!.invalidate();
    const client = (w.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
      .$client;
    const original = client.query;
    let n = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      n++;
      return original.apply(this, args);
    };
    try {
      const res = await w.call('staff', 'GET', url);
      expect(res.status).toBe(200);
    } finally {
      client.query = original;
    }
    return n;
  }

  it('list with limit 5 and limit 50 run the same number of statements', async () => {
    const five = await statementsFor('/api/service-requests?limit=5');
    const fifty = await statementsFor('/api/service-requests?limit=50');
    expect(five).toBeGreaterThan(0);
    expect(fifty).toBe(five);
    expect(await statementsFor('/api/service-requests/assigned?limit=50')).toBe(five);
    expect(await statementsFor('/api/service-requests?status=NOT_START&limit=50')).toBe(five);
  });

  it('the whole page carries the relations a list shows', async () => {
    const res = await w.call('staff', 'GET', '/api/service-requests?limit=50');
    const bulk = res.body.data.filter((r: { title: string }) => r.title.startsWith('Bulk request'));
    expect(bulk.length).toBeGreaterThan(40);
    for (const r of bulk) {
      expect(r.assignees).toHaveLength(2);
      expect(r.assignedTo).toHaveLength(1);
      expect(r.createdBy.id).toBe(w.ids.staff);
      expect(r.company.enterprise.name).toBe('Acme Holdings');
    }
  });
});

describe('a list row is what a list shows (issue 14 round 5)', () => {
  it('carries exactly the list row fields, equal to the request itself; not its content, form or files', async () => {
    const listed = (await w.call('staff', 'GET', '/api/service-requests?limit=50')).body;
    expect(Object.keys(listed).sort()).toEqual(['cursor', 'data', 'hasMore']);
    const row = listed.data.find((r: { title: string }) => r.title.startsWith('Bulk request'));
    const whole = (await w.get('staff', row.id)).body.data;
    // The request has files, audio, content and a form; the row sends none of them.
    expect(whole.files).toHaveLength(1);
    expect(whole.audio).not.toBeNull();
    expect(Object.keys(row).sort()).toEqual(Object.keys(ServiceRequestListItemSchema.shape).sort());
    for (const key of [
      'content',
      'form',
      'breakdown',
      'placeholders',
      'files',
      'typeSpecificFiles',
      'audio',
    ]) {
      expect(row).not.toHaveProperty(key);
    }
    const { serviceRequestType, ...rest } = row;
    expect(whole).toMatchObject(rest);
    expect(serviceRequestType).toEqual({
      id: whole.serviceRequestType.id,
      name: whole.serviceRequestType.name,
    });
    // /assigned answers the same rows.
    const assigned = (await w.call('designer', 'GET', '/api/service-requests/assigned?limit=5')).body;
    expect(Object.keys(assigned.data[0]).sort()).toEqual(Object.keys(row).sort());
  });
});

describe('one prepared statement per list shape, its SQL built once per call', () => {
  const actor = (who: Who, isStaff: boolean, companies: string[]): SessionUser => ({
    id: w.ids[who],
    username: who,
    email: `${who}@example.test`,
    firstName: '',
    lastName: '',
    profileImage: null,
    isStaff,
    companyIds: companies.map((c) => w.company(c)),
    ownedEnterpriseIds: [],
    enterpriseIds: [],
  });
  const query = (q: Record<string, unknown>) => RequestListQuerySchema.parse({ limit: 7, ...q });

  /** The page as a fresh, unnamed statement built for this call alone would give it. */
  async function reference(who: SessionUser, q: ReturnType<typeof query>) {
    const rows = await listPageQuery(w.db, who, q)!.execute();
    return hydrateListRows(rows.slice(0, q.limit));
  }

  it('a repeated shape answers each caller with their own values, rows shaped as before', async () => {
    const foods = actor('acmeMember', false, ['Acme Foods']);
    const globex = actor('globexOwner', false, ['Globex Retail']);
    const staff = actor('staff', true, []);
    const designer = actor('designer', true, []);
    const firstOf = async (who: SessionUser) => (await listRequests(w.db, who, query({}))).cursor!;
    const cases: [SessionUser, ReturnType<typeof query>][] = [
      [foods, query({})],
      [globex, query({})],
      [staff, query({ title: 'Bulk request 1' })],
      [designer, query({ title: 'Bulk request 2', permission: 'assigned' })],
      [designer, query({ title: 'Bulk request 3', permission: 'assigned' })],
      [staff, query({ title: 'Bulk request 3' })],
      [foods, query({ cursor: await firstOf(foods) })],
      [staff, query({ cursor: await firstOf(staff) })],
      [designer, query({ cursor: await firstOf(designer) })],
    ];
    // The pairs above share a shape (one SQL text, other values), so later calls reuse a statement.
    const text = ([who, q]: (typeof cases)[number]) => listPageQuery(w.db, who, q)!.toSQL();
    for (const [a, b] of [
      [0, 1],
      [2, 5],
      [3, 4],
      [7, 8],
    ] as const) {
      expect(text(cases[a]!).sql).toBe(text(cases[b]!).sql);
      expect(text(cases[a]!).params).not.toEqual(text(cases[b]!).params);
    }
    const expected = await Promise.all(cases.map(([who, q]) => reference(who, q)));
    expect(expected.every((rows) => rows.length > 0)).toBe(true);
    expect(expected[0]!.map((r) => r.id)).not.toEqual(expected[1]!.map((r) => r.id));
    expect(expected[3]!.map((r) => r.id)).not.toEqual(expected[4]!.map((r) => r.id));
    // Twice in turn, then all at once: each call gets exactly its reference page.
    for (let round = 0; round < 2; round++) {
      for (const [i, [who, q]] of cases.entries()) {
        const page = await listRequests(w.db, who, q);
        expect(page.data).toEqual(expected[i]);
      }
    }
    const together = await Promise.all(cases.map(([who, q]) => listRequests(w.db, who, q)));
    expect(together.map((p) => p.data.map((r) => r.id))).toEqual(
      expected.map((rows) => rows.map((r) => r.id)),
    );
  });

  it('a page of a known shape renders its SQL once', async () => {
    const dialect = (w.db as unknown as { dialect: { sqlToQuery: (...args: unknown[]) => unknown } }).dialect;
    const staff = actor('staff', true, []);
    await listRequests(w.db, staff, query({ priority: 'EXPRESS' }));
    const original = dialect.sqlToQuery;
    let n = 0;
    dialect.sqlToQuery = function (this: unknown, ...args: unknown[]) {
      n++;
      return original.apply(this, args);
    };
    try {
      await listRequests(w.db, staff, query({ priority: 'STANDARD' }));
    } finally {
      dialect.sqlToQuery = original;
    }
    expect(n).toBe(1);
  });
});
