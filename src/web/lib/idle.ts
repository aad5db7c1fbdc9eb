import type { QueryClient } from '@tanstack/react-query';

/** A quiet moment is looked for this long after the page loaded, and again after any busy one. */
const SETTLE_MS = 1_000;

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void) => number;
  cancelIdleCallback?: (id: number) => void;
};

const saveData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Runs `work` once the page is quiet: loaded, the main thread idle (requestIdleCallback, with no
 * deadline: a busy page simply waits) and none of the page's own queries in flight, so a prefetch
 * never competes with what the user is waiting for. Skipped when the browser asks to save data.
 * Returns a cancel function (for an effect's cleanup).
 */
export function whenIdle(queryClient: QueryClient, work: () => void): () => void {
  if (saveData()) return () => undefined;
  const w = window as IdleWindow;
  let timer: number | undefined;
  let idle: number | undefined;
  let cancelled = false;
  const attempt = () => {
    if (cancelled) return;
    // Still fetching (or the page's own chunks and data not even asked for yet): look again later.
    if (queryClient.isFetching() > 0) settle();
    else work();
  };
  const settle = () => {
    timer = window.setTimeout(() => {
      if (w.requestIdleCallback) idle = w.requestIdleCallback(attempt);
      else attempt();
    }, SETTLE_MS);
  };
  const onLoad = () => settle();
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', onLoad);
    if (timer !== undefined) window.clearTimeout(timer);
    if (idle !== undefined) w.cancelIdleCallback?.(idle);
  };
}
