// An open-loop load generator: requests leave at a fixed arrival rate whether or not the earlier ones
// have been answered, as people arrive at a service. A closed loop (autocannon: each connection sends
// again when answered) slows its own arrivals when the server slows, so its p99 at 50 connections is
// a queue it built itself on a saturated core. Here every latency is measured from the moment the
// request was DUE to leave, not when it left, so a stalled generator or a full socket pool still
// counts against the server (no coordinated omission).
import http from 'node:http';

export type OpenLoopCase = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  /** The body of the n-th request (each comment must differ: a repeat is answered as a duplicate). */
  body?: string | ((n: number) => string);
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
};

/** The parts of one case, sent side by side, summed up as one result. */
export function mergeOpenLoop(parts: OpenLoopResult[]): OpenLoopResult {
  const samples = parts.flatMap((p) => p.samples).sort((a, b) => a - b);
  return summarise(
    parts.reduce((n, p) => n + p.rate, 0),
    parts.reduce((n, p) => n + p.sent, 0),
    parts.reduce((n, p) => n + p.answered, 0),
    parts.reduce((n, p) => n + p.non2xx, 0),
    parts.reduce((n, p) => n + p.errors, 0),
    samples,
  );
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

/** Sends `rate` requests a second for `seconds`, then waits (up to 30 s) for the last answers. */
export async function openLoop(c: OpenLoopCase, rate: number, seconds: number): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const url = new URL(c.url);
  const latencies: number[] = [];
  let sent = 0;
  let answered = 0;
  let non2xx = 0;
  let errors = 0;
  const total = Math.max(1, Math.round(rate * seconds));
  let settle: () => void = () => undefined;
  const allDone = new Promise<void>((resolve) => (settle = resolve));
  const finished = () => {
    if (answered + errors === total) settle();
  };
  const fire = (n: number, dueAt: number) => {
    const body = typeof c.body === 'function' ? c.body(n) : c.body;
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: c.method ?? 'GET',
        headers: { ...c.headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) },
        agent,
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - dueAt);
          answered++;
          if (res.statusCode! < 200 || res.statusCode! >= 300) non2xx++;
          finished();
        });
      },
    );
    req.on('error', () => {
      errors++;
      finished();
    });
    req.end(body);
  };
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - start;
      // Everything due by now leaves now, each stamped with the time it was due.
      const due = Math.min(total, Math.floor((elapsed / 1000) * rate) + 1);
      while (sent < due) {
        fire(sent, start + (sent * 1000) / rate);
        sent++;
      }
      if (sent >= total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  await Promise.race([allDone, new Promise((r) => setTimeout(r, 30_000))]);
  agent.destroy();
  // A request still unanswered after the wait counts as an error.
  return summarise(
    rate,
    sent,
    answered,
    non2xx,
    sent - answered,
    latencies.sort((a, b) => a - b),
  );
}
