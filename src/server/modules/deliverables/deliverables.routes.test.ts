// Deliverables end to end (issue 27): versions and their numbering, reviews and the request's status,
import { requestPath } from '#shared/schemas/notification.ts';
// who may do what, file access by URL, notifications and e-mails, on one seeded app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO, loginAs } from '../../test/factories.ts';
import { multipartBody, PNG_1x1 } from '../../test/multipart.ts';
import { insertFile, insertRequest, userId } from '../../test/notify-fixtures.ts';
import {
  companies,
  companyMembers,
  emailOutbox,
  notifications,
  requestEvents,
  revisionRounds,
  serviceRequests,
  users,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema/index.ts';
import { SseClient, listen } from '../../test/sse-client.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { DELIVERABLE_MESSAGES } from '#shared/domain/deliverables.ts';
import type { RequestSnapshot } from '../requests/effects.ts';

let t: TestApp;
let owner: string;
let member: string;
let staff: string;
let designer: string;
let globex: string;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
  [owner, member, staff, designer, globex] = await Promise.all([
    loginAs(t.app, DEMO.acmeOwner),
    loginAs(t.app, DEMO.acmeMember),
    loginAs(t.app, DEMO.staff),
    loginAs(t.app, DEMO.designer),
    loginAs(t.app, DEMO.globexOwner),
  ]);
});
afterAll(async () => t?.close());

/** A request of Acme Foods by its member, assigned to the designer (staff), in progress. */
const newRequest = (over: Partial<Parameters<typeof insertRequest>[1]> = {}) =>
  insertRequest(t.ctx, {
    company: 'Acme Foods',
    createdBy: DEMO.acmeMember,
    assignees: [DEMO.acmeMember],
    assignedTo: [DEMO.designer],
    status: 'IN_PROGRESS',
    title: `Deliverable ${Math.random().toString(36).slice(2, 8)}`,
    ...over,
  });

const deliver = (cookie: string | null, requestId: number, data: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/service-requests/${requestId}/deliverables`,
    headers: cookie ? { cookie } : {},
    payload: { data },
  });
const list = (cookie: string | null, requestId: number) =>
  t.app.inject({ url: `/api/service-requests/${requestId}/deliverables`, headers: cookie ? { cookie } : {} });
const approve = (cookie: string, versionId: number, finish: boolean) =>
  t.app.inject({
    method: 'POST',
    url: `/api/deliverables/${versionId}/approve`,
    headers: { cookie },
    payload: { data: { finish } },
  });
const askChanges = (cookie: string, versionId: number, message: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/deliverables/${versionId}/request-changes`,
    headers: { cookie },
    payload: { data: { message } },
  });
async function upload(cookie: string, name = 'proof.png'): Promise<{ id: string; url: string }> {
  const { payload, headers } = multipartBody([{ filename: name, contentType: 'image/png', data: PNG_1x1 }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json()[0];
}
const statusOf = async (id: number) =>
  (
    await t.ctx.db
      .select({ s: serviceRequests.status })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, id))
  )[0]!.s;
const notesOf = (requestId: number, type: string) =>
  t.ctx.db
    .select({ userId: notifications.userId, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.requestId, requestId), eq(notifications.type, type as 'deliverable_ready')));
const mailsAbout = (title: string, kind: string) =>
  t.ctx.db
    .select({ to: emailOutbox.to, subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), like(emailOutbox.subject, `%${title}%`)));

