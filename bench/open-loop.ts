// An open-loop load generator: requests leave at a fixed arrival rate whether or not the earlier ones
// have been answered, as people arrive at a service. A closed loop (autocannon: each connection sends
// again when answered) slows its own arrivals when the server slows, so its p99 at 50 connections is
// a queue it built itself on a saturated core. Here every latency is measured from the moment the
// request was DUE to leave, not when it left, so a stalled generator or a full socket pool still
// counts against the server (no coordinated omission).
//
// Lean, so that at 10,000+ arrivals/s on a two-core machine it measures the server, not itself
// (round 2 of issue 30's open loop; the first one, on node:http, cost ~100 µs of CPU per request
// and was the limit): it runs in a worker thread (its own event loop, beside the caller's), on raw
// `node:net` sockets kept alive, with every request's bytes made before the clock starts, and reads
// an answer by its status line and its Content-Length or chunked end only (no header objects). A
// socket carries one request at a time (no pipelining); the pool opens with the connections the
// rate needs and grows, up to MAX_SOCKETS, when every socket is busy, as arriving people bring their
// own connections. Requests that find no socket wait in order, their clock already running.
//
// A warm-up at the same rate comes first (`warmupSeconds`, as wrk2's calibration period): its
// requests are sent and answered like the rest, without a pause between, but left out of the
// figures. It is the start of any run at these rates, not the server: the generator opens up to 512
// sockets at once and both sides run cold code, and a bare Fastify hello in a process of its own had a
// p99 of 40–65 ms in that first second at 29,000/s (bench/README, issue 30, stop 31). The timeline
// still shows the warm-up's seconds (negative), so nothing is hidden.
//
// Alone: `node bench/open-loop.ts <rate> [seconds] [warm-up seconds]` drives a bare Fastify hello in this process's main
// thread at that rate (the generator's own ceiling, for the README).
import net from 'node:net';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

export type OpenLoopCase = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  /** The body of the n-th request (each comment must differ: a repeat is answered as a duplicate). */
  body?: string | ((n: number) => string);
  /**
   * Text the n-th answer's body must hold (e.g. the comment's own words and `"duplicate":false`): an
   * answer without it counts as non-2xx. Only cases with it have their bodies read.
   */
  expect?: (n: number) => string[];
};

export type OpenLoopResult = {
  rate: number;
  sent: number;
  answered: number;
  non2xx: number;
  errors: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Every latency (ms, sorted), so that parts run side by side can be summed up as one case. */
  samples: number[];
  /**
   * The generator's own cost: CPU µs of its thread per request, and the p99 of how late it took up a
   * request after it was due (ms; waiting for a free socket, the server's doing, not included). A late
   * p99 near the answers' p99 means the generator was the limit.
   */
  generator?: { cpuUs: number; lateP99: number };
  /**
   * Per second of the run (by when each request was due, from the first): how many were due, their
   * p99 and max latency, and the most the generator was late taking one up; `startedAt` is the wall
   * clock (ms since the epoch) of the first due time, to line a bad second up with the server's
   * `[watch]` lines (bench/server-watch.ts) and the database's log.
   */
  timeline?: {
    startedAt: number;
    /** How many of `seconds` (the first ones) were the warm-up, left out of the figures above. */
    warmup: number;
    seconds: { n: number; p99: number; max: number; lateMax: number }[];
  };
};

/** The parts of one case, sent side by side, summed up as one result. */
export function mergeOpenLoop(parts: OpenLoopResult[]): OpenLoopResult {
  const samples = parts.flatMap((p) => p.samples).sort((a, b) => a - b);
  const sent = parts.reduce((n, p) => n + p.sent, 0);
  const generator = parts.every((p) => p.generator)
    ? {
        cpuUs:
          Math.round((parts.reduce((n, p) => n + p.generator!.cpuUs * p.sent, 0) / Math.max(1, sent)) * 10) /
          10,
        lateP99: Math.max(...parts.map((p) => p.generator!.lateP99)),
      }
    : undefined;
  const merged = summarise(
    parts.reduce((n, p) => n + p.rate, 0),
    parts.reduce((n, p) => n + p.sent, 0),
    parts.reduce((n, p) => n + p.answered, 0),
    parts.reduce((n, p) => n + p.non2xx, 0),
    parts.reduce((n, p) => n + p.errors, 0),
    samples,
  );
  return generator ? { ...merged, generator } : merged;
}

