// `node bench/memory.ts`: the server's memory under a mixed load and at rest (issue 30: ≤ 300 MB under
// 20 clients of mixed traffic, ≤ 200 MB idle). The real server process (node src/server/main.ts, with
// npm start's heap flags) starts
// on a fresh demo database; the resident set (VmRSS) and V8's heap, read from /proc and from the
// server's own /proc/<pid>/status, are sampled every 5 s: at rest after start, through MEMORY_MINUTES
// (default 3) of mixed traffic from 20 autocannon connections (a request's page, the list, health with
// a session, comments, submissions), and for 60 s of rest after it.
//
//   MEMORY_ENGINE=postgres|pglite   (default postgres)
//   MEMORY_MINUTES=3
//   MEMORY_SNAPSHOT=1               also write heap snapshots at rest and at the end of the load
//                                   (SIGUSR2, --heapsnapshot-signal) into the data folder, for Chrome
//                                   DevTools or bench/heap-summary.ts
//   MEMORY_V8_DEFAULTS=1            without npm start's heap flags (scripts/heap-flags.ts)
//   MEMORY_ENV="A=1 B=2"            extra environment for the server (e.g. MALLOC_ARENA_MAX=2;
//                                   a value runs to the next NAME=, so "NODE_OPTIONS=--max-semi-space-size=8
//                                   --max-old-space-size=256" is one variable)
//
// It also prints the server's CPU per request during the load (all its threads, from /proc), which,
// unlike req/s, hardly moves with what else the machine does: a heap flag's cost in GC shows there.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { spawnServer } from '../src/server/test/spawn-server.ts';
import { serverUrl } from '../src/server/test/databases.ts';
import { SERVER_HEAP_FLAGS } from '../scripts/heap-flags.ts';

const ENGINE = process.env.MEMORY_ENGINE ?? 'postgres';
const MINUTES = Number(process.env.MEMORY_MINUTES ?? 3);
const extraEnv = Object.fromEntries(
  (process.env.MEMORY_ENV ?? '')
    .trim()
    .split(/\s+(?=[A-Z_][A-Z0-9_]*=)/)
    .filter(Boolean)
    .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)] as [string, string]),
);

const admin = async (text: string) => {
  const c = new pg.Client({ connectionString: serverUrl() });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
};

/** Resident set and its parts (MB) of a process, from /proc/<pid>/status. */
function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return {
    rss: Math.round(kb('VmRSS') / 1024),
    anon: Math.round(kb('RssAnon') / 1024),
    hwm: Math.round(kb('VmHWM') / 1024),
  };
}