describe('delivering versions', () => {
  it('numbers versions v1, v2 per request, with files, note, links, who and when; newest first', async () => {
    const r = await newRequest();
    const file = await upload(staff);
    const v1 = await deliver(staff, r.id, {
      note: '<p>First <strong>cut</strong><script>alert(1)</script></p>',
      links: [{ url: 'https://figma.com/file/abc', label: 'Figma' }, { url: 'http://example.com/x' }],
      files: [file.id],
    });
    expect(v1.statusCode).toBe(200);
    expect(v1.json().meta.duplicate).toBe(false);
    expect(v1.json().data).toMatchObject({
      requestId: r.id,
      number: 1,
      note: '<p>First <strong>cut</strong></p>',
      links: [{ url: 'https://figma.com/file/abc', label: 'Figma' }, { url: 'http://example.com/x' }],
      files: [{ id: file.id, url: `/api/files/${file.id}`, name: 'proof.png', mime: 'image/png' }],
      deliveredBy: { email: DEMO.staff },
      reviewState: 'awaiting',
      reviewedBy: null,
      isLatest: true,
    });
    expect(Date.parse(v1.json().data.deliveredAt)).not.toBeNaN();
    const v2 = await deliver(designer, r.id, { note: 'Second cut' });
    expect(v2.json().data).toMatchObject({ number: 2, deliveredBy: { email: DEMO.designer } });

    const page = await list(member, r.id);
    expect(page.statusCode).toBe(200);
    expect(
      page.json().data.map((v: { number: number; isLatest: boolean }) => [v.number, v.isLatest]),
    ).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(page.json().meta).toMatchObject({ canDeliver: false, canReview: true });
    expect((await list(staff, r.id)).json().meta).toMatchObject({ canDeliver: true, canReview: false });
    // Another request starts at v1 again.
    const other = await newRequest();
    expect((await deliver(staff, other.id, { note: 'x' })).json().data.number).toBe(1);
  });

  it('two staff delivering at once get v1 and v2, never the same number', async () => {
    const r = await newRequest();
    const [a, b] = await Promise.all([
      deliver(staff, r.id, { note: 'from staff' }),
      deliver(designer, r.id, { note: 'from designer' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().data.number, b.json().data.number].sort()).toEqual([1, 2]);
  });

  it('a repeat of the same delivery (double click, retry) stores one version and tells people once', async () => {
    const r = await newRequest();
    const file = await upload(staff);
    const body = { note: 'Once', links: [{ url: 'https://example.com' }], files: [file.id] };
    const first = await deliver(staff, r.id, body);
    const again = await deliver(staff, r.id, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().meta.duplicate).toBe(true);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await list(staff, r.id)).json().data).toHaveLength(1);
    expect(await notesOf(r.id, 'deliverable_ready')).toHaveLength(1);
  });

  it('the same note and link again after the customer answered is the next version, not a repeat', async () => {
    const r = await newRequest();
    const body = {
      note: 'Ready for review',
      links: [{ url: 'https://figma.example/file/abc', label: 'Figma' }],
    };
    const v1 = (await deliver(designer, r.id, body)).json().data;
    expect((await askChanges(member, v1.id, 'Bigger logo')).statusCode).toBe(200);
    // The designer updates the Figma file (same address) and delivers again a minute later.
    const again = await deliver(designer, r.id, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().meta.duplicate).toBe(false);
    expect(again.json().data).toMatchObject({ number: 2, reviewState: 'awaiting' });
    expect((await list(member, r.id)).json().data.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect(await notesOf(r.id, 'deliverable_ready')).toHaveLength(2);
  });

  it('refuses bad input with clear 400s and stores nothing', async () => {
    const r = await newRequest();
    const cases: [Record<string, unknown>, string][] = [
      [{}, DELIVERABLE_MESSAGES.empty],
      [{ note: '<p> </p>', links: [], files: [] }, DELIVERABLE_MESSAGES.empty],
      [{ links: [{ url: 'javascript:alert(1)' }] }, DELIVERABLE_MESSAGES.badLink],
      [{ links: [{ url: 'not a url' }] }, DELIVERABLE_MESSAGES.badLink],
      [{ links: [{ url: 'ftp://example.com/f' }] }, DELIVERABLE_MESSAGES.badLink],
      [
        { links: Array.from({ length: 11 }, (_, i) => ({ url: `https://example.com/${i}` })) },
        DELIVERABLE_MESSAGES.tooManyLinks,
      ],
      [
        { files: Array.from({ length: 11 }, () => '2f1d4b7e-2b8a-4c39-9f61-4b3f5f1e9a01') },
        DELIVERABLE_MESSAGES.tooManyFiles,
      ],
      [{ files: ['2f1d4b7e-2b8a-4c39-9f61-4b3f5f1e9a01'] }, DELIVERABLE_MESSAGES.filesNotAvailable],
      [{ files: [await insertFile(t.ctx.db, DEMO.acmeOwner)] }, DELIVERABLE_MESSAGES.filesNotAvailable],
    ];
    for (const [data, message] of cases) {
      const res = await deliver(staff, r.id, data);
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect((await list(staff, r.id)).json().data).toEqual([]);
  });

  it('only staff deliver; drafts and cancelled requests take no version (409)', async () => {
    const r = await newRequest();
    const res = await deliver(member, r.id, { note: 'mine' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(DELIVERABLE_MESSAGES.staffOnly);
    expect((await deliver(owner, r.id, { note: 'mine' })).statusCode).toBe(403);
    expect((await deliver(globex, r.id, { note: 'mine' })).statusCode).toBe(404);
    expect((await deliver(null, r.id, { note: 'x' })).statusCode).toBe(401);

    // A draft staff put back (visible to them): 409.
    const draft = await newRequest({ status: 'DRAFT' });
    await t.ctx.db
      .update(serviceRequests)
      .set({ submittedAt: sql`now()` })
      .where(eq(serviceRequests.id, draft.id));
    const d = await deliver(staff, draft.id, { note: 'x' });
    expect(d.statusCode).toBe(409);
    expect(d.json().error.message).toBe(DELIVERABLE_MESSAGES.notDeliverable);
    const cancelled = await newRequest({ status: 'CANCELLED' });
    expect((await deliver(staff, cancelled.id, { note: 'x' })).statusCode).toBe(409);
    expect((await deliver(staff, 987654321, { note: 'x' })).statusCode).toBe(404);
  });
});

describe('reviewing versions', () => {
  it('changes requested: message sanitised, staff told, a Finished request back In Progress, a round counted', async () => {
    const r = await newRequest({ status: 'FINISHED' });
    const v1 = (await deliver(designer, r.id, { note: 'v1' })).json().data;
    const empty = await askChanges(member, v1.id, '<p>  </p>');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(DELIVERABLE_MESSAGES.messageRequired);

    const res = await askChanges(member, v1.id, '<p>Bigger <em>logo</em><img src=x onerror=alert(1)></p>');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      reviewState: 'changes_requested',
      reviewedBy: { email: DEMO.acmeMember },
      reviewMessage: '<p>Bigger <em>logo</em></p>',
    });
    expect(res.json().meta).toEqual({ duplicate: false, requestStatus: 'IN_PROGRESS' });
    expect(await statusOf(r.id)).toBe('IN_PROGRESS');
    // The request's staff read the reopening in the changes request itself, once: no second
    // "Status changed" (the ordinary save's) beside it, in the app or by e-mail.
    const designerId = await userId(t.ctx.db, DEMO.designer);
    const told = await t.ctx.db
      .select({ type: notifications.type, message: notifications.message, link: notifications.link })
      .from(notifications)
      .where(
        and(
          eq(notifications.requestId, r.id),
          eq(notifications.userId, designerId),
          inArray(notifications.type, ['request_state_change', 'deliverable_changes_requested']),
        ),
      );
    expect(told.map((n) => n.type)).toEqual(['deliverable_changes_requested']);
    expect(told[0]!.message).toContain('and reopened it (In Progress)');
    // Its link opens the list the request is in now, not the Finished one it left.
    expect(told[0]!.link).toBe(requestPath(r.id, 'IN_PROGRESS'));
    const mails = (
      await t.ctx.db
        .select({ kind: emailOutbox.kind, to: emailOutbox.to, subject: emailOutbox.subject })
        .from(emailOutbox)
        .where(like(emailOutbox.subject, `%${r.title}%`))
    ).filter((m) => m.to.includes(DEMO.designer) && m.kind !== 'deliverable_ready');
    expect(mails.map((m) => m.kind)).toEqual(['deliverable_changes_requested']);
    const rounds = await t.ctx.db.select().from(revisionRounds).where(eq(revisionRounds.requestId, r.id));
    expect(rounds.map((x) => [x.round, x.versionId])).toEqual([[1, v1.id]]);

    // Staff deliver v2; changes asked again: round 2.
    const v2 = (await deliver(designer, r.id, { note: 'v2' })).json().data;
    expect((await askChanges(owner, v2.id, 'Still too small')).statusCode).toBe(200);
    expect(await statusOf(r.id)).toBe('IN_PROGRESS');
    const rounds2 = await t.ctx.db.select().from(revisionRounds).where(eq(revisionRounds.requestId, r.id));
    expect(rounds2.map((x) => x.round).sort()).toEqual([1, 2]);
  });

  it('approve with finish marks the request Finished through the ordinary save; without, keeps it', async () => {
    const r = await newRequest();
    const v1 = (await deliver(designer, r.id, { note: 'v1' })).json().data;
    const res = await approve(member, v1.id, false);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ reviewState: 'approved', reviewMessage: null });
    expect(res.json().meta.requestStatus).toBe('IN_PROGRESS');
    expect(await statusOf(r.id)).toBe('IN_PROGRESS');

    const r2 = await newRequest();
    const w1 = (await deliver(designer, r2.id, { note: 'v1' })).json().data;
    const fin = await approve(owner, w1.id, true);
    expect(fin.statusCode).toBe(200);
    expect(fin.json().meta.requestStatus).toBe('FINISHED');
    expect(await statusOf(r2.id)).toBe('FINISHED');
    const got = await t.app.inject({ url: `/api/service-requests/${r2.id}`, headers: { cookie: staff } });
    expect(got.json().data.latestDeliverable).toEqual({ number: 1, state: 'approved' });
  });

  it('only the latest version, only once: 409 with a clear message; a repeat of the same review is answered, not stored twice', async () => {
    const r = await newRequest();
    const v1 = (await deliver(designer, r.id, { note: 'v1' })).json().data;
    const v2 = (await deliver(designer, r.id, { note: 'v2' })).json().data;
    const old = await approve(member, v1.id, false);
    expect(old.statusCode).toBe(409);
    expect(old.json().error.message).toBe(DELIVERABLE_MESSAGES.notLatest);

    expect((await approve(member, v2.id, true)).statusCode).toBe(200);
    const again = await approve(member, v2.id, true);
    expect(again.statusCode).toBe(200);
    expect(again.json().meta.duplicate).toBe(true);
    const other = await askChanges(owner, v2.id, 'No wait');
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe(DELIVERABLE_MESSAGES.alreadyReviewed);
    expect((await approve(owner, v2.id, false)).statusCode).toBe(409);
    expect(await notesOf(r.id, 'deliverable_approved')).toHaveLength(1);
  });

  it('a request cancelled after its delivery: no review (409, nothing written, no round, nobody told); canReview false', async () => {
    // Delivered while Not Started, then the customer cancels it.
    const r = await newRequest({ status: 'NOT_START' });
    const v1 = (await deliver(designer, r.id, { note: 'v1' })).json().data;
    await t.ctx.db.update(serviceRequests).set({ status: 'CANCELLED' }).where(eq(serviceRequests.id, r.id));

    expect((await list(member, r.id)).json().meta.canReview).toBe(false);
    for (const res of [await askChanges(member, v1.id, 'Bigger logo'), await approve(owner, v1.id, true)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(DELIVERABLE_MESSAGES.notReviewable);
    }
    expect((await list(staff, r.id)).json().data[0]).toMatchObject({
      reviewState: 'awaiting',
      reviewedBy: null,
    });
    expect(await t.ctx.db.select().from(revisionRounds).where(eq(revisionRounds.requestId, r.id))).toEqual(
      [],
    );
    expect(await notesOf(r.id, 'deliverable_changes_requested')).toEqual([]);
    expect(await notesOf(r.id, 'deliverable_approved')).toEqual([]);
    expect(await statusOf(r.id)).toBe('CANCELLED');
  });

  it('two reviews at once: one wins, the other is 409', async () => {
    const r = await newRequest();
    const v1 = (await deliver(designer, r.id, { note: 'v1' })).json().data;
    const [a, b] = await Promise.all([approve(member, v1.id, true), askChanges(owner, v1.id, 'Change it')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('who may review: the customer side (creator, assignee, owner); staff 403, other members 403, others 404', async () => {
    // Created by the owner, the member an assignee.
    const r = await newRequest({ createdBy: DEMO.acmeOwner, assignees: [DEMO.acmeMember] });
    // Created by the owner with no assignees: the member sees it but is not on its customer side.
    const seenOnly = await newRequest({ createdBy: DEMO.acmeOwner, assignees: [] });
    // In Acme Apparel, where the member is not: the member cannot see it at all.
    const apparel = await newRequest({ company: 'Acme Apparel', createdBy: DEMO.acmeOwner, assignees: [] });
    const v = (await deliver(staff, r.id, { note: 'v1' })).json().data;
    const vSeen = (await deliver(staff, seenOnly.id, { note: 'v1' })).json().data;
    const vApparel = (await deliver(staff, apparel.id, { note: 'v1' })).json().data;

    for (const cookie of [staff, designer]) {
      const res = await approve(cookie, v.id, true);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(DELIVERABLE_MESSAGES.reviewerOnly);
    }
    expect((await approve(member, vSeen.id, false)).statusCode).toBe(403);
    expect((await list(member, seenOnly.id)).json().meta.canReview).toBe(false);
    expect((await approve(member, vApparel.id, false)).statusCode).toBe(404);
    expect((await approve(globex, v.id, false)).statusCode).toBe(404);
    expect((await askChanges(globex, v.id, 'x')).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/deliverables/${v.id}/approve`,
          payload: { data: {} },
        })
      ).statusCode,
    ).toBe(401);
    // Owner (enterprise owner, creator) and assignee may.
    expect((await list(owner, apparel.id)).json().meta.canReview).toBe(true);
    expect((await approve(owner, vSeen.id, false)).statusCode).toBe(200);
    expect((await approve(member, v.id, false)).statusCode).toBe(200);
  });
});

describe('who may see versions and their files', () => {
  it('404 by request, by id and by file URL for anyone who cannot see the request; 401 signed out', async () => {
    const apparel = await newRequest({ company: 'Acme Apparel', createdBy: DEMO.acmeOwner, assignees: [] });
    const file = await upload(staff, 'apparel.png');
    const v = (await deliver(staff, apparel.id, { files: [file.id] })).json().data;

    for (const cookie of [member, globex]) {
      expect((await list(cookie, apparel.id)).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/deliverables/${v.id}`, headers: { cookie } })).statusCode).toBe(
        404,
      );
      expect((await t.app.inject({ url: file.url, headers: { cookie } })).statusCode).toBe(404);
    }
    expect((await list(null, apparel.id)).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/deliverables/${v.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: file.url })).statusCode).toBe(401);

    for (const cookie of [owner, staff, designer]) {
      expect((await list(cookie, apparel.id)).statusCode).toBe(200);
      const one = await t.app.inject({ url: `/api/deliverables/${v.id}`, headers: { cookie } });
      expect(one.statusCode).toBe(200);
      expect(one.json().data.files[0].id).toBe(file.id);
      expect((await t.app.inject({ url: file.url, headers: { cookie } })).statusCode).toBe(200);
    }
    expect(
      (await t.app.inject({ url: '/api/deliverables/999999999', headers: { cookie: staff } })).statusCode,
    ).toBe(404);
  });
});