function summarise(
  rate: number,
  sent: number,
  answered: number,
  non2xx: number,
  errors: number,
  sorted: number[],
): OpenLoopResult {
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    rate,
    sent,
    answered,
    non2xx,
    errors,
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
    samples: sorted,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

/** Most sockets one generator opens (node:http's agent here had 512). */
const MAX_SOCKETS = 512;

/** What the worker is given: everything made before the clock starts. */
type Job = {
  host: string;
  port: number;
  rate: number;
  total: number;
  /** One request's bytes for all, or one per request (a body that varies). */
  requests: Uint8Array[];
  /** Per request, the texts its answer must hold (none: the body is skipped unread). */
  expects: string[][] | null;
};
type Done = {
  sent: number;
  answered: number;
  non2xx: number;
  errors: number;
  latencies: Float64Array;
  /** Per answer (in the order of `latencies`): the request's index. */
  which: Uint32Array;
  /** Per answer (in the order of `latencies`): 1 when it was a 2xx holding what it had to, else 0. */
  ok: Uint8Array;
  /** The wall clock (ms since the epoch) when request 0 was due. */
  startedAt: number;
  /** Per request sent: how late the generator took it up (ms). */
  late: Float64Array;
  cpuUs: number;
};

/** The bytes of one request: the request line, the headers, the body. */
function requestBytes(c: OpenLoopCase, url: URL, body: string | undefined): Buffer {
  const head = [
    `${c.method ?? 'GET'} ${url.pathname}${url.search} HTTP/1.1`,
    `host: ${url.host}`,
    'connection: keep-alive',
    ...Object.entries(c.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
    ...(body !== undefined ? [`content-length: ${Buffer.byteLength(body)}`] : []),
  ];
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), Buffer.from(body ?? '')]);
}

/**
 * Sends `rate` requests a second for `warmupSeconds` (left out of the figures) and then for `seconds`,
 * then waits (up to 30 s) for the last answers. The body of request n is `body(n)` for the measured
 * ones (0 first), `body(total + i)` for the warm-up's (so a caller's numbering of the measured ones is
 * kept).
 */
export async function openLoop(
  c: OpenLoopCase,
  rate: number,
  seconds: number,
  warmupSeconds = 0,
): Promise<OpenLoopResult> {
  const url = new URL(c.url);
  const measured = Math.max(1, Math.round(rate * seconds));
  const warm = Math.round(rate * warmupSeconds);
  const total = warm + measured;
  // The n-th request sent: the warm-up's first, numbered after the measured ones.
  const numberOf = (n: number) => (n < warm ? measured + n : n - warm);
  const varies = typeof c.body === 'function';
  const requests: Uint8Array[] = [];
  if (varies) {
    for (let n = 0; n < total; n++) {
      requests.push(requestBytes(c, url, (c.body as (n: number) => string)(numberOf(n))));
    }
  } else requests.push(requestBytes(c, url, c.body as string | undefined));
  const job: Job = {
    host: url.hostname,
    port: Number(url.port || 80),
    rate,
    total,
    requests,
    expects: c.expect ? Array.from({ length: total }, (_, n) => c.expect!(numberOf(n))) : null,
  };
  const worker = new Worker(new URL(import.meta.url), { workerData: job });
  const done = await new Promise<Done>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`open-loop worker exited (${code})`)));
  });
  await worker.terminate();
  // The figures are the measured requests' only (index ≥ warm).
  const latencies: number[] = [];
  let non2xx = 0;
  for (let i = 0; i < done.latencies.length; i++) {
    if (done.which[i]! < warm) continue;
    latencies.push(done.latencies[i]!);
    if (!done.ok[i]) non2xx++;
  }
  latencies.sort((a, b) => a - b);
  const sent = Math.max(0, done.sent - warm);
  const late = Array.from(done.late.subarray(Math.min(warm, done.sent))).sort((a, b) => a - b);
  return {
    ...summarise(rate, sent, latencies.length, non2xx, sent - latencies.length, latencies),
    generator: {
      cpuUs: Math.round((done.cpuUs / Math.max(1, done.sent)) * 10) / 10,
      lateP99: Math.round(percentile(late, 99) * 10) / 10,
    },
    timeline: timeline(done, rate, Math.ceil(warmupSeconds)),
  };
}

