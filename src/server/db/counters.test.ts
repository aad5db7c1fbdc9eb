import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { seedDemo } from '../seed/demo.ts';

// A database of its own: this file empties tables the other tests rely on.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
});
afterAll(async () => t?.close());

const total = async (table: 'request_status_counts' | 'notification_unread_counts') => {
  const res = (await t.ctx.db.execute(
    sql.raw(`select coalesce(sum(n), 0)::int as n from ${table}`),
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0]!.n;
};

describe('trigger-kept counters', () => {
  it('follow a TRUNCATE: emptied, then counting again from zero', async () => {
    const notify = () =>
      t.ctx.db.execute(sql`insert into notifications (user_id, from_user_id, type, message, link, is_read)
        select id, id, 'comment_new_create', '<p>New comment</p>', '/requests/1', false from users`);
    await notify();
    expect(await total('notification_unread_counts')).toBeGreaterThan(0);
    expect(await total('request_status_counts')).toBeGreaterThan(0);

    await t.ctx.db.execute(sql`truncate service_requests cascade`);
    await t.ctx.db.execute(sql`truncate notifications`);
    expect(await total('request_status_counts')).toBe(0);
    expect(await total('notification_unread_counts')).toBe(0);

    await notify();
    const users = (await t.ctx.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
      rows: { n: number }[];
    };
    expect(await total('notification_unread_counts')).toBe(users.rows[0]!.n);
  });
});
