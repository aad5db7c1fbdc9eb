// `npm run bench:http`: the hot paths under concurrent HTTP load, as ratios to a bare Fastify 5
// hello-world measured in the same run on the same Node (H0). Each engine gets the real server process
// (node src/server/main.ts) on a fresh demo database; autocannon drives it with 50 connections.
//
//   BENCH_SECONDS=5            duration of each case
//   BENCH_ENGINES=postgres,pglite
//   BENCH_ONLY=health          only the cases whose label contains the word
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { spawnServer, freePort } from '../src/server/test/spawn-server.ts';
import { postgresReachable, serverUrl } from '../src/server/test/databases.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const only = process.env.BENCH_ONLY;

type Result = { label: string; rps: number; p50: number; p99: number; non2xx: number };

async function load(
  label: string,
  opts: Omit<autocannon.Options, 'duration' | 'connections'>,
): Promise<Result> {
  const r = await autocannon({ ...opts, duration: SECONDS, connections: CONNECTIONS });
  return {
    label,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors,
  };
}

async function bareFastify(): Promise<Result> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const r = await load('bare Fastify hello (H0)', { url: `http://127.0.0.1:${port}/` });
  await app.close();
  return r;
}

async function adminQuery(text: string) {
  const c = new pg.Client({ connectionString: serverUrl() });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

async function engineCases(engine: 'postgres' | 'pglite', h0: number): Promise<Result[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-bench-http-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'error' };
  const dbName = `sr_bench_http_${crypto.randomBytes(4).toString('hex')}`;
  if (engine === 'postgres') {
    await adminQuery(`create database "${dbName}"`);
    env.DATABASE_URL = serverUrl(dbName);
  }
  const server = await spawnServer(env);
  const base = `http://127.0.0.1:${server.port}`;
  const results: Result[] = [];
  try {
    const sessionOf = async (identifier: string) => {
      const res = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier, password: 'Demo-pass-1!' }),
      });
      return {
        cookie: res.headers.getSetCookie()[0]!.split(';')[0]!,
        me: (await res.json()) as {
          user: { id: number };
          companies: { id: number; name: string }[];
          serviceRequestTypes: {
            id: number;
            name: string;
            childrenRequestTypes: { id: number; name: string }[];
          }[];
        },
      };
    };
    const owner = await sessionOf('owner@acme.test');
    const staff = await sessionOf('staff@studio.test');
    const types = owner.me.serviceRequestTypes.flatMap((t) => [t, ...t.childrenRequestTypes]);
    const bugFix = types.find((t) => t.name === 'Website bug fix')!.id;
    const company = owner.me.companies.find((c) => c.name === 'Acme Foods')!.id;
    const body = (title: string, status?: string) =>
      JSON.stringify({
        data: {
          title,
          serviceRequestType: bugFix,
          company,
          content: JSON.stringify({ 'Page address': 'https://acme.test', 'Steps to reproduce': 'Click' }),
          assignees: [owner.me.user.id],
          ...(status ? { status } : {}),
        },
      });
    // Staff top the enterprise up so submissions do not run out of credit during the run.
    const created = await fetch(`${base}/api/service-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookie },
      body: body('Bench request'),
    });
    const requestId = ((await created.json()) as { data: { id: number } }).data.id;
    const json = { 'content-type': 'application/json' };
    const cases: [string, Omit<autocannon.Options, 'duration' | 'connections'>][] = [
      ['health, anonymous', { url: `${base}/healthz` }],
      ['health, with a session cookie', { url: `${base}/healthz`, headers: { cookie: owner.cookie } }],
      [
        'one request',
        { url: `${base}/api/service-requests/${requestId}`, headers: { cookie: owner.cookie } },
      ],
      ['list page (25)', { url: `${base}/api/service-requests?limit=25`, headers: { cookie: staff.cookie } }],
      [
        'post a comment',
        {
          url: `${base}/api/comments`,
          method: 'POST',
          headers: { ...json, cookie: owner.cookie },
          body: JSON.stringify({ data: { serviceRequest: requestId, content: '<p>Bench comment</p>' } }),
        },
      ],
      [
        'save a draft',
        {
          url: `${base}/api/service-requests`,
          method: 'PUT',
          headers: { ...json, cookie: owner.cookie },
          body: body('Bench draft', 'DRAFT'),
        },
      ],
    ];
    for (const [label, opts] of cases) {
      if (only && !label.includes(only)) continue;
      const r = await load(`${engine}: ${label}`, opts);
      results.push(r);
      console.log(
        `${r.label.padEnd(44)} ${String(r.rps).padStart(7)} req/s  ratio ${(r.rps / h0).toFixed(3)}  p50 ${r.p50} ms  p99 ${r.p99} ms  non-2xx ${r.non2xx}`,
      );
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    if (engine === 'postgres') await adminQuery(`drop database if exists "${dbName}" with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

const h0 = await bareFastify();
console.log(`${h0.label.padEnd(44)} ${String(h0.rps).padStart(7)} req/s  p50 ${h0.p50} ms  p99 ${h0.p99} ms`);
const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const all: Result[] = [];
for (const engine of engines) {
  if (engine === 'postgres' && !(await postgresReachable())) continue;
  all.push(...(await engineCases(engine, h0.rps)));
}
console.log('\n| case | req/s | ratio to H0 | p50 ms | p99 ms | non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|');
console.log(`| ${h0.label} | ${h0.rps} | 1 | ${h0.p50} | ${h0.p99} | ${h0.non2xx} |`);
for (const r of all) {
  console.log(
    `| ${r.label} | ${r.rps} | ${(r.rps / h0.rps).toFixed(3)} | ${r.p50} | ${r.p99} | ${r.non2xx} |`,
  );
}
