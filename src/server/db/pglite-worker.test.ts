import fs from 'node:fs';
import { WORKER_RESTARTED_PAYLOAD } from './pglite-remote.ts';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppContext } from '../context.ts';
import { parseEnv } from '../env.ts';
import { pgliteTemplatePath } from '../test/databases.ts';
import { openEmbedded, openPglite, SESSION_USERS_CHANNEL, type Database } from './client.ts';
import { PgliteWorkerClient } from './pglite-remote.ts';

// The embedded database as the server runs it: PGlite in a worker thread (pglite-worker.ts).
const onPglite = process.env.TEST_DB !== 'postgres';

/** A statement that keeps PGlite busy for a while (a second or more on this machine). */
const LONG = sql`select count(*)::int as n from generate_series(1, 6000000)`;
/** Starting PGlite (twice for a fresh folder: initdb, then open) takes tens of seconds on a busy machine. */
const SLOW = 180_000;

/** Rows of a raw statement (Db's execute() is typed for both drivers, so its answer is opaque). */
async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

type PgliteWorkerClientLike = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };

async function startFromTemplate(): Promise<{ client: PgliteWorkerClient; database: Database }> {
  const client = await PgliteWorkerClient.start({
    loadDataDir: new Uint8Array(fs.readFileSync(pgliteTemplatePath())),
  });
  return { client, database: openPglite(client) };
}

