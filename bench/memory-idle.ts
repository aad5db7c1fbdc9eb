// `node bench/memory-idle.ts [entry] [node flags…]`: the server's resident memory at rest, right after
// start and after a few requests, for one way of starting it (issue 30: ≤ 200 MB idle). The entry is
// src/server/main.ts (default) or a built bundle (dist/server/main.js); node flags go before it.
//
//   MEMORY_ENGINE=postgres|pglite   (default postgres; a fresh database named memory_idle_…)
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../src/server/test/spawn-server.ts';
import { serverUrl } from '../src/server/test/databases.ts';

const [entry = 'src/server/main.ts', ...flags] = process.argv.slice(2);
const ENGINE = process.env.MEMORY_ENGINE ?? 'postgres';
const admin = async (text: string) => {
  const c = new pg.Client({ connectionString: serverUrl() });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
};
const status = (pid: number) => {
  const s = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (key: string) =>
    Math.round(Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(s)?.[1]) / 1024);
  return { rss: mb('VmRSS'), hwm: mb('VmHWM') };
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memory-idle-'));
const dbName = `memory_idle_${crypto.randomBytes(4).toString('hex')}`;
const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'error', EMAIL_ENABLED: 'false' };
if (ENGINE === 'postgres') {
  await admin(`create database "${dbName}"`);
  env.DATABASE_URL = serverUrl(dbName);
}
const port = await freePort();
const t0 = Date.now();
const child = spawn(process.execPath, [...flags, path.resolve(entry)], {
  env: { ...process.env, ...env, PORT: String(port) },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
try {
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited early');
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const readyMs = Date.now() - t0;
  const atReady = status(child.pid!);
  await new Promise((r) => setTimeout(r, 10_000));
  const rest = status(child.pid!);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'owner@acme.test', password: 'Demo-pass-1!' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))!
    .split(';')[0]!;
  for (let i = 0; i < 20; i++) {
    await fetch(`${base}/api/service-requests?limit=25`, { headers: { cookie } }).then((r) =>
      r.arrayBuffer(),
    );
  }
  await new Promise((r) => setTimeout(r, 10_000));
  const after = status(child.pid!);
  console.log(
    `| ${ENGINE} | ${[...flags, entry].join(' ')} | ${readyMs} | ${atReady.rss} | ${rest.rss} | ${after.rss} | ${after.hwm} |`,
  );
} finally {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  if (ENGINE === 'postgres') await admin(`drop database if exists "${dbName}" with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