/** The run second by second (request n was due at n / rate s). */
function timeline(done: Done, rate: number, warmup: number): NonNullable<OpenLoopResult['timeline']> {
  const secondOf = (n: number) => Math.floor(n / rate);
  const count = Math.max(1, secondOf(Math.max(0, done.sent - 1)) + 1);
  const lat: number[][] = Array.from({ length: count }, () => []);
  const lateMax = new Array<number>(count).fill(0);
  const n = new Array<number>(count).fill(0);
  for (let i = 0; i < done.sent; i++) {
    const s = secondOf(i);
    n[s]!++;
    lateMax[s] = Math.max(lateMax[s]!, done.late[i]!);
  }
  for (let i = 0; i < done.latencies.length; i++) lat[secondOf(done.which[i]!)]!.push(done.latencies[i]!);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    startedAt: done.startedAt,
    warmup,
    seconds: lat.map((xs, s) => {
      xs.sort((a, b) => a - b);
      return {
        n: n[s]!,
        p99: round(percentile(xs, 99)),
        max: round(xs.at(-1) ?? 0),
        lateMax: round(lateMax[s]!),
      };
    }),
  };
}

const CRLF2 = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = Buffer.from('\r\ncontent-length: ');

/**
 * One keep-alive connection's reader. `parse` consumes as many whole answers as `buf` holds and
 * returns how many bytes it used; an answer cut by a chunk boundary waits for the next one.
 */
class Conn {
  socket: net.Socket;
  /** The request in flight on this socket (its index), or -1 when idle. */
  inFlight = -1;
  private pending: Buffer | null = null;
  // The answer being read: its status, and where its body stands.
  private status = 0;
  /** Body bytes still to skip (Content-Length), or -1 while reading chunk sizes (chunked). */
  private left = 0;
  private chunked = false;
  private inBody = false;
  private body: Buffer[] | null = null;
  private readonly keepBody: boolean;
  private readonly onAnswer: (conn: Conn, status: number, body: Buffer | null) => void;
  constructor(
    socket: net.Socket,
    keepBody: boolean,
    onAnswer: (conn: Conn, status: number, body: Buffer | null) => void,
  ) {
    this.socket = socket;
    this.keepBody = keepBody;
    this.onAnswer = onAnswer;
    socket.on('data', (chunk: Buffer) => this.data(chunk));
  }