describe.runIf(onPglite)('PGlite in a worker thread', () => {
  let database: Database;
  beforeAll(async () => {
    ({ database } = await startFromTemplate());
    await database.exec('create table worker_test (id int primary key, n int not null)');
  }, SLOW);
  afterAll(() => database.close());

  it(
    'the server answers HTTP while a long statement runs (the database is on another thread)',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-pglite-worker-'));
      const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const ctx: AppContext = { env, database, db: database.db };
      const app = await buildApp(ctx);
      await app.ready();
      try {
        let longDone = false;
        const long = rowsOf(database.db.execute(LONG)).then((rows) => {
          longDone = true;
          return rows;
        });
        // Let the statement reach the worker first.
        await new Promise((r) => setTimeout(r, 50));
        const health = await app.inject({ method: 'GET', url: '/healthz' });
        expect(health.statusCode).toBe(200);
        // On the app's thread PGlite would have held the thread until the count finished.
        expect(longDone).toBe(false);
        expect(await long).toEqual([{ n: 6000000 }]);
      } finally {
        await app.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    SLOW,
  );

  it('delivers a notification before the statement that caused it resolves, a transaction’s at its commit', async () => {
    const seen: string[] = [];
    const stop = await database.watch(SESSION_USERS_CHANNEL, (p) => seen.push(p));
    try {
      await database.db.execute(sql`select pg_notify(${SESSION_USERS_CHANNEL}, 'one')`);
      expect(seen).toEqual(['one']);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify(${SESSION_USERS_CHANNEL}, 'two')`);
        expect(seen).toEqual(['one']);
      });
      expect(seen).toEqual(['one', 'two']);
    } finally {
      stop();
    }
  });

  it('rolls a failed transaction back and keeps the database error’s fields', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into worker_test values (1, 1)`);
        await tx.execute(sql`insert into worker_test values (1, 2)`);
      }),
    ).rejects.toSatisfy((e: unknown) => {
      const cause = (e as { cause?: { code?: string; constraint?: string } }).cause;
      return cause?.code === '23505' && cause.constraint === 'worker_test_pkey';
    });
    // An error thrown by the app's own code rolls back too.
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into worker_test values (2, 1)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await rowsOf(database.db.execute(sql`select id from worker_test where id in (1, 2)`))).toEqual([]);
    // A savepoint (Drizzle's nested transaction) rolls back alone.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_test values (3, 1)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into worker_test values (4, 1)`);
          inner.rollback();
        })
        .catch(() => undefined);
    });
    expect(await rowsOf(database.db.execute(sql`select id from worker_test where id in (3, 4)`))).toEqual([
      { id: 3 },
    ]);
  });

  it('runs concurrent transactions one after the other, and a statement outside waits for the open one', async () => {
    await database.exec('insert into worker_test values (10, 0)');
    const increment = () =>
      database.db.transaction(async (tx) => {
        const rows = await rowsOf<{ n: number }>(tx.execute(sql`select n from worker_test where id = 10`));
        // The app's thread yields between the two statements; another transaction must not slip in.
        await new Promise((r) => setTimeout(r, 20));
        await tx.execute(sql`update worker_test set n = ${rows[0]!.n + 1} where id = 10`);
      });
    let outside: number | undefined;
    let outsideRead: Promise<number> | undefined;
    let committed = false;
    const first = database.db.transaction(async (tx) => {
      await tx.execute(sql`update worker_test set n = 100 where id = 10`);
      // Sent while this transaction is open: it must see the committed 100, not run inside it.
      outsideRead = rowsOf<{ n: number }>(
        database.db.execute(sql`select n from worker_test where id = 10`),
      ).then((rows) => (outside = rows[0]!.n));
      await new Promise((r) => setTimeout(r, 50));
      expect(outside).toBeUndefined();
      committed = true;
    });
    await Promise.all([first, increment(), increment(), increment()]);
    expect(committed).toBe(true);
    expect(await outsideRead).toBeGreaterThanOrEqual(100);
    const rows = await rowsOf<{ n: number }>(
      database.db.execute(sql`select n from worker_test where id = 10`),
    );
    expect(rows[0]!.n).toBe(103);
  });

  it('runs Database.prepared as a named statement: the same rows as a query, parsed once, errors kept', async () => {
    await database.exec('insert into worker_test values (20, 7), (21, 8)');
    const text =
      'select id, n, $2::timestamptz as at, $3::text[] as tags, $4::jsonb as doc from worker_test where id = any($1::int[]) order by id';
    const params = [
      [20, 21],
      new Date('2026-11-27T21:00:00Z'),
      ['a', 'b c'],
      JSON.stringify({ k: [1, 'x'] }),
    ];
    // The same text through PGlite's query() (the unnamed statement), for comparison.
    const client = (database.db as unknown as { $client: PgliteWorkerClientLike }).$client;
    const viaQuery = (await client.query(text, params)).rows;
    const first = await database.prepared('worker_probe', text, params);
    const second = await database.prepared('worker_probe', text, params);
    expect(first).toEqual(viaQuery);
    expect(second).toEqual(viaQuery);
    expect(first).toHaveLength(2);
    const names = await rowsOf<{ name: string }>(
      database.db.execute(sql`select name from pg_prepared_statements where name = 'worker_probe'`),
    );
    expect(names).toEqual([{ name: 'worker_probe' }]);
    // The same name with another text is parsed again.
    expect(await database.prepared('worker_probe', 'select $1::int + 1 as v', [41])).toEqual([{ v: 42 }]);
    // An error keeps its code, and the session goes on.
    await expect(database.prepared('worker_div', 'select 1 / $1::int as v', [0])).rejects.toMatchObject({
      code: '22012',
    });
    expect(await database.prepared('worker_div', 'select 1 / $1::int as v', [1])).toEqual([{ v: 1 }]);
  });

  it(
    'a crashed worker fails requests in flight and after with the 503 of an unavailable database',
    async () => {
      const crashed = await startFromTemplate();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-pglite-worker-'));
      const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const ctx: AppContext = { env, database: crashed.database, db: crashed.database.db };
      const app = await buildApp(ctx);
      await app.ready();
      try {
        const inFlight = crashed.database.db.execute(LONG);
        await new Promise((r) => setTimeout(r, 50));
        await crashed.client.terminate();
        await expect(inFlight).rejects.toSatisfy((e: unknown) => {
          const cause = (e as { cause?: { code?: string } }).cause;
          return cause?.code === '08006';
        });
        const login = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { identifier: 'owner@acme.test', password: 'Demo-pass-1!' },
        });
        expect(login.statusCode).toBe(503);
        expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      } finally {
        await app.close();
        await crashed.database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    SLOW,
  );

  it(
    'a dead worker on a data folder is replaced on a later request, with its data and its LISTENs',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-pglite-worker-'));
      const client = await PgliteWorkerClient.start({ dataDir });
      const restarted = openPglite(client);
      try {
        await restarted.exec('create table kept (v text); insert into kept values ($$before$$)');
        const seen: string[] = [];
        await restarted.watch(SESSION_USERS_CHANNEL, (p) => seen.push(p));
        await client.terminate();
        await expect(restarted.exec('select 1')).rejects.toMatchObject({ code: '08006' });
        // The next request after a pause opens the folder again in a new worker.
        await new Promise((r) => setTimeout(r, 1_100));
        expect(await rowsOf(restarted.db.execute(sql`select v from kept`))).toEqual([{ v: 'before' }]);
        await restarted.db.execute(sql`select pg_notify(${SESSION_USERS_CHANNEL}, 'after')`);
        // First the restart itself (caches start again), then what is announced on the new worker.
        expect(seen).toEqual([WORKER_RESTARTED_PAYLOAD, 'after']);
      } finally {
        await restarted.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    SLOW,
  );

  it(
    'an embedded folder closed by the worker opens again with its data',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-pglite-worker-'));
      try {
        const first = await openEmbedded(dataDir);
        expect(first.pglite).toBeUndefined();
        await first.exec('create table kept (v text); insert into kept values ($$still here$$)');
        await first.close();
        const again = await openEmbedded(dataDir);
        try {
          expect(await rowsOf(again.db.execute(sql`select v from kept`))).toEqual([{ v: 'still here' }]);
        } finally {
          await again.close();
        }
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    SLOW,
  );
});
