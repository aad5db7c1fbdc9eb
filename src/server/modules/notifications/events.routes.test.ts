import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  apiTokens,
  companies,
  companyMembers,
  requestTypes,
  serviceRequests,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { buildTestApp, testDbKind, type TestApp } from '../../test/build-test-app.ts';
import { serverUrl } from '../../test/databases.ts';
import { SseClient, listen } from '../../test/sse-client.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO, loginAs } from '../../test/factories.ts';
import { openPostgres } from '../../db/client.ts';
import { buildApp } from '../../app.ts';
import { applyRequestEffects, type RequestSnapshot } from '../requests/effects.ts';
import { insertRequest, sessionUserOf } from '../../test/notify-fixtures.ts';
import type { SessionUser } from '../../context.ts';

let t: TestApp;
let base: string;
let member: string;
let owner: string;
let globex: string;
let staffUser: SessionUser;
let req: RequestSnapshot;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
  base = await listen(t.app);
  [member, owner, globex] = await Promise.all([
    loginAs(t.app, DEMO.acmeMember),
    loginAs(t.app, DEMO.acmeOwner),
    loginAs(t.app, DEMO.globexOwner),
  ]);
  staffUser = await sessionUserOf(t.ctx, DEMO.staff);
  req = await insertRequest(t.ctx, {
    company: 'Acme Foods',
    createdBy: DEMO.acmeOwner,
    status: 'ASSIGNED',
    assignees: [DEMO.acmeMember],
    assignedTo: [DEMO.designer],
  });
});
afterAll(async () => t?.close());

const statusChange = (request: RequestSnapshot, from: string, to: string) =>
  t.ctx.db.transaction((tx) =>
    applyRequestEffects(tx, t.ctx, {
      actor: staffUser,
      request: { ...request, status: to },
      changes: [{ kind: 'status_changed', from, to }],
    }),
  );
const comment = (cookie: string, serviceRequest: number, content: string, parentId?: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: { cookie },
    payload: { data: { serviceRequest, content, parentId } },
  });

type Note = { data: { notification: { link: string; message: string } } };
const about = (n: Note, requestId: number) => n.data.notification.link.startsWith(`/requests/${requestId}?`);

/**
 * Nothing more is on its way to these streams: each hears a notification of its own (a request its
 * person is an assignee of changes status), committed after what it must not get. A stream sends what was
 * committed in commit order, so what has not arrived before that marker never will (no pause).
 * Answers the markers' request ids.
 */
async function settled(...streams: { sse: SseClient; email: string; company: string }[]): Promise<number[]> {
  const marks: number[] = [];
  for (const s of streams) {
    const r = await insertRequest(t.ctx, {
      company: s.company,
      createdBy: s.email,
      status: 'ASSIGNED',
      assignees: [s.email],
    });
    await statusChange(r, 'ASSIGNED', 'IN_PROGRESS');
    marks.push(r.id);
  }
  await Promise.all(
    streams.map((s, i) => s.sse.waitFor(() => s.sse.of('notification').some((n) => about(n, marks[i]!)))),
  );
  return marks;
}
const besides = (sse: SseClient, marks: number[]) =>
  sse.of('notification').filter((n) => !marks.some((id) => about(n, id)));

/** Streams on `path`, one per cookie, each once it has said `ready`. */
async function openReady<T extends string[]>(
  path: string,
  ...cookies: T
): Promise<{ [K in keyof T]: SseClient }> {
  const streams = await Promise.all(cookies.map((cookie) => SseClient.open(base, path, cookie)));
  await Promise.all(streams.map((c) => c.waitFor((e) => e.some((x) => x.event === 'ready'))));
  return streams as { [K in keyof T]: SseClient };
}

const GLOBEX = { email: DEMO.globexOwner, company: 'Globex Retail' };

/**
 * The outsider's stream (of `whose` account) heard no `event` and no notification but its own marker
 * (`settled`); then every stream given is closed.
 */
