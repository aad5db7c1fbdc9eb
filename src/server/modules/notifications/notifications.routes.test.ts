import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO, loginAs } from '../../test/factories.ts';
import {
  companies,
  companyMembers,
  emailOutbox,
  notifications,
  requestApprovals,
  serviceRequests,
  users,
} from '../../db/schema/index.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { applyRequestEffects, type RequestChange, type RequestSnapshot } from '../requests/effects.ts';
import { insertRequest, sessionUserOf, userId } from '../../test/notify-fixtures.ts';
import type { SessionUser } from '../../context.ts';
import { EXACT_UNREAD_UP_TO, unreadCount, unreadCounts } from './notifications.ts';

let t: TestApp;
let ids: Record<string, number>;
let staffUser: SessionUser;
let ownerUser: SessionUser;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
  ids = Object.fromEntries(
    await Promise.all(
      Object.values(DEMO).map(async (email) => [email, await userId(t.ctx.db, email)] as const),
    ),
  );
  staffUser = await sessionUserOf(t.ctx, DEMO.staff);
  ownerUser = await sessionUserOf(t.ctx, DEMO.acmeOwner);
});
afterAll(async () => t?.close());

let mark = 0;
let mailMark = 0;
/** Notifications and e-mails created since the previous call. */
async function created() {
  const notes = await t.ctx.db
    .select()
    .from(notifications)
    .where(gt(notifications.id, mark))
    .orderBy(asc(notifications.id));
  const mails = await t.ctx.db
    .select()
    .from(emailOutbox)
    .where(gt(emailOutbox.id, mailMark))
    .orderBy(asc(emailOutbox.id));
  mark = notes.at(-1)?.id ?? mark;
  mailMark = mails.at(-1)?.id ?? mailMark;
  return { notes, mails };
}

async function effects(actor: SessionUser, request: RequestSnapshot, changes: RequestChange[]) {
  await created();
  await t.ctx.db.transaction((tx) => applyRequestEffects(tx, t.ctx, { actor, request, changes }));
  return created();
}

const who = (rows: { userId: number }[]) =>
  rows.map((r) => Object.entries(ids).find(([, id]) => id === r.userId)?.[0]).sort();
const recipients = (rows: { to: string[] }[]) => rows.flatMap((r) => r.to).sort();

