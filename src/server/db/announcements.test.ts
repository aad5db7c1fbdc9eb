import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../test/build-test-app.ts';
import {
  DATA_CHANGED_CHANNEL,
  NEW_LISTENER_PAYLOAD,
  SESSION_USERS_CHANNEL,
  type Database,
} from './client.ts';

// Every app instance empties its read cache on `data_changed` and its session cache on
// `session_users` (migrations 0015, 0034, 0039). A statement that changes no row must say nothing
// (an hourly housekeeping DELETE with nothing to remove emptied every cache: issue 30), and one that
// changes a row must still be heard: each case below checks both, on both engines.

let database: Database;
const heard: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  for (const channel of [DATA_CHANGED_CHANNEL, SESSION_USERS_CHANNEL]) {
    await database.watch(channel, (p) => {
      if (p !== NEW_LISTENER_PAYLOAD) heard.push(channel);
    });
  }
});
afterAll(async () => database?.close());

/** The channels `run` made heard, once every change committed before has reached this process. */
async function announced(run: () => Promise<unknown>): Promise<string[]> {
  await database.sync();
  heard.length = 0;
  await run();
  await database.sync();
  return [...new Set(heard)].sort();
}
const exec = (query: ReturnType<typeof sql>) => () => database.db.execute(query);

describe('a change is announced only when a row changed', () => {
  it('an UPDATE or DELETE matching no row announces nothing; one matching a row announces', async () => {
    await database.db.execute(sql`insert into enterprises (name) values ('announce-me')`);

    expect(
      await announced(exec(sql`update enterprises set name = 'x' where name = 'no such enterprise'`)),
    ).toEqual([]);
    expect(await announced(exec(sql`delete from enterprises where name = 'no such enterprise'`))).toEqual([]);
    expect(
      await announced(exec(sql`update enterprises set name = 'announced' where name = 'announce-me'`)),
    ).toEqual([DATA_CHANGED_CHANNEL]);
    expect(await announced(exec(sql`delete from enterprises where name = 'announced'`))).toEqual([
      DATA_CHANGED_CHANNEL,
    ]);
  });

  it('an INSERT of no row announces nothing; an INSERT of one announces', async () => {
    expect(await announced(exec(sql`insert into enterprises (name) select 'never' where false`))).toEqual([]);
    expect(await announced(exec(sql`insert into enterprises (name) values ('inserted')`))).toEqual([
      DATA_CHANGED_CHANNEL,
    ]);
  });

  /** A user of no session, named `name`. */
  const insertUser = async (name: string) => {
    const { rows } = (await database.db.execute(
      sql`insert into users (username, email, password_hash, first_name, last_name)
          values (${name}, ${`${name}@example.test`}, 'x', 'A', 'B') returning id`,
    )) as unknown as { rows: { id: number }[] };
    return rows[0]!;
  };

  it('the session cache hears only changes of its rows too', async () => {
    expect(await announced(exec(sql`delete from sessions where token_hash = 'no such session'`))).toEqual([]);
    expect(await announced(exec(sql`update users set first_name = 'x' where id = -1`))).toEqual([]);
    expect(await announced(exec(sql`delete from company_members where user_id = -1`))).toEqual([]);
    const user = await insertUser('announce');
    // A new user is in no cached session: its insert is announced to the read cache only.
    expect(await announced(exec(sql`update users set first_name = 'Renamed' where id = ${user.id}`))).toEqual(
      [DATA_CHANGED_CHANNEL, SESSION_USERS_CHANNEL],
    );
  });

  it('a session seen again is not announced; its end is', async () => {
    const user = await insertUser('seen');
    await database.db.execute(
      sql`insert into sessions (token_hash, user_id, expires_at) values ('seen', ${user.id}, now() + interval '1 hour')`,
    );
    expect(
      await announced(exec(sql`update sessions set last_seen_at = now() where token_hash = 'seen'`)),
    ).toEqual([]);
    expect(
      await announced(exec(sql`update sessions set expires_at = now() where token_hash = 'no such session'`)),
    ).toEqual([]);
    expect(
      await announced(exec(sql`update sessions set expires_at = now() where token_hash = 'seen'`)),
    ).toEqual([SESSION_USERS_CHANNEL]);
  });
});

describe('who hears a change (issue 30: one listening connection for the data channel)', () => {
  it('a data change reaches this process once; a session change on every pooled connection as well', async () => {
    const count = (channel: string) => heard.filter((c) => c === channel).length;
    // Every pooled connection open, as a server under load has them.
    await database.warm();
    await database.sync();
    heard.length = 0;
    await database.db.execute(sql`insert into enterprises (name) values ('heard once')`);
    // The data channel is heard on the listening connection alone: one copy, there by the time the
    // sync (a statement on that connection) answers, and no other later.
    await database.sync();
    expect(count(DATA_CHANGED_CHANNEL)).toBe(1);
    expect(database.listeners(DATA_CHANGED_CHANNEL)).toBe(1);

    const user = await insertUserOnce();
    await database.sync();
    heard.length = 0;
    await database.db.execute(sql`update users set first_name = 'Heard' where id = ${user}`);
    await database.sync();
    expect(count(DATA_CHANGED_CHANNEL)).toBe(1);
    // A session change: on PostgreSQL each pooled connection hears it as well (the one that made it
    // before its statement resolved; the others on their own sockets, a moment apart) and the
    // listening one; PGlite delivers one copy.
    const copies = database.listeners(SESSION_USERS_CHANNEL);
    for (let waited = 0; count(SESSION_USERS_CHANNEL) < copies && waited < 10_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(count(SESSION_USERS_CHANNEL)).toBe(copies);
  });
});

async function insertUserOnce(): Promise<number> {
  const { rows } = (await database.db.execute(
    sql`insert into users (username, email, password_hash, first_name, last_name)
        values ('heard', 'heard@example.test', 'x', 'A', 'B') returning id`,
  )) as unknown as { rows: { id: number }[] };
  return rows[0]!.id;
}
