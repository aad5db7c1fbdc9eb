// `node bench/sse-load.ts`: real-time delivery at scale, on PostgreSQL. SSE_CLIENTS (default 1,000)
// Server-Sent Event streams follow one request's comments (10 streams per user, the server's per-user
// cap, so 100 customer accounts); staff post a comment every second and each stream's delay from the
// post to the event is recorded (p50 / p95 / max). Then the server is restarted (SIGTERM, a new process
// on the same port and database); streams reconnect with Last-Event-ID while more comments are posted
// right after the restart, and every stream must end with every comment exactly once.
//
//   SSE_CLIENTS=1000  SSE_EVENTS=10  SSE_PORT=4275
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { spawnServer, type Spawned } from '../src/server/test/spawn-server.ts';
import { serverUrl } from '../src/server/test/databases.ts';

const CLIENTS = Number(process.env.SSE_CLIENTS ?? 1000);
const EVENTS = Number(process.env.SSE_EVENTS ?? 10);
const AFTER_RESTART = 3;
const PORT = Number(process.env.SSE_PORT ?? 4275);
const PER_USER = 10;
const base = `http://127.0.0.1:${PORT}`;

const dbName = `sr_bench_sse_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl() });
await admin.connect();
await admin.query(`create database "${dbName}"`);
await admin.end();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sr-bench-sse-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: serverUrl(dbName), LOG_LEVEL: 'error', PORT: String(PORT) };

let server: Spawned = await spawnServer(env, { readyTimeoutMs: 300_000 });
const login = async (identifier: string) => {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password: 'Demo-pass-1!' }),
  });
  const me = (await res.json()) as { user: { id: number }; companies: { id: number; name: string }[] };
  return {
    cookie: res.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))!
      .split(';')[0]!,
    me,
  };
};
const owner = await login('owner@acme.test');
const staff = await login('staff@studio.test');
const json = { 'content-type': 'application/json' };
const types = (await (await fetch(`${base}/api/me`, { headers: { cookie: owner.cookie } })).json()) as {
  serviceRequestTypes: { id: number; name: string; childrenRequestTypes: { id: number; name: string }[] }[];
};
const bugFix = types.serviceRequestTypes
  .flatMap((t) => [t, ...t.childrenRequestTypes])
  .find((t) => t.name === 'Website bug fix')!.id;
const company = owner.me.companies.find((c) => c.name === 'Acme Foods')!.id;
const created = await fetch(`${base}/api/service-requests`, {
  method: 'POST',
  headers: { ...json, cookie: owner.cookie },
  body: JSON.stringify({
    data: {
      title: 'SSE bench',
      serviceRequestType: bugFix,
      company,
      content: JSON.stringify({ 'Page address': 'https://acme.test', 'Steps to reproduce': 'Click' }),
      assignees: [owner.me.user.id],
    },
  }),
});
const requestId = ((await created.json()) as { data: { id: number } }).data.id;

// The customers who watch: members of Acme Foods, each with a session (written directly: signing in
// 100 accounts through the rate-limited endpoint is not what is measured).
const db = new pg.Client({ connectionString: serverUrl(dbName) });
await db.connect();
const cookies: string[] = [];
for (let u = 0; u < Math.ceil(CLIENTS / PER_USER); u++) {
  const { rows } = await db.query<{ id: number }>(
    `insert into users (username, email, password_hash, first_name, last_name)
     values ($1, $2, 'x', 'Watcher', $3) returning id`,
    [`watcher${u}`, `watcher${u}@acme.test`, String(u)],
  );
  await db.query('insert into company_members (company_id, user_id) values ($1, $2)', [company, rows[0]!.id]);
  const token = crypto.randomBytes(32).toString('base64url');
  await db.query(
    `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
    [crypto.createHash('sha256').update(token).digest('hex'), rows[0]!.id],
  );
  cookies.push(`sid=${token}`);
}
await db.end();

type Client = { lastId: string | null; got: Map<number, number>; open: boolean };
const postedAt = new Map<number, number>();
const clients: Client[] = [];
let stopping = false;

