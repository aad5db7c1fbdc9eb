// `node bench/list-cpu.ts [label]`: CPU per list page under load, of the server process (all its
// threads, compression included) and of its PostgreSQL backends, read from /proc before and after
// autocannon (50 connections, staff, first page of 25, Brotli accepted) — bench/README.md, http
// rounds 4 and 5. The server (node src/server/main.ts of the current directory, so an exported copy
// of another commit can be measured the same way) runs on the PostgreSQL database `sr_list_cpu`,
// created and given 30 requests on first use and kept for the next runs (drop it when done).
//
//   CPU_SECONDS=10    measured window (after a 3 s warm-up)
//   CPU_PROF_DIR=dir  also write the server's CPU profile (node --cpu-prof) there
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { spawnServer } from '../src/server/test/spawn-server.ts';
import { serverUrl } from '../src/server/test/databases.ts';

const DB = 'sr_list_cpu';
const SECONDS = Number(process.env.CPU_SECONDS ?? 10);
const admin = new pg.Client({ connectionString: serverUrl() });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [DB])).rowCount;
if (!exists) await admin.query(`create database "${DB}"`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-wtl-cpu-'));
const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'error', DATABASE_URL: serverUrl(DB) };
if (process.env.CPU_PROF_DIR) env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${process.env.CPU_PROF_DIR}`;
const server = await spawnServer(env, { readyTimeoutMs: 300_000 });
const base = `http://127.0.0.1:${server.port}`;
type Me = {
  user: { id: number };
  companies: { id: number }[];
  enterprises: { id: number }[];
  serviceRequestTypes: { id: number; name: string; childrenRequestTypes: { id: number; name: string }[] }[];
};
const login = async (identifier: string) => {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password: 'Demo-pass-1!' }),
  });
  return { cookie: res.headers.getSetCookie()[0]!.split(';')[0]!, me: (await res.json()) as Me };
};
const staff = await login('staff@studio.test');
const acme = await login('owner@acme.test');
const url = `${base}/api/service-requests?limit=25`;
const headers = { cookie: staff.cookie, 'accept-encoding': 'gzip, deflate, br' };
const first = (await (await fetch(url, { headers: { cookie: staff.cookie } })).json()) as {
  hasMore: boolean;
};
if (!first.hasMore) {
  const types = acme.me.serviceRequestTypes.flatMap((t) => [t, ...t.childrenRequestTypes]);
  const bugFix = types.find((t) => t.name === 'Website bug fix')!.id;
  for (const e of acme.me.enterprises) {
    await fetch(`${base}/api/credits/grant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: staff.cookie },
      body: JSON.stringify({ data: { enterpriseId: e.id, amount: '1000000', note: 'cpu' } }),
    });
  }
  for (let i = 0; i < 30; i++) {
    const r = await fetch(`${base}/api/service-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: acme.cookie },
      body: JSON.stringify({
        data: {
          title: `CPU request ${i}`,
          serviceRequestType: bugFix,
          company: acme.me.companies[0]!.id,
          content: JSON.stringify({ 'Page address': 'https://acme.test', 'Steps to reproduce': 'Click' }),
          assignees: [acme.me.user.id],
        },
      }),
    });
    if (!r.ok) throw new Error(await r.text());
  }
}
const ticks = (pid: number) => {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0;
  }
};
const backends = async () =>
  (await admin.query('select pid from pg_stat_activity where datname = $1', [DB])).rows.map(
    (r) => r.pid as number,
  );
const bytes = Buffer.from(await (await fetch(url, { headers })).arrayBuffer()).length;
await autocannon({ url, headers, connections: 50, duration: 3 }); // warm-up: statements prepared, plans settled
const pids = await backends();
const n0 = ticks(server.child.pid!);
const p0 = pids.map(ticks);
const r = await autocannon({ url, headers, connections: 50, duration: SECONDS });
const n1 = ticks(server.child.pid!);
const p1 = pids.map(ticks);
const pages = r.requests.total;
const ms = (t: number) => (t * 10) / pages;
const pgTicks = p1.reduce((s, v, i) => s + v - p0[i]!, 0);
console.log(
  `${process.argv[2] ?? ''}: ${pages} pages in ${SECONDS}s (${Math.round(pages / SECONDS)}/s, non-2xx ${r.non2xx}), ` +
    `Node ${ms(n1 - n0).toFixed(2)} ms CPU/page, PostgreSQL ${ms(pgTicks).toFixed(2)} ms CPU/page ` +
    `(${pids.length} backends), ${bytes} B of JSON/page, load ${os.loadavg()[0]!.toFixed(2)}`,
);
server.child.kill('SIGTERM');
await server.exited;
await admin.end();
fs.rmSync(dataDir, { recursive: true, force: true });