describe('notification triggers (applyRequestEffects)', () => {
  it('created: tells the creator, and e-mails staff about a NOT_START request', async () => {
    const r = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeOwner,
      title: 'Menu <b>design</b>',
    });
    const { notes, mails } = await effects(ownerUser, r, [{ kind: 'created', status: 'NOT_START' }]);
    expect(who(notes)).toEqual([DEMO.acmeOwner]);
    expect(notes[0]).toMatchObject({
      type: 'request_new_create',
      fromUserId: ids[DEMO.acmeOwner],
      link: `/requests/${r.id}?alignBy=not-start`,
      requestId: r.id,
      isRead: false,
    });
    expect(notes[0]!.message).toContain(
      `<a href="/requests/${r.id}?alignBy=not-start">Menu &lt;b&gt;design&lt;/b&gt;</a>`,
    );
    expect(mails.every((m) => m.kind === 'request_new')).toBe(true);
    expect(recipients(mails)).toEqual([DEMO.designer, DEMO.staff].sort());
    expect(mails[0]!.subject).toBe('New service request: Menu <b>design</b>');
    expect(mails[0]!.html).toContain('Menu &lt;b&gt;design&lt;/b&gt;');
    expect(mails[0]!.html).toContain(`http://localhost:3000/requests/${r.id}?alignBy=not-start`);
    expect(mails[0]!.text).toContain('Acme Foods');
    expect(mails[0]!.text).toContain('Studio');
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(mails.length);
  });

  it('created as a draft or in another status: no staff e-mail (only NOT_START), no note for drafts', async () => {
    const draft = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeOwner,
      status: 'DRAFT',
    });
    expect(await effects(ownerUser, draft, [{ kind: 'created', status: 'DRAFT' }])).toEqual({
      notes: [],
      mails: [],
    });
    const assigned = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeOwner,
      status: 'ASSIGNED',
    });
    const { notes, mails } = await effects(staffUser, assigned, [{ kind: 'created', status: 'ASSIGNED' }]);
    expect(who(notes)).toEqual([DEMO.acmeOwner]);
    expect(notes[0]!.message).toContain('Sam Staff');
    expect(mails).toEqual([]);
  });

  it('status_changed: tells the assignees and assignedTo users but not the actor, old and new status', async () => {
    const r = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeOwner,
      status: 'IN_PROGRESS',
      assignees: [DEMO.acmeOwner, DEMO.acmeMember],
      assignedTo: [DEMO.staff, DEMO.designer],
    });
    const { notes, mails } = await effects(staffUser, r, [
      { kind: 'status_changed', from: 'ASSIGNED', to: 'IN_PROGRESS' },
    ]);
    expect(who(notes)).toEqual([DEMO.acmeOwner, DEMO.acmeMember, DEMO.designer].sort());
    expect(notes.every((n) => n.type === 'request_state_change')).toBe(true);
    expect(notes[0]!.message).toContain('from <strong>Assigned</strong> to <strong>In Progress</strong>');
    expect(notes[0]!.link).toBe(`/requests/${r.id}?alignBy=in-progress`);
    expect(recipients(mails)).toEqual([DEMO.acmeOwner, DEMO.acmeMember, DEMO.designer].sort());
    expect(mails.every((m) => m.kind === 'request_status')).toBe(true);
    expect(mails[0]!.subject).toBe('Status changed to In Progress: Logo refresh');
  });

  it('cancel: the cancel e-mail to the assignees', async () => {
    const r = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeOwner,
      status: 'CANCELLED',
      assignees: [DEMO.acmeMember],
      assignedTo: [DEMO.designer],
    });
    const { notes, mails } = await effects(ownerUser, r, [
      { kind: 'status_changed', from: 'NOT_START', to: 'CANCELLED' },
    ]);
    expect(who(notes)).toEqual([DEMO.acmeMember, DEMO.designer].sort());
    expect(mails.map((m) => m.kind)).toEqual(['request_cancelled', 'request_cancelled']);
    expect(mails[0]!.subject).toBe('Service request cancelled: Logo refresh');
  });

  it('assigned: tells the newly assigned users, never the actor nor anyone who cannot see the request', async () => {
    const r = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: DEMO.acmeOwner });
    const { notes, mails } = await effects(staffUser, r, [
      { kind: 'assigned', role: 'assignedTo', userIds: [ids[DEMO.designer]!, ids[DEMO.staff]!] },
      { kind: 'assigned', role: 'assignee', userIds: [ids[DEMO.acmeMember]!, ids[DEMO.globexOwner]!] },
    ]);
    expect(who(notes)).toEqual([DEMO.acmeMember, DEMO.designer].sort());
    expect(notes.every((n) => n.type === 'request_assigned_to')).toBe(true);
    expect(notes[0]!.message).toContain('assigned you to');
    expect(mails).toEqual([]);
  });

  it('a submitted draft: the creator is told, staff e-mailed, and its people learn of it', async () => {
    const r = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeOwner,
      assignees: [DEMO.acmeMember],
    });
    const { notes, mails } = await effects(ownerUser, r, [
      { kind: 'status_changed', from: 'DRAFT', to: 'NOT_START' },
    ]);
    expect(notes.map((n) => [who([n])[0], n.type])).toEqual([
      [DEMO.acmeOwner, 'request_new_create'],
      [DEMO.acmeMember, 'request_assigned_to'],
    ]);
    expect(recipients(mails)).toEqual([DEMO.designer, DEMO.staff].sort());
  });

  it('credit and field updates notify nobody; e-mail off queues nothing', async () => {
    const r = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeOwner,
      assignees: [DEMO.acmeMember],
    });
    expect(
      await effects(staffUser, r, [
        { kind: 'credit_changed', from: '10.00', to: '12.00' },
        { kind: 'updated' },
      ]),
    ).toEqual({ notes: [], mails: [] });
    const off = { ...t.ctx, env: { ...t.ctx.env, EMAIL_ENABLED: false } };
    await created();
    await t.ctx.db.transaction((tx) =>
      applyRequestEffects(tx, off, {
        actor: ownerUser,
        request: r,
        changes: [{ kind: 'created', status: 'NOT_START' }],
      }),
    );
    const { notes, mails } = await created();
    expect(who(notes)).toEqual([DEMO.acmeOwner]);
    expect(mails).toEqual([]);
  });

  it('rolls back with the change: nothing is left when the transaction fails', async () => {
    const r = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: DEMO.acmeOwner });
    await created();
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await applyRequestEffects(tx, t.ctx, {
          actor: ownerUser,
          request: r,
          changes: [{ kind: 'created', status: 'NOT_START' }],
        });
        throw new Error('request write failed');
      }),
    ).rejects.toThrow('request write failed');
    expect(await created()).toEqual({ notes: [], mails: [] });
  });
});

