import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { freePort } from '../../test/spawn-server.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO, loginAs } from '../../test/factories.ts';
import { insertRequest, sessionUserOf, userId } from '../../test/notify-fixtures.ts';
import {
  companyMembers,
  digestRuns,
  emailOutbox,
  notificationDigestEntries,
  notificationPreferences,
  notifications,
  serviceRequests,
  users,
} from '../../db/schema/index.ts';
import { applyRequestEffects, type RequestSnapshot } from '../requests/effects.ts';
import { startOutboxWorker } from '../../platform/email/worker.ts';
import { runDigests, sendDigest, startDigests } from './digest.ts';

/*
 * Issue 28: the daily digest (grouped by request, nothing when nothing happened, once per person and
 * local day across instances and restarts), the unsubscribe link of every notification e-mail
 * (valid: that e-mail off; tampered: refused, nothing changed), and what a real SMTP server receives.
 */

type Received = { rcpt: string[]; raw: string };

let t: TestApp;
let smtp: SMTPServer;
const received: Received[] = [];
const cookies: Record<string, string> = {};

beforeAll(async () => {
  const port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData: (stream, session, cb) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          rcpt: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', () => resolve()));
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://app.example.test' });
  await seedDemo(t.ctx);
  for (const k of ['acmeOwner', 'acmeMember'] as const) cookies[k] = await loginAs(t.app, DEMO[k]);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

const db = () => t.ctx.db;
const put = (who: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/notification-preferences',
    headers: { cookie: cookies[who]! },
    payload,
  });

beforeEach(async () => {
  await db().delete(emailOutbox);
  await db().delete(notificationDigestEntries);
  await db().delete(digestRuns);
  await db().delete(notificationPreferences);
  received.length = 0;
});

/** A request of Acme with the member as assignee, and a status change by the owner on it. */
async function statusChange(title: string): Promise<RequestSnapshot> {
  const r = await insertRequest(t.ctx, {
    title,
    company: 'Acme Foods',
    createdBy: DEMO.acmeOwner,
    assignees: [DEMO.acmeMember],
    status: 'IN_PROGRESS',
  });
  const actor = await sessionUserOf(t.ctx, DEMO.acmeOwner);
  await db().transaction((tx) =>
    applyRequestEffects(tx, t.ctx, {
      actor,
      request: r,
      changes: [{ kind: 'status_changed', from: 'NOT_START', to: 'IN_PROGRESS' }],
    }),
  );
  return r;
}

async function comment(requestId: number, text: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: { cookie: cookies.acmeOwner! },
    payload: { data: { serviceRequest: requestId, content: `<p>${text}</p>` } },
  });
  expect(res.statusCode).toBe(200);
}

const digestsTo = async (email: string) =>
  (await db().select().from(emailOutbox).orderBy(asc(emailOutbox.id))).filter(
    (r) => r.kind === 'digest' && r.to.includes(email),
  );

