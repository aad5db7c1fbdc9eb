import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { serviceRequests } from '../../db/schema/index.ts';
import { requestWorld, type RequestWorld } from '../../test/request-fixtures.ts';

// Issue 23 item 3: sorting by due date without an order puts the most urgent first — overdue at the
// top, then soonest due, requests without a due date last — and pages on that order.

let w: RequestWorld;
const TAG = 'DueOrder';
const made: Record<string, number> = {};

beforeAll(async () => {
  w = await requestWorld();
  const dates: [string, string | null][] = [
    ['later', '2031-05-30'],
    ['soon', '2031-01-15'],
    ['undated', null],
    ['overdue', '2031-02-01'],
  ];
  for (const [key, targetDate] of dates) {
    const res = await w.create('staff', w.bugFix({ title: `${TAG} ${key}`, targetDate: '2031-03-01' }));
    if (res.status !== 200) throw new Error(`${key}: ${JSON.stringify(res.body)}`);
    made[key] = res.body.data.id;
    // Set directly: the form refuses a due date in the past, and a request can still fall overdue.
    await w.db
      .update(serviceRequests)
      .set({ targetDate: key === 'overdue' ? sql`current_date - 3` : targetDate })
      .where(eq(serviceRequests.id, made[key]!));
  }
}, 60_000);
afterAll(async () => w?.t.close());

const keysOf = async (query: string) => {
  const names = Object.fromEntries(Object.entries(made).map(([k, id]) => [id, k]));
  const out: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 10; i++) {
    const res = await w.call(
      'staff',
      'GET',
      `/api/service-requests?limit=1&title=${TAG}&${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.status).toBe(200);
    out.push(...(res.body.data as { id: number }[]).map((r) => names[r.id]!));
    if (!res.body.hasMore) return out;
    cursor = res.body.cursor as string;
  }
  throw new Error('too many pages');
};

describe('GET /api/service-requests?sort=due', () => {
  it('without an order: overdue first, then soonest due, undated last (paged one at a time)', async () => {
    expect(await keysOf('sort=due')).toEqual(['overdue', 'soon', 'later', 'undated']);
  });

  it('an explicit order still wins either way', async () => {
    expect(await keysOf('sort=due&order=asc')).toEqual(['overdue', 'soon', 'later', 'undated']);
    expect(await keysOf('sort=due&order=desc')).toEqual(['undated', 'later', 'soon', 'overdue']);
  });

  it('the other sorts keep newest / highest first by default', async () => {
    expect(await keysOf('sort=created')).toEqual(['overdue', 'undated', 'soon', 'later']);
  });
});