  private data(chunk: Buffer): void {
    const buf = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    let at = 0;
    while (at < buf.length) {
      if (!this.inBody) {
        const end = buf.indexOf(CRLF2, at);
        if (end < 0) break;
        // "HTTP/1.1 200 ": the status is bytes 9–11.
        this.status = (buf[at + 9]! - 48) * 100 + (buf[at + 10]! - 48) * 10 + (buf[at + 11]! - 48);
        // Node writes header names as the app set them: lower case from Fastify; any case else.
        let cl = buf.indexOf(CONTENT_LENGTH, at);
        if (cl >= 0 && cl < end) {
          this.chunked = false;
          this.left = parseInt(
            buf.toString('latin1', cl + CONTENT_LENGTH.length, cl + CONTENT_LENGTH.length + 12),
            10,
          );
        } else {
          const head = buf.toString('latin1', at, end).toLowerCase();
          cl = head.indexOf('\r\ncontent-length:');
          this.chunked = cl < 0 && head.includes('\r\ntransfer-encoding: chunked');
          this.left = this.chunked ? -1 : cl < 0 ? 0 : parseInt(head.slice(cl + 17), 10);
        }
        this.inBody = true;
        this.body = this.keepBody ? [] : null;
        at = end + 4;
        continue;
      }
      if (!this.chunked) {
        const take = Math.min(this.left, buf.length - at);
        if (this.body && take) this.body.push(buf.subarray(at, at + take));
        this.left -= take;
        at += take;
        if (this.left === 0) this.finish();
        continue;
      }
      if (this.left === -1) {
        // A chunk's size line; a zero-sized one, then the final CRLF, ends the answer.
        const eol = buf.indexOf('\r\n', at, 'latin1');
        if (eol < 0) break;
        const size = parseInt(buf.toString('latin1', at, eol), 16);
        if (size === 0) {
          if (buf.length < eol + 4) break; // the final CRLF has not arrived yet
          at = eol + 4;
          this.finish();
          continue;
        }
        this.left = size + 2; // the chunk and its CRLF
        at = eol + 2;
        continue;
      }
      const take = Math.min(this.left, buf.length - at);
      if (this.body) this.body.push(buf.subarray(at, at + Math.min(take, Math.max(0, this.left - 2))));
      this.left -= take;
      at += take;
      if (this.left === 0) this.left = -1;
    }
    if (at < buf.length) this.pending = buf.subarray(at);
  }

  private finish(): void {
    this.inBody = false;
    const body = this.body ? Buffer.concat(this.body) : null;
    this.body = null;
    this.onAnswer(this, this.status, body);
  }
}

