import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SPAWN_READY_MS, spawnServer } from '../test/spawn-server.ts';

// Process-level guarantees of the embedded database; they concern PGlite only.
const onPglite = process.env.TEST_DB !== 'postgres';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-durability-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function login(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'owner@acme.test', password: 'Demo-pass-1!' }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))!
    .split(';')[0]!;
}

const me = (port: number, cookie: string) =>
  fetch(`http://127.0.0.1:${port}/api/me`, { headers: { cookie } }).then((r) => r.status);

describe.runIf(onPglite)('embedded database on disk', () => {
  it(
    'starts clean after an interrupted first initialisation',
    async () => {
      fs.mkdirSync(path.join(dataDir, 'db.partial', 'base'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'db.partial', 'PG_VERSION'), 'garbage');
      const server = await spawnServer({ DATA_DIR: dataDir });
      try {
        expect(fs.existsSync(path.join(dataDir, 'db.partial'))).toBe(false);
        await login(server.port);
      } finally {
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      }
    },
    SPAWN_READY_MS + 60_000,
  );

  it(
    'refuses a second process on the same data folder with a clear message',
    async () => {
      const first = await spawnServer({ DATA_DIR: dataDir });
      try {
        const second = await spawnServer({ DATA_DIR: dataDir }, { waitReady: false });
        expect(await second.exited).toBe(1);
        expect(second.output()).toContain('is in use by another running process');
        // The first one is unharmed.
        expect((await fetch(`http://127.0.0.1:${first.port}/readyz`)).status).toBe(200);
      } finally {
        first.child.kill('SIGTERM');
        await first.exited;
      }
    },
    2 * SPAWN_READY_MS + 60_000,
  );

  it(
    'keeps every acknowledged write across kill -9, and a restart keeps the data',
    async () => {
      const first = await spawnServer({ DATA_DIR: dataDir });
      const cookies: string[] = [];
      for (let i = 0; i < 5; i++) cookies.push(await login(first.port));
      first.child.kill('SIGKILL');
      await first.exited;

      const second = await spawnServer({ DATA_DIR: dataDir });
      try {
        for (const cookie of cookies) expect(await me(second.port, cookie)).toBe(200);
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
      }
    },
    2 * SPAWN_READY_MS + 60_000,
  );
});
