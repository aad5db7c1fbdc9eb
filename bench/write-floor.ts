// `node bench/write-floor.ts`: the least a comment's write can cost on this stack, beside H0. A bare
// Fastify server (its own process, as the app's is) with a node-postgres pool of 10 writes a comment
// into the bench database of `bench/cpu-per-request.ts` (`sr_cpu_bench`, or FLOOR_DB: run that bench
// once first) in a few shapes, from one statement to the app's own round trips, with none of the app's
// code. What the app reaches is read against these: the gap is the app's (its rules, its rendering,
// its lookups), the floor is the stack's and the schema's (its indexes and triggers). Issue 30's write
// goal (0.03 of H0) is unreachable if the floor is under it.
//
//   FLOOR_SECONDS=5        duration of each case (after 2 s of warm-up)
//   FLOOR_CONNECTIONS=32   autocannon's connections
//   FLOOR_CASES=...        a comma-separated subset of the cases below
//
// Each case prints its req/s, its ratio to H0 (a bare hello in this process, as `bench:http` measures
// it) and the CPU per request of the server process and of PostgreSQL (all its processes).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { serverUrl } from '../src/server/test/databases.ts';

const DB = process.env.FLOOR_DB ?? 'sr_cpu_bench';
const SECONDS = Number(process.env.FLOOR_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.FLOOR_CONNECTIONS ?? 32);

type Trip = (db: pg.PoolClient, p: unknown[]) => Promise<unknown>;
const trip = {
  sync: (db) => db.query('select 1'),
  begin: (db) => db.query('begin'),
  lookup: (db, p) => db.query({ name: 'look', text: LOOKUP, values: [p[0]] }),
  repeatCheck: (db, p) => db.query({ name: 'recent', text: RECENT, values: [p[0], p[1]] }),
  write: (db, p) => db.query({ name: 'one', text: WRITE, values: p }),
  writeWithEvent: (db, p) => db.query({ name: 'notify', text: WRITE_NOTIFY, values: p }),
  commit: (db) => db.query('commit'),
} satisfies Record<string, Trip>;
/**
 * The app's round trips for a comment (bench/README, writes round 5): the sync guard, begin, the
 * request's lookup, the repeat check, the batch with its live event, commit.
 */
const APP_TRIPS = [trip.sync, trip.begin, trip.lookup, trip.repeatCheck, trip.writeWithEvent, trip.commit];

/**
 * The shapes ($1 request, $2 author, $3 text), each a sequence of round trips per comment; `listen`:
 * every pooled connection LISTENs on the app's two channels as the app's pool does (the comment's
 * tables announce on data_changed when they change, migration 0039).
 */
const CASES: Record<string, { listen: boolean; trips: Trip[] }> = {
  // One statement in autocommit: the comment and the request's touch, nothing read first.
  'one statement': { listen: false, trips: [trip.write] },
  // The same in a transaction with one lookup first.
  'begin, lookup, write, commit': {
    listen: false,
    trips: [trip.begin, trip.lookup, trip.write, trip.commit],
  },
  // One statement with the comment's live event (pg_notify).
  'one statement with its event': { listen: false, trips: [trip.writeWithEvent] },
  'one statement with its event, pool listening': { listen: true, trips: [trip.writeWithEvent] },
  "the app's six trips": { listen: false, trips: APP_TRIPS },
  "the app's six trips, pool listening": { listen: true, trips: APP_TRIPS },
};

const LOOKUP = `select id, status, company_id, enterprise_id, created_by_id from service_requests where id = $1`;
const RECENT = `select array(select row_to_json(r) from (select id, content from comments
  where request_id = $1 and parent_id is null and user_id = $2 and created_at > now() - interval '120 seconds'
  order by parent_id, created_at desc nulls last, id desc nulls last limit 1) r)`;