/** Backdates the member's pending entries so that any digest due now takes them. */
const backdate = async (days: number) =>
  db()
    .update(notificationDigestEntries)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` });

describe('the daily digest', () => {
  it('lists what happened, grouped by request with links; one e-mail; nothing when nothing happened', async () => {
    expect(
      (
        await put('acmeMember', {
          events: [
            { type: 'comment_new_create', inApp: true, email: 'digest' },
            { type: 'request_state_change', inApp: true, email: 'digest' },
          ],
          digestHour: 9,
          timeZone: 'Asia/Tokyo',
        })
      ).statusCode,
    ).toBe(200);
    const a = await statusChange('Spring campaign');
    await comment(a.id, 'First draft attached');
    const b = await statusChange('Menu redesign');
    await comment(a.id, 'Second thought');
    // No e-mail now: they wait for the digest, while the bell has them all.
    expect(await db().select().from(emailOutbox)).toEqual([]);
    const member = await userId(db(), DEMO.acmeMember);
    const bell = await db().select().from(notifications).where(eq(notifications.userId, member));
    expect(bell.filter((n) => n.requestId === a.id || n.requestId === b.id)).toHaveLength(4);

    const later = new Date(Date.now() + 2 * 86_400_000);
    expect(await runDigests(t.ctx, later)).toBe(1);
    const [mail, ...more] = await digestsTo(DEMO.acmeMember);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your daily digest: 4 updates on 2 requests');
    // Grouped: each request once, in the order of its first event, with its lines under it.
    const text = mail!.text;
    expect(text.indexOf('Spring campaign')).toBeLessThan(text.indexOf('Menu redesign'));
    expect(text.split('Spring campaign').length - 1).toBeGreaterThanOrEqual(1);
    const springBlock = text.slice(text.indexOf('Spring campaign'), text.indexOf('Menu redesign'));
    expect(springBlock).toContain(`https://app.example.test/requests/${a.id}?alignBy=`);
    expect(springBlock.match(/^- /gm)).toHaveLength(3);
    expect(springBlock).toContain('First draft attached');
    expect(springBlock).toContain('Second thought');
    expect(mail!.html).toContain(`href="https://app.example.test/requests/${b.id}?alignBy=`);
    expect(mail!.headers['List-Unsubscribe']).toMatch(/token=\d+\.digest\./);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The local day in Tokyo.
    const [run] = await db().select().from(digestRuns).where(eq(digestRuns.userId, member));
    expect(run!.entries).toBe(4);
    const tokyo = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Tokyo',
      hour: 'numeric',
      hourCycle: 'h23',
    });
    const hour = Number(tokyo.format(later));
    const day = new Date(later.getTime() - (hour >= 9 ? 0 : 86_400_000));
    expect(run!.localDay).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(day));

    // Nothing new happened: nothing more is sent, now or on the next day.
    expect(await runDigests(t.ctx, later)).toBe(0);
    expect(await runDigests(t.ctx, new Date(later.getTime() + 86_400_000))).toBe(0);
    expect(await digestsTo(DEMO.acmeMember)).toHaveLength(1);
  });

  it('lists nothing about a request the person can no longer open: deleted since, or a company they left', async () => {
    expect(
      (await put('acmeMember', { events: [{ type: 'request_state_change', inApp: true, email: 'digest' }] }))
        .statusCode,
    ).toBe(200);
    await statusChange('Still on the team');
    const removed = await statusChange('Deleted since');
    await db().update(serviceRequests).set({ status: 'DELETED' }).where(eq(serviceRequests.id, removed.id));
    const later = new Date(Date.now() + 2 * 86_400_000);
    expect(await runDigests(t.ctx, later)).toBe(1);
    const [mail] = await digestsTo(DEMO.acmeMember);
    expect(mail!.text).toContain('Still on the team');
    expect(mail!.text).not.toContain('Deleted since');
    expect(mail!.subject).toBe('Your daily digest: 1 update on 1 request');

    // The member leaves the company: what happened there before is not mailed to them the next day.
    await statusChange('Secret launch plan');
    const member = await userId(db(), DEMO.acmeMember);
    const memberships = await db().select().from(companyMembers).where(eq(companyMembers.userId, member));
    await db().delete(companyMembers).where(eq(companyMembers.userId, member));
    try {
      const nextDay = new Date(later.getTime() + 86_400_000);
      expect(await runDigests(t.ctx, nextDay)).toBe(0);
      expect(await digestsTo(DEMO.acmeMember)).toHaveLength(1);
      // Taken, not left waiting for a return to the company.
      const pending = await db()
        .select()
        .from(notificationDigestEntries)
        .where(
          and(eq(notificationDigestEntries.userId, member), isNull(notificationDigestEntries.digestDay)),
        );
      expect(pending).toEqual([]);
    } finally {
      await db().insert(companyMembers).values(memberships);
    }
  });

  it('a deactivated account is sent no digest; its entries wait until it is active again', async () => {
    expect(
      (await put('acmeMember', { events: [{ type: 'request_state_change', inApp: true, email: 'digest' }] }))
        .statusCode,
    ).toBe(200);
    await statusChange('Before the deactivation');
    const member = await userId(db(), DEMO.acmeMember);
    const later = new Date(Date.now() + 2 * 86_400_000);
    await db()
      .update(users)
      .set({ deactivatedAt: sql`now()` })
      .where(eq(users.id, member));
    try {
      expect(await runDigests(t.ctx, later)).toBe(0);
      expect(await digestsTo(DEMO.acmeMember)).toEqual([]);
    } finally {
      await db().update(users).set({ deactivatedAt: null }).where(eq(users.id, member));
    }
    expect(await runDigests(t.ctx, later)).toBe(1);
    expect(await digestsTo(DEMO.acmeMember)).toHaveLength(1);
  });

  it('falls due at the person’s hour in their time zone, for their local day', async () => {
    await put('acmeMember', {
      events: [{ type: 'request_state_change', inApp: true, email: 'digest' }],
      digestHour: 8,
      timeZone: 'Pacific/Kiritimati',
    });
    await put('acmeOwner', {
      events: [{ type: 'request_state_change', inApp: true, email: 'digest' }],
      digestHour: 8,
      timeZone: 'Pacific/Pago_Pago',
    });
    // The member (UTC+14) is told as an assignee; the owner (UTC−11) as another assignee.
    const r = await insertRequest(t.ctx, {
      company: 'Acme Foods',
      createdBy: DEMO.acmeOwner,
      assignees: [DEMO.acmeMember, DEMO.acmeOwner],
    });
    const actor = await sessionUserOf(t.ctx, DEMO.designer);
    await db().transaction((tx) =>
      applyRequestEffects(tx, t.ctx, {
        actor,
        request: r,
        changes: [{ kind: 'status_changed', from: 'NOT_START', to: 'IN_PROGRESS' }],
      }),
    );
    await db()
      .update(notificationDigestEntries)
      .set({ createdAt: new Date('2026-03-01T00:00:00Z') });
    // 12:00 UTC on 10 March: 02:00 on 11 March in Kiritimati (before 8: the 10th's digest is due),
    // 01:00 on 10 March in Pago Pago (the 9th's).
    expect(await runDigests(t.ctx, new Date('2026-03-10T12:00:00Z'))).toBe(2);
    const runs = await db().select().from(digestRuns);
    const member = await userId(db(), DEMO.acmeMember);
    expect(
      Object.fromEntries(runs.map((x) => [x.userId === member ? 'member' : 'owner', x.localDay])),
    ).toEqual({
      member: '2026-03-10',
      owner: '2026-03-09',
    });
  });

  it('goes out exactly once with two instances at once, and after a restart: late, not twice', async () => {
    await put('acmeMember', {
      events: [{ type: 'request_state_change', inApp: true, email: 'digest' }],
      digestHour: new Date().getUTCHours(),
      timeZone: 'UTC',
    });
    await statusChange('Trade fair stand');
    // Made while every instance was down, two days ago.
    await backdate(2);
    const member = await userId(db(), DEMO.acmeMember);
    const [entry] = await db()
      .select()
      .from(notificationDigestEntries)
      .where(eq(notificationDigestEntries.userId, member));
    const due = {
      userId: member,
      day: new Date().toISOString().slice(0, 10),
      cutoff: new Date(Date.now() + 1000),
    };
    // Two instances race for the same person and day: one sends, the other finds it taken.
    const raced = await Promise.all([sendDigest(t.ctx, due), sendDigest(t.ctx, due), runDigests(t.ctx)]);
    expect(raced.filter((x) => x === true || x === 1)).toHaveLength(1);
    expect(await digestsTo(DEMO.acmeMember)).toHaveLength(1);
    const [taken] = await db()
      .select()
      .from(notificationDigestEntries)
      .where(eq(notificationDigestEntries.id, entry!.id));
    expect(taken!.digestDay).toBe(due.day);

    // A restart (a new worker, run at once) finds it sent: nothing twice.
    const again = startDigests(t.ctx, t.app.log, { firstAfterMs: 0, everyMs: 60_000 });
    expect(await again.runOnce()).toBe(0);
    await again.stop();
    expect(await digestsTo(DEMO.acmeMember)).toHaveLength(1);
  });

  it('after downtime, the worker that starts sends the digest it missed, once', async () => {
    await put('acmeMember', {
      events: [{ type: 'request_state_change', inApp: true, email: 'digest' }],
      digestHour: new Date().getUTCHours(),
      timeZone: 'UTC',
    });
    await statusChange('Annual report');
    await backdate(3);
    // Two instances come back: each runs at start.
    const one = startDigests(t.ctx, t.app.log, { firstAfterMs: 0 });
    const two = startDigests(t.ctx, t.app.log, { firstAfterMs: 0 });
    await expect.poll(async () => (await digestsTo(DEMO.acmeMember)).length, { timeout: 10_000 }).toBe(1);
    await Promise.all([one.runOnce(), two.runOnce()]);
    await one.stop();
    await two.stop();
    expect(await digestsTo(DEMO.acmeMember)).toHaveLength(1);
    const runs = await db().select().from(digestRuns);
    expect(runs).toHaveLength(1);
  });
});

