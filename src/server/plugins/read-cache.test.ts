import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { companyMembers, serviceRequests, users } from '../db/schema/index.ts';
import { serverUrl } from '../test/databases.ts';
import { buildSecondInstance, testDbKind, type TestApp } from '../test/build-test-app.ts';
import { DEMO, loginAs } from '../test/factories.ts';
import { requestWorld, type RequestWorld, type Who } from '../test/request-fixtures.ts';
import { buildApp } from '../app.ts';
import { startWebhookWorker } from '../modules/integrations/webhooks/worker.ts';
import { readCacheOf } from './read-cache.ts';

// The per-viewer read cache (issue 30) must never answer with data older than the last change anyone
// made, on any instance: each test reads once to fill the cache, changes something somewhere else, and
// reads again on the other instance.

let w: RequestWorld;
let second: TestApp;
beforeAll(async () => {
  w = await requestWorld();
  second = await buildSecondInstance(w.t);
});
afterAll(async () => {
  await second?.close();
  await w?.t.close();
});

const first = () => w.t.app;
async function read(app: FastifyInstance, who: Who, url: string, acceptEncoding = 'br, gzip') {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: { cookie: w.cookies[who], 'accept-encoding': acceptEncoding },
  });
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  const text =
    encoding === 'br'
      ? zlib.brotliDecompressSync(raw).toString()
      : encoding === 'gzip'
        ? zlib.gunzipSync(raw).toString()
        : raw.toString();
  return { status: res.statusCode, encoding, vary: res.headers.vary, body: JSON.parse(text) };
}
const hits = (app: TestApp) => readCacheOf(app.ctx)!.hits;

async function ownRequest(title: string, assignees: Who[] = ['acmeOwner']) {
  const res = await w.create('acmeOwner', w.bugFix({ title, assignees: assignees.map((a) => w.ids[a]) }));
  expect(res.status).toBe(200);
  // The creation's own change announcement heard on both instances first: arriving after the read
  // below, it would drop what that read kept, and a test counting cache hits would fail by chance.
  await Promise.all([w.t.ctx.database.sync(), second.ctx.database.sync()]);
  return res.body.data.id as number;
}

describe('the read cache answers again from memory', () => {
  it('the same viewer asking twice gets the same answer, the second from the cache', async () => {
    const id = await ownRequest('Twice asked');
    const before = hits(w.t);
    const a = await read(first(), 'acmeOwner', `/api/service-requests/${id}`);
    const b = await read(first(), 'acmeOwner', `/api/service-requests/${id}`);
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    expect(hits(w.t)).toBe(before + 1);
  });

  it('the same viewer asking many times at once is read once, and each gets the whole answer', async () => {
    const id = await ownRequest('Asked by a crowd');
    const cache = readCacheOf(w.t.ctx)!;
    const before = { hits: cache.hits, misses: cache.misses };
    const url = `/api/service-requests/${id}`;
    const answers = await Promise.all(
      ['br', 'gzip', 'identity', 'br, gzip', 'gzip', 'br', 'identity', 'br'].map((e) =>
        read(first(), 'acmeOwner', url, e),
      ),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body.data.title).toBe('Asked by a crowd');
      expect(a.body).toEqual(answers[0]!.body);
    }
    expect(cache.misses).toBe(before.misses + 1);
    expect(cache.hits).toBe(before.hits + 7);
  });

  it('READ_CACHE=false answers every read from the database', async () => {
    const id = await ownRequest('Cache off');
    const ctx = { ...w.t.ctx, env: { ...w.t.ctx.env, READ_CACHE: false } };
    const off = await buildApp(ctx);
    try {
      const url = `/api/service-requests/${id}`;
      expect((await read(off, 'acmeOwner', url)).status).toBe(200);
      expect((await read(off, 'acmeOwner', url)).body.data.title).toBe('Cache off');
      expect(readCacheOf(ctx)!.hits).toBe(0);
      expect(readCacheOf(ctx)!.size).toBe(0);
    } finally {
      await off.close();
    }
  });

  it('in every encoding a client may ask for, with the body the route would have sent', async () => {
    const id = await ownRequest('Every encoding');
    const url = `/api/service-requests/${id}`;
    const fresh = await read(first(), 'acmeOwner', url, 'gzip');
    expect(fresh.encoding).toBe('gzip');
    const br = await read(first(), 'acmeOwner', url, 'br');
    const gzip = await read(first(), 'acmeOwner', url, 'gzip');
    const plain = await read(first(), 'acmeOwner', url, 'identity');
    const refused = await read(first(), 'acmeOwner', url, 'br;q=0, gzip;q=0');
    expect([br.encoding, gzip.encoding, plain.encoding, refused.encoding]).toEqual([
      'br',
      'gzip',
      undefined,
      undefined,
    ]);
    for (const r of [br, gzip, plain, refused]) expect(r.body).toEqual(fresh.body);
    expect(br.vary).toContain('accept-encoding');
  });

  it('never gives one viewer the answer kept for another', async () => {
    const id = await ownRequest('Only Acme sees this');
    expect((await read(first(), 'acmeOwner', `/api/service-requests/${id}`)).status).toBe(200);
    expect((await read(first(), 'acmeOwner', `/api/service-requests/${id}`)).status).toBe(200);
    expect((await read(first(), 'globexOwner', `/api/service-requests/${id}`)).status).toBe(404);
    const list = await read(first(), 'globexOwner', '/api/service-requests?limit=100');
    expect(list.body.data.map((r: { id: number }) => r.id)).not.toContain(id);
  });
});

