import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildDemoApp, type DemoApp } from '../../test/demo-app.ts';
import { DEMO } from '../../test/factories.ts';
import { multipartBody, PNG_1x1 } from '../../test/multipart.ts';
import { readZip } from '../../test/read-zip.ts';
import {
  companies,
  files,
  requestFiles,
  requestTypes,
  serviceRequests,
  users,
} from '../../db/schema/index.ts';
import { cleanUnattachedUploads } from './uploads.ts';
import { startHousekeeping } from '../../platform/housekeeping.ts';

let t: DemoApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await buildDemoApp();
  cookies = t.cookies;
});
afterAll(async () => t?.close());

async function upload(cookie: string, parts: Parameters<typeof multipartBody>[0]) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, cookie } });
}
const fileCount = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]!.n;
const storedObjects = () => {
  const root = path.join(t.ctx.env.dataDir, 'uploads');
  return fs.existsSync(root)
    ? fs.readdirSync(root, { recursive: true }).filter((f) => String(f).length > 3).length
    : 0;
};

/** A submitted request of Acme Foods with the given files attached. */
async function acmeRequestWith(fileIds: string[]): Promise<number> {
  const [company] = await t.ctx.db.select().from(companies).where(eq(companies.name, 'Acme Foods'));
  const [owner] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO.acmeOwner));
  let [type] = await t.ctx.db.select().from(requestTypes).limit(1);
  if (!type) {
    [type] = await t.ctx.db.insert(requestTypes).values({ name: 'Test type', credit: '1' }).returning();
  }
  const [req] = await t.ctx.db
    .insert(serviceRequests)
    .values({
      title: 'Files test',
      status: 'NOT_START',
      companyId: company!.id,
      enterpriseId: company!.enterpriseId,
      requestTypeId: type!.id,
      createdById: owner!.id,
    })
    .returning({ id: serviceRequests.id });
  for (const [i, fileId] of fileIds.entries()) {
    await t.ctx.db.insert(requestFiles).values({ requestId: req!.id, fileId, position: i });
    await t.ctx.db.update(files).set({ attachedAt: new Date() }).where(eq(files.id, fileId));
  }
  return req!.id;
}