describe('comment notifications', () => {
  it('a comment tells the creator, assignees and assignedTo users other than the commenter; a reply its parent’s author', async () => {
    const r = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeOwner,
      assignees: [DEMO.acmeMember],
      assignedTo: [DEMO.designer],
    });
    const member = await loginAs(t.app, DEMO.acmeMember);
    const staff = await loginAs(t.app, DEMO.staff);
    await created();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: { cookie: member },
      payload: { data: { serviceRequest: r.id, content: '<p>Can we use <em>blue</em>?</p>' } },
    });
    const first = await created();
    expect(who(first.notes)).toEqual([DEMO.acmeOwner, DEMO.designer].sort());
    expect(first.notes[0]).toMatchObject({ type: 'comment_new_create', fromUserId: ids[DEMO.acmeMember] });
    expect(first.notes[0]!.message).toContain('Max Miller</strong> commented on');
    expect(first.notes[0]!.message).toContain('“Can we use blue?”');
    expect(recipients(first.mails)).toEqual([DEMO.acmeOwner, DEMO.designer].sort());
    expect(first.mails[0]!.subject).toBe('New comment on Logo refresh');
    expect(first.mails[0]!.text).toContain('> Can we use blue?');

    await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: { cookie: staff },
      payload: { data: { serviceRequest: r.id, content: 'Sure', parentId: res.json().data.id } },
    });
    const reply = await created();
    expect(who(reply.notes)).toEqual([DEMO.acmeOwner, DEMO.acmeMember, DEMO.designer].sort());
    expect(reply.notes[0]!.message).toContain('replied to a comment');
  });
});