describe('a change is seen on the next read, on every instance', () => {
  it('a title changed on one instance is read on the other', async () => {
    const id = await ownRequest('Old title');
    const url = `/api/service-requests/${id}`;
    for (const app of [first(), second.app]) await read(app, 'acmeOwner', url);
    expect((await read(second.app, 'acmeOwner', url)).body.data.title).toBe('Old title');
    const res = await second.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: w.cookies.staff },
      payload: { data: { title: 'New title' } },
    });
    expect(res.statusCode).toBe(200);
    expect((await read(first(), 'acmeOwner', url)).body.data.title).toBe('New title');
    expect((await read(second.app, 'acmeOwner', url)).body.data.title).toBe('New title');
  });

  it("a request submitted on one instance is in the other's list at once", async () => {
    const url = '/api/service-requests?limit=5';
    await read(first(), 'acmeOwner', url);
    await read(first(), 'acmeOwner', url);
    const res = await second.app.inject({
      method: 'POST',
      url: '/api/service-requests',
      headers: { cookie: w.cookies.acmeMember },
      payload: { data: w.bugFix({ title: 'Submitted elsewhere', assignees: [w.ids.acmeMember] }) },
    });
    expect(res.statusCode).toBe(200);
    const list = await read(first(), 'acmeOwner', url);
    expect(list.body.data[0]).toMatchObject({ id: res.json().data.id, title: 'Submitted elsewhere' });
  });

  it("a comment posted on one instance is in the request's comments on the other", async () => {
    const id = await ownRequest('Talked about');
    const comments = `/api/comments/service-request/${id}`;
    for (let i = 0; i < 2; i++) expect((await read(first(), 'acmeOwner', comments)).body.data).toEqual([]);
    const res = await second.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: { cookie: w.cookies.staff },
      payload: { data: { serviceRequest: id, content: '<p>On it</p>' } },
    });
    expect(res.statusCode).toBe(200);
    const after = await read(first(), 'acmeOwner', comments);
    expect(after.body.data.map((c: { content: string }) => c.content)).toEqual(['<p>On it</p>']);
  });

  it('someone removed from the company stops seeing its request on the next read', async () => {
    const id = await ownRequest('Shared with the member', ['acmeOwner', 'acmeMember']);
    const url = `/api/service-requests/${id}`;
    for (const app of [first(), second.app]) {
      expect((await read(app, 'acmeMember', url)).status).toBe(200);
      expect((await read(app, 'acmeMember', url)).status).toBe(200);
    }
    const acme = w.company('Acme Foods');
    await w.db
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, acme), eq(companyMembers.userId, w.ids.acmeMember)));
    try {
      expect((await read(second.app, 'acmeMember', url)).status).toBe(404);
      expect((await read(first(), 'acmeMember', url)).status).toBe(404);
    } finally {
      await w.db.insert(companyMembers).values({ companyId: acme, userId: w.ids.acmeMember });
    }
    expect((await read(first(), 'acmeMember', url)).status).toBe(200);
  });

  it('a session signed out on one instance is refused on the other at once (the session cache too)', async () => {
    const cookie = await loginAs(first(), DEMO.acmeOwner);
    const id = await ownRequest('Signed out elsewhere');
    const url = `/api/service-requests/${id}`;
    const get = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => r.statusCode);
    expect([await get(second.app), await get(second.app), await get(first())]).toEqual([200, 200, 200]);
    const out = await first().inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBeLessThan(300);
    expect(await get(second.app)).toBe(401);
    expect(await get(first())).toBe(401);
  });

  it('/api/session on one instance says signed out at once when the session ended on the other', async () => {
    const cookie = await loginAs(first(), DEMO.acmeOwner);
    const session = (app: FastifyInstance) =>
      app
        .inject({ method: 'GET', url: '/api/session', headers: { cookie } })
        .then((r) => r.json().session as { user: { email: string } } | null);
    // Twice on the first instance: the second answer comes from its session cache.
    expect((await session(first()))?.user.email).toBe(DEMO.acmeOwner);
    expect((await session(first()))?.user.email).toBe(DEMO.acmeOwner);
    const out = await second.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBeLessThan(300);
    expect(await session(first())).toBeNull();
    expect(await session(second.app)).toBeNull();
  });

  it('/api/session on one instance says signed out at once when the user was deactivated elsewhere', async () => {
    const cookie = await loginAs(first(), DEMO.acmeMember);
    const session = (app: FastifyInstance) =>
      app
        .inject({ method: 'GET', url: '/api/session', headers: { cookie } })
        .then((r) => r.json().session as { user: { email: string } } | null);
    expect((await session(first()))?.user.email).toBe(DEMO.acmeMember);
    expect((await session(first()))?.user.email).toBe(DEMO.acmeMember);
    // Another instance's connection (on PostgreSQL, its own pool) deactivates the user.
    await second.ctx.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.id, w.ids.acmeMember));
    try {
      expect(await session(first())).toBeNull();
    } finally {
      await second.ctx.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, w.ids.acmeMember));
    }
  });

  it('a rolled-back change leaves the kept answer as it was', async () => {
    const id = await ownRequest('Rolled back');
    const url = `/api/service-requests/${id}`;
    await read(first(), 'acmeOwner', url);
    const before = hits(w.t);
    await w.db
      .transaction(async (tx) => {
        await tx.update(serviceRequests).set({ title: 'Never happened' }).where(eq(serviceRequests.id, id));
        tx.rollback();
      })
      .catch(() => undefined);
    const again = await read(first(), 'acmeOwner', url);
    expect(again.body.data.title).toBe('Rolled back');
    // A new pooled connection (the transaction may have opened one) drops no cache either.
    expect(hits(w.t)).toBe(before + 1);
  });

  it.runIf(testDbKind() === 'postgres')(
    'a change made outside the app (another process, psql) is read at once',
    async () => {
      const id = await ownRequest('Before psql');
      const url = `/api/service-requests/${id}`;
      for (const app of [first(), second.app]) {
        await read(app, 'acmeOwner', url);
        await read(app, 'acmeOwner', url);
      }
      const result = (await w.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const client = new pg.Client({ connectionString: serverUrl(result.rows[0]!.name) });
      await client.connect();
      try {
        await client.query('update service_requests set title = $1 where id = $2', ['After psql', id]);
      } finally {
        await client.end();
      }
      expect((await read(second.app, 'acmeOwner', url)).body.data.title).toBe('After psql');
      expect((await read(first(), 'acmeOwner', url)).body.data.title).toBe('After psql');
    },
  );
});

