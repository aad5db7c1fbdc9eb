// `node bench/cpu-per-request.ts`: where a hot path's time goes under load. For each case (CPU_CASES,
// default `one,list,comment,submit`), the server (node src/server/main.ts of this checkout) starts on
// the PostgreSQL database `sr_cpu_bench` (or CPU_DB) (created with a demo seed and 30 requests on first use, kept
// for later runs: drop it when done; CPU_PORT sets the server's port), autocannon drives the case with 50 connections for 3 s to warm
// up, then for CPU_SECONDS (10), and the CPU the server process (all its threads) and its PostgreSQL
// backends used in that window is read from /proc and divided by the requests answered. CPU per
// request hardly moves with what else the machine is doing, unlike req/s.
//
// With CPU_PROFILE=1 the server also runs under `node --cpu-prof`, and the profile's self time (its
// last CPU_SECONDS + 3 s: the warm-up and the measured window) is summed by where the code comes from: each npm package, our
// own folders, Node's internals, garbage collection.
//
// Cases: health = GET /healthz with a session cookie, anonymous = the same without one,
// session = GET /api/session (the owner: what the web app asks at start-up),
// one = GET /api/service-requests/:id (the owner), list = the staff's first page of 25,
// comment = POST /api/comments (the owner, on one request: the hot case), spread = the same spread
// over the owner's 30 requests (each connection its own order and text), submit = POST /api/service-requests
// with its credit debit (the owner), page and page-cold = GET /requests (the document, see below).
// Compression is asked for, as a browser does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { spawnServer } from '../src/server/test/spawn-server.ts';
import { serverUrl } from '../src/server/test/databases.ts';

const DB = process.env.CPU_DB ?? 'sr_cpu_bench';
const SECONDS = Number(process.env.CPU_SECONDS ?? 10);
const CASES = (process.env.CPU_CASES ?? 'one,list,comment,submit').split(',');
const PROFILE = process.env.CPU_PROFILE === '1';
/** Connections (50): fewer on a machine so loaded that a write's answer outlasts autocannon's 10 s timeout. */
const CONNECTIONS = Number(process.env.CPU_CONNECTIONS ?? 50);
/** With CPU_PROFILE=1, CPU_PROFILE_COPY=/some/prefix keeps each case's profile as prefix-<case>.cpuprofile. */
/** With CPU_PROFILE=1, also the N functions of most self time (CPU_PROFILE_TOP, default 0: none). */
const TOP = Number(process.env.CPU_PROFILE_TOP ?? 0);

const admin = new pg.Client({ connectionString: serverUrl() });
await admin.connect();
if (!(await admin.query('select 1 from pg_database where datname = $1', [DB])).rowCount) {
  await admin.query(`create database "${DB}"`);
}

/** CPU ticks (1/100 s) a process has used, all its threads (0 once it is gone); with `thread`, that thread's only. */
function ticks(pid: number, thread?: number, only?: 'kernel'): number {
  try {
    const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
    const fields = fs.readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
    return (only ? 0 : Number(fields[11])) + Number(fields[12]);
  } catch {
    return 0;
  }
}
const backends = async () =>
  new Map(
    (await admin.query('select pid from pg_stat_activity where datname = $1', [DB])).rows.map((r) => [
      r.pid as number,
      ticks(r.pid as number),
    ]),
  );

