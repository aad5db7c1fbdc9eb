// A preload for a server under load (`BENCH_SERVER_NODE_OPTIONS='--import=./bench/server-watch.ts'`
// with bench/http-load.ts; `--trace-gc` is not allowed in NODE_OPTIONS): once a second, on stderr,
// what the main thread's event loop went through — its garbage collections (count, total and longest
// pause, by kind) and its delay (p99 and max: how late a timer ran, i.e. how long the thread was busy
// in one go). A tail in the open loop that lines up with a long pause here is the server's own.
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
  process.stderr.write(
    `[watch] ${((Date.now() - t0) / 1000).toFixed(0)} s: loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms; gc ${gcText || 'none'}\n`,
  );
  delay.reset();
}, 1000).unref();