describe('notifications and e-mails', () => {
  it('"New version ready", "Version approved", "Changes requested" reach the right people once each, in the app and by e-mail', async () => {
    const r: RequestSnapshot = await newRequest({
      createdBy: DEMO.acmeOwner,
      assignees: [DEMO.acmeMember],
      assignedTo: [DEMO.designer, DEMO.staff],
    });
    const [ownerId, memberId, designerId, staffId] = await Promise.all(
      [DEMO.acmeOwner, DEMO.acmeMember, DEMO.designer, DEMO.staff].map((e) => userId(t.ctx.db, e)),
    );
    const v1 = (await deliver(staff, r.id, { note: 'v1' })).json().data;
    const ready = await notesOf(r.id, 'deliverable_ready');
    expect(ready.map((n) => n.userId).sort()).toEqual([ownerId, memberId].sort());
    expect(ready[0]!.message).toContain('New version ready for review');
    const readyMails = await mailsAbout(r.title, 'deliverable_ready');
    expect(readyMails.map((m) => m.to[0]).sort()).toEqual([DEMO.acmeOwner, DEMO.acmeMember].sort());
    expect(readyMails[0]!.subject).toBe(`New version ready for review: ${r.title} (v1)`);

    await askChanges(member, v1.id, 'More contrast');
    await askChanges(member, v1.id, 'More contrast'); // a retry: answered, nothing new
    const changes = await notesOf(r.id, 'deliverable_changes_requested');
    expect(changes.map((n) => n.userId).sort()).toEqual([designerId, staffId].sort());
    expect(changes[0]!.message).toContain('More contrast');
    const changeMails = await mailsAbout(r.title, 'deliverable_changes_requested');
    expect(changeMails.map((m) => m.to[0]).sort()).toEqual([DEMO.designer, DEMO.staff].sort());

    const v2 = (await deliver(designer, r.id, { note: 'v2' })).json().data;
    await approve(owner, v2.id, true);
    const approved = await notesOf(r.id, 'deliverable_approved');
    expect(approved.map((n) => n.userId).sort()).toEqual([designerId, staffId].sort());
    const approvedMails = await mailsAbout(r.title, 'deliverable_approved');
    expect(approvedMails).toHaveLength(2);
    expect((await mailsAbout(r.title, 'deliverable_ready')).length).toBe(4);
    const all = await t.ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.requestId, r.id),
          inArray(notifications.type, [
            'deliverable_ready',
            'deliverable_approved',
            'deliverable_changes_requested',
          ]),
        ),
      );
    // v1 to 2, changes to 2, v2 to 2, approval to 2.
    expect(all).toHaveLength(8);
  });
  it('approving with "mark Finished" tells the staff once (the approval), not again as a status change', async () => {
    const r: RequestSnapshot = await newRequest({
      createdBy: DEMO.acmeOwner,
      assignees: [DEMO.acmeMember],
      assignedTo: [DEMO.designer],
    });
    const [memberId, designerId] = await Promise.all(
      [DEMO.acmeMember, DEMO.designer].map((e) => userId(t.ctx.db, e)),
    );
    const v1 = (await deliver(designer, r.id, { note: 'v1' })).json().data;
    // An endpoint of Acme's that wants status changes: the move's webhook still goes out.
    const [endpoint] = await t.ctx.db
      .insert(webhookEndpoints)
      .values({
        enterpriseId: r.enterpriseId,
        url: 'https://hooks.example.com/status',
        events: ['request.status_changed'],
        secret: 'whsec_test',
        secretHint: 'test',
      })
      .returning();
    try {
      const since = await t.ctx.db
        .select({ id: sql<number>`coalesce(max(${emailOutbox.id}), 0)::int` })
        .from(emailOutbox);
      const notesSince = await t.ctx.db
        .select({ id: sql<number>`coalesce(max(${notifications.id}), 0)::int` })
        .from(notifications);
      expect((await approve(owner, v1.id, true)).statusCode).toBe(200);
      expect(await statusOf(r.id)).toBe('FINISHED');

      const mails = await t.ctx.db
        .select({ kind: emailOutbox.kind, to: emailOutbox.to, subject: emailOutbox.subject })
        .from(emailOutbox)
        .where(and(sql`${emailOutbox.id} > ${since[0]!.id}`, like(emailOutbox.subject, `%${r.title}%`)));
      const notes = await t.ctx.db
        .select({ userId: notifications.userId, type: notifications.type })
        .from(notifications)
        .where(and(sql`${notifications.id} > ${notesSince[0]!.id}`, eq(notifications.requestId, r.id)));
      // The designer (staff): one e-mail and one notification, the approval's.
      expect(mails.filter((m) => m.to.includes(DEMO.designer)).map((m) => m.kind)).toEqual([
        'deliverable_approved',
      ]);
      expect(notes.filter((n) => n.userId === designerId).map((n) => n.type)).toEqual([
        'deliverable_approved',
      ]);
      // The member (an assignee the approval does not tell) still hears of the status change.
      expect(mails.filter((m) => m.to.includes(DEMO.acmeMember)).map((m) => m.kind)).toEqual([
        'request_status',
      ]);
      expect(notes.filter((n) => n.userId === memberId).map((n) => n.type)).toEqual(['request_state_change']);
      // The timeline and the webhook of the move are kept.
      const timeline = await t.ctx.db
        .select({ kind: requestEvents.kind, data: requestEvents.data })
        .from(requestEvents)
        .where(eq(requestEvents.requestId, r.id));
      expect(timeline.some((e) => JSON.stringify(e.data).includes('FINISHED'))).toBe(true);
      const hooks = await t.ctx.db
        .select({ type: webhookEvents.type, change: webhookEvents.change })
        .from(webhookEvents)
        .where(and(eq(webhookEvents.requestId, r.id), eq(webhookEvents.type, 'request.status_changed')));
      expect(hooks).toEqual([
        { type: 'request.status_changed', change: { from: 'IN_PROGRESS', to: 'FINISHED' } },
      ]);
    } finally {
      await t.ctx.db.delete(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint!.id));
      await t.ctx.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint!.id));
    }
  });
});

