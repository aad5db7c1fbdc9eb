// `node bench/memory-heavy.ts`: the server's memory under its heaviest operations, to judge a heap cap
// (issue 30). The real server (node src/server/main.ts) starts on a fresh PostgreSQL demo database
// (memory_heavy_…) given HEAVY_REQUESTS (100,000) more requests by SQL; then, one after another, with
// the resident set sampled every 100 ms: two CSV exports of every request at once (the most a user
// may run), an upload of five 100 MB files in one request, the demo owner's "download my data" zip,
// and the same three at once. It prints each operation's peak and whether the server lived through
// it: run it with a tight cap (MEMORY_NODE_OPTIONS="--max-old-space-size=96") to see the live set fit.
//
//   MEMORY_ENGINE=postgres|pglite   (default postgres; pglite: the embedded database in a temporary
//                                   folder, seeded by a first start, the rows added between two starts)
//   MEMORY_NODE_OPTIONS="…"   node flags for the server (NODE_OPTIONS; default npm start's heap flags)
//   HEAVY_REQUESTS=100000
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { spawnServer } from '../src/server/test/spawn-server.ts';
import { serverUrl } from '../src/server/test/databases.ts';
import { openEmbedded } from '../src/server/db/client.ts';
import { SERVER_HEAP_FLAGS } from '../scripts/heap-flags.ts';

const ENGINE = process.env.MEMORY_ENGINE ?? 'postgres';

const REQUESTS = Number(process.env.HEAVY_REQUESTS ?? 100_000);
const query = async (db: string | undefined, text: string) => {
  const c = new pg.Client({ connectionString: serverUrl(db) });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
};
const status = (pid: number) => {
  const s = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(s)?.[1]) / 1024);
};

// The same spread of rows as bench/scale.ts, fewer of them.
const rowsSql = `select setseed(0.15);
     with c as (select array_agg(id order by id) ids, array_agg(enterprise_id order by id) ents from companies),
       t as (select array_agg(id order by id) ids from request_types where parent_id is not null),
       u as (select array_agg(id order by id) ids from users)
     insert into service_requests (title, content, status, company_id, enterprise_id, request_type_id, created_by_id,
       priority_level, credit, charged_credit, created_at, updated_at, target_date)
     select 'Request ' || g || ' ' || (array['logo refresh','spring campaign','store audit','landing page','video cut'])[1 + g % 5],
       '{"Details":"generated row ' || g || '"}',
       (array['DRAFT','NOT_START','ASSIGNED','IN_PROGRESS','FINISHED','CANCELLED'])[1 + floor(random() * 6)::int],
       c.ids[r.ci], c.ents[r.ci], t.ids[1 + floor(random() * cardinality(t.ids))::int],
       u.ids[1 + floor(random() * cardinality(u.ids))::int],
       (array['STANDARD','STANDARD','PRIORITY','EXPRESS'])[1 + floor(random() * 4)::int], 10 + floor(random() * 37)::int, 0,
       now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval,
       case when random() < 0.1 then null else current_date + floor(random() * 730 - 365)::int end
     from generate_series(1, ${REQUESTS}) g
     cross join c cross join t cross join u
     cross join lateral (select 1 + floor(random() * cardinality(c.ids) + g * 0)::int as ci) r;
     analyze`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'memory-heavy-'));
const dbName = `memory_heavy_${crypto.randomBytes(4).toString('hex')}`;
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  NODE_OPTIONS: process.env.MEMORY_NODE_OPTIONS ?? SERVER_HEAP_FLAGS.join(' '),
};
if (ENGINE === 'postgres') {
  await query(undefined, `create database "${dbName}"`);
  env.DATABASE_URL = serverUrl(dbName);
} else {
  // A first start seeds the demo; the embedded folder has one writer, so the rows go in between.
  const first = await spawnServer(env, { readyTimeoutMs: 300_000 });
  first.child.kill('SIGTERM');
  await first.exited;
}
async function insertRows() {
  if (ENGINE === 'postgres') return query(dbName, rowsSql);
}
if (ENGINE === 'pglite') {
  const t0 = performance.now();
  const database = await openEmbedded(dataDir);
  await database.exec(rowsSql);
  await database.close();
  console.log(`${REQUESTS} requests inserted in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}
const server = await spawnServer(env, { readyTimeoutMs: 300_000 });
const pid = server.child.pid!;
const base = `http://127.0.0.1:${server.port}`;
const rows: string[] = [];
try {
  const t0 = performance.now();
  await insertRows();
  if (ENGINE === 'postgres') {
    console.log(`${REQUESTS} requests inserted in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }

  const login = async (identifier: string) => {
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier, password: 'Demo-pass-1!' }),
    });
    return res.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))!
      .split(';')[0]!;
  };
  const staff = await login('staff@studio.test');
  const owner = await login('owner@acme.test');

  const drain = async (res: Response) => {
    let bytes = 0;
    for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return bytes;
  };
  const csv = () =>
    fetch(`${base}/api/service-requests/export.csv`, { headers: { cookie: staff } }).then(drain);
  const upload = () => {
    const form = new FormData();
    const mb100 = new Uint8Array(100 * 1024 * 1024).fill(7);
    for (let i = 0; i < 5; i++) {
      form.append('files', new Blob([mb100], { type: 'application/octet-stream' }), `big-${i}.bin`);
    }
    return fetch(`${base}/api/upload`, { method: 'POST', headers: { cookie: owner }, body: form }).then(
      drain,
    );
  };
  const myData = () => fetch(`${base}/api/account/export`, { headers: { cookie: owner } }).then(drain);

  const ops: [string, () => Promise<number[]>][] = [
    ['two CSV exports of every request at once', () => Promise.all([csv(), csv()])],
    ['an upload of five 100 MB files', () => Promise.all([upload()])],
    ["the owner's download of their data", () => Promise.all([myData()])],
    ['all three at once', () => Promise.all([csv(), csv(), upload(), myData()])],
  ];
  for (const [label, op] of ops) {
    await new Promise((r) => setTimeout(r, 3_000));
    const before = status(pid);
    let peak = before;
    const sampler = setInterval(() => {
      if (server.child.exitCode === null) peak = Math.max(peak, status(pid));
    }, 100);
    const t = performance.now();
    let outcome: string;
    try {
      const bytes = await op();
      outcome = `ok, ${bytes.map((b) => `${(b / 1048576).toFixed(1)} MB`).join(' + ')}`;
    } catch (e) {
      outcome = `FAILED: ${(e as Error).message}`;
    }
    clearInterval(sampler);
    const alive = server.child.exitCode === null;
    rows.push(
      `| ${label} | ${before} | ${peak} | ${alive ? status(pid) : '—'} | ${((performance.now() - t) / 1000).toFixed(1)} s | ${alive ? outcome : `server exited (${server.child.exitCode}): ${server.output().slice(-300)}`} |`,
    );
    if (!alive) break;
  }
} finally {
  if (server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  if (ENGINE === 'postgres') await query(undefined, `drop database if exists "${dbName}" with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `\n${ENGINE}, NODE_OPTIONS="${process.env.MEMORY_NODE_OPTIONS ?? SERVER_HEAP_FLAGS.join(' ')}"; load ${os.loadavg()[0]!.toFixed(1)}\n`,
);
console.log('| operation | RSS before MB | peak MB | after MB | time | outcome |');
console.log('|---|---:|---:|---:|---:|---|');
for (const r of rows) console.log(r);
