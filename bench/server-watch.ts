// A preload for a server under load (`BENCH_SERVER_NODE_OPTIONS='--import=./bench/server-watch.ts'`
// with bench/http-load.ts; `--trace-gc` is not allowed in NODE_OPTIONS): once a second, on stderr,
// with the wall-clock time (to line up with the open loop's per-second lines, BENCH_OPEN_TIMELINE=1),
// what the main thread's event loop went through — its garbage collections (count, total and longest
// pause, by kind) and its delay (p99 and max: how late a timer ran, i.e. how long the thread was busy
// in one go) — and what the machine went through: its CPU busy share over all cores, the time some
// task waited for a CPU (/proc/pressure/cpu "some"), this process's involuntary context switches (it
// was runnable and taken off a core). With DATABASE_URL (PostgreSQL), also the slowest of its own
// `select 1` round trips, one every 10 ms on a connection of its own: a stall there that the loop
// delay does not show is the database's (or its backend's scheduling), not the app's. And the
// connections the database has for this database, with how many of them began in the last second
// (a new pooled connection LISTENs, and the app's caches drop everything then: db/client.ts), and
// how many changes the database announced (`data_changed`, each one empties the read cache) and
// sign-in changes (`session_users`, each one empties the session cache) in that second.
// A tail in the open loop that lines up with a long pause here is the server's own.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type pgModule from 'pg';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const kinds: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weakcb', 16: 'minor' };
let gcs: { kind: string; ms: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const detail = (e as unknown as { detail?: { kind?: number } }).detail;
    gcs.push({ kind: kinds[detail?.kind ?? 0] ?? String(detail?.kind), ms: e.duration });
  }
}).observe({ entryTypes: ['gc'] });
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
const t0 = Date.now();

/** Reads a file, or '' where it does not exist (not Linux, no PSI). */
const read = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
const machine = () => {
  const cpu = read('/proc/stat').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  return {
    busy: cpu.reduce((a, b) => a + b, 0) - idle,
    all: cpu.reduce((a, b) => a + b, 0),
    psiUs: Number(/some .*total=(\d+)/.exec(read('/proc/pressure/cpu'))?.[1] ?? 0),
    switches: Number(/nonvoluntary_ctxt_switches:\s+(\d+)/.exec(read('/proc/self/status'))?.[1] ?? 0),
  };
};
let last = machine();

// The database's own round trip, probed beside the app's pool.
let pgMax = -1;
let backends = '';
let announced = { data: 0, sessions: 0 };
if (process.env.DATABASE_URL?.startsWith('postgres')) {
  const pg = createRequire(import.meta.url)('pg') as typeof pgModule;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  client.on('error', () => undefined);
  client.on('notification', (m) => (m.channel === 'data_changed' ? announced.data++ : announced.sessions++));
  void client.connect().then(async () => {
    // The probe alone never keeps a process alive that would otherwise end.
    (client as unknown as { connection: { stream: { unref(): void } } }).connection.stream.unref();
    await client.query('LISTEN data_changed; LISTEN session_users');
    const probe = () => {
      const start = performance.now();
      client.query('select 1').then(
        () => {
          pgMax = Math.max(pgMax, performance.now() - start);
          setTimeout(probe, 10).unref();
        },
        () => undefined,
      );
    };
    probe();
    setInterval(() => {
      client
        .query<{ all: string; fresh: string }>(
          `select count(*) as all, count(*) filter (where backend_start > now() - interval '1 second') as fresh
             from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        )
        .then(
          ({ rows }) => (backends = `; backends ${rows[0]!.all} (${rows[0]!.fresh} new)`),
          () => undefined,
        );
    }, 1000).unref();
  });
}

setInterval(() => {
  const byKind = new Map<string, { n: number; ms: number; max: number }>();
  for (const g of gcs) {
    const k = byKind.get(g.kind) ?? { n: 0, ms: 0, max: 0 };
    k.n++;
    k.ms += g.ms;
    k.max = Math.max(k.max, g.ms);
    byKind.set(g.kind, k);
  }
  gcs = [];
  const gcText = [...byKind]
    .map(([kind, k]) => `${kind} ${k.n}× ${k.ms.toFixed(1)} ms (max ${k.max.toFixed(1)})`)
    .join(', ');
  const now = machine();
  const busy = ((now.busy - last.busy) / Math.max(1, now.all - last.all)) * 100;
  const machineText = `machine CPU ${busy.toFixed(0)}%, waiting for a CPU ${((now.psiUs - last.psiUs) / 1000).toFixed(0)} ms, involuntary switches ${now.switches - last.switches}`;
  last = now;
  const pgText =
    pgMax >= 0
      ? `; pg select 1 max ${pgMax.toFixed(1)} ms${backends}; announced ${announced.data} data, ${announced.sessions} sign-in changes`
      : '';
  announced = { data: 0, sessions: 0 };
  pgMax = pgMax >= 0 ? 0 : -1;
  process.stderr.write(
    `[watch] ${((Date.now() - t0) / 1000).toFixed(0)} s (${new Date().toISOString().slice(11, 23)}): loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms; gc ${gcText || 'none'}; ${machineText}${pgText}\n`,
  );
  delay.reset();
}, 1000).unref();
