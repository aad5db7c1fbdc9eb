// Proofing pins end to end (issue 27): numbered pins on images and PDF pages of a version, their words
// a comment of the request's thread, replies, resolution, who may do what and bad input, on one
// seeded app (both engines).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { SseClient, listen } from '../../../test/sse-client.ts';
import { seedDemo } from '../../../seed/demo.ts';
import { DEMO, loginAs } from '../../../test/factories.ts';
import { multipartBody, PNG_1x1 } from '../../../test/multipart.ts';
import { insertRequest, userId } from '../../../test/notify-fixtures.ts';
import { comments, emailOutbox, notifications, proofPins } from '../../../db/schema/index.ts';
import { PIN_MESSAGES } from '#shared/domain/proofing.ts';
import { DELIVERABLE_MESSAGES } from '#shared/domain/deliverables.ts';

let t: TestApp;
let owner: string;
let member: string;
let staff: string;
let designer: string;
let globex: string;

/** A one-page PDF (what the upload pipeline recognises as application/pdf). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

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

const newRequest = (over: Partial<Parameters<typeof insertRequest>[1]> = {}) =>
  insertRequest(t.ctx, {
    company: 'Acme Foods',
    createdBy: DEMO.acmeMember,
    assignees: [DEMO.acmeMember],
    assignedTo: [DEMO.designer],
    status: 'IN_PROGRESS',
    title: `Proof ${Math.random().toString(36).slice(2, 8)}`,
    ...over,
  });

async function upload(cookie: string, name: string, contentType: string, data: Buffer) {
  const { payload, headers } = multipartBody([{ filename: name, contentType, data }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json()[0] as { id: string; mime: string };
}

/** A request with v1 delivered by staff: a PNG, a PDF and a text file. */
async function delivered(over: Partial<Parameters<typeof insertRequest>[1]> = {}) {
  const r = await newRequest(over);
  const png = await upload(staff, 'poster.png', 'image/png', PNG_1x1);
  const pdf = await upload(staff, 'brochure.pdf', 'application/pdf', PDF);
  const txt = await upload(staff, 'notes.txt', 'text/plain', Buffer.from('plain notes'));
  expect([png.mime, pdf.mime, txt.mime]).toEqual(['image/png', 'application/pdf', 'text/plain']);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/service-requests/${r.id}/deliverables`,
    headers: { cookie: staff },
    payload: { data: { note: 'v1', files: [png.id, pdf.id, txt.id] } },
  });
  expect(res.statusCode).toBe(200);
  return { request: r, versionId: res.json().data.id as number, png, pdf, txt };
}

const pin = (cookie: string | null, requestId: number, data: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/service-requests/${requestId}/proof-pins`,
    headers: cookie ? { cookie } : {},
    payload: { data },
  });
const pins = (cookie: string | null, requestId: number, versionId?: number) =>
  t.app.inject({
    url: `/api/service-requests/${requestId}/proof-pins${versionId ? `?versionId=${versionId}` : ''}`,
    headers: cookie ? { cookie } : {},
  });