/** Self time of a V8 CPU profile by origin: an npm package, a folder of ours, Node, GC, idle. */
function summarise(file: string): [string, number][] {
  type Node = { id: number; callFrame: { url: string; functionName: string }; children?: number[] };
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    nodes: Node[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  /** Inclusive time of our own functions (src/): what each one and all it calls cost. */
  const ours = new Map<string, number>();
  const origin = ({ url, functionName }: Node['callFrame']): string => {
    if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName || 'anonymous'}`;
    const nm = url.lastIndexOf('node_modules/');
    if (nm >= 0) {
      const parts = url.slice(nm + 'node_modules/'.length).split('/');
      return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
    }
    const src = url.indexOf('/src/');
    if (src >= 0) {
      return url
        .slice(src + 1)
        .split('/')
        .slice(0, 3)
        .join('/');
    }
    // Node's own modules by area (module loading, streams, zlib, http…).
    if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
    return path.basename(url);
  };
  const self = new Map<string, number>();
  const fns = new Map<string, number>();
  // Only the last CPU_SECONDS + 3 s (the warm-up and the measured window): start-up left out.
  const at: number[] = [];
  profile.timeDeltas.reduce((t, d, i) => (at[i] = t + d), 0);
  const from = (at.at(-1) ?? 0) - (SECONDS + 3) * 1e6;
  profile.samples.forEach((id, i) => {
    if (at[i]! < from) return;
    const frame = byId.get(id)!.callFrame;
    const key = origin(frame);
    const dt = profile.timeDeltas[i] ?? 0;
    self.set(key, (self.get(key) ?? 0) + dt);
    const fn = `${frame.functionName || '(anonymous)'} ${key}`;
    fns.set(fn, (fns.get(fn) ?? 0) + dt);
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const { url, functionName } = byId.get(n)!.callFrame;
      const src = url.indexOf('/src/');
      if (src < 0 || !functionName) continue;
      const name = `${functionName} ${url.slice(src + 1)}`;
      if (seen.has(name)) continue;
      seen.add(name);
      ours.set(name, (ours.get(name) ?? 0) + dt);
    }
  });
  self.delete('(idle)');
  fns.delete('(idle) (idle)');
  const busy = [...self.values()].reduce((a, b) => a + b, 0);
  const top = (m: Map<string, number>, n: number): [string, number][] =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => [k, v / busy]);
  if (!TOP) return top(self, 16);
  const heading = (h: string): [string, number] => [h, 0];
  return [
    ...top(self, 16),
    heading('-- functions, self time --'),
    ...top(fns, TOP),
    heading('-- our functions, inclusive --'),
    ...top(ours, TOP),
  ];
}

for (const name of CASES) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-cpu-'));
  const profDir = path.join(dataDir, 'prof');
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'error', DATABASE_URL: serverUrl(DB) };
  // CPU_PORT: a fixed port for the server (a free one otherwise).
  if (process.env.CPU_PORT) env.PORT = process.env.CPU_PORT;
  if (PROFILE) env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${profDir}`;
  const server = await spawnServer(env, { readyTimeoutMs: 300_000 });
  const base = `http://127.0.0.1:${server.port}`;
  try {
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
    const login = async (identifier: string) => {
      const res = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier, password: 'Demo-pass-1!' }),
      });
      return {
        cookie: res.headers
          .getSetCookie()
          .find((c) => c.startsWith('sid='))!
          .split(';')[0]!,
        me: (await res.json()) as Me,
      };
    };
    const staff = await login('staff@studio.test');
    const acme = await login('owner@acme.test');
    const json = { 'content-type': 'application/json' };
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
    // Credit for every submission of the run, and a page of requests on first use.
    await fetch(`${base}/api/enterprises/${acme.me.enterprises[0]!.id}/credits`, {
      method: 'POST',
      headers: { ...json, cookie: staff.cookie },
      body: JSON.stringify({ data: { direction: 'grant', amount: '1000000', reason: 'cpu' } }),
    });
    const mine = (await (
      await fetch(`${base}/api/service-requests?limit=25&permission=mine`, {
        headers: { cookie: acme.cookie },
      })
    ).json()) as { data: { id: number }[]; hasMore: boolean };
    for (let i = mine.data.length; i < 30; i++) {
      const r = await fetch(`${base}/api/service-requests`, {
        method: 'POST',
        headers: { ...json, cookie: acme.cookie },
        body: requestBody(`CPU request ${i}`),
      });
      if (!r.ok) throw new Error(await r.text());
    }
    const mineIds = (
      (await (
        await fetch(`${base}/api/service-requests?limit=30&permission=mine`, {
          headers: { cookie: acme.cookie },
        })
      ).json()) as { data: { id: number }[] }
    ).data.map((r) => r.id);
    const requestId = mineIds[0]!;
    let clients = 0;
    const spreadBody = (client: number, n: number) =>
      JSON.stringify({
        data: {
          serviceRequest: mineIds[(client * 7 + n) % mineIds.length],
          content: `<p>CPU comment ${client}.${n}.${process.hrtime.bigint()}</p>`,
        },
      });
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const phone = { 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36' };
    const cases: Record<string, Omit<autocannon.Options, 'duration' | 'connections'>> = {
      health: { url: `${base}/healthz`, headers: { cookie: acme.cookie } },
      anonymous: { url: `${base}/healthz` },
      session: { url: `${base}/api/session`, headers: { cookie: acme.cookie, ...browser } },
      one: { url: `${base}/api/service-requests/${requestId}`, headers: { cookie: acme.cookie, ...browser } },
      list: { url: `${base}/api/service-requests?limit=25`, headers: { cookie: staff.cookie, ...browser } },
      comment: {
        url: `${base}/api/comments`,
        method: 'POST',
        headers: { ...json, cookie: acme.cookie, ...browser },
        // A repeat of one's last comment is answered as a duplicate: each one differs.
        body: JSON.stringify({ data: { serviceRequest: requestId, content: '<p>CPU comment [<id>]</p>' } }),
        idReplacement: true,
      },
      // Issue 30, round 4: the /requests document for the owner's phone, drawn with their rows when
      // the build's server bundle is there (WEB_DIST=<a build without it> for the static frame);
      // `page` repeats one address (the server keeps the last documents it drew for the same answers),
      // `page-cold` makes each address new, so every one is drawn.
      page: { url: `${base}/requests`, headers: { cookie: acme.cookie, ...browser, ...phone } },
      'page-cold': {
        url: `${base}/requests`,
        headers: { cookie: acme.cookie, ...browser, ...phone },
        requests: [{ setupRequest: (request) => ({ ...request, path: `/requests?n=${Math.random()}` }) }],
      },
      spread: {
        url: `${base}/api/comments`,
        method: 'POST',
        headers: { ...json, cookie: acme.cookie, ...browser },
        body: spreadBody(0, 0),
        setupClient: (client) => {
          const me = ++clients;
          let n = 0;
          client.setBody(spreadBody(me, n));
          client.on('response', () => client.setBody(spreadBody(me, ++n)));
        },
      },
      submit: {
        url: `${base}/api/service-requests`,
        method: 'POST',
        headers: { ...json, cookie: acme.cookie, ...browser },
        body: requestBody('CPU submission'),
      },
    };
    const opts = cases[name];
    if (!opts) throw new Error(`unknown case ${name}`);
    await autocannon({ ...opts, connections: CONNECTIONS, duration: 3 }); // statements prepared, plans settled
    const pid = server.child.pid!;
    const n0 = ticks(pid);
    const a0 = ticks(pid, pid); // the app thread (the main thread's id is the process id)
    const k0 = ticks(pid, pid, 'kernel');
    const b0 = await backends();
    const r = await autocannon({ ...opts, connections: CONNECTIONS, duration: SECONDS });
    const n1 = ticks(pid);
    const a1 = ticks(pid, pid);
    const k1 = ticks(pid, pid, 'kernel');
    const b1 = await backends();
    let db = 0;
    for (const [p, t] of b1) db += t - (b0.get(p) ?? 0);
    const answered = r.requests.total;
    const perRequest = (t: number) => ((t * 10) / answered).toFixed(2);
    console.log(
      `${name}: ${Math.round(answered / SECONDS)} req/s (non-2xx ${r.non2xx}), CPU per request: server ` +
        `${perRequest(n1 - n0)} ms (app thread ${perRequest(a1 - a0)}, of which in the kernel ${perRequest(k1 - k0)}), PostgreSQL ${perRequest(db)} ms; p50 ${r.latency.p50} ms, p99 ` +
        `${r.latency.p99} ms; load ${os.loadavg()[0]!.toFixed(2)}`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  if (PROFILE) {
    const file = fs.readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
    if (file) {
      if (process.env.CPU_PROFILE_COPY) {
        fs.copyFileSync(path.join(profDir, file), `${process.env.CPU_PROFILE_COPY}-${name}.cpuprofile`);
      }
      for (const [origin, share] of summarise(path.join(profDir, file))) {
        console.log(`    ${(share * 100).toFixed(1).padStart(5)}%  ${origin}`);
      }
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
await admin.end();