describe('uploads', () => {
  it('stores files under random keys, sniffs the type from the bytes and sanitises the name', async () => {
    const res = await upload(cookies.acmeOwner!, [
      { filename: '../../etc/evil.html', contentType: 'text/html', data: PNG_1x1 },
      { filename: 'notes.txt', contentType: 'image/png', data: 'plain words' },
    ]);
    expect(res.statusCode).toBe(200);
    const [png, txt] = res.json();
    expect(png).toMatchObject({ name: 'evil.html', mime: 'image/png', size: PNG_1x1.length });
    expect(png.url).toBe(`/api/files/${png.id}`);
    expect(txt).toMatchObject({ name: 'notes.txt', mime: 'text/plain' });
    const [row] = await t.ctx.db.select().from(files).where(eq(files.id, png.id));
    expect(row!.storageKey).not.toContain('evil');
  });

  it('a name over 200 characters keeps its extension, and is never cut inside a character', async () => {
    const long = `Q4 report ${'y'.repeat(280)}.pdf`;
    // 🎨 counts 2 (textLength, as every limit counts): 195 + 2 would pass the 196 left beside ".png".
    const emoji = `${'a'.repeat(195)}${'🎨'.repeat(8)}.png`;
    // A flag is two code points, four units: none fits whole, and half of one is not a flag.
    const flags = `${'e'.repeat(193)}${'🇫🇷'.repeat(4)}.png`;
    // A letter with its combining dot (q̇: no precomposed form, so NFC keeps it two units) is one
    // character: a cut at unit 196 would leave the q without its dot.
    const accents = `${'o'.repeat(195)}${'q\u0307'.repeat(4)}.png`;
    const res = await upload(cookies.acmeOwner!, [
      { filename: long, contentType: 'application/pdf', data: '%PDF-1.4\n%%EOF\n' },
      { filename: emoji, contentType: 'image/png', data: PNG_1x1 },
      { filename: flags, contentType: 'image/png', data: PNG_1x1 },
      { filename: accents, contentType: 'image/png', data: PNG_1x1 },
    ]);
    expect(res.statusCode).toBe(200);
    const [pdf, png, flag, accent] = res.json() as { id: string; name: string }[];
    expect(pdf!.name).toHaveLength(200);
    expect(pdf!.name).toMatch(/^Q4 report y+\.pdf$/);
    expect(png!.name).toBe(`${'a'.repeat(195)}.png`);
    expect(flag!.name).toBe(`${'e'.repeat(193)}.png`);
    expect(accent!.name).toBe(`${'o'.repeat(195)}.png`);
    for (const f of [pdf, png, flag, accent]) {
      expect(f!.name.isWellFormed()).toBe(true);
      expect(f!.name.length).toBeLessThanOrEqual(200);
    }
    const download = await t.app.inject({
      url: `/api/files/${pdf!.id}`,
      headers: { cookie: cookies.acmeOwner! },
    });
    expect(download.headers['content-disposition']).toContain('.pdf');
  });

  it('refuses an 11th file with the specification message and keeps none of the batch', async () => {
    const before = await fileCount();
    const objects = storedObjects();
    const parts = Array.from({ length: 11 }, (_, i) => ({ filename: `f${i}.txt`, data: `file ${i}` }));
    const res = await upload(cookies.acmeOwner!, parts);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('You can upload up to 10 files only.');
    expect(await fileCount()).toBe(before);
    expect(storedObjects()).toBe(objects);
  });

  it('refuses a file over 100MB with "File is too large" and keeps nothing', async () => {
    const before = await fileCount();
    const objects = storedObjects();
    const big = Buffer.alloc(100 * 1024 * 1024 + 1, 1);
    const res = await upload(cookies.acmeOwner!, [
      { filename: 'ok.txt', data: 'small' },
      { filename: 'big.bin', data: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('File is too large');
    expect(await fileCount()).toBe(before);
    expect(storedObjects()).toBe(objects);
  }, 60_000);

  it('needs a session', async () => {
    const { payload, headers } = multipartBody([{ filename: 'a.txt', data: 'x' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/upload', payload, headers });
    expect(res.statusCode).toBe(401);
  });

  it('a fresh upload is downloadable by its uploader only (and staff)', async () => {
    const [file] = (await upload(cookies.acmeMember!, [{ filename: 'draft.png', data: PNG_1x1 }])).json();
    const own = await t.app.inject({ url: file.url, headers: { cookie: cookies.acmeMember! } });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PNG_1x1)).toBe(true);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    const colleague = await t.app.inject({ url: file.url, headers: { cookie: cookies.acmeOwner! } });
    expect(colleague.statusCode).toBe(404);
    const staff = await t.app.inject({ url: file.url, headers: { cookie: cookies.staff! } });
    expect(staff.statusCode).toBe(200);
  });

  it('serves byte ranges so audio and video can seek', async () => {
    const data = Buffer.from('0123456789abcdefghij');
    const [file] = (await upload(cookies.acmeOwner!, [{ filename: 'r.txt', data }])).json();
    const res = await t.app.inject({
      url: file.url,
      headers: { cookie: cookies.acmeOwner!, range: 'bytes=5-9' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.body).toBe('56789');
    expect(res.headers['content-range']).toBe(`bytes 5-9/${data.length}`);
    const tail = await t.app.inject({
      url: file.url,
      headers: { cookie: cookies.acmeOwner!, range: 'bytes=-3' },
    });
    expect(tail.body).toBe('hij');
    const bad = await t.app.inject({
      url: file.url,
      headers: { cookie: cookies.acmeOwner!, range: 'bytes=50-60' },
    });
    expect(bad.statusCode).toBe(416);
  });

  it('an attached file is visible to the request company and 404 to another enterprise (by id, url and zip)', async () => {
    const uploaded = (
      await upload(cookies.acmeOwner!, [
        { filename: 'brief.txt', data: 'the brief' },
        { filename: 'logo.png', data: PNG_1x1 },
        { filename: 'brief.txt', data: 'second brief' },
      ])
    ).json() as { id: string; url: string }[];
    const requestId = await acmeRequestWith(uploaded.map((f) => f.id));

    const member = await t.app.inject({ url: uploaded[0]!.url, headers: { cookie: cookies.acmeMember! } });
    expect(member.statusCode).toBe(200);
    expect(member.body).toBe('the brief');

    const other = await t.app.inject({ url: uploaded[0]!.url, headers: { cookie: cookies.globexOwner! } });
    expect(other.statusCode).toBe(404);
    const otherDownload = await t.app.inject({
      url: `/api/files/${uploaded[1]!.id}?download=1`,
      headers: { cookie: cookies.globexOwner! },
    });
    expect(otherDownload.statusCode).toBe(404);
    const otherZip = await t.app.inject({
      url: `/api/service-requests/${requestId}/files/zip`,
      headers: { cookie: cookies.globexOwner! },
    });
    expect(otherZip.statusCode).toBe(404);

    const zip = await t.app.inject({
      url: `/api/service-requests/${requestId}/files/zip`,
      headers: { cookie: cookies.acmeMember! },
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = readZip(zip.rawPayload);
    expect([...entries.keys()].sort()).toEqual(['brief (2).txt', 'brief.txt', 'logo.png']);
    expect(entries.get('brief.txt')!.toString()).toBe('the brief');
    expect(entries.get('brief (2).txt')!.toString()).toBe('second brief');
    expect(entries.get('logo.png')!.equals(PNG_1x1)).toBe(true);

    // An attached file cannot be removed through the upload endpoint.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/upload/files/${uploaded[0]!.id}`,
      headers: { cookie: cookies.acmeOwner! },
    });
    expect(del.statusCode).toBe(409);
  });

  it('zip keeps every file under its own name, even when a renamed duplicate meets a file of that name', async () => {
    const uploaded = (
      await upload(cookies.acmeOwner!, [
        { filename: 'brief.txt', data: 'first' },
        { filename: 'brief (2).txt', data: 'second' },
        { filename: 'brief.txt', data: 'third' },
        // Windows and macOS unpack "Brief.TXT" over "brief.txt".
        { filename: 'Brief.TXT', data: 'fourth' },
      ])
    ).json() as { id: string }[];
    const requestId = await acmeRequestWith(uploaded.map((f) => f.id));
    const zip = await t.app.inject({
      url: `/api/service-requests/${requestId}/files/zip`,
      headers: { cookie: cookies.acmeOwner! },
    });
    expect(zip.statusCode).toBe(200);
    const entries = readZip(zip.rawPayload);
    const names = [...entries.keys()];
    expect(names).toHaveLength(4);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(4);
    expect([...entries.values()].map((b) => b.toString()).sort()).toEqual([
      'first',
      'fourth',
      'second',
      'third',
    ]);
  });

  const loseBytes = async (id: string) => {
    const [row] = await t.ctx.db.select().from(files).where(eq(files.id, id));
    fs.rmSync(path.join(t.ctx.env.dataDir, 'uploads', row!.storageKey.slice(0, 2), row!.storageKey));
  };

  it('zip of a request with a stored file gone missing: the rest, and a note naming what is not in it', async () => {
    const uploaded = (
      await upload(cookies.acmeOwner!, [
        { filename: 'here.txt', data: 'here' },
        { filename: 'gone.txt', data: 'x' },
        { filename: 'Files not included.txt', data: 'a file of that name' },
      ])
    ).json() as { id: string }[];
    const requestId = await acmeRequestWith(uploaded.map((f) => f.id));
    await loseBytes(uploaded[1]!.id);
    const res = await t.app.inject({
      url: `/api/service-requests/${requestId}/files/zip`,
      headers: { cookie: cookies.acmeOwner! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-files-missing']).toBe('1');
    const entries = readZip(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual([
      'Files not included (2).txt',
      'Files not included.txt',
      'here.txt',
    ]);
    expect(entries.get('here.txt')!.toString()).toBe('here');
    expect(entries.get('Files not included.txt')!.toString()).toBe('a file of that name');
    const note = entries.get('Files not included (2).txt')!.toString();
    expect(note).toContain(`This file of request #${requestId} could not be included in this download`);
    expect(note).toContain('- gone.txt');
    expect(note).not.toContain('here.txt');
  });

  it('zip of a request none of whose files can be found is refused, saying so', async () => {
    const uploaded = (
      await upload(cookies.acmeOwner!, [
        { filename: 'gone.txt', data: 'x' },
        { filename: 'lost.txt', data: 'y' },
      ])
    ).json() as { id: string }[];
    const requestId = await acmeRequestWith(uploaded.map((f) => f.id));
    for (const f of uploaded) await loseBytes(f.id);
    const res = await t.app.inject({
      url: `/api/service-requests/${requestId}/files/zip`,
      headers: { cookie: cookies.acmeOwner! },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).toBe(
      "None of this request's files could be found in storage, so there is nothing to download. Please contact the administrator.",
    );
    expect(res.json().error.details).toEqual({ missing: ['gone.txt', 'lost.txt'] });
  });

  it('removes an unattached upload on request, and cleans up stale ones later', async () => {
    const [a, b] = (
      await upload(cookies.acmeOwner!, [
        { filename: 'a.txt', data: 'a' },
        { filename: 'b.txt', data: 'b' },
      ])
    ).json();
    const otherUser = await t.app.inject({
      method: 'DELETE',
      url: `/api/upload/files/${a.id}`,
      headers: { cookie: cookies.globexOwner! },
    });
    expect(otherUser.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/upload/files/${a.id}`,
      headers: { cookie: cookies.acmeOwner! },
    });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ url: a.url, headers: { cookie: cookies.acmeOwner! } })).statusCode).toBe(
      404,
    );

    await t.ctx.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 3600_000) })
      .where(eq(files.id, b.id));
    expect(await cleanUnattachedUploads(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ url: b.url, headers: { cookie: cookies.acmeOwner! } })).statusCode).toBe(
      404,
    );
  });

  it('a removal that loses the race to a save attaching the file leaves its bytes in place', async () => {
    const [file] = (await upload(cookies.acmeOwner!, [{ filename: 'voice.webm', data: 'the note' }])).json();
    // The save lands between the removal's check (not attached yet) and its delete (release.ts
    // `dropFileRows`: the row's delete and its bytes' queueing, one statement).
    const realExecute = t.ctx.db.execute.bind(t.ctx.db);
    let raced = false;
    const spy = vi.spyOn(t.ctx.db, 'execute').mockImplementation(((
      query: Parameters<typeof realExecute>[0],
    ) => {
      if (raced) return realExecute(query);
      raced = true;
      // (Wrapped: a query is thenable, and a promise resolving to it would run it.)
      return acmeRequestWith([file.id])
        .then(() => ({ run: realExecute(query) }))
        .then(({ run }) => run);
    }) as unknown as typeof t.ctx.db.execute);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/upload/files/${file.id}`,
      headers: { cookie: cookies.acmeOwner! },
    });
    spy.mockRestore();
    const download = await t.app.inject({ url: file.url, headers: { cookie: cookies.acmeMember! } });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('the note');
    expect(del.statusCode).toBe(409);
  });

  it('the clean-up is not held back by old files that are still referenced', async () => {
    const [kept, abandoned] = (
      await upload(cookies.acmeOwner!, [
        { filename: 'kept.txt', data: 'kept' },
        { filename: 'abandoned.txt', data: 'abandoned' },
      ])
    ).json();
    await acmeRequestWith([kept.id]);
    // Referenced by a request but without attached_at (as rows written before it existed), and older.
    await t.ctx.db
      .update(files)
      .set({ attachedAt: null, createdAt: new Date(Date.now() - 3 * 24 * 3600_000) })
      .where(eq(files.id, kept.id));
    await t.ctx.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 3600_000) })
      .where(eq(files.id, abandoned.id));
    // A batch of one: the referenced file must not take the place of the abandoned one.
    expect(await cleanUnattachedUploads(t.ctx, 24 * 3600_000, 1)).toBe(1);
    const status = async (url: string) =>
      (await t.app.inject({ url, headers: { cookie: cookies.acmeOwner! } })).statusCode;
    expect(await status(abandoned.url)).toBe(404);
    expect(await status(kept.url)).toBe(200);
  });

  it('the background sweeper removes abandoned uploads and keeps recent ones', async () => {
    const [old, recent] = (
      await upload(cookies.acmeOwner!, [
        { filename: 'old.txt', data: 'old' },
        { filename: 'recent.txt', data: 'recent' },
      ])
    ).json();
    await t.ctx.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 3600_000) })
      .where(eq(files.id, old.id));
    const sweeper = startHousekeeping(t.ctx, t.app.log, { firstAfterMs: 0 });
    const status = async (url: string) =>
      (await t.app.inject({ url, headers: { cookie: cookies.acmeOwner! } })).statusCode;
    await expect.poll(() => status(old.url), { timeout: 5000 }).toBe(404);
    await sweeper.stop();
    expect(await status(recent.url)).toBe(200);
  });
});
