import type { QueryClient } from '@tanstack/react-query';

/** How long a prefetch waits for a quiet moment at most: after that it runs anyway. */
const MAX_WAIT_MS = 10_000;
const RECHECK_MS = 400;

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

const saveData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Runs `work` once the page is quiet: the main thread idle and none of the page's own queries in
 * flight, so a prefetch never competes with what the user is waiting for. Skipped when the browser
 * asks to save data. Returns a cancel function (for an effect's cleanup).
 */
export function whenIdle(queryClient: QueryClient, work: () => void): () => void {
  if (saveData()) return () => undefined;
  const w = window as IdleWindow;
  const started = Date.now();
  let timer: number | undefined;
  let idle: number | undefined;
  let cancelled = false;
  const attempt = () => {
    if (cancelled) return;
    if (queryClient.isFetching() > 0 && Date.now() - started < MAX_WAIT_MS) {
      timer = window.setTimeout(schedule, RECHECK_MS);
      return;
    }
    work();
  };
  const schedule = () => {
    if (w.requestIdleCallback) idle = w.requestIdleCallback(attempt, { timeout: 2_000 });
    else timer = window.setTimeout(attempt, 200);
  };
  timer = window.setTimeout(schedule, RECHECK_MS);
  return () => {
    cancelled = true;
    if (timer !== undefined) window.clearTimeout(timer);
    if (idle !== undefined) w.cancelIdleCallback?.(idle);
  };
}
