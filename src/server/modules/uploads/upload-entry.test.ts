import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO, loginAs } from '../../test/factories.ts';
import { fileReleases, files } from '../../db/schema/index.ts';
import { storedFiles } from '../../test/stored-files.ts';
import { releaseQueuedFiles } from './release.ts';

// An app of its own: no upload of another file's cases is still letting go of its bytes here.
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
  cookie = await loginAs(t.app, DEMO.acmeMember);
});
afterAll(async () => t?.close());

const HEAD = '--XX\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\n';
const fileRows = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]!.n;

// An upload's bytes are queued for release before they are stored, due once the upload window has
// passed: bytes stored without their row (a crash, a database gone at that moment) are found and
// deleted, never kept forever with nothing pointing at them.
const TAIL = '\r\n--XX--\r\n';

const entries = () =>
  t.ctx.db
    .select({
      fileId: fileReleases.fileId,
      key: fileReleases.storageKey,
      dueInHours: sql<number>`(extract(epoch from ${fileReleases.createdAt} - now()) / 3600)::float8`,
    })
    .from(fileReleases);

/** An upload whose body the test sends in steps: the first part now, `finish()` sends the rest. */
function slowUpload(first: string) {
  const body = new Readable({ read() {} });
  body.push(first);
  const answer = t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { cookie, 'content-type': 'multipart/form-data; boundary=XX' },
    payload: body,
  });
  return {
    answer,
    finish(rest: string) {
      body.push(rest);
      body.push(null);
      return answer;
    },
  };
}

describe("an upload's bytes and their release entry", () => {
  // Each case starts from an empty queue and no half-written file.
  beforeEach(async () => {
    await expect.poll(async () => (await entries()).length).toBe(0);
    await expect.poll(() => storedFiles(t.ctx.env.dataDir).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });

  it('is queued while the bytes arrive, due hours later, and leaves once the file is recorded', async () => {
    const upload = slowUpload(`${HEAD}first half, `);
    // The entries seen while it arrives: its own is found by the id it answers with.
    await expect.poll(async () => (await entries()).length).toBeGreaterThan(0);
    const during = await entries();
    const res = await upload.finish(`second half${TAIL}`);
    expect(res.statusCode).toBe(200);
    const [stored] = res.json();
    expect(stored).toMatchObject({ name: 'a.txt', size: 23 });
    const entry = during.find((e) => e.fileId === stored.id);
    expect(entry?.dueInHours).toBeGreaterThan(5.9);
    expect((await entries()).map((e) => e.fileId)).not.toContain(stored.id);
    const download = await t.app.inject({ method: 'GET', url: stored.url, headers: { cookie } });
    expect(download.body).toBe('first half, second half');
  });

  it('bytes whose row could not be written are deleted at once, the answer a 500 and nothing kept', async () => {
    const before = storedFiles(t.ctx.env.dataDir);
    const rows = (await t.ctx.db.select({ id: files.id }).from(files)).length;
    // The database refuses the file's row (as one that drops its connection at that moment would).
    await t.ctx.db.execute(sql`create function refuse_file() returns trigger language plpgsql as
      $$ begin raise exception 'database went away'; end $$`);
    await t.ctx.db.execute(
      sql`create trigger refuse_file before insert on files for each row execute function refuse_file()`,
    );
    try {
      const res = await slowUpload(`${HEAD}lost${TAIL}`).finish('');
      expect(res.statusCode).toBe(500);
    } finally {
      await t.ctx.db.execute(sql`drop trigger refuse_file on files`);
      await t.ctx.db.execute(sql`drop function refuse_file()`);
    }
    expect(storedFiles(t.ctx.env.dataDir)).toEqual(before);
    expect(await entries()).toEqual([]);
    expect((await t.ctx.db.select({ id: files.id }).from(files)).length).toBe(rows);
  });

  it('bytes a crash left without a row (the entry came due) are deleted by housekeeping, half-written ones too', async () => {
    const before = storedFiles(t.ctx.env.dataDir);
    // What a process killed mid-upload leaves: the entry, and a half-written object under its key.
    const key = 'crashedUploadKey0123456789';
    const partial = path.join(t.ctx.env.dataDir, 'uploads', key.slice(0, 2), `${key}.partial`);
    fs.mkdirSync(path.dirname(partial), { recursive: true });
    fs.writeFileSync(partial, 'half a file');
    const fileId = crypto.randomUUID();
    await t.ctx.db
      .insert(fileReleases)
      .values({ fileId, storageKey: key, createdAt: sql`now() + interval '1 hour'` });
    // Not due yet: an upload may still be arriving.
    expect(await releaseQueuedFiles(t.ctx)).toMatchObject({ seen: 0 });
    expect(fs.existsSync(partial)).toBe(true);
    await t.ctx.db
      .update(fileReleases)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(fileReleases.fileId, fileId));
    expect(await releaseQueuedFiles(t.ctx)).toMatchObject({ seen: 1, failed: 0 });
    expect(fs.existsSync(partial)).toBe(false);
    expect(storedFiles(t.ctx.env.dataDir)).toEqual(before);
    expect(await entries()).toEqual([]);
  });

  it.each([
    ['nearly run out', sql`now() + interval '1 minute'`],
    ['run out, the entry released meanwhile', null],
  ] as const)(
    'an upload still arriving when its window has %s is refused, its bytes deleted',
    async (_, due) => {
      const before = storedFiles(t.ctx.env.dataDir);
      const rows = await fileRows();
      const upload = slowUpload(`${HEAD}very slow`);
      await expect.poll(async () => (await entries()).length).toBe(1);
      if (due) await t.ctx.db.update(fileReleases).set({ createdAt: due });
      else await t.ctx.db.delete(fileReleases);
      const res = await upload.finish(TAIL);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'The upload took too long to arrive and was not kept. Please try again.',
      );
      expect(storedFiles(t.ctx.env.dataDir)).toEqual(before);
      expect(await entries()).toEqual([]);
      expect(await fileRows()).toBe(rows);
    },
  );
});
