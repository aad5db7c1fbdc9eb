import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind } from '../test/build-test-app.ts';
import type { Database } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const received = (channel: string, payloads: string[]) => (p: string) => payloads.push(`${channel}:${p}`);
const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
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
