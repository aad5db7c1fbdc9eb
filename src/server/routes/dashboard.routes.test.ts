import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { seedDemo } from '../db/seed.ts';
import { DEMO, loginAs } from '../test/factories.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
  for (const [k, v] of Object.entries(DEMO)) cookies[k] = await loginAs(t.app, v);
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
});
