import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context.ts';
import { startOutboxWorker } from './platform/email/worker.ts';
import { startHousekeeping } from './platform/housekeeping.ts';
import { startRenewals } from './modules/credits/renewal.ts';
import { startDigests } from './modules/notifications/digest.ts';

export type Background = { stop(): Promise<void> };

/** Starts the workers that run beside the HTTP server (e-mail outbox, daily digests, hourly housekeeping, hourly credit renewals). */
export async function startBackground(ctx: AppContext, log: FastifyBaseLogger): Promise<Background> {
  const stops: (() => Promise<void>)[] = [];
  // EMAIL_ENABLED=false: nothing is queued, and nothing already queued is sent.
  if (ctx.env.EMAIL_ENABLED) {
    const outbox = await startOutboxWorker(ctx, log.child({ worker: 'email-outbox' }));
    stops.push(() => outbox.stop());
    // Daily digests become outbox rows: nothing to do while e-mail is off.
    const digests = startDigests(ctx, log.child({ worker: 'daily-digests' }));
    stops.push(() => digests.stop());
  }
  const housekeeping = startHousekeeping(ctx, log.child({ worker: 'housekeeping' }));
  stops.push(() => housekeeping.stop());
  const renewals = startRenewals(ctx, log.child({ worker: 'credit-renewals' }));
  stops.push(() => renewals.stop());
  return {
    async stop() {
      await Promise.all(stops.map((s) => s()));
    },
  };
}