function connect(client: Client, cookie: string) {
  const req = http.get(
    `${base}/api/events?requests=${requestId}`,
    { agent: false, headers: { cookie, ...(client.lastId ? { 'last-event-id': client.lastId } : {}) } },
    (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        retry();
        return;
      }
      client.open = true;
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          let event = '';
          let data = '';
          for (const line of message.split('\n')) {
            if (line.startsWith('id: ')) client.lastId = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (event === 'comment') {
            const id = (JSON.parse(data) as { comment: { id: number } }).comment.id;
            client.got.set(id, (client.got.get(id) ?? 0) + 1);
            if (client.got.get(id) === 1 && postedAt.has(id)) delays.push(Date.now() - postedAt.get(id)!);
          }
        }
      });
      res.on('end', () => {
        client.open = false;
        retry();
      });
      res.on('error', () => undefined);
    },
  );
  req.on('error', () => {
    client.open = false;
    retry();
  });
  // As a browser does (the stream says retry: 3000), with jitter so 1,000 do not come back at once.
  function retry() {
    if (!stopping) setTimeout(() => connect(client, cookie), 1000 + Math.random() * 2000).unref();
  }
}

const delays: number[] = [];
for (let i = 0; i < CLIENTS; i++) {
  const client: Client = { lastId: null, got: new Map(), open: false };
  clients.push(client);
  connect(client, cookies[Math.floor(i / PER_USER)]!);
}
const waitFor = async (what: string, ok: () => boolean, ms = 60_000) => {
  const until = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
await waitFor('streams to open', () => clients.every((c) => c.open));
console.log(`${CLIENTS} streams open`);

const post = async (n: number) => {
  const t0 = Date.now();
  const res = await fetch(`${base}/api/comments`, {
    method: 'POST',
    headers: { ...json, cookie: staff.cookie },
    body: JSON.stringify({ data: { serviceRequest: requestId, content: `<p>SSE bench ${n}</p>` } }),
  });
  if (!res.ok) throw new Error(`comment: ${res.status} ${await res.text()}`);
  const id = ((await res.json()) as { data: { id: number } }).data.id;
  postedAt.set(id, t0);
  return id;
};
const ids: number[] = [];
for (let n = 0; n < EVENTS; n++) {
  ids.push(await post(n));
  await new Promise((r) => setTimeout(r, 1000));
}
await waitFor('live delivery', () => clients.every((c) => ids.every((id) => c.got.has(id))), 30_000);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1]!;
console.log(
  `live: ${delays.length} deliveries, p50 ${pct(delays, 50)} ms, p95 ${pct(delays, 95)} ms, max ${Math.max(...delays)} ms`,
);

// Restart: comments posted as soon as the new process is up, while most streams are still away.
server.child.kill('SIGTERM');
await server.exited;
const restartedAt = Date.now();
server = await spawnServer(env, { readyTimeoutMs: 300_000 });
const staffAgain = await login('staff@studio.test');
staff.cookie = staffAgain.cookie;
const reconnectedBefore = clients.filter((c) => c.open).length;
for (let n = 0; n < AFTER_RESTART; n++) ids.push(await post(EVENTS + n));
let missed = 0;
try {
  await waitFor('catch-up after the restart', () => clients.every((c) => ids.every((id) => c.got.has(id))));
} catch {
  /* counted below */
}
for (const c of clients) missed += ids.filter((id) => !c.got.has(id)).length;
const duplicates = clients.reduce((n, c) => n + [...c.got.values()].filter((k) => k > 1).length, 0);
console.log(
  `restart: new process ready in ${Date.now() - restartedAt} ms (then ${AFTER_RESTART} comments; ${reconnectedBefore} streams were back before them); missed ${missed}, duplicates ${duplicates} of ${clients.length * ids.length}`,
);

stopping = true;
server.child.kill('SIGTERM');
await server.exited;
const drop = new pg.Client({ connectionString: serverUrl() });
await drop.connect();
await drop.query(`drop database if exists "${dbName}" with (force)`);
await drop.end();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(missed === 0 && duplicates === 0 ? 0 : 1);