async function heardNothing(
  event: string,
  outsider: SseClient,
  whose: { email: string; company: string },
  ...others: SseClient[]
): Promise<void> {
  const marks = await settled({ sse: outsider, ...whose });
  expect(outsider.of(event)).toEqual([]);
  expect(besides(outsider, marks)).toEqual([]);
  for (const c of [...others, outsider]) c.close();
}

/** An Acme request (the owner's, the designer on it) followed by the member's stream and Globex's. */
async function followedAcmeRequest() {
  const request = await insertRequest(t.ctx, {
    company: 'Acme Foods',
    createdBy: DEMO.acmeOwner,
    status: 'ASSIGNED',
    assignees: [DEMO.acmeOwner],
    assignedTo: [DEMO.designer],
  });
  const [sse, outsider] = await openReady(`/api/events?requests=${request.id}`, member, globex);
  return { request, sse, outsider };
}

describe('GET /api/events', () => {
  it('needs a session', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
  });

  it('pushes a new notification with the unread count, as it is committed', async () => {
    const sse = await SseClient.open(base, '/api/events', member);
    expect(sse.status).toBe(200);
    const [ready] = await sse.waitFor((e) => e.some((x) => x.event === 'ready'));
    expect(ready!.data).toEqual({ unreadCount: expect.any(Number) });
    expect(ready!.id).toMatch(/^\d+-\d+$/);
    const before = ready!.data.unreadCount as number;

    await statusChange(req, 'ASSIGNED', 'IN_PROGRESS');
    await sse.waitFor(() => sse.of('notification').length === 1);
    const [n] = sse.of('notification');
    expect(n!.data.unreadCount).toBe(before + 1);
    expect(n!.data.notification).toMatchObject({
      type: 'request_state_change',
      is_read: false,
      link: `/requests/${req.id}?alignBy=in-progress`,
    });
    expect(n!.id).toBe(`${n!.data.notification.id}-0`);

    // Read elsewhere (another tab): the count follows.
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/markAllAsRead',
      headers: { cookie: member },
    });
    await sse.waitFor(() => sse.of('unread').some((u) => u.data.unreadCount === 0));
    sse.close();
  });

  it('does not send anyone else’s notifications, nor a rolled-back one', async () => {
    const [outsider, sse] = await openReady('/api/events', globex, member);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await applyRequestEffects(tx, t.ctx, {
          actor: staffUser,
          request: { ...req, status: 'CANCELLED' },
          changes: [{ kind: 'status_changed', from: 'IN_PROGRESS', to: 'CANCELLED' }],
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow();
    await statusChange(req, 'IN_PROGRESS', 'FINISHED');
    await sse.waitFor(() => sse.of('notification').length === 1);
    const marks = await settled(
      { sse, email: DEMO.acmeMember, company: 'Acme Foods' },
      { sse: outsider, email: DEMO.globexOwner, company: 'Globex Retail' },
    );
    expect(besides(sse, marks).map((n) => n.data.notification.message)).toEqual([
      expect.stringContaining('to <strong>Finished</strong>'),
    ]);
    expect(besides(outsider, marks)).toEqual([]);
    sse.close();
    outsider.close();
  });

  it('pushes comments and replies on the requests the client follows, only to people who may see them', async () => {
    const other = await insertRequest(t.ctx, { company: 'Acme Foods', createdBy: DEMO.acmeOwner });
    const sse = await SseClient.open(base, `/api/events?requests=${req.id},999999`, member);
    const outsider = await SseClient.open(base, `/api/events?requests=${req.id}`, globex);
    await Promise.all([sse, outsider].map((c) => c.waitFor((e) => e.some((x) => x.event === 'ready'))));

    const posted = (await comment(owner, req.id, '<p>Live <em>comment</em></p>')).json().data;
    await comment(owner, other.id, 'not followed');
    const reply = (await comment(owner, req.id, 'and a reply', posted.id)).json().data;
    await sse.waitFor(() => sse.of('comment').length === 2);
    const [c1, c2] = sse.of('comment');
    expect(c1!.data).toMatchObject({
      requestId: req.id,
      comment: { id: posted.id, content: '<p>Live <em>comment</em></p>' },
    });
    expect(c1!.data.comment.user.email).toBe(DEMO.acmeOwner);
    expect(c2!.data.comment).toMatchObject({ id: reply.id, newReply: true, parentCommentId: posted.id });
    expect(c2!.id).toMatch(new RegExp(`-${reply.id}$`));
    // The member is an assignee: the comments also notified them.
    await sse.waitFor(
      () =>
        sse.of('notification').filter((n) => n.data.notification.type === 'comment_new_create').length === 2,
    );
    await heardNothing('comment', outsider, GLOBEX, sse);
  });

  it('tells the streams following a request that someone saved it (status, people), only those who may see it', async () => {
    const staff = await loginAs(t.app, DEMO.staff);
    // The member is no assignee: no notification tells them, yet their open drawer shows the move.
    const { request: saved, sse, outsider } = await followedAcmeRequest();

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/service-requests/${saved.id}`,
      headers: { cookie: staff },
      payload: { data: { status: 'IN_PROGRESS' } },
    });
    expect(put.json()).toMatchObject({ data: { status: 'IN_PROGRESS' } });
    await sse.waitFor(() => sse.of('request').length === 1);
    expect(sse.of('request')[0]!.data).toEqual({ requestId: saved.id });
    await heardNothing('request', outsider, GLOBEX, sse);
  });

  it('tells the streams following a request that it was deleted, only those who could see it', async () => {
    const staff = await loginAs(t.app, DEMO.staff);
    const { request: doomed, sse, outsider } = await followedAcmeRequest();

    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/service-requests/remove/${doomed.id}`,
      headers: { cookie: staff },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // Told at once, though nobody may see a deleted request: it could until the deletion.
    await sse.waitFor(() => sse.of('request').length === 1);
    expect(sse.of('request')[0]!.data).toEqual({ requestId: doomed.id, deleted: true });
    await heardNothing('request', outsider, GLOBEX, sse);
  });

  it('tells the person who deleted a request, in their other tabs, that it was them', async () => {
    const staff = await loginAs(t.app, DEMO.staff);
    const doomed = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeOwner,
      status: 'ASSIGNED',
      assignees: [DEMO.acmeOwner],
      assignedTo: [DEMO.designer],
    });
    // The staff member's other tab, and a customer's drawer, both on the request.
    const mine = await SseClient.open(base, `/api/events?requests=${doomed.id}`, staff);
    const theirs = await SseClient.open(base, `/api/events?requests=${doomed.id}`, member);
    await Promise.all([mine, theirs].map((c) => c.waitFor((e) => e.some((x) => x.event === 'ready'))));

    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/service-requests/remove/${doomed.id}`,
      headers: { cookie: staff },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await mine.waitFor(() => mine.of('request').length === 1);
    await theirs.waitFor(() => theirs.of('request').length === 1);
    expect(mine.of('request')[0]!.data).toEqual({ requestId: doomed.id, deleted: true, byYou: true });
    expect(theirs.of('request')[0]!.data).toEqual({ requestId: doomed.id, deleted: true });
    mine.close();
    theirs.close();
  });

  it('tells the owners who have open a member’s submission waiting for their approval that it was saved again', async () => {
    const [type] = await t.ctx.db
      .select({ id: requestTypes.id })
      .from(requestTypes)
      .where(eq(requestTypes.name, 'Website bug fix'));
    const [foods] = await t.ctx.db.select().from(companies).where(eq(companies.name, 'Acme Foods'));
    const [memberRow] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO.acmeMember));
    const body = (status: string) => ({
      data: {
        title: `Held ${Date.now()}`,
        serviceRequestType: type!.id,
        company: foods!.id,
        content: JSON.stringify({ 'Page address': 'https://acme.test', 'Steps to reproduce': 'Click' }),
        assignees: [memberRow!.id],
        status,
      },
    });
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/service-requests',
      headers: { cookie: member },
      payload: body('DRAFT'),
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const id = draft.json().data.id as number;
    const approval = (requireApproval: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/team/${foods!.enterpriseId}/approval`,
        headers: { cookie: owner },
        payload: { requireApproval },
      });
    expect((await approval(true)).statusCode).toBe(200);
    try {
      const submit = (title: string) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/service-requests/${id}`,
          headers: { cookie: member },
          payload: { data: { title, status: 'NOT_START' } },
        });
      const held = await submit('Held for approval');
      expect(held.json().data).toMatchObject({ status: 'DRAFT', approval: { state: 'pending' } });
      // The owner opens it (it waits for them); the member edits and submits it again, still held.
      const sse = await SseClient.open(base, `/api/events?requests=${id}`, owner);
      await sse.waitFor((e) => e.some((x) => x.event === 'ready'));
      const again = await submit('Held for approval, edited');
      expect(again.json().data).toMatchObject({ status: 'DRAFT', approval: { state: 'pending' } });
      await sse.waitFor(() => sse.of('request').some((e) => e.data.requestId === id));
      // Declined: the member's open drawer hears it no longer waits (the owners' no longer see it).
      const mine = await SseClient.open(base, `/api/events?requests=${id}`, member);
      await mine.waitFor((e) => e.some((x) => x.event === 'ready'));
      const declined = await t.app.inject({
        method: 'POST',
        url: `/api/approvals/${id}/decline`,
        headers: { cookie: owner },
        payload: { reason: 'Not this month' },
      });
      expect(declined.statusCode, declined.body).toBe(200);
      await mine.waitFor(() => mine.of('request').some((e) => e.data.requestId === id));
      mine.close();
      sse.close();
    } finally {
      expect((await approval(false)).statusCode).toBe(200);
    }
  });

  it('pushes the comments of a draft staff put back to its creator to the staff who follow it', async () => {
    const staff = await loginAs(t.app, DEMO.staff);
    const draft = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeOwner,
      status: 'DRAFT',
      assignees: [DEMO.acmeOwner],
    });
    // Submitted once, then put back to Draft by staff: staff still see it (canView).
    await t.ctx.db
      .update(serviceRequests)
      .set({ submittedAt: sql`now() - interval '1 hour'` })
      .where(eq(serviceRequests.id, draft.id));
    const [sse, outsider] = await openReady(`/api/events?requests=${draft.id}`, staff, member);

    const posted = (await comment(owner, draft.id, 'Fixed the brief, please look again')).json().data;
    await sse.waitFor(() => sse.of('comment').length === 1);
    expect(sse.of('comment')[0]!.data).toMatchObject({ requestId: draft.id, comment: { id: posted.id } });
    // A member of its company does not see a draft: nothing reaches them.
    await heardNothing('comment', outsider, { email: DEMO.acmeMember, company: 'Acme Foods' }, sse);
  });

  it('re-checks what signed a stream in: removed from the company, no more comments; session ended or token revoked, the stream ends', async () => {
    const email = `leaver-${Date.now()}@acme.test`;
    const [u] = await t.ctx.db
      .insert(users)
      .values({
        username: email,
        email,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstName: 'Lea',
        lastName: 'Ver',
      })
      .returning();
    const foods = (await t.ctx.db.select().from(companies).where(eq(companies.name, 'Acme Foods')))[0]!;
    await t.ctx.db.insert(companyMembers).values({ companyId: foods.id, userId: u!.id });
    const cookie = await loginAs(t.app, email);
    const madeToken = await t.app.inject({
      method: 'POST',
      url: '/api/account/api-tokens',
      headers: { cookie },
      payload: { name: 'stream', access: 'read', expiresInDays: 7 },
    });
    const token = madeToken.json().data.token as string;

    const leaver = await SseClient.open(base, `/api/events?requests=${req.id}`, cookie);
    const byToken = await SseClient.open(base, `/api/events?requests=${req.id}`, '', undefined, token);
    const stays = await SseClient.open(base, `/api/events?requests=${req.id}`, member);
    await Promise.all(
      [leaver, byToken, stays].map((c) => c.waitFor((e) => e.some((x) => x.event === 'ready'))),
    );
    await comment(owner, req.id, 'before leaving');
    await Promise.all([leaver, byToken, stays].map((c) => c.waitFor(() => c.of('comment').length === 1)));

    // Removed from the company: the streams stay (the session is still valid) but see nothing of it.
    await t.ctx.db.delete(companyMembers).where(eq(companyMembers.userId, u!.id));
    await comment(owner, req.id, 'after leaving');
    await stays.waitFor(() => stays.of('comment').length === 2);
    // A company of their own again (not the request's), for a marker they do hear.
    const apparel = (await t.ctx.db.select().from(companies).where(eq(companies.name, 'Acme Apparel')))[0]!;
    await t.ctx.db.insert(companyMembers).values({ companyId: apparel.id, userId: u!.id });
    await settled(
      { sse: leaver, email, company: 'Acme Apparel' },
      { sse: byToken, email, company: 'Acme Apparel' },
    );
    expect(leaver.of('comment').map((c) => c.data.comment.content)).toEqual(['before leaving']);
    expect(byToken.of('comment').map((c) => c.data.comment.content)).toEqual(['before leaving']);
    expect(leaver.ended || byToken.ended).toBe(false);

    // Their enterprise requires two-factor sign-in, which they have not turned on: the token's stream
    // ends at once (the token does nothing until they do); the session's goes on until its next sign-in.
    const rule = (required: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/enterprises/${apparel.enterpriseId}/two-factor`,
        headers: { cookie: owner },
        payload: { required },
      });
    expect((await rule(true)).statusCode).toBe(200);
    try {
      await byToken.waitFor(() => byToken.ended);
      expect(leaver.ended).toBe(false);
    } finally {
      expect((await rule(false)).statusCode).toBe(200);
    }
    const again = await SseClient.open(base, `/api/events?requests=${req.id}`, '', undefined, token);
    await again.waitFor((e) => e.some((x) => x.event === 'ready'));

    // The token revoked: its stream ends; the session's goes on until the session itself ends.
    await t.ctx.db.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.userId, u!.id));
    await again.waitFor(() => again.ended);
    expect(leaver.ended).toBe(false);
    await t.ctx.db.delete(sessions).where(eq(sessions.userId, u!.id));
    await leaver.waitFor(() => leaver.ended);
    expect(stays.ended).toBe(false);
    stays.close();
  });

  it('one who leaves a company gets their unread count again without its notifications', async () => {
    const email = `bell-${Date.now()}@acme.test`;
    const [u] = await t.ctx.db
      .insert(users)
      .values({ username: email, email, passwordHash: await hashPassword(DEMO_PASSWORD), firstName: 'Bell' })
      .returning();
    const foods = (await t.ctx.db.select().from(companies).where(eq(companies.name, 'Acme Foods')))[0]!;
    await t.ctx.db.insert(companyMembers).values({ companyId: foods.id, userId: u!.id });
    const cookie = await loginAs(t.app, email);
    const sse = await SseClient.open(base, '/api/events', cookie);
    await sse.waitFor((e) => e.some((x) => x.event === 'ready'));
    const r = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeOwner,
      status: 'ASSIGNED',
      assignees: [email],
    });
    await statusChange(r, 'ASSIGNED', 'IN_PROGRESS');
    await sse.waitFor(() => sse.of('notification').some((n) => about(n, r.id)));
    expect(sse.of('notification').at(-1)!.data.unreadCount).toBe(1);

    await t.ctx.db.delete(companyMembers).where(eq(companyMembers.userId, u!.id));
    await sse.waitFor(() => sse.of('unread').length > 0);
    expect(sse.of('unread').at(-1)!.data).toEqual({ unreadCount: 0 });
    sse.close();
  });

  it('a dropped stream reconnects with Last-Event-ID and gets what it missed, once, in order', async () => {
    const first = await SseClient.open(base, `/api/events?requests=${req.id}`, member);
    await first.waitFor((e) => e.some((x) => x.event === 'ready'));
    await statusChange(req, 'FINISHED', 'IN_PROGRESS');
    await first.waitFor(() => first.of('notification').length === 1);
    const lastId = first.events.at(-1)!.id!;
    first.close();

    // Missed while away: two notifications and a comment.
    await statusChange(req, 'IN_PROGRESS', 'FINISHED');
    await statusChange(req, 'FINISHED', 'ASSIGNED');
    const missed = (await comment(owner, req.id, 'while you were away')).json().data;

    const again = await SseClient.open(base, `/api/events?requests=${req.id}`, member, lastId);
    await again.waitFor((e) => e.some((x) => x.event === 'ready'));
    const notes = again.of('notification').map((n) => n.data.notification);
    expect(notes.map((n) => n.type)).toEqual([
      'request_state_change',
      'request_state_change',
      'comment_new_create',
    ]);
    expect(notes[0].message).toContain('to <strong>Finished</strong>');
    expect(notes[1].message).toContain('to <strong>Assigned</strong>');
    expect(again.of('comment').map((c) => c.data.comment.id)).toEqual([missed.id]);
    // Nothing seen before the drop is sent again; ids only go up.
    const seen = new Set(first.of('notification').map((n) => n.data.notification.id));
    expect(notes.some((n) => seen.has(n.id))).toBe(false);
    const ids = notes.map((n) => n.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);

    // And it is live again.
    await statusChange(req, 'ASSIGNED', 'IN_PROGRESS');
    await again.waitFor(() => again.of('notification').length === 4);
    expect(new Set(again.of('notification').map((n) => n.data.notification.id)).size).toBe(4);
    again.close();
  });

  it('ends open streams when the app closes', async () => {
    const t2 = await buildTestApp();
    try {
      await seedDemo(t2.ctx);
      const base2 = await listen(t2.app);
      const cookie = await loginAs(t2.app, DEMO.acmeOwner);
      const sse = await SseClient.open(base2, '/api/events', cookie);
      await sse.waitFor((e) => e.some((x) => x.event === 'ready'));
      // Closing does not wait for the stream's client to go away (the test's timeout says if it hangs).
      await t2.app.close();
      await sse.waitFor(() => sse.ended);
    } finally {
      await t2.close();
    }
  });
});

describe.skipIf(testDbKind() !== 'postgres')('two app instances on one PostgreSQL server', () => {
  it('a notification created through one instance reaches an SSE client of the other', async () => {
    const result = (await t.ctx.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const name = result.rows[0]!.name;
    const database2 = openPostgres(serverUrl(name));
    const app2 = await buildApp({ env: t.ctx.env, database: database2, db: database2.db });
    try {
      const base2 = await listen(app2);
      // The member listens on instance 2 (sessions live in the database, so the cookie works there).
      const sse = await SseClient.open(base2, `/api/events?requests=${req.id}`, member);
      await sse.waitFor((e) => e.some((x) => x.event === 'ready'));
      // The owner comments through instance 1.
      const res = await comment(owner, req.id, 'from instance one');
      expect(res.statusCode).toBe(200);
      await sse.waitFor(
        (e) => e.some((x) => x.event === 'notification') && e.some((x) => x.event === 'comment'),
      );
      expect(sse.of('notification')[0]!.data.notification.type).toBe('comment_new_create');
      expect(sse.of('comment')[0]!.data.comment.content).toBe('from instance one');
      sse.close();
    } finally {
      await app2.close();
      await database2.close();
    }
  });
});