describe('the unsubscribe link', () => {
  async function mailWithLink() {
    await put('acmeMember', { events: [{ type: 'request_state_change', inApp: true, email: 'immediate' }] });
    await statusChange('Logo refresh');
    const [mail] = (await db().select().from(emailOutbox)).filter((m) => m.to.includes(DEMO.acmeMember));
    const url = /^<(https:\/\/app\.example\.test(\/api\/unsubscribe\?token=[^>]+))>$/.exec(
      mail!.headers['List-Unsubscribe']!,
    );
    expect(url).not.toBeNull();
    // The footer carries the same link, in html and text.
    expect(mail!.text).toContain(url![1]);
    expect(mail!.html).toContain(url![1]!.replace(/&/g, '&amp;'));
    return url![2]!;
  }
  const memberChoice = async (type: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/notification-preferences',
      headers: { cookie: cookies.acmeMember! },
    });
    return res.json().data.events.find((e: { type: string }) => e.type === type);
  };
  const oneClick = (path: string, accept = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
      payload: 'List-Unsubscribe=One-Click',
    });

  it('GET shows what it turns off and changes nothing; the one-click POST turns that e-mail off, without a session', async () => {
    const path = await mailWithLink();
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Unsubscribe from these e-mails?');
    expect(page.body).toContain('Status change');
    expect(page.body).toMatch(/<form method="post" action="\/api\/unsubscribe\?token=/);
    expect(await memberChoice('request_state_change')).toMatchObject({ email: 'immediate' });

    const res = await oneClick(path);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ event: 'request_state_change', label: 'Status change', email: 'off' });
    // That event's e-mail only; In app stays on, the other events as they were.
    expect(await memberChoice('request_state_change')).toMatchObject({
      inApp: true,
      email: 'off',
      chosen: true,
    });
    expect(await memberChoice('comment_new_create')).toMatchObject({ email: 'immediate', chosen: false });
    // The next status change: a notification, no e-mail.
    await db().delete(emailOutbox);
    await statusChange('Logo refresh 2');
    expect((await db().select().from(emailOutbox)).filter((m) => m.to.includes(DEMO.acmeMember))).toEqual([]);
    // Posting again is harmless; the page's button (Accept: text/html) answers a page.
    const again = await oneClick(path, 'text/html');
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('You are unsubscribed');
    // The link opened again says it is done instead of asking again.
    const reopened = await t.app.inject({ method: 'GET', url: path });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.body).toContain('You are unsubscribed');
    expect(reopened.body).toContain('You already get no e-mails for <strong>Status change</strong>');
    expect(reopened.body).not.toContain('<form');
    // Turned on again in the settings, the same link asks again.
    await put('acmeMember', { events: [{ type: 'request_state_change', inApp: true, email: 'immediate' }] });
    const asks = await t.app.inject({ method: 'GET', url: path });
    expect(asks.body).toContain('Unsubscribe from these e-mails?');
    expect(asks.body).toMatch(/<form method="post"/);
  });

  it.each([
    ['a changed signature', (p: string) => p.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))],
    [
      'another person’s id',
      (p: string) => p.replace(/token=(\d+)/, (_m, id: string) => `token=${Number(id) + 1}`),
    ],
    ['another event', (p: string) => p.replace('request_state_change', 'comment_new_create')],
    ['a cut token', (p: string) => p.slice(0, -5)],
    ['no token', () => '/api/unsubscribe'],
  ])('refuses %s with a clear 400 and changes nothing', async (_what, tamper) => {
    const path = tamper(await mailWithLink());
    const before = await db().select().from(notificationPreferences);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This unsubscribe link is not valid');
    const post = await oneClick(path);
    expect(post.statusCode).toBe(400);
    expect(post.json().error.message).toMatch(/not valid/);
    const html = await oneClick(path, 'text/html');
    expect(html.statusCode).toBe(400);
    expect(html.body).toContain('This link does not work');
    expect(await db().select().from(notificationPreferences)).toEqual(before);
  });

  it('the digest’s link turns every event read in the digest off', async () => {
    await put('acmeMember', {
      events: [
        { type: 'request_state_change', inApp: true, email: 'digest' },
        { type: 'comment_new_create', inApp: false, email: 'digest' },
        { type: 'deliverable_ready', inApp: true, email: 'immediate' },
      ],
    });
    await statusChange('Poster');
    await backdate(2);
    expect(await runDigests(t.ctx, new Date(Date.now() + 86_400_000))).toBe(1);
    const [mail] = await digestsTo(DEMO.acmeMember);
    const path = /<https:\/\/app\.example\.test(\/api\/unsubscribe\?token=[^>]+)>/.exec(
      mail!.headers['List-Unsubscribe']!,
    )![1]!;
    expect((await oneClick(path)).statusCode).toBe(200);
    expect(await memberChoice('request_state_change')).toMatchObject({ inApp: true, email: 'off' });
    expect(await memberChoice('comment_new_create')).toMatchObject({ inApp: false, email: 'off' });
    expect(await memberChoice('deliverable_ready')).toMatchObject({ email: 'immediate' });
    // Nothing left in the digest: the link says so.
    const reopened = await t.app.inject({ method: 'GET', url: path });
    expect(reopened.body).toContain('You already get no e-mails for <strong>Daily digest</strong>');
  });
});

