import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { requestWorld, type RequestWorld } from '../../test/request-fixtures.ts';
import { serverUrl } from '../../test/databases.ts';
import { testDbKind } from '../../test/build-test-app.ts';
import { savedViews } from '../../db/schema/index.ts';
import { MAX_SAVED_VIEWS, VIEW_MESSAGES } from '#shared/schemas/saved-view.ts';

// Issue 15: saved list views. A user saves filters and sort under a name and picks them again;
// staff may share a view with all staff; only its owner changes or deletes it; customers never see
// anyone else's.

let w: RequestWorld;
beforeAll(async () => {
  w = await requestWorld();
}, 60_000);
afterAll(async () => w?.t.close());

const params = { alignBy: 'not-start', priority: 'EXPRESS', sort: 'due', order: 'asc', overdue: 'true' };
const names = (body: { data: { name: string }[] }) => body.data.map((v) => v.name);

describe('saved views', () => {
  it('save, list, pick again, rename and delete your own', async () => {
    const made = await w.call('acmeOwner', 'POST', '/api/saved-views', {
      data: { name: ' Express late ', params },
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ name: 'Express late', params, shared: false, mine: true });
    const id = made.body.data.id as number;
    const listed = await w.call('acmeOwner', 'GET', '/api/saved-views');
    expect(listed.body.data).toEqual([expect.objectContaining({ id, name: 'Express late', params })]);
    // Another customer of the same company does not see it.
    expect(names((await w.call('acmeMember', 'GET', '/api/saved-views')).body)).toEqual([]);

    const renamed = await w.call('acmeOwner', 'PUT', `/api/saved-views/${id}`, {
      data: { name: 'Late express', params: { ...params, sort: 'credit' } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Late express', params: { ...params, sort: 'credit' } });
    expect((await w.call('acmeOwner', 'DELETE', `/api/saved-views/${id}`)).status).toBe(200);
    expect(names((await w.call('acmeOwner', 'GET', '/api/saved-views')).body)).toEqual([]);
  });

  it('names are required and unique per person (any case); parameters are checked like the list', async () => {
    const post = (data: unknown) => w.call('acmeMember', 'POST', '/api/saved-views', { data });
    expect((await post({ name: '  ', params })).body.error.message).toBe(
      'data.name: Please enter a name for the view.',
    );
    expect((await post({ name: 'Mine', params })).status).toBe(200);
    const again = await post({ name: 'MINE', params: {} });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('You already have a view with this name.');
    const badSort = await post({ name: 'Bad', params: { sort: 'title' } });
    expect(badSort.status).toBe(400);
    expect(badSort.body.error.message).toMatch(/sort/);
    const unknown = await post({ name: 'Bad', params: { dropTable: '1' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/dropTable: Unknown parameter/);
    const badDate = await post({ name: 'Bad', params: { dueFrom: '2026-02-30' } });
    expect(badDate.body.error.message).toMatch(/dueFrom: Expected a date as yyyy-MM-dd/);
    expect(names((await w.call('acmeMember', 'GET', '/api/saved-views')).body)).toEqual(['Mine']);
  });

  it('staff share a view with all staff, who can pick but not change it; customers cannot share', async () => {
    const shared = await w.call('staff', 'POST', '/api/saved-views', {
      data: { name: 'Team queue', params: { assignedTo: 'nobody', alignBy: 'not-start' }, shared: true },
    });
    expect(shared.status).toBe(200);
    const id = shared.body.data.id as number;
    const seen = await w.call('designer', 'GET', '/api/saved-views');
    expect(seen.body.data).toEqual([
      expect.objectContaining({
        id,
        name: 'Team queue',
        shared: true,
        mine: false,
        owner: { id: w.ids.staff, name: 'Sam Staff' },
      }),
    ]);
    const rename = await w.call('designer', 'PUT', `/api/saved-views/${id}`, { data: { name: 'Mine now' } });
    expect(rename.status).toBe(403);
    expect(rename.body.error.message).toBe('Only the person who saved this view can change or delete it.');
    expect((await w.call('designer', 'DELETE', `/api/saved-views/${id}`)).status).toBe(403);
    // A customer never sees it, and gets 404 for it.
    expect(names((await w.call('acmeOwner', 'GET', '/api/saved-views')).body)).not.toContain('Team queue');
    expect((await w.call('acmeOwner', 'PUT', `/api/saved-views/${id}`, { data: { name: 'x' } })).status).toBe(
      404,
    );
    expect((await w.call('acmeOwner', 'DELETE', `/api/saved-views/${id}`)).status).toBe(404);
    const customerShare = await w.call('acmeOwner', 'POST', '/api/saved-views', {
      data: { name: 'Shared?', params, shared: true },
    });
    expect(customerShare.status).toBe(403);
    expect(customerShare.body.error.message).toBe('Only staff can share a view.');
    // Unsharing hides it from other staff.
    expect((await w.call('staff', 'PUT', `/api/saved-views/${id}`, { data: { shared: false } })).status).toBe(
      200,
    );
    expect(names((await w.call('designer', 'GET', '/api/saved-views')).body)).toEqual([]);
  });

  // PostgreSQL only: the race needs a second connection. A SHARE lock on the table, held from outside
  // the app, stops every create at its insert; without the per-person lock each would have counted
  // room for one more by then, and all six would go in once the lock is gone.
  it.runIf(testDbKind() === 'postgres')(
    `${MAX_SAVED_VIEWS} views at most, also when several are saved at once`,
    async () => {
      const owner = w.ids.acmeMember;
      const db = w.t.ctx.db;
      // Room for three more (the earlier tests may have left some of theirs).
      const had = await db.$count(savedViews, eq(savedViews.ownerId, owner));
      await db.insert(savedViews).values(
        Array.from({ length: MAX_SAVED_VIEWS - 3 - had }, (_, i) => ({
          ownerId: owner,
          name: `Filler ${i}`,
          params,
        })),
      );
      const result = (await db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const blocker = new pg.Client({ connectionString: serverUrl(result.rows[0]!.name) });
      await blocker.connect();
      try {
        await blocker.query('begin');
        await blocker.query('lock table saved_views in share mode');
        const pending = Array.from({ length: 6 }, (_, i) =>
          w.call('acmeMember', 'POST', '/api/saved-views', { data: { name: `At once ${i}`, params } }),
        );
        // All six are waiting in the database: on the table's lock, or (with the per-person lock) on the
        // first of them.
        const waiting = async () => {
          // Read afresh: inside a transaction the activity view is a snapshot taken at its first read.
          await blocker.query('select pg_stat_clear_snapshot()');
          const { rows } = await blocker.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
          );
          return rows[0]!.n;
        };
        await expect.poll(waiting).toBe(6);
        await blocker.query('commit');
        const answers = await Promise.all(pending);
        expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
        expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body.error.message])).toEqual(
          Array.from({ length: 3 }, () => [400, VIEW_MESSAGES.tooMany]),
        );
        expect(await db.$count(savedViews, eq(savedViews.ownerId, owner))).toBe(MAX_SAVED_VIEWS);
      } finally {
        await blocker.end();
        await db.delete(savedViews).where(eq(savedViews.ownerId, owner));
      }
    },
  );

  it('a private view of someone else is a 404, and signed-out calls a 401', async () => {
    const own = await w.call('globexOwner', 'POST', '/api/saved-views', {
      data: { name: 'Globex', params: {} },
    });
    const id = own.body.data.id as number;
    expect((await w.call('staff', 'PUT', `/api/saved-views/${id}`, { data: { name: 'x' } })).status).toBe(
      404,
    );
    expect((await w.call('acmeOwner', 'DELETE', `/api/saved-views/${id}`)).status).toBe(404);
    expect((await w.call(null, 'GET', '/api/saved-views')).status).toBe(401);
    expect((await w.call('globexOwner', 'GET', '/api/saved-views')).body.data).toHaveLength(1);
  });
});