describe('the notifications API', () => {
  let cookie: string;
  let me: number;
  beforeAll(async () => {
    cookie = await loginAs(t.app, DEMO.globexOwner);
    me = ids[DEMO.globexOwner]!;
    // Start from a known state (the demo seed may have notified this user already).
    await t.ctx.db.delete(notifications).where(eq(notifications.userId, me));
    await t.ctx.db.insert(notifications).values(
      Array.from({ length: 23 }, (_, i) => ({
        userId: me,
        fromUserId: ids[DEMO.staff]!,
        type: 'request_state_change' as const,
        message: `<p>n${i + 1}</p>`,
        link: '/requests/1?alignBy=assigned',
      })),
    );
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });

  it('pages newest first, 10 at a time, with unreadCount, hasMore and cursor', async () => {
    const first = await call('POST', `/api/notifications?user_id=${me}&limit=10`);
    expect(first.statusCode).toBe(200);
    const a = first.json();
    expect(a.data).toHaveLength(10);
    expect(a.unreadCount).toBe(23);
    expect(a.hasMore).toBe(true);
    expect(a.data[0]).toEqual({
      id: expect.any(Number),
      from_user_id: ids[DEMO.staff],
      message: '<p>n23</p>',
      created_at: expect.any(String),
      is_read: false,
      link: '/requests/1?alignBy=assigned',
      type: 'request_state_change',
    });
    expect(a.cursor).toBe(a.data[9].id);
    const b = (await call('POST', `/api/notifications?user_id=${me}&limit=10&cursor=${a.cursor}`)).json();
    const c = (await call('POST', `/api/notifications?user_id=${me}&limit=10&cursor=${b.cursor}`)).json();
    expect([b.data.length, c.data.length, c.hasMore, c.cursor]).toEqual([10, 3, false, null]);
    const all = [...a.data, ...b.data, ...c.data].map((n: { message: string }) => n.message);
    expect(all).toEqual(Array.from({ length: 23 }, (_, i) => `<p>n${23 - i}</p>`));
    // Without user_id: the caller; default page size 10.
    expect((await call('POST', '/api/notifications')).json().data).toHaveLength(10);
  });

  it('toggles read state per item; the count goes down and up and never below 0', async () => {
    const [n] = (await call('POST', '/api/notifications?limit=1')).json().data;
    const read = await call('POST', '/api/notification/update?state=true', { id: n.id });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ data: { id: n.id, is_read: true }, unreadCount: 22 });
    // Reading it again changes nothing.
    expect((await call('POST', '/api/notification/update?state=true', { id: n.id })).json().unreadCount).toBe(
      22,
    );
    const unread = await call('POST', '/api/notification/update?state=false', { id: String(n.id) });
    expect(unread.json()).toMatchObject({ data: { is_read: false }, unreadCount: 23 });
    // No state flips it.
    expect((await call('POST', '/api/notification/update', { id: n.id })).json().data.is_read).toBe(true);
    expect((await call('GET', '/api/notifications/unread-count')).json()).toEqual({ unreadCount: 22 });

    const all = await call('POST', `/api/notifications/markAllAsRead?user_id=${me}`);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ data: { updated: 22 }, unreadCount: 0 });
    const emptyJson = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/markAllAsRead',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(emptyJson.statusCode).toBe(200);
    expect(emptyJson.json().unreadCount).toBe(0);
    expect((await call('POST', '/api/notification/update?state=true', { id: n.id })).json().unreadCount).toBe(
      0,
    );
    expect((await call('GET', `/api/notifications/unread-count?user_id=${me}`)).json()).toEqual({
      unreadCount: 0,
    });
    const rows = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, me), eq(notifications.isRead, false)));
    expect(rows).toHaveLength(0);
  });

  it('marks all up to the newest one the list showed: one that arrived since stays unread', async () => {
    const note = (i: number) => ({
      userId: me,
      fromUserId: ids[DEMO.staff]!,
      type: 'request_state_change' as const,
      message: `<p>late ${i}</p>`,
      link: '/requests/1?alignBy=assigned',
    });
    await t.ctx.db.insert(notifications).values([note(1), note(2)]);
    const shown = (await call('POST', '/api/notifications?limit=10')).json();
    expect(shown.unreadCount).toBe(2);
    // Arrives while the click travels.
    await t.ctx.db.insert(notifications).values(note(3));
    const marked = await call('POST', `/api/notifications/markAllAsRead?up_to=${shown.data[0].id}`);
    expect(marked.json()).toEqual({ data: { updated: 2 }, unreadCount: 1 });
    const after = (await call('POST', '/api/notifications?limit=3')).json();
    expect(after.data.map((n: { message: string; is_read: boolean }) => [n.message, n.is_read])).toEqual([
      ['<p>late 3</p>', false],
      ['<p>late 2</p>', true],
      ['<p>late 1</p>', true],
    ]);
    // One about a request this person may not open (hidden from every list), newer than what was
    // shown: marked too, since no list will ever show it.
    const [acmes] = await t.ctx.db
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .where(eq(serviceRequests.createdById, ids[DEMO.acmeOwner]!))
      .limit(1);
    const hiddenRequestId = acmes!.id;
    const [hidden] = await t.ctx.db
      .insert(notifications)
      .values({ ...note(4), requestId: hiddenRequestId })
      .returning({ id: notifications.id });
    await call('POST', `/api/notifications/markAllAsRead?up_to=${shown.data[0].id}`);
    const [row] = await t.ctx.db.select().from(notifications).where(eq(notifications.id, hidden!.id));
    expect(row!.isRead).toBe(true);
    expect((await call('POST', '/api/notifications/markAllAsRead?up_to=x')).statusCode).toBe(400);
    expect((await call('POST', '/api/notifications/markAllAsRead')).json()).toEqual({
      data: { updated: 1 },
      unreadCount: 0,
    });
  });

  it('the kept unread counters equal a recount after bulk inserts, read flips and deletes', async () => {
    const kept = async () =>
      (
        (await t.ctx.db.execute(
          sql`select user_id, n from notification_unread_counts where n <> 0 order by user_id`,
        )) as unknown as { rows: { user_id: number; n: number }[] }
      ).rows.map((r) => [Number(r.user_id), Number(r.n)]);
    const truth = async () =>
      (
        (await t.ctx.db.execute(
          sql`select user_id, count(*) as n from notifications where not is_read group by user_id order by user_id`,
        )) as unknown as { rows: { user_id: number; n: number }[] }
      ).rows.map((r) => [Number(r.user_id), Number(r.n)]);
    await t.ctx.db.execute(sql`
      insert into notifications (user_id, type, message, is_read)
      select u.id, 'request_state_change', 'bulk ' || g, g % 3 = 0
      from generate_series(1, 300) g cross join (select id from users order by id limit 3) u`);
    expect(await kept()).toEqual(await truth());
    await t.ctx.db.execute(sql`update notifications set is_read = not is_read where message like 'bulk 1%'`);
    await t.ctx.db.execute(
      sql`update notifications set message = message || '.' where message like 'bulk 2%'`,
    );
    expect(await kept()).toEqual(await truth());
    await t.ctx.db.execute(sql`delete from notifications where message like 'bulk %'`);
    expect(await kept()).toEqual(await truth());
  });

  it('answers 403 when user_id is someone else, and 404 for another user’s notification', async () => {
    const other = ids[DEMO.acmeOwner]!;
    for (const [method, url] of [
      ['POST', `/api/notifications?user_id=${other}`],
      ['GET', `/api/notifications/unread-count?user_id=${other}`],
      ['POST', `/api/notifications/markAllAsRead?user_id=${other}`],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, url).toBe(403);
    }
    const [theirs] = await t.ctx.db
      .select()
      .from(notifications)
      .where(inArray(notifications.userId, [other]))
      .limit(1);
    const res = await call('POST', '/api/notification/update?state=true', { id: theirs!.id });
    expect(res.statusCode).toBe(404);
    const [after] = await t.ctx.db.select().from(notifications).where(eq(notifications.id, theirs!.id));
    expect(after!.isRead).toBe(theirs!.isRead);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count' })).statusCode).toBe(
      401,
    );
    expect((await call('POST', '/api/notifications?user_id=abc')).statusCode).toBe(400);
  });
});

