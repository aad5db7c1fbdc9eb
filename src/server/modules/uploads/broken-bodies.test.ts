import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO, loginAs } from '../../test/factories.ts';
import { files } from '../../db/schema/index.ts';
import { SPAWN_READY_MS, spawnServer } from '../../test/spawn-server.ts';
import { storedFiles } from '../../test/stored-files.ts';

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