const act = (cookie: string | null, pinId: number, action: 'resolve' | 'reopen' | 'replies', text?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/proof-pins/${pinId}/${action}`,
    headers: cookie ? { cookie } : {},
    ...(text === undefined ? {} : { payload: { data: { text } } }),
  });
const thread = (cookie: string, requestId: number) =>
  t.app.inject({ url: `/api/comments/service-request/${requestId}?limit=50`, headers: { cookie } });
const pinRows = (versionId: number) =>
  t.ctx.db.select().from(proofPins).where(eq(proofPins.versionId, versionId));
const commentCount = async (requestId: number) =>
  (await t.ctx.db.select({ id: comments.id }).from(comments).where(eq(comments.requestId, requestId))).length;

describe('placing pins', () => {
  it('numbers pins per version, stores percentages, and puts the words in the thread with the pin', async () => {
    const { request, versionId, png, pdf } = await delivered();
    const first = await pin(member, request.id, {
      versionId,
      fileId: png.id,
      x: 12.5,
      y: 80.1234,
      text: 'Make the logo <b>bigger</b>\n\nand bluer',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      meta: { duplicate: false },
      data: {
        requestId: request.id,
        versionId,
        versionNumber: 1,
        number: 1,
        fileId: png.id,
        fileName: 'poster.png',
        fileMime: 'image/png',
        page: 1,
        x: 12.5,
        y: 80.123,
        content: '<p>Make the logo &lt;b&gt;bigger&lt;/b&gt;</p><p>and bluer</p>',
        author: { email: DEMO.acmeMember },
        resolvedAt: null,
        resolvedBy: null,
        replies: [],
      },
    });
    // Staff pin too (both sides comment), and a PDF page takes one.
    const second = await pin(designer, request.id, {
      versionId,
      fileId: pdf.id,
      page: 3,
      x: 0,
      y: 100,
      text: 'Typo here',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ number: 2, page: 3, x: 0, y: 100, fileName: 'brochure.pdf' });
    const third = await pin(owner, request.id, { versionId, fileId: png.id, x: 50, y: 50, text: 'Crop' });
    expect(third.json().data.number).toBe(3);

    const listed = await pins(member, request.id);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((p: { number: number; x: number }) => [p.number, p.x])).toEqual([
      [1, 12.5],
      [2, 0],
      [3, 50],
    ]);
    expect((await pins(designer, request.id, versionId)).json().data).toHaveLength(3);

    // The words are a comment of the request's thread, carrying the pin's link.
    const page = await thread(staff, request.id);
    const pinned = page.json().data.find((c: { id: number }) => c.id === first.json().data.commentId);
    expect(pinned).toMatchObject({
      content: '<p>Make the logo &lt;b&gt;bigger&lt;/b&gt;</p><p>and bluer</p>',
      user: { email: DEMO.acmeMember },
      pin: {
        id: first.json().data.id,
        number: 1,
        versionId,
        versionNumber: 1,
        fileName: 'poster.png',
        page: 1,
      },
    });
    // …so the request's staff are told as for any comment.
    const told = await t.ctx.db
      .select({ userId: notifications.userId, message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.requestId, request.id), eq(notifications.type, 'comment_new_create')));
    const designerId = await userId(t.ctx.db, DEMO.designer);
    expect(told.map((n) => n.userId)).toContain(designerId);
    // …saying which pin: "Pin 1 on v1 · poster.png: Make the logo …".
    expect(told.find((n) => n.userId === designerId)?.message).toContain(
      'Pin 1 on v1 · poster.png: Make the logo',
    );
    const mails = await t.ctx.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, 'comment'),
          like(emailOutbox.text, '%Pin 2 on v1 · brochure.pdf, page 3: Typo here%'),
        ),
      );
    expect(mails.length).toBeGreaterThan(0);
  });

  it('pins placed at once get different numbers, beside a comment and a review at the same time', async () => {
    const { request, versionId, png } = await delivered();
    const [comment, review, ...results] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/comments',
        headers: { cookie: member },
        payload: { data: { serviceRequest: request.id, content: '<p>Also the font</p>' } },
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/deliverables/${versionId}/request-changes`,
        headers: { cookie: owner },
        payload: { data: { message: 'See the pins' } },
      }),
      ...[member, owner, staff, designer, member].map((c, i) =>
        pin(c, request.id, { versionId, fileId: png.id, x: i * 10, y: i * 10, text: `Change ${i}` }),
      ),
    ]);
    expect([comment!.statusCode, review!.statusCode]).toEqual([200, 200]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(results.map((r) => r.json().data.number).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await pinRows(versionId)).toHaveLength(5);
    expect(await commentCount(request.id)).toBe(6);
  });

  it('a repeat of the same pin stores one; the same words elsewhere are another pin', async () => {
    const { request, versionId, png } = await delivered();
    const body = { versionId, fileId: png.id, x: 20, y: 30, text: 'Same words' };
    const a = await pin(member, request.id, body);
    const b = await pin(member, request.id, body);
    expect(b.json().meta.duplicate).toBe(true);
    expect(b.json().data.id).toBe(a.json().data.id);
    const c = await pin(member, request.id, { ...body, x: 60 });
    expect(c.json()).toMatchObject({ meta: { duplicate: false }, data: { number: 2 } });
    expect(await pinRows(versionId)).toHaveLength(2);
    expect(await commentCount(request.id)).toBe(2);
  });

  it('refuses bad input with a clear 400 and stores nothing (no pin, no comment)', async () => {
    const { request, versionId, png, pdf, txt } = await delivered();
    const other = await delivered();
    const ok = { versionId, fileId: png.id, x: 10, y: 10, text: 'Fix' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, x: -0.1 }, PIN_MESSAGES.outside],
      [{ ...ok, x: 100.01 }, PIN_MESSAGES.outside],
      [{ ...ok, y: 250 }, PIN_MESSAGES.outside],
      [{ ...ok, y: 'top' }, PIN_MESSAGES.outside],
      [{ ...ok, text: '   \n ' }, PIN_MESSAGES.textRequired],
      [{ ...ok, text: 'x'.repeat(5001) }, PIN_MESSAGES.textTooLong],
      [{ ...ok, fileId: txt.id }, PIN_MESSAGES.notProofable],
      [{ ...ok, fileId: other.png.id }, PIN_MESSAGES.fileNotInVersion],
      [{ ...ok, fileId: 'not-a-file' }, PIN_MESSAGES.fileNotInVersion],
      [{ ...ok, page: 2 }, PIN_MESSAGES.imagePage],
      [{ ...ok, fileId: pdf.id, page: 0 }, ''],
      // A version of another request (one the actor may see).
      [{ ...ok, versionId: other.versionId, fileId: other.png.id }, PIN_MESSAGES.otherRequest],
    ];
    for (const [data, message] of cases) {
      const res = await pin(member, request.id, data);
      expect(res.statusCode, JSON.stringify(data).slice(0, 120)).toBe(400);
      expect(res.json().error.message.toLowerCase()).toContain(message.toLowerCase());
    }
    expect(await pinRows(versionId)).toHaveLength(0);
    expect(await pinRows(other.versionId)).toHaveLength(0);
    expect(await commentCount(request.id)).toBe(0);
    // An unknown version: 404.
    const unknown = await pin(member, request.id, { ...ok, versionId: 999_999_999 });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('who may pin, reply and resolve', () => {
  it("another enterprise's request, version or pin is 404 by id; signed out is 401", async () => {
    const { request, versionId, png } = await delivered();
    const placed = (
      await pin(member, request.id, { versionId, fileId: png.id, x: 5, y: 5, text: 'Mine' })
    ).json().data;
    expect(
      (await pin(globex, request.id, { versionId, fileId: png.id, x: 1, y: 1, text: 'x' })).statusCode,
    ).toBe(404);
    expect((await pins(globex, request.id)).statusCode).toBe(404);
    for (const action of ['resolve', 'reopen'] as const) {
      const res = await act(globex, placed.id, action);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(PIN_MESSAGES.notFound);
    }
    expect((await act(globex, placed.id, 'replies', 'Hi')).statusCode).toBe(404);
    expect((await act(null, placed.id, 'resolve')).statusCode).toBe(401);
    expect(
      (await pin(null, request.id, { versionId, fileId: png.id, x: 1, y: 1, text: 'x' })).statusCode,
    ).toBe(401);

    // Globex's own request: its version named on an Acme request is 404 (not "another request").
    const theirs = await delivered({
      company: 'Globex Retail',
      createdBy: DEMO.globexOwner,
      assignees: [DEMO.globexOwner],
    });
    const res = await pin(member, request.id, {
      versionId: theirs.versionId,
      fileId: theirs.png.id,
      x: 1,
      y: 1,
      text: 'x',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(DELIVERABLE_MESSAGES.notFound);
    // And an Acme customer cannot pin on Globex's request by its own id.
    expect(
      (
        await pin(member, theirs.request.id, {
          versionId: theirs.versionId,
          fileId: theirs.png.id,
          x: 1,
          y: 1,
          text: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(await pinRows(theirs.versionId)).toHaveLength(0);
    expect((await pinRows(versionId)).map((p) => p.id)).toEqual([placed.id]);
  });

  it('replies go under the pin’s comment; each side resolves and reopens, once', async () => {
    const { request, versionId, png } = await delivered();
    const placed = (
      await pin(member, request.id, { versionId, fileId: png.id, x: 5, y: 5, text: 'Bigger' })
    ).json().data;
    const reply = await act(designer, placed.id, 'replies', 'On it');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.replies).toMatchObject([
      { content: '<p>On it</p>', user: { email: DEMO.designer } },
    ]);
    const again = await act(owner, placed.id, 'replies', 'Thanks');
    expect(again.json().data.replies.map((r: { content: string }) => r.content)).toEqual([
      '<p>On it</p>',
      '<p>Thanks</p>',
    ]);
    expect((await act(owner, placed.id, 'replies', '  ')).statusCode).toBe(400);
    // In the thread: replies of the pin's comment.
    const top = (await thread(member, request.id))
      .json()
      .data.find((c: { id: number }) => c.id === placed.commentId);
    expect(top.replies.map((r: { content: string }) => r.content)).toEqual(['<p>On it</p>', '<p>Thanks</p>']);

    const resolved = await act(designer, placed.id, 'resolve');
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({
      meta: { duplicate: false },
      data: { resolvedBy: { email: DEMO.designer } },
    });
    expect(resolved.json().data.resolvedAt).not.toBeNull();
    const twice = await act(member, placed.id, 'resolve');
    expect(twice.json()).toMatchObject({
      meta: { duplicate: true },
      data: { resolvedBy: { email: DEMO.designer } },
    });
    const reopened = await act(member, placed.id, 'reopen');
    expect(reopened.json()).toMatchObject({
      meta: { duplicate: false },
      data: { resolvedAt: null, resolvedBy: null },
    });
    expect((await act(owner, placed.id, 'resolve')).json().data.resolvedBy).toMatchObject({
      email: DEMO.acmeOwner,
    });
    const [row] = await t.ctx.db
      .select()
      .from(proofPins)
      .where(inArray(proofPins.id, [placed.id]));
    expect(row!.resolvedById).toBe(await userId(t.ctx.db, DEMO.acmeOwner));
  });
});

const move = (cookie: string | null, pinId: number, data: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/proof-pins/${pinId}/move`,
    headers: cookie ? { cookie } : {},
    payload: { data },
  });
const remove = (cookie: string | null, pinId: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/proof-pins/${pinId}`, headers: cookie ? { cookie } : {} });
const rowOf = async (pinId: number) =>
  (await t.ctx.db.select().from(proofPins).where(eq(proofPins.id, pinId)))[0]!;
const placeOf = async (pinId: number) => {
  const r = await rowOf(pinId);
  return { x: Number(r.x), y: Number(r.y), page: r.page, deletedAt: r.deletedAt };
};

describe('moving a pin', () => {
  it('its author and staff move it; its number, words and replies stay; a repeat changes nothing', async () => {
    const { request, versionId, png, pdf } = await delivered();
    const placed = (
      await pin(member, request.id, { versionId, fileId: png.id, x: 5, y: 5, text: 'Move me' })
    ).json().data;
    await act(designer, placed.id, 'replies', 'Seen');
    const moved = await move(member, placed.id, { x: 40.12345, y: 60 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      meta: { duplicate: false },
      data: { id: placed.id, number: 1, x: 40.123, y: 60, page: 1, content: '<p>Move me</p>' },
    });
    expect(moved.json().data.replies).toHaveLength(1);
    expect((await move(member, placed.id, { x: 40.123, y: 60 })).json().meta.duplicate).toBe(true);
    // Staff may move anyone's pin.
    expect((await move(staff, placed.id, { x: 0, y: 100 })).json().data).toMatchObject({ x: 0, y: 100 });
    expect((await pins(owner, request.id)).json().data[0]).toMatchObject({ id: placed.id, x: 0, y: 100 });

    // A PDF's pin may go to another page.
    const onPdf = (
      await pin(member, request.id, { versionId, fileId: pdf.id, page: 1, x: 5, y: 5, text: 'Wrong page' })
    ).json().data;
    expect((await move(member, onPdf.id, { x: 10, y: 20, page: 3 })).json().data).toMatchObject({
      page: 3,
      x: 10,
      y: 20,
    });
  });

  it('refuses another customer (403), another enterprise (404), signed out (401) and bad input (400), changing nothing', async () => {
    const { request, versionId, png } = await delivered();
    const placed = (
      await pin(member, request.id, { versionId, fileId: png.id, x: 5, y: 5, text: 'Mine' })
    ).json().data;
    const before = await placeOf(placed.id);

    const other = await move(owner, placed.id, { x: 50, y: 50 });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe(PIN_MESSAGES.moveNotYours);
    const outside = await move(globex, placed.id, { x: 50, y: 50 });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error.message).toBe(PIN_MESSAGES.notFound);
    expect((await move(null, placed.id, { x: 50, y: 50 })).statusCode).toBe(401);
    expect((await move(member, 987_654_321, { x: 50, y: 50 })).statusCode).toBe(404);

    for (const bad of [{ x: 100.5, y: 5 }, { x: 5, y: -1 }, { x: 'left', y: 5 }, { y: 5 }]) {
      const res = await move(member, placed.id, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(PIN_MESSAGES.outside);
    }
    const page2 = await move(member, placed.id, { x: 50, y: 50, page: 2 });
    expect(page2.statusCode).toBe(400);
    expect(page2.json().error.message).toBe(PIN_MESSAGES.imagePage);
    expect((await move(member, placed.id, { x: 50, y: 50, page: 0 })).statusCode).toBe(400);
    expect(await placeOf(placed.id)).toEqual(before);
  });
});

describe('deleting a pin', () => {
  it('its author deletes it while nobody else replied: off the list, words kept in the thread, number not reused', async () => {
    const { request, versionId, png } = await delivered();
    const keep = (
      await pin(member, request.id, { versionId, fileId: png.id, x: 5, y: 5, text: 'Keep' })
    ).json().data;
    const placed = (
      await pin(member, request.id, { versionId, fileId: png.id, x: 9, y: 9, text: 'Oops' })
    ).json().data;
    await act(member, placed.id, 'replies', 'my own afterthought');
    // The thread, read twice (the second from the read cache), names the pin.
    for (let i = 0; i < 2; i++) {
      const top = (await thread(owner, request.id))
        .json()
        .data.find((c: { id: number }) => c.id === placed.commentId);
      expect(top.pin).toMatchObject({ id: placed.id, number: 2 });
    }
    const res = await remove(member, placed.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: placed.id, number: 2, versionId }, meta: { duplicate: false } });
    expect((await pins(owner, request.id)).json().data.map((p: { id: number }) => p.id)).toEqual([keep.id]);
    // The words and the reply stay in the thread, no longer naming a pin.
    const top = (await thread(owner, request.id))
      .json()
      .data.find((c: { id: number }) => c.id === placed.commentId);
    expect(top.content).toBe('<p>Oops</p>');
    expect(top.pin ?? null).toBeNull();
    expect(top.replies.map((r: { content: string }) => r.content)).toEqual(['<p>my own afterthought</p>']);
    expect((await rowOf(placed.id)).deletedById).toBe(await userId(t.ctx.db, DEMO.acmeMember));

    // Again: answered, nothing changed. The next pin is 3, never 2 again.
    expect((await remove(member, placed.id)).json().meta.duplicate).toBe(true);
    const next = await pin(member, request.id, { versionId, fileId: png.id, x: 9, y: 9, text: 'Oops' });
    expect(next.json()).toMatchObject({ meta: { duplicate: false }, data: { number: 3 } });

    // A deleted pin is not moved, resolved or answered: a clear 404, nothing changes.
    const before = await placeOf(placed.id);
    for (const res of [
      await move(member, placed.id, { x: 50, y: 50 }),
      await act(member, placed.id, 'resolve'),
      await act(owner, placed.id, 'replies', 'Hello?'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(PIN_MESSAGES.deleted);
    }
    expect(await placeOf(placed.id)).toEqual(before);
    expect((await rowOf(placed.id)).resolvedAt).toBeNull();
    // To another enterprise it is simply not found.
    expect((await move(globex, placed.id, { x: 5, y: 5 })).json().error.message).toBe(PIN_MESSAGES.notFound);
  });

  it('once others replied only staff delete it; another customer never; another enterprise 404', async () => {
    const { request, versionId, png } = await delivered();
    const placed = (
      await pin(member, request.id, { versionId, fileId: png.id, x: 5, y: 5, text: 'Answered' })
    ).json().data;
    const lone = (
      await pin(member, request.id, { versionId, fileId: png.id, x: 6, y: 6, text: 'Not yours' })
    ).json().data;
    await act(designer, placed.id, 'replies', 'Will do');

    const author = await remove(member, placed.id);
    expect(author.statusCode).toBe(403);
    expect(author.json().error.message).toBe(PIN_MESSAGES.deleteAnswered);
    const other = await remove(owner, lone.id);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe(PIN_MESSAGES.deleteNotYours);
    const outside = await remove(globex, placed.id);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error.message).toBe(PIN_MESSAGES.notFound);
    expect((await remove(null, placed.id)).statusCode).toBe(401);
    expect((await remove(member, 987_654_321)).statusCode).toBe(404);
    expect((await rowOf(placed.id)).deletedAt).toBeNull();
    expect((await rowOf(lone.id)).deletedAt).toBeNull();

    expect((await remove(staff, placed.id)).json().meta.duplicate).toBe(false);
    expect((await pins(member, request.id)).json().data.map((p: { id: number }) => p.id)).toEqual([lone.id]);
    const top = (await thread(member, request.id))
      .json()
      .data.find((c: { id: number }) => c.id === placed.commentId);
    expect(top.replies.map((r: { content: string }) => r.content)).toEqual(['<p>Will do</p>']);
  });
});

const postComment = (cookie: string, serviceRequest: number, content: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: { cookie },
    payload: { data: { serviceRequest, content } },
  });
const ready = (...clients: SseClient[]) =>
  Promise.all(clients.map((c) => c.waitFor((e) => e.some((x) => x.event === 'ready'))));

describe('live: a pin resolved or reopened reaches the other viewers', () => {
  let base: string;
  let second: TestApp;
  beforeAll(async () => {
    base = await listen(t.app);
    second = await buildSecondInstance(t);
  });
  afterAll(async () => second?.close());

  it('each change is one `pin` event to who may see the request, a repeat none, another enterprise nothing', async () => {
    const { request, versionId, png } = await delivered();
    const placed = (
      await pin(member, request.id, { versionId, fileId: png.id, x: 5, y: 5, text: 'Bigger' })
    ).json().data;
    const theirs = await insertRequest(t.ctx, {
      company: 'Globex Retail',
      createdBy: DEMO.globexOwner,
      assignees: [DEMO.globexOwner],
      status: 'IN_PROGRESS',
      title: 'Globex own',
    });
    const viewer = await SseClient.open(base, `/api/events?requests=${request.id}`, owner);
    const outsider = await SseClient.open(base, `/api/events?requests=${request.id},${theirs.id}`, globex);
    try {
      await ready(viewer, outsider);

      expect((await act(designer, placed.id, 'resolve')).statusCode).toBe(200);
      await viewer.waitFor(() => viewer.of('pin').length === 1);
      expect(viewer.of('pin')[0]!.data).toEqual({ requestId: request.id, pinId: placed.id });
      // What the viewer then reads is the pin resolved.
      expect((await pins(owner, request.id)).json().data[0]).toMatchObject({
        id: placed.id,
        resolvedBy: { email: DEMO.designer },
      });

      // Resolved again: nothing changed, nothing announced. Reopened: announced.
      expect((await act(member, placed.id, 'resolve')).json().meta.duplicate).toBe(true);
      expect((await act(member, placed.id, 'reopen')).statusCode).toBe(200);
      // A comment after them all: once it is in, every pin event before it is too (commit order).
      expect((await postComment(owner, request.id, 'after the pins')).statusCode).toBe(200);
      await viewer.waitFor(() => viewer.of('comment').length === 1);
      expect(viewer.of('pin').map((e) => e.data.pinId)).toEqual([placed.id, placed.id]);
      expect((await pins(owner, request.id)).json().data[0]).toMatchObject({ resolvedAt: null });

      // Globex follows the request's id but may not see it: no pin event ever reaches it.
      expect((await postComment(globex, theirs.id, 'our own')).statusCode).toBe(200);
      await outsider.waitFor(() => outsider.of('comment').length === 1);
      expect(outsider.of('pin')).toEqual([]);
    } finally {
      viewer.close();
      outsider.close();
    }
  });

  it('a pin moved or deleted is one `pin` event each to the other viewers', async () => {
    const { request, versionId, png } = await delivered();
    const placed = (
      await pin(member, request.id, { versionId, fileId: png.id, x: 5, y: 5, text: 'Going places' })
    ).json().data;
    const viewer = await SseClient.open(base, `/api/events?requests=${request.id}`, owner);
    try {
      await ready(viewer);
      expect((await move(member, placed.id, { x: 70, y: 30 })).statusCode).toBe(200);
      expect((await move(member, placed.id, { x: 70, y: 30 })).json().meta.duplicate).toBe(true);
      expect((await remove(member, placed.id)).statusCode).toBe(200);
      expect((await remove(member, placed.id)).json().meta.duplicate).toBe(true);
      expect((await postComment(owner, request.id, 'after the pins')).statusCode).toBe(200);
      await viewer.waitFor(() => viewer.of('comment').length === 1);
      expect(viewer.of('pin').map((e) => e.data)).toEqual([
        { requestId: request.id, pinId: placed.id },
        { requestId: request.id, pinId: placed.id },
      ]);
      expect((await pins(owner, request.id)).json().data).toEqual([]);
    } finally {
      viewer.close();
    }
  });

  it('a pin resolved through another app instance reaches a viewer of this one', async () => {
    const { request, versionId, png } = await delivered();
    const placed = (
      await pin(member, request.id, { versionId, fileId: png.id, x: 9, y: 9, text: 'Elsewhere' })
    ).json().data;
    const viewer = await SseClient.open(base, `/api/events?requests=${request.id}`, owner);
    try {
      await ready(viewer);
      const res = await second.app.inject({
        method: 'POST',
        url: `/api/proof-pins/${placed.id}/resolve`,
        headers: { cookie: staff },
      });
      expect(res.statusCode).toBe(200);
      await viewer.waitFor(() => viewer.of('pin').length === 1);
      expect(viewer.of('pin')[0]!.data).toEqual({ requestId: request.id, pinId: placed.id });
      expect((await pins(owner, request.id)).json().data[0].resolvedBy).toMatchObject({ email: DEMO.staff });
    } finally {
      viewer.close();
    }
  });
});