describe('notifications about requests one can no longer open', () => {
  it('leave the list and the unread count together (filtered before the page is cut), and come back with the access', async () => {
    const email = `leaver-${Date.now()}@acme.test`;
    const [u] = await t.ctx.db
      .insert(users)
      .values({ username: email, email, passwordHash: await hashPassword(DEMO_PASSWORD), firstName: 'Lea' })
      .returning();
    const company = async (name: string) =>
      (await t.ctx.db.select().from(companies).where(eq(companies.name, name)))[0]!.id;
    const [foodsId, apparelId] = [await company('Acme Foods'), await company('Acme Apparel')];
    await t.ctx.db.insert(companyMembers).values([
      { companyId: foodsId, userId: u!.id },
      { companyId: apparelId, userId: u!.id },
    ]);
    const cookie = await loginAs(t.app, email);
    const foods = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: DEMO.acmeOwner });
    const apparel = await insertRequest(t.ctx, { company: 'Acme Apparel', createdBy: DEMO.acmeOwner });
    // 30 unread, newest first: Foods, Apparel, Foods, … and the oldest about no request at all.
    await t.ctx.db.insert(notifications).values(
      Array.from({ length: 30 }, (_, i) => {
        const about = i === 0 ? null : i % 2 === 0 ? apparel : foods;
        return {
          userId: u!.id,
          type: 'comment_new_create' as const,
          message: `<p>m${i}</p>`,
          link: about ? `/requests/${about.id}` : '',
          requestId: about?.id ?? null,
        };
      }),
    );
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    /** Every page of the list, its unread counts, and the bell's. */
    const shown = async () => {
      const pages = [];
      let cursor: number | null | undefined;
      do {
        const page = (
          await call('POST', `/api/notifications?limit=10${cursor ? `&cursor=${cursor}` : ''}`)
        ).json();
        pages.push(page);
        cursor = page.cursor;
      } while (cursor);
      const items = pages.flatMap((p) => p.data as { id: number; link: string; is_read: boolean }[]);
      return {
        sizes: pages.map((p) => p.data.length),
        links: new Set(items.map((n) => n.link)),
        unreadShown: items.filter((n) => !n.is_read).length,
        counts: new Set([
          ...pages.map((p) => p.unreadCount as number),
          (await call('GET', '/api/notifications/unread-count')).json().unreadCount as number,
        ]),
        items,
      };
    };
    const before = await shown();
    expect(before.sizes).toEqual([10, 10, 10]);
    expect([...before.counts]).toEqual([30]);

    // Out of Acme Foods: its request's notifications are gone from every page and from the count;
    // the pages are still full (filtered in SQL, not dropped after paging).
    await t.ctx.db
      .delete(companyMembers)
      .where(and(eq(companyMembers.userId, u!.id), eq(companyMembers.companyId, foodsId)));
    const out = await shown();
    expect(out.sizes).toEqual([10, 5]);
    expect(out.links).toEqual(new Set([`/requests/${apparel.id}`, '']));
    expect([...out.counts]).toEqual([out.unreadShown]);
    expect(out.unreadShown).toBe(15);
    // One of those can no longer be marked either; mark all as read counts what was shown.
    const hidden = before.items.find((n) => n.link === `/requests/${foods.id}`)!;
    expect((await call('POST', '/api/notification/update?state=true', { id: hidden.id })).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/notifications/markAllAsRead')).json()).toEqual({
      data: { updated: 15 },
      unreadCount: 0,
    });

    // A request deleted: gone too, for everyone (staff's list judged by the same rule).
    await t.ctx.db
      .update(serviceRequests)
      .set({ status: 'DELETED' })
      .where(eq(serviceRequests.id, apparel.id));
    const deleted = await shown();
    expect(deleted.links).toEqual(new Set(['']));
    expect(deleted.sizes).toEqual([1]);

    // Back in Acme Foods: what was about its request is shown again, read: "mark all" marked every
    // unread row, those it did not show too (else the counter, which answers beyond 5,000 unread,
    // could never be brought down).
    await t.ctx.db.insert(companyMembers).values({ companyId: foodsId, userId: u!.id });
    const back = await shown();
    expect(back.links).toEqual(new Set([`/requests/${foods.id}`, '']));
    expect([...back.counts]).toEqual([0]);
    expect(back.unreadShown).toBe(0);
    expect(back.items.filter((n) => n.link === `/requests/${foods.id}`)).toHaveLength(15);
  });
});

