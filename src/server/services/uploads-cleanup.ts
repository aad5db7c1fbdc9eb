import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { cleanUnattachedUploads } from './uploads.service.ts';

/** Uploads kept unattached this long are abandoned (a form closed without saving, a tab lost). */
export const UNATTACHED_GRACE_MS = 24 * 3600_000;
const EVERY_MS = 3600_000;

export type UploadsCleanup = { stop(): Promise<void> };

/**
 * Removes abandoned uploads (never attached to a request, comment or voice note) once an hour, and
 * once soon after start. Safe with several app instances: each delete re-checks that the file is
 * still unattached, so two sweepers at once just share the work.
 */
export function startUploadsCleanup(
  ctx: AppContext,
  log: FastifyBaseLogger,
  opts: { everyMs?: number; graceMs?: number; firstAfterMs?: number } = {},
): UploadsCleanup {
  const everyMs = opts.everyMs ?? EVERY_MS;
  const graceMs = opts.graceMs ?? UNATTACHED_GRACE_MS;
  let running: Promise<void> | null = null;
  let stopped = false;

  const sweep = async () => {
    try {
      let total = 0;
      // A sweep takes batches until one comes back short, so a backlog clears in one go.
      for (;;) {
        const removed = await cleanUnattachedUploads(ctx, graceMs);
        total += removed;
        if (removed < 500 || stopped) break;
      }
      if (total > 0) log.info({ removed: total }, 'removed abandoned uploads');
    } catch (error) {
      log.warn({ err: error }, 'abandoned-upload clean-up failed; will retry');
    }
  };
  const tick = () => {
    if (stopped || running) return;
    running = sweep().finally(() => (running = null));
  };

  const first = setTimeout(tick, opts.firstAfterMs ?? 60_000);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