/** CPU ticks (1/100 s) a process has used, all its threads. */
function cpuTicks(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-memory-'));
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  ...extraEnv,
  // The snapshot signal is always there, then npm start's heap flags (unless MEMORY_V8_DEFAULTS=1),
  // then MEMORY_ENV's NODE_OPTIONS, which win over them (V8 takes a flag's last value).
  NODE_OPTIONS: [
    `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${dataDir}`,
    ...(process.env.MEMORY_V8_DEFAULTS === '1' ? [] : SERVER_HEAP_FLAGS),
    extraEnv.NODE_OPTIONS ?? '',
  ]
    .join(' ')
    .trim(),
};
const dbName = `memory_${crypto.randomBytes(4).toString('hex')}`;
if (ENGINE === 'postgres') {
  await admin(`create database "${dbName}"`);
  env.DATABASE_URL = serverUrl(dbName);
}
const server = await spawnServer(env, { readyTimeoutMs: 300_000 });
const pid = server.child.pid!;
const base = `http://127.0.0.1:${server.port}`;
const samples: { t: number; phase: string; rss: number; anon: number }[] = [];
const t0 = Date.now();
let phase = 'start';
const sample = () => {
  const m = memoryOf(pid);
  samples.push({ t: Math.round((Date.now() - t0) / 1000), phase, rss: m.rss, anon: m.anon });
};
const sampler = setInterval(sample, 5_000);
try {
  const login = async (identifier: string) => {
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier, password: 'Demo-pass-1!' }),
    });
    type Me = {
      user: { id: number };
      companies: { id: number }[];
      enterprises: { id: number }[];
      serviceRequestTypes: {
        id: number;
        name: string;
        childrenRequestTypes: { id: number; name: string }[];
      }[];
    };
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))!
      .split(';')[0]!;
    return { cookie, me: (await res.json()) as Me };
  };
  const staff = await login('staff@studio.test');
  const acme = await login('owner@acme.test');
  const json = { 'content-type': 'application/json' };
  await fetch(`${base}/api/enterprises/${acme.me.enterprises[0]!.id}/credits`, {
    method: 'POST',
    headers: { ...json, cookie: staff.cookie },
    body: JSON.stringify({ data: { direction: 'grant', amount: '1000000', reason: 'memory bench' } }),
  });
  const types = acme.me.serviceRequestTypes.flatMap((t) => [t, ...t.childrenRequestTypes]);
  const bugFix = types.find((t) => t.name === 'Website bug fix')!.id;
  const requestBody = (title: string) =>
    JSON.stringify({
      data: {
        title,
        serviceRequestType: bugFix,
        company: acme.me.companies[0]!.id,
        content: JSON.stringify({ 'Page address': 'https://acme.test', 'Steps to reproduce': 'Click' }),
        assignees: [acme.me.user.id],
      },
    });
  const ids: number[] = [];
  for (let i = 0; i < 30; i++) {
    const r = await fetch(`${base}/api/service-requests`, {
      method: 'POST',
      headers: { ...json, cookie: acme.cookie },
      body: requestBody(`Memory ${i}`),
    });
    ids.push(((await r.json()) as { data: { id: number } }).data.id);
  }
  phase = 'idle after start';
  await new Promise((r) => setTimeout(r, 15_000));
  if (process.env.MEMORY_SNAPSHOT === '1') process.kill(pid, 'SIGUSR2');
  phase = 'load';
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  let n = 0;
  // One mixed stream per connection: reads mostly, some writes, as a studio's day.
  const mix = (): autocannon.Request[] => [
    { path: `/api/service-requests/${ids[n++ % ids.length]}`, headers: { cookie: acme.cookie, ...browser } },
    { path: '/api/service-requests?limit=25', headers: { cookie: staff.cookie, ...browser } },
    { path: '/healthz', headers: { cookie: acme.cookie } },
    {
      path: `/api/comments/service-request/${ids[n % ids.length]}`,
      headers: { cookie: acme.cookie, ...browser },
    },
    {
      path: '/api/comments',
      method: 'POST',
      headers: { ...json, cookie: acme.cookie },
      body: JSON.stringify({
        data: { serviceRequest: ids[n % ids.length], content: `<p>Memory ${crypto.randomUUID()}</p>` },
      }),
    },
    {
      path: '/api/service-requests',
      method: 'POST',
      headers: { ...json, cookie: acme.cookie },
      body: requestBody(`Memory load ${n}`),
    },
  ];
  const ticksBefore = cpuTicks(pid);
  const result = await autocannon({
    url: base,
    connections: 20,
    duration: MINUTES * 60,
    requests: mix(),
  });
  const cpuMs = ((cpuTicks(pid) - ticksBefore) * 10) / result.requests.total;
  if (process.env.MEMORY_SNAPSHOT === '1') process.kill(pid, 'SIGUSR2');
  phase = 'rest after load';
  console.log(
    `load: ${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}, server CPU ${cpuMs.toFixed(2)} ms/request`,
  );
  await new Promise((r) => setTimeout(r, 60_000));
  sample();
} finally {
  clearInterval(sampler);
  server.child.kill('SIGTERM');
  await server.exited;
  if (ENGINE === 'postgres') await admin(`drop database if exists "${dbName}" with (force)`);
}

const byPhase = new Map<string, number[]>();
for (const s of samples) byPhase.set(s.phase, [...(byPhase.get(s.phase) ?? []), s.rss]);
console.log(
  `\n${ENGINE}, ${MINUTES} min of mixed load at 20 connections, NODE_OPTIONS=${env.NODE_OPTIONS!.replace(/^\S+ \S+ ?/, '')}${process.env.MEMORY_ENV ? `; ${process.env.MEMORY_ENV}` : ''}; load ${os.loadavg()[0]!.toFixed(1)}\n`,
);
console.log('| phase | RSS first MB | RSS max MB | RSS last MB |');
console.log('|---|---:|---:|---:|');
for (const [p, xs] of byPhase) console.log(`| ${p} | ${xs[0]} | ${Math.max(...xs)} | ${xs.at(-1)} |`);
console.log(`\nsamples (s: MB): ${samples.map((s) => `${s.t}:${s.rss}`).join(' ')}`);
if (process.env.MEMORY_SNAPSHOT === '1') console.log(`heap snapshot(s) in ${dataDir}`);
else fs.rmSync(dataDir, { recursive: true, force: true });