describe('an unread count beyond EXACT_UNREAD_UP_TO', () => {
  it('is the per-user counter, and the same figure once it is counted row by row again', async () => {
    const email = `busy-${Date.now()}@acme.test`;
    const [u] = await t.ctx.db
      .insert(users)
      .values({ username: email, email, passwordHash: await hashPassword(DEMO_PASSWORD), firstName: 'Bea' })
      .returning();
    const cookie = await loginAs(t.app, email);
    const count = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers: { cookie } })
      ).json().unreadCount as number;
    await t.ctx.db.insert(notifications).values(
      Array.from({ length: EXACT_UNREAD_UP_TO + 1 }, (_, i) => ({
        userId: u!.id,
        type: 'comment_new_create' as const,
        message: `<p>m${i}</p>`,
        link: '',
        requestId: null,
      })),
    );
    // A row the counter counts but the exact count would not (about a request that is not there):
    // it shows which of the two answered.
    await t.ctx.db.execute(
      sql`update notifications set request_id = -1 where id = (select max(id) from notifications where user_id = ${u!.id})`,
    );
    expect(await count()).toBe(EXACT_UNREAD_UP_TO + 1);
    const [first] = await t.ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, u!.id), isNull(notifications.requestId)))
      .limit(1);
    await t.app.inject({
      method: 'POST',
      url: '/api/notification/update?state=true',
      headers: { cookie },
      payload: { id: first!.id },
    });
    // 5,000 unread by the counter: counted row by row, the one about no request left out.
    expect(await count()).toBe(EXACT_UNREAD_UP_TO - 1);
  });
});