describe('approving with "mark Finished", per channel of the staff member’s settings for approvals', () => {
  // Status changes keep the staff default (in the app, e-mail at once). On each channel the move is
  // told by the approval's message when that reaches them at least as soon, else as a status change.
  it.each([
    [
      'approvals off: the move is told as a status change on both',
      { inApp: false, email: 'off' },
      ['request_state_change'],
      ['request_status'],
    ],
    [
      'approvals in the app only: the approval there, the move by e-mail',
      { inApp: true, email: 'off' },
      ['deliverable_approved'],
      ['request_status'],
    ],
    [
      'approvals by e-mail only: the move in the app, the approval by e-mail',
      { inApp: false, email: 'immediate' },
      ['request_state_change'],
      ['deliverable_approved'],
    ],
    [
      'approvals in the digest: the move by e-mail at once',
      { inApp: true, email: 'digest' },
      ['deliverable_approved'],
      ['request_status'],
    ],
  ])('%s', async (_what, approvals, expectedNotes, expectedMails) => {
    const r: RequestSnapshot = await newRequest({ createdBy: DEMO.acmeOwner, assignedTo: [DEMO.designer] });
    const designerId = await userId(t.ctx.db, DEMO.designer);
    const prefs = (events: unknown[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/notification-preferences',
        headers: { cookie: designer },
        payload: { events },
      });
    const off = await prefs([{ type: 'deliverable_approved', ...approvals }]);
    expect(off.statusCode, off.body).toBe(200);
    try {
      const v1 = (await deliver(designer, r.id, { note: 'v1' })).json().data;
      const [mailsSince] = await t.ctx.db
        .select({ id: sql<number>`coalesce(max(${emailOutbox.id}), 0)::int` })
        .from(emailOutbox);
      const [notesSince] = await t.ctx.db
        .select({ id: sql<number>`coalesce(max(${notifications.id}), 0)::int` })
        .from(notifications);
      expect((await approve(owner, v1.id, true)).statusCode).toBe(200);
      const mails = (
        await t.ctx.db
          .select({ kind: emailOutbox.kind, to: emailOutbox.to })
          .from(emailOutbox)
          .where(sql`${emailOutbox.id} > ${mailsSince!.id}`)
      ).filter((m) => m.to.includes(DEMO.designer));
      const notes = await t.ctx.db
        .select({ type: notifications.type })
        .from(notifications)
        .where(
          and(
            sql`${notifications.id} > ${notesSince!.id}`,
            eq(notifications.userId, designerId),
            eq(notifications.requestId, r.id),
          ),
        );
      expect(mails.map((m) => m.kind)).toEqual(expectedMails);
      expect(notes.map((n) => n.type)).toEqual(expectedNotes);
    } finally {
      await prefs([{ type: 'deliverable_approved', inApp: true, email: 'immediate' }]);
    }
  });
});