describe('through a real SMTP server', () => {
  it('receives exactly what the preferences say, with the List-Unsubscribe headers', async () => {
    await put('acmeMember', {
      events: [
        { type: 'comment_new_create', inApp: true, email: 'immediate' },
        { type: 'request_state_change', inApp: true, email: 'digest' },
        { type: 'request_assigned_to', inApp: true, email: 'off' },
      ],
    });
    await put('acmeOwner', { events: [{ type: 'comment_new_create', inApp: true, email: 'off' }] });
    const r = await statusChange('Brochure');
    const actor = await sessionUserOf(t.ctx, DEMO.acmeOwner);
    await db().transaction((tx) =>
      applyRequestEffects(tx, t.ctx, {
        actor,
        request: r,
        changes: [{ kind: 'assigned', userIds: r.assigneeIds, role: 'assignee' }],
      }),
    );
    // The member comments… no: the owner comments, the member hears of it (the owner is the actor).
    await comment(r.id, 'Copy is final');
    const worker = await startOutboxWorker(t.ctx, t.app.log, { pollMs: 100 });
    try {
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
      const [mail] = received;
      // Headers as sent may be folded over lines (RFC 5322): read them unfolded.
      mail!.raw = mail!.raw.replace(/\r\n[ \t]+/g, ' ');
      expect(mail!.rcpt).toEqual([DEMO.acmeMember]);
      expect(mail!.raw).toMatch(/^Subject: New comment on Brochure/m);
      expect(mail!.raw).toMatch(
        /^List-Unsubscribe: <https:\/\/app\.example\.test\/api\/unsubscribe\?token=\d+\.comment_new_create\.[\w-]{43}>/m,
      );
      expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

      // The digest carries the status change, and nothing else arrives.
      await backdate(1);
      expect(await runDigests(t.ctx, new Date(Date.now() + 86_400_000))).toBe(1);
      worker.kick();
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(2);
      expect(received[1]!.rcpt).toEqual([DEMO.acmeMember]);
      expect(received[1]!.raw).toMatch(/^Subject: Your daily digest: 1 update on 1 request/m);
      const outbox = await db().select().from(emailOutbox);
      expect(outbox.map((m) => m.kind).sort()).toEqual(['comment', 'digest']);
      const member = await userId(db(), DEMO.acmeMember);
      const entries = await db()
        .select()
        .from(notificationDigestEntries)
        .where(
          and(eq(notificationDigestEntries.userId, member), eq(notificationDigestEntries.requestId, r.id)),
        );
      expect(entries.map((e) => e.type)).toEqual(['request_state_change']);
    } finally {
      await worker.stop();
    }
  });
});