function runWorker(job: Job): void {
  const { rate, total, requests, expects } = job;
  const latencies = new Float64Array(total);
  const which = new Uint32Array(total);
  const oks = new Uint8Array(total);
  let startedAt = 0;
  const dueAt = new Float64Array(total);
  const late = new Float64Array(total);
  let cpuAtStart = process.threadCpuUsage();
  let sent = 0; // requests due so far (queued or written)
  let answered = 0;
  let non2xx = 0;
  let errors = 0;
  const idle: Conn[] = [];
  const all = new Set<Conn>();
  let connecting = 0;
  /** Requests due with no socket free yet (indices, in order). */
  const waiting: number[] = [];
  let waitHead = 0;
  let finished = false;
  const bytesOf = requests.length === 1 ? () => requests[0]! : (n: number) => requests[n]!;

  const report = () => {
    if (finished) return;
    finished = true;
    for (const c of all) c.socket.destroy();
    const cpu = process.threadCpuUsage(cpuAtStart);
    parentPort!.postMessage({
      sent,
      answered,
      non2xx,
      errors: errors + (sent - answered - errors),
      latencies: latencies.subarray(0, answered),
      which: which.subarray(0, answered),
      ok: oks.subarray(0, answered),
      startedAt,
      late: late.subarray(0, sent),
      cpuUs: cpu.user + cpu.system,
    } satisfies Done);
  };
  const settled = () => {
    if (sent === total && answered + errors === total) report();
  };

  const write = (conn: Conn, n: number) => {
    conn.inFlight = n;
    conn.socket.write(bytesOf(n));
  };
  const onAnswer = (conn: Conn, status: number, body: Buffer | null) => {
    const n = conn.inFlight;
    conn.inFlight = -1;
    which[answered] = n;
    latencies[answered++] = performance.now() - dueAt[n]!;
    let ok = status >= 200 && status < 300;
    if (ok && expects) {
      const text = body ? body.toString('utf8') : '';
      ok = expects[n]!.every((e) => text.includes(e));
    }
    if (!ok) non2xx++;
    oks[answered - 1] = ok ? 1 : 0;
    if (waitHead < waiting.length) write(conn, waiting[waitHead++]!);
    else idle.push(conn);
    settled();
  };
  const open = (onReady?: () => void) => {
    connecting++;
    const socket = net.connect({ host: job.host, port: job.port, noDelay: true });
    const conn = new Conn(socket, expects !== null, onAnswer);
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      connecting--;
      all.add(conn);
      if (waitHead < waiting.length) write(conn, waiting[waitHead++]!);
      else idle.push(conn);
      onReady?.();
    });
    socket.once('close', () => {
      if (!all.delete(conn)) connecting--;
      const i = idle.indexOf(conn);
      if (i >= 0) idle.splice(i, 1);
      // The request it carried is lost: an error, as node:http would report it.
      if (conn.inFlight >= 0 && !finished) {
        conn.inFlight = -1;
        errors++;
        settled();
      }
    });
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    cpuAtStart = process.threadCpuUsage();
    const t0 = performance.now();
    startedAt = performance.timeOrigin + t0;
    for (let n = 0; n < total; n++) dueAt[n] = t0 + (n * 1000) / rate;
    const tick = () => {
      // Everything due by now leaves now (or waits for a socket), its clock running from when due.
      const now = performance.now();
      const due = Math.min(total, Math.floor(((now - t0) / 1000) * rate) + 1);
      while (sent < due) {
        const n = sent++;
        late[n] = now - dueAt[n]!;
        const conn = idle.pop();
        if (conn) write(conn, n);
        else {
          waiting.push(n);
          if (all.size + connecting < MAX_SOCKETS) open();
        }
      }
      // Asleep until the next one is due (a timer every ms cost more than the requests at 10/s).
      if (sent < total) setTimeout(tick, Math.max(1, Math.floor(dueAt[sent]! - performance.now())));
    };
    tick();
    // Whatever is unanswered 30 s after the last request was due counts as an error.
    setTimeout(report, (total * 1000) / rate + 30_000).unref();
  };
  // Enough sockets for the rate at ~20 ms each, open before the clock starts (more open when all
  // are busy).
  const initial = Math.min(MAX_SOCKETS, Math.max(4, Math.ceil(rate / 50)));
  let ready = 0;
  for (let i = 0; i < initial; i++) open(() => ++ready === initial && start());
  // A server slow to accept them all does not hold the clock back for long.
  setTimeout(start, 5000).unref();
}

if (!isMainThread && workerData) runWorker(workerData as Job);

// Alone: the generator's own ceiling against a bare Fastify hello in a process of its own (as the
// app's server is in bench/http-load.ts), with the CPU this process (the generator) used per request.
if (isMainThread && import.meta.filename === process.argv[1]) {
  const { spawn } = await import('node:child_process');
  const { createRequire } = await import('node:module');
  const fastify = createRequire(import.meta.url).resolve('fastify');
  const port = Number(process.env.OPEN_LOOP_PORT ?? 3303);
  const server = spawn(
    process.execPath,
    [
      '-e',
      `const app = require(${JSON.stringify(fastify)})(); app.get('/', async () => ({ hello: 'world' }));` +
        `app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => server.stdout!.once('data', resolve));
  const rate = Number(process.argv[2] ?? 20_000);
  const seconds = Number(process.argv[3] ?? 10);
  const warmup = Number(process.argv[4] ?? 0);
  const cpu0 = process.cpuUsage();
  const r = await openLoop({ url: `http://127.0.0.1:${port}/` }, rate, seconds, warmup);
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `bare Fastify hello at ${rate}/s for ${seconds} s (after ${warmup} s of warm-up): answered ${r.answered} of ${r.sent}, p50 ${r.p50} ms  p90 ${r.p90} ms  p99 ${r.p99} ms  max ${r.max} ms  non-2xx ${r.non2xx}  errors ${r.errors}; ` +
      `generator: ${r.generator!.cpuUs} µs CPU/request in its thread, ${((cpu.user + cpu.system) / r.sent).toFixed(1)} in all, late p99 ${r.generator!.lateP99} ms`,
  );
  server.kill();
}
