import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context.ts';
import { startOutboxWorker } from './platform/email/worker.ts';
import { startHousekeeping } from './platform/housekeeping.ts';
import { startRenewals } from './modules/credits/renewal.ts';
import { startInboundMail } from './modules/integrations/inbound-mail/start.ts';
import { loadSessionUser } from './plugins/auth.ts';
import { startWebhookWorker } from './modules/integrations/webhooks/worker.ts';
import { startDigests } from './modules/notifications/digest.ts';

export type Background = { stop(): Promise<void> };

/**
 * Starts the workers that run beside the HTTP server (e-mail outbox, daily digests, webhook
 * deliveries, hourly housekeeping, hourly credit renewals, the SMTP listener for replies by e-mail).
 */
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
  // Webhooks are queued only for enabled endpoints; with none, the worker finds nothing to do.
  const webhooks = await startWebhookWorker(ctx, log.child({ worker: 'webhooks' }));
  stops.push(() => webhooks.stop());
  const housekeeping = startHousekeeping(ctx, log.child({ worker: 'housekeeping' }));
  stops.push(() => housekeeping.stop());
  const renewals = startRenewals(ctx, log.child({ worker: 'credit-renewals' }));
  stops.push(() => renewals.stop());
  // Reply by e-mail (issue 29): with INBOUND_MAIL_DOMAIN (and INBOUND_SMTP_PORT for the listener).
  const inbound = await startInboundMail(ctx, log.child({ worker: 'inbound-mail' }), (db, id) =>
    loadSessionUser(db, id, ctx.env.PROVIDER_DOMAIN),
  );
  if (inbound) stops.push(() => inbound.stop());
  return {
    async stop() {
      await Promise.all(stops.map((s) => s()));
    },
  };
}