describe('an owner’s approval notification', () => {
  it('is shown while the member’s draft waits for them, and not once it is a draft only its creator opens', async () => {
    const cookie = await loginAs(t.app, DEMO.acmeOwner);
    const draft = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeMember,
      status: 'DRAFT',
    });
    await t.ctx.db.insert(requestApprovals).values({
      requestId: draft.id,
      enterpriseId: draft.enterpriseId,
      state: 'pending',
      requestedById: ids[DEMO.acmeMember]!,
    });
    const [note] = await t.ctx.db
      .insert(notifications)
      .values({
        userId: ids[DEMO.acmeOwner]!,
        type: 'request_approval',
        message: '<p>For your approval</p>',
        link: `/requests/${draft.id}?alignBy=draft`,
        requestId: draft.id,
      })
      .returning();
    const listed = async () =>
      (await t.app.inject({ method: 'POST', url: '/api/notifications?limit=50', headers: { cookie } }))
        .json()
        .data.map((n: { id: number }) => n.id);
    expect(await listed()).toContain(note!.id);
    // Sent back to its creator: the owner can no longer open it, and no longer sees the notification.
    await t.ctx.db
      .update(requestApprovals)
      .set({ state: 'declined' })
      .where(eq(requestApprovals.requestId, draft.id));
    expect(await listed()).not.toContain(note!.id);
  });
});

describe('the unread counts of several people at once (the event stream, after a change)', () => {
  it('are each person’s own count, what they may be shown only, read in one statement', async () => {
    const people = await Promise.all(
      [DEMO.staff, DEMO.acmeOwner, DEMO.acmeMember, DEMO.globexOwner].map((e) => sessionUserOf(t.ctx, e)),
    );
    const [staff, owner, member, globex] = people;
    const counted = async () =>
      new Map(await Promise.all(people.map(async (p) => [p.id, await unreadCount(t.ctx.db, p)] as const)));
    const before = await counted();
    // Acme's owner and member hear of a request of Acme's; Globex's owner of one they cannot open,
    // which their count leaves out, and of nothing in particular.
    const acme = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: DEMO.acmeOwner });
    const about = (userId: number, requestId: number | null, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        userId,
        type: 'comment_new_create' as const,
        message: `<p>c${i}</p>`,
        link: requestId ? `/requests/${requestId}` : '',
        requestId,
      }));
    await t.ctx.db
      .insert(notifications)
      .values([
        ...about(owner!.id, acme.id, 3),
        ...about(member!.id, acme.id, 2),
        ...about(globex!.id, acme.id, 4),
        ...about(globex!.id, null, 1),
      ]);
    const execute = vi.spyOn(t.ctx.db, 'execute');
    let together: Map<number, number>;
    try {
      together = await unreadCounts(t.ctx.db, people);
      expect(execute).toHaveBeenCalledTimes(1);
    } finally {
      execute.mockRestore();
    }
    const added = new Map([...together].map(([id, n]) => [id, n - before.get(id)!]));
    expect(added).toEqual(
      new Map([
        [staff!.id, 0],
        [owner!.id, 3],
        [member!.id, 2],
        [globex!.id, 1],
      ]),
    );
    expect(together).toEqual(await counted());
  });
});
