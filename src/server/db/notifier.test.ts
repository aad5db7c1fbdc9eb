import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestDatabase, testDbKind } from '../test/build-test-app.ts';
import { serverUrl } from '../test/databases.ts';
import { openPostgres, type Database } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const received = (channel: string, payloads: string[]) => (p: string) => payloads.push(`${channel}:${p}`);
const until = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('LISTEN/NOTIFY notifier', () => {
  it('delivers a notification to every subscriber and stops after unsubscribe', async () => {
    const got: string[] = [];
    const stopA = await database.notifier.listen('chan_a', received('a', got));
    await database.notifier.listen('chan_a', received('b', got));
    await database.notifier.notify('chan_a', 'one');
    await until(() => got.length === 2);
    expect(got.sort()).toEqual(['a:one', 'b:one']);
    await stopA();
    await database.notifier.notify('chan_a', 'two');
    await until(() => got.length === 3);
    expect(got.at(-1)).toBe('b:two');
  });

  it.runIf(testDbKind() === 'postgres')(
    're-subscribes after the server drops the LISTEN connection',
    async () => {
      const got: string[] = [];
      await database.notifier.listen('chan_drop', received('x', got));
      const { rows } = (await database.db.execute(
        "select pg_terminate_backend(pid) as killed from pg_stat_activity where query like 'LISTEN%' and datname = current_database()",
      )) as unknown as { rows: { killed: boolean }[] };
      expect(rows.some((r) => r.killed)).toBe(true);
      await until(() => {
        void database.notifier.notify('chan_drop', 'after');
        return got.includes('x:after');
      });
    },
  );
});

describe.runIf(testDbKind() === 'postgres')('closing the PostgreSQL database', () => {
  it('while a sync is opening the listening connection leaves no connection behind', async () => {
    const { other, open } = await namedDatabase('close-race');
    const syncing = other.sync().catch(() => 'refused');
    await other.close();
    await syncing;
    // A backend goes once its client has said goodbye, a moment later.
    await until(async () => (await open()) === 0);
  });
});

describe.runIf(testDbKind() === 'postgres')('a listening connection whose LISTEN is refused', () => {
  it('is ended, not left open: each attempt to open it again leaves no connection behind', async () => {
    const { app, other, open } = await namedDatabase('listen-refused');
    const original = pg.Client.prototype.query;
    try {
      await other.notifier.listen('refused_chan', () => undefined);
      await other.sync();
      expect(await open()).toBe(1);
      // From now on its channel cannot be LISTENed (as a standby refuses LISTEN during a failover).
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const q = args[0] as string | { text?: string };
        const text = typeof q === 'string' ? q : (q?.text ?? '');
        if (text.includes('LISTEN "refused_chan"')) return Promise.reject(new Error('refused'));
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof original;
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${app}`,
      );
      await until(async () => (await open()) === 0);
      for (let i = 0; i < 5; i++) {
        expect(
          await other.sync().then(
            () => 'synced',
            () => 'refused',
          ),
        ).toBe('refused');
      }
      await until(async () => (await open()) === 0);
    } finally {
      pg.Client.prototype.query = original;
      await other.close();
    }
  });
});

/**
 * Another Database on the test's database whose connections carry an application name of their own,
 * and how many of them the server has open now (pg_stat_activity).
 */
async function namedDatabase(prefix: string) {
  const app = `${prefix}-${process.pid}-${Date.now()}`;
  const url = new URL(serverUrl(await currentDatabase()));
  url.searchParams.set('application_name', app);
  const open = async () =>
    Number(
      (
        (await database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where application_name = ${app}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n,
    );
  return { app, other: openPostgres(url.toString()), open };
}

async function currentDatabase(): Promise<string> {
  return (
    (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    }
  ).rows[0]!.name;
}
