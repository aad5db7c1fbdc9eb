import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO, loginAs } from '../../test/factories.ts';
import { fileReleases, files } from '../../db/schema/index.ts';
import { releaseQueuedFiles } from './release.ts';
import { SPAWN_READY_MS, spawnServer } from '../../test/spawn-server.ts';

// A cut or aborted multipart body once ended the whole process (an 'error' event nobody listened
// to). Each case here must answer 4xx (or be closed), keep nothing, and leave the server serving.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
  cookie = await loginAs(t.app, DEMO.acmeMember);
});
afterAll(async () => t?.close());

const fileRows = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]!.n;
/** Every object under the uploads folder, half-written `.partial` files included. */
function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true })
    .map(String)
    .filter((f) => fs.statSync(path.join(root, f)).isFile());
}

const HEAD = '--XX\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\n';

describe('broken upload bodies', () => {
  it('a body that ends without its closing boundary answers 400 and keeps nothing', async () => {
    const before = await fileRows();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=XX' },
      payload: `${HEAD}abc`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/ended before the file was complete/);
    expect(await fileRows()).toBe(before);
    expect(storedFiles(t.ctx.env.dataDir)).toEqual([]);
    // The app still serves.
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('multipart without a boundary answers 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { cookie, 'content-type': 'multipart/form-data' },
      payload: `${HEAD}abc\r\n--XX--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/could not be read/);
  });

  it('a body stream that fails mid-file answers 4xx and removes the partial file', async () => {
    const before = await fileRows();
    let sent = 0;
    const body = new Readable({
      read() {
        if (sent++ === 0) this.push(Buffer.concat([Buffer.from(HEAD), Buffer.alloc(256 * 1024, 'x')]));
        else this.destroy(new Error('client went away'));
      },
    });
    const res = await t.app
      .inject({
        method: 'POST',
        url: '/api/upload',
        headers: { cookie, 'content-type': 'multipart/form-data; boundary=XX' },
        payload: body,
      })
      .catch(() => null);
    if (res) expect(res.statusCode).toBeGreaterThanOrEqual(400);
    if (res) expect(res.statusCode).toBeLessThan(500);
    // The storage clean-up may finish after the answer: wait for it (nothing was ever recorded).
    await expect.poll(() => storedFiles(t.ctx.env.dataDir)).toEqual([]);
    expect(await fileRows()).toBe(before);
  });
});

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
  // The cases above clean up after their answer: start from an empty queue and folder.
  beforeEach(async () => {
    await expect.poll(async () => (await entries()).length).toBe(0);
    await expect.poll(() => storedFiles(t.ctx.env.dataDir).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });

  it('is queued while the bytes arrive, due hours later, and leaves once the file is recorded', async () => {
    const upload = slowUpload(`${HEAD}first half, `);
    await expect.poll(async () => (await entries()).length).toBe(1);
    const [entry] = await entries();
    expect(entry!.dueInHours).toBeGreaterThan(5.9);
    const res = await upload.finish(`second half${TAIL}`);
    expect(res.statusCode).toBe(200);
    const [stored] = res.json();
    expect(stored).toMatchObject({ id: entry!.fileId, name: 'a.txt', size: 23 });
    expect(await entries()).toEqual([]);
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

// The real process, a real socket that hangs up half way through a file: once only (PGlite).
describe.runIf(process.env.TEST_DB !== 'postgres')('a client that drops the connection mid-file', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-upload-abort-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it(
    'leaves the process serving and no partial file behind',
    async () => {
      const server = await spawnServer({ DATA_DIR: dataDir });
      try {
        const login = await fetch(`http://127.0.0.1:${server.port}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ identifier: DEMO.acmeMember, password: 'Demo-pass-1!' }),
        });
        const session = login.headers
          .getSetCookie()
          .find((c) => c.startsWith('sid='))!
          .split(';')[0]!;
        for (let i = 0; i < 3; i++) {
          await new Promise<void>((resolve) => {
            const socket = net.connect(server.port, '127.0.0.1', () => {
              socket.write(
                `POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${session}\r\n` +
                  `Content-Type: multipart/form-data; boundary=XX\r\nContent-Length: 10000000\r\n\r\n${HEAD}`,
              );
              socket.write(Buffer.alloc(512 * 1024, 'y'), () => setTimeout(() => socket.destroy(), 200));
            });
            socket.on('close', () => resolve());
            socket.on('error', () => undefined);
          });
        }
        await new Promise((r) => setTimeout(r, 500));
        expect(server.child.exitCode).toBeNull();
        const me = await fetch(`http://127.0.0.1:${server.port}/api/me`, { headers: { cookie: session } });
        expect(me.status).toBe(200);
        expect(storedFiles(dataDir)).toEqual([]);
        expect(server.output()).not.toMatch(/Unhandled 'error' event/);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    },
    SPAWN_READY_MS + 60_000,
  );
});
