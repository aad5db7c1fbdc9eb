import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildDemoApp, type DemoApp } from '../../test/demo-app.ts';

let t: DemoApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await buildDemoApp();
  cookies = t.cookies;
});
afterAll(async () => t?.close());

const summary = async (who: string) =>
  (await t.app.inject({ url: '/api/dashboard', headers: { cookie: cookies[who]! } })).json().data;

/** The truth, counted directly: what the trigger-kept counters must equal. */
async function directCounts(where: string): Promise<Record<string, number>> {
  const res = (await t.ctx.db.execute(
    sql.raw(
      `select status, count(*)::int as n from service_requests where status not in ('DRAFT','DELETED') ${where} group by status`,
    ),
  )) as unknown as { rows: { status: string; n: number }[] };
  return Object.fromEntries(res.rows.map((r) => [r.status, r.n]));
}
const nonZero = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).filter(([k, v]) => v > 0 && k !== 'DRAFT'));

describe('dashboard', () => {
  it('counts requests per status within the caller’s scope, matching the requests themselves', async () => {
    const staff = await summary('staff');
    expect(nonZero(staff.counts)).toEqual(await directCounts(''));
    const globex = await summary('globexOwner');
    expect(nonZero(globex.counts)).toEqual(
      await directCounts(`and company_id in (select id from companies where name = 'Globex Retail')`),
    );
    expect(
      globex.recent.every((r: { company: { name: string } }) => r.company.name === 'Globex Retail'),
    ).toBe(true);
  });

  it('follows status changes, including a cancel', async () => {
    const before = (await summary('acmeOwner')).counts;
    const list = await t.app.inject({
      url: '/api/service-requests?status=NOT_START',
      headers: { cookie: cookies.acmeOwner! },
    });
    const target = list.json().data[0];
    expect(target).toBeTruthy();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/service-requests/${target.id}`,
      headers: { cookie: cookies.acmeOwner! },
      payload: { data: { status: 'CANCELLED' } },
    });
    expect(res.statusCode).toBe(200);
    const after = (await summary('acmeOwner')).counts;
    expect(after.NOT_START).toBe(before.NOT_START - 1);
    expect(after.CANCELLED).toBe(before.CANCELLED + 1);
  });

  it('keeps exact counters through bulk inserts, moves between companies and statuses, and deletes', async () => {
    type Row = { company_id: number; status: string; n: number };
    const rows = async (q: string) =>
      ((await t.ctx.db.execute(sql.raw(q))) as unknown as { rows: Row[] }).rows.map((r) => ({
        company_id: Number(r.company_id),
        status: r.status,
        n: Number(r.n),
      }));
    const truth = () =>
      rows(
        'select company_id, status, count(*) as n from service_requests group by company_id, status order by 1, 2',
      );
    const kept = () =>
      rows('select company_id, status, n from request_status_counts where n <> 0 order by 1, 2');

    // One statement inserting many rows over several companies and statuses.
    await t.ctx.db.execute(sql`
      insert into service_requests (title, content, status, company_id, enterprise_id, request_type_id, created_by_id, priority_level)
      select 'Bulk ' || g, '{}', (array['NOT_START','ASSIGNED','IN_PROGRESS','FINISHED'])[1 + g % 4],
             c.id, c.enterprise_id, r.request_type_id, r.created_by_id, 'STANDARD'
      from generate_series(1, 400) g
      cross join lateral (select id, enterprise_id from companies order by id offset (g % 2) limit 1) c
      cross join (select request_type_id, created_by_id from service_requests limit 1) r`);
    expect(await kept()).toEqual(await truth());

    // One statement moving rows between statuses (and one touching rows without moving them).
    await t.ctx.db.execute(
      sql`update service_requests set status = 'FINISHED' where title like 'Bulk %' and status <> 'FINISHED'`,
    );
    await t.ctx.db.execute(sql`update service_requests set updated_at = now() where title like 'Bulk %'`);
    expect(await kept()).toEqual(await truth());

    // Moving between companies, then deleting.
    await t.ctx.db.execute(sql`
      update service_requests set company_id = (select min(id) from companies) where title like 'Bulk 1%'`);
    expect(await kept()).toEqual(await truth());
    await t.ctx.db.execute(sql`delete from service_requests where title like 'Bulk %'`);
    expect(await kept()).toEqual(await truth());
  });
});