describe.runIf(testDbKind() === 'postgres')('Database.sync on PostgreSQL', () => {
  /** How many `select 1` (sync's round trips) `run` sent, on any connection. */
  async function syncTrips(run: () => Promise<unknown>): Promise<number> {
    const original = pg.Client.prototype.query;
    let trips = 0;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const q = args[0] as string | { text?: string };
      if ((typeof q === 'string' ? q : q?.text) === 'select 1') trips++;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      await run();
    } finally {
      pg.Client.prototype.query = original;
    }
    return trips;
  }

  it('requests arriving together share its round trips: at most two for a crowd', async () => {
    const trips = await syncTrips(() =>
      Promise.all(Array.from({ length: 40 }, () => w.t.ctx.database.sync())),
    );
    expect(trips).toBeGreaterThanOrEqual(1);
    expect(trips).toBeLessThanOrEqual(2);
  });
  it('a kept answer for a request read with an API token waits for one: its own statement proves nothing of the data', async () => {
    // Only the listening connection hears data changes (db/client.ts): the token's lookup, a pooled
    // connection's statement, proves the session channel current, not this cache's. Without the
    // sync, another instance's change not yet delivered to the listener would be answered stale.
    const made = await first().inject({
      method: 'POST',
      url: '/api/account/api-tokens',
      headers: { cookie: w.cookies.acmeOwner },
      payload: { name: 'Sync check', access: 'read', expiresInDays: 30 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const token = (made.json() as { data: { token: string } }).data.token;
    const id = await ownRequest('Read with a token');
    const get = () =>
      first().inject({
        method: 'GET',
        url: `/api/service-requests/${id}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await get()).statusCode).toBe(200);
    const before = hits(w.t);
    const trips = await syncTrips(async () => expect((await get()).statusCode).toBe(200));
    expect(hits(w.t)).toBe(before + 1);
    expect(trips).toBe(1);
  });
});

describe('what announces a change (migration 0034)', () => {
  it("an API token's use (its last-used time) is not a change; revoking it is", async () => {
    const [row] = (
      (await w.db.execute(
        sql`insert into api_tokens (user_id, name, token_hash, prefix, access, expires_at)
            values (${w.ids.acmeOwner}, 'quiet', ${'h' + Date.now()}, 'cd_x', 'read', now() + interval '30 days')
            returning id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const id = await ownRequest('Token use');
    const url = `/api/service-requests/${id}`;
    await read(first(), 'acmeOwner', url);
    const before = hits(w.t);
    await w.db.execute(sql`update api_tokens set last_used_at = now() where id = ${row!.id}`);
    await read(first(), 'acmeOwner', url);
    expect(hits(w.t)).toBe(before + 1);
    await w.db.execute(sql`update api_tokens set revoked_at = now() where id = ${row!.id}`);
    await read(first(), 'acmeOwner', url);
    expect(hits(w.t)).toBe(before + 1);
  });

  it("the webhook worker's look for due deliveries, with none due, is not a change", async () => {
    // Its claim is an UPDATE; run on every idle poll (5 s), it emptied every instance's cache.
    const id = await ownRequest('Idle webhook poll');
    const url = `/api/service-requests/${id}`;
    await read(first(), 'acmeOwner', url);
    const before = hits(w.t);
    const worker = await startWebhookWorker(w.t.ctx, w.t.app.log, { pollMs: 60_000 });
    try {
      expect(await worker.runOnce()).toBe(0);
    } finally {
      await worker.stop();
    }
    await read(first(), 'acmeOwner', url);
    expect(hits(w.t)).toBe(before + 1);
  });

  // Tables no cached answer reads, which change on nearly every request or by a worker.
  const quiet = [
    'sessions',
    'rate_limit_counters',
    'request_idempotency_keys',
    'email_outbox',
    'digest_runs',
    'notification_digest_entries',
    'server_secrets',
    'stripe_events',
    'request_status_counts',
    'request_day_counts',
    'request_due_counts',
    'assignee_workload_counts',
    'notification_unread_counts',
    // The queue of removed files' bytes to delete (uploads/release.ts): the removal itself (the
    // request's files, the file's row) is announced where it is written.
    'file_releases',
  ];

  it('every table of user-visible data announces its changes; a new table must choose', async () => {
    const rows = (await w.db.execute(sql`
      select c.relname as table, (
        -- INSERT, DELETE, UPDATE and TRUNCATE (tgtype's bits 4, 8, 16, 32) each announced (migration 0039).
        select coalesce(bit_or(t.tgtype::int & 60), 0) = 60 from pg_trigger t join pg_proc p on p.oid = t.tgfoid
        where t.tgrelid = c.oid and p.proname in ('announce_data_change', 'announce_data_change_rows')
      ) as announced
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by 1`)) as unknown as { rows?: unknown[] } | unknown[];
    const list = (Array.isArray(rows) ? rows : (rows.rows ?? [])) as { table: string; announced: boolean }[];
    expect(list.length).toBeGreaterThan(50);
    const wrong = list.filter((r) => r.announced === quiet.includes(r.table)).map((r) => r.table);
    expect(wrong).toEqual([]);
  });
});
