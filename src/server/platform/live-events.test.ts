import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { WriteBatch } from '../db/write-batch.ts';
import { createTestDatabase } from '../test/build-test-app.ts';
import { announce, decodeEvent, encodeEvent, EVENTS_CHANNEL, type WireEvent } from './live-events.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const payloadOf = async (encoded: ReturnType<typeof encodeEvent>) => {
  const res = (await database.db.execute(sql`select ${encoded} as payload`)) as unknown as {
    rows: { payload: string }[];
  };
  return res.rows[0]!.payload;
};

describe('live events: one encoding for the code and the SQL', () => {
  const facts = { status: 'NOT_START', companyId: 3, enterpriseId: 2, createdById: 9 } as const;

  it('an event the code knows and the same event with a field the database fills decode alike', async () => {
    const known: WireEvent = { t: 'c', c: 42, r: 7, f: facts };
    const fromCode = decodeEvent(await payloadOf(encodeEvent(known)));
    const fromSql = decodeEvent(await payloadOf(encodeEvent({ t: 'c', c: sql`40 + 2`, r: 7, f: facts })));
    expect(fromCode).toEqual(known);
    expect(fromSql).toEqual(known);
  });

  it('a JSON field from SQL (the notification pairs) stays JSON, not text', async () => {
    const event = decodeEvent(await payloadOf(encodeEvent({ t: 'n', n: sql`'[[1,5],[2,6]]'::json` })));
    expect(event).toEqual({
      t: 'n',
      n: [
        [1, 5],
        [2, 6],
      ],
    });
  });

  it('announce sends one pg_notify per row of its source, at commit', async () => {
    const received: string[] = [];
    const stop = await database.notifier.listen(EVENTS_CHANNEL, (p) => received.push(p));
    try {
      await database.db.transaction(async (tx) => {
        const batch = new WriteBatch();
        announce(batch, { t: 'u', u: sql`x.id` }, sql`(values (11), (12)) x(id)`);
        await batch.run(tx);
      });
      await expect.poll(() => received.length).toBe(2);
      expect(received.map(decodeEvent)).toEqual([
        { t: 'u', u: 11 },
        { t: 'u', u: 12 },
      ]);
    } finally {
      await stop();
    }
  });

  it('anything else on the channel is not an event', () => {
    expect(decodeEvent('not json')).toBeNull();
    expect(decodeEvent('5')).toBeNull();
    expect(decodeEvent('{"x":1}')).toBeNull();
  });
});