const WRITE = `with c as (insert into comments (request_id, user_id, content) values ($1, $2, $3) returning id, created_at),
  t as (update service_requests set updated_at = now() where id = (select id from service_requests where id = $1 for update skip locked))
  select id, created_at from c`;
const WRITE_NOTIFY = `with c as (insert into comments (request_id, user_id, content) values ($1, $2, $3) returning id, created_at),
  t as (update service_requests set updated_at = now() where id = (select id from service_requests where id = $1 for update skip locked)),
  n as (select pg_notify('app_events', json_build_object('t', 'c', 'c', c.id, 'r', $1::bigint)::text) from c)
  select array(select row_to_json(r) from c r) as c, array(select row_to_json(r) from n r) as n`;

/** CPU ticks of a process (all threads), 0 once gone. */
function ticks(pid: number): number {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0;
  }
}
/** Every PostgreSQL process's CPU ticks (the backends, the WAL writer, the checkpointer). */
function postgresTicks(): number {
  let sum = 0;
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (fs.readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres') sum += ticks(Number(d));
    } catch {
      /* gone */
    }
  }
  return sum;
}
const tickMs = 10;

async function load(url: string, method: 'GET' | 'POST', duration: number) {
  return autocannon({ url, method, connections: CONNECTIONS, duration });
}

async function main() {
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const h0url = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}/`;
  await load(h0url, 'GET', 1);
  const h0 = (await load(h0url, 'GET', SECONDS)).requests.average;
  await hello.close();
  console.log(`H0 (bare Fastify hello, this process): ${Math.round(h0)} req/s`);
  const only = process.env.FLOOR_CASES?.split(',');
  for (const name of Object.keys(CASES)) {
    if (only && !only.some((w) => name.includes(w))) continue;
    const port = 3390;
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
      env: { ...process.env, FLOOR_SERVE: name, FLOOR_PORT: String(port) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
    });
    const url = `http://127.0.0.1:${port}/c`;
    await load(url, 'POST', 2);
    const [n0, p0] = [ticks(child.pid!), postgresTicks()];
    const r = await load(url, 'POST', SECONDS);
    const [n1, p1] = [ticks(child.pid!), postgresTicks()];
    const done = r.requests.total;
    console.log(
      `${name}: ${Math.round(r.requests.average)} req/s, ratio ${(r.requests.average / h0).toFixed(3)}, ` +
        `p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}; CPU/request: server ${(((n1 - n0) * tickMs) / done).toFixed(2)} ms, ` +
        `PostgreSQL ${(((p1 - p0) * tickMs) / done).toFixed(2)} ms`,
    );
    child.kill();
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function serve() {
  // The server process: FLOOR_SERVE names the case.
  const shape = CASES[process.env.FLOOR_SERVE!]!;
  const pool = new pg.Pool({
    connectionString: serverUrl(DB),
    max: 10,
    // As the app's pool (db/client.ts): each connection LISTENs before it is handed out.
    ...(shape.listen
      ? { onConnect: (c: pg.Client) => c.query('LISTEN data_changed; LISTEN session_users') }
      : {}),
  } as pg.PoolConfig);
  const { rows } = await pool.query<{ id: number; created_by_id: number }>(
    'select id, created_by_id from service_requests where created_by_id = (select created_by_id from service_requests group by 1 order by count(*) desc limit 1) order by id limit 30',
  );
  let n = 0;
  const app = Fastify();
  app.post('/c', async () => {
    const r = rows[n++ % rows.length]!;
    const db = await pool.connect();
    try {
      const values = [r.id, r.created_by_id, `<p>floor ${n} ${Math.random()}</p>`];
      for (const step of shape.trips) await step(db, values);
    } catch (e) {
      await db.query('rollback').catch(() => {});
      throw e;
    } finally {
      db.release();
    }
    return { ok: true };
  });
  await app.listen({ port: Number(process.env.FLOOR_PORT), host: '127.0.0.1' });
  process.send?.('ready');
}

if (process.env.FLOOR_SERVE) await serve();
else await main();