describe('the latest version on list rows', () => {
  it('list rows carry the latest version and its review state (null before the first)', async () => {
    const r = await newRequest({ title: `Chip ${Date.now()}` });
    const row = async () => {
      const res = await t.app.inject({ url: '/api/service-requests?limit=100', headers: { cookie: staff } });
      expect(res.statusCode).toBe(200);
      return res.json().data.find((x: { id: number }) => x.id === r.id);
    };
    expect((await row()).latestDeliverable).toBeNull();
    await deliver(staff, r.id, { note: 'v1' });
    const v2 = (await deliver(staff, r.id, { note: 'v2' })).json().data;
    expect((await row()).latestDeliverable).toEqual({ number: 2, state: 'awaiting' });
    await askChanges(member, v2.id, 'Redo');
    expect((await row()).latestDeliverable).toEqual({ number: 2, state: 'changes_requested' });
  });
});

describe('live: an open deliverables panel hears of a new version and its review', () => {
  /** A signed-in person of these Acme companies (a fresh account, so its preferences are its own). */
  async function person(name: string, companyNames: string[]) {
    const email = `${name}-${Date.now()}@acme.test`;
    const [u] = await t.ctx.db
      .insert(users)
      .values({ username: email, email, passwordHash: await hashPassword(DEMO_PASSWORD), firstName: name })
      .returning();
    const rows = await t.ctx.db.select().from(companies).where(inArray(companies.name, companyNames));
    await t.ctx.db.insert(companyMembers).values(rows.map((c) => ({ companyId: c.id, userId: u!.id })));
    return { id: u!.id, email, cookie: await loginAs(t.app, email), companies: rows };
  }
  const ready = (...clients: SseClient[]) =>
    Promise.all(clients.map((c) => c.waitFor((e) => e.some((x) => x.event === 'ready'))));
  const comment = (cookie: string, serviceRequest: number, content: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: { cookie },
      payload: { data: { serviceRequest, content } },
    });

  it('`deliverable` reaches everyone following the request who may see it, notifications off or not; nobody else', async () => {
    // The assignee turned "New version ready" off, in the app and by e-mail.
    const quiet = await person('quiet', ['Acme Foods']);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: { cookie: quiet.cookie },
      payload: { events: [{ type: 'deliverable_ready', inApp: false, email: 'off' }] },
    });
    expect(off.statusCode).toBe(200);
    // One who followed the request and then left Acme Foods (still in Acme Apparel).
    const leaver = await person('leaver', ['Acme Foods', 'Acme Apparel']);
    const r = await newRequest({ assignees: [DEMO.acmeMember, quiet.email] });
    const apparel = await insertRequest(t.ctx, { company: 'Acme Apparel', createdBy: DEMO.acmeOwner });
    const theirs = await insertRequest(t.ctx, { company: 'Globex Retail', createdBy: DEMO.globexOwner });
    const base = await listen(t.app);
    const follow = (cookie: string, ids: number[]) =>
      SseClient.open(base, `/api/events?requests=${ids.join(',')}`, cookie);
    const quietSse = await follow(quiet.cookie, [r.id]);
    const ownerSse = await follow(owner, [r.id]);
    const designerSse = await follow(designer, [r.id]);
    const leaverSse = await follow(leaver.cookie, [r.id, apparel.id]);
    const globexSse = await follow(globex, [r.id, theirs.id]);
    const all = [quietSse, ownerSse, designerSse, leaverSse, globexSse];
    try {
      await ready(...all);
      await t.ctx.db
        .delete(companyMembers)
        .where(and(eq(companyMembers.userId, leaver.id), eq(companyMembers.companyId, r.companyId)));

      const v1 = (await deliver(staff, r.id, { note: 'First cut' })).json().data;
      await Promise.all(
        [quietSse, ownerSse, designerSse].map((c) => c.waitFor(() => c.of('deliverable').length === 1)),
      );
      for (const c of [quietSse, ownerSse, designerSse]) {
        expect(c.of('deliverable')[0]!.data).toEqual({ requestId: r.id, versionId: v1.id });
      }
      // Its notifications are off: no notification told the quiet assignee, the event did.
      const told = await t.ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, quiet.id), eq(notifications.requestId, r.id)));
      expect(told).toEqual([]);
      expect(quietSse.of('notification')).toEqual([]);

      // The review too: the quiet assignee approves, every viewer re-reads (the request is Finished).
      expect((await approve(quiet.cookie, v1.id, true)).statusCode).toBe(200);
      await Promise.all(
        [quietSse, ownerSse, designerSse].map((c) => c.waitFor(() => c.of('deliverable').length === 2)),
      );
      expect(ownerSse.of('deliverable')[1]!.data).toEqual({ requestId: r.id, versionId: v1.id });

      // The leaver and Globex follow the request's id but may not see it: nothing, ever. A comment on
      // a request they do see is committed after both: once it is in, anything before it is too.
      expect((await comment(owner, apparel.id, 'marker')).statusCode).toBe(200);
      expect((await comment(globex, theirs.id, 'marker')).statusCode).toBe(200);
      await leaverSse.waitFor(() => leaverSse.of('comment').length === 1);
      await globexSse.waitFor(() => globexSse.of('comment').length === 1);
      expect(leaverSse.of('deliverable')).toEqual([]);
      expect(globexSse.of('deliverable')).toEqual([]);
    } finally {
      for (const c of all) c.close();
    }
  });
});
