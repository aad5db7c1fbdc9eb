import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { cleanUnattachedUploads } from '../modules/uploads/uploads.ts';
import { releaseQueuedFiles } from '../modules/uploads/release.ts';
import { pruneIdempotencyKeys } from '../modules/requests/index.ts';
import { pruneRateLimitCounters } from './rate-limits.ts';
import { pruneExpiredCredentials } from '../modules/accounts/expired-credentials.ts';
import { maintainEmbedded } from './embedded-maintenance.ts';
import { pruneWebhookLog } from '../modules/integrations/webhooks/prune.ts';
import { pauseEndpointsWithoutManager } from '../modules/integrations/webhooks/pause.ts';

/** Uploads kept unattached this long are abandoned (a form closed without saving, a tab lost). */
export const UNATTACHED_GRACE_MS = 24 * 3600_000;
const EVERY_MS = 3600_000;
/** How often the embedded database is vacuumed and analysed where needed (it has no autovacuum). */
export const EMBEDDED_MAINTENANCE_EVERY_MS = 5 * 60_000;

export type Housekeeping = { stop(): Promise<void> };

/**
 * On the embedded database, every five minutes: VACUUM / ANALYZE where autovacuum would.
 * Once an hour (and once soon after start): removes abandoned uploads (never attached to a request,
 * comment or voice note), finishes releases of removed files that a crash or a storage outage
 * interrupted after their COMMIT (uploads/release.ts: the row if nothing refers to it, then the bytes), forgets expired request Idempotency-Keys, passed rate-limit windows, ended
 * sessions and expired account tokens, webhook deliveries settled over 30 days ago, and pauses webhook
 * endpoints whose person may no longer manage them (webhooks/pause.ts). Safe with several app
 * instances: each upload delete re-checks that the file is still unattached, and a key delete is
 * idempotent, so two workers at once just share the work.
 */
export function startHousekeeping(
  ctx: AppContext,
  log: FastifyBaseLogger,
  opts: { everyMs?: number; graceMs?: number; firstAfterMs?: number; maintenanceEveryMs?: number } = {},
): Housekeeping {
  const everyMs = opts.everyMs ?? EVERY_MS;
  const graceMs = opts.graceMs ?? UNATTACHED_GRACE_MS;
  let running: Promise<void> | null = null;
  let stopped = false;

  const sweepUploads = async () => {
    let total = 0;
    // Batches until one comes back short, so a backlog clears in one go.
    for (;;) {
      const removed = await cleanUnattachedUploads(ctx, graceMs);
      total += removed;
      if (removed < 500 || stopped) break;
    }
    if (total > 0) log.info({ removed: total }, 'removed abandoned uploads');
  };
  const finishReleases = async () => {
    let deleted = 0;
    let failed = 0;
    for (;;) {
      const round = await releaseQueuedFiles(ctx);
      deleted += round.deleted;
      failed += round.failed;
      // A round that failed in part (storage down) is not repeated now: the next tick retries.
      if (round.seen < 500 || round.failed > 0 || stopped) break;
    }
    if (deleted > 0) log.info({ deleted }, 'released removed files');
    if (failed > 0) log.warn({ failed }, 'removed files not released yet; will retry');
  };
  const pruneKeys = async () => {
    const removed = await pruneIdempotencyKeys(ctx);
    if (removed > 0) log.info({ removed }, 'forgot expired idempotency keys');
  };
  const pruneCounters = async () => {
    await pruneRateLimitCounters(ctx.db);
  };
  const pruneCredentials = async () => {
    const removed = await pruneExpiredCredentials(ctx.db);
    if (removed.sessions + removed.tokens > 0) {
      log.info(removed, 'removed expired sessions and account tokens');
    }
  };
  const pruneWebhooks = async () => {
    const removed = await pruneWebhookLog(ctx.db);
    if (removed > 0) log.info({ removed }, 'forgot old webhook deliveries');
  };
  const pauseUnmanagedWebhooks = async () => {
    const paused = await ctx.db.transaction((tx) =>
      pauseEndpointsWithoutManager(tx, ctx.env.PROVIDER_DOMAIN),
    );
    if (paused > 0) log.info({ paused }, 'paused webhook endpoints nobody may manage');
  };
  // Each job on its own: one failing (a storage outage) does not hold back the other.
  const run = async (name: string, job: () => Promise<void>) => {
    try {
      await job();
    } catch (error) {
      log.warn({ err: error, job: name }, 'housekeeping job failed; will retry');
    }
  };
  const tick = () => {
    if (stopped || running) return;
    running = Promise.all([
      run('uploads', sweepUploads),
      run('file-releases', finishReleases),
      run('idempotency-keys', pruneKeys),
      run('rate-limits', pruneCounters),
      run('credentials', pruneCredentials),
      run('webhook-log', pruneWebhooks),
      run('webhook-managers', pauseUnmanagedWebhooks),
    ])
      .then(() => undefined)
      .finally(() => (running = null));
  };

  const first = setTimeout(tick, opts.firstAfterMs ?? 60_000);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();

  // PGlite only: autovacuum's work, on its own shorter cadence (embedded-maintenance.ts).
  let maintaining: Promise<void> | null = null;
  const maintain = () => {
    if (stopped || maintaining) return;
    maintaining = run('embedded-vacuum', async () => {
      const done = await maintainEmbedded(ctx.database);
      if (done.vacuumed.length || done.analysed.length) log.info(done, 'embedded database maintained');
    }).finally(() => (maintaining = null));
  };
  const maintenance =
    ctx.database.kind === 'pglite'
      ? setInterval(maintain, opts.maintenanceEveryMs ?? EMBEDDED_MAINTENANCE_EVERY_MS)
      : null;
  maintenance?.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      if (maintenance) clearInterval(maintenance);
      await running;
      await maintaining;
    },
  };
}
