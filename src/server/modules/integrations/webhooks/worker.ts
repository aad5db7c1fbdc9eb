import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { WEBHOOK_CHANNEL } from './queue.ts';
import { renderEventBody, type EventRow } from './render.ts';
import { postWebhook, type SendResult } from './send.ts';
import { liveSecrets, webhookHeaders } from './signing.ts';
import type { RetiredSecret } from '../../../db/schema/index.ts';
import { openWebhookSecret } from './secret-store.ts';
import { endpointAnswersToManagerSql } from './pause.ts';
import { startQueueLoop, type QueueLoop } from '../../../platform/queue-loop.ts';

/*
 * The webhook worker (issue 29), beside the e-mail outbox's and built like it. Any number of
 * instances may run: each claims due deliveries with `FOR UPDATE SKIP LOCKED` and marks them
 * 'sending' with a lease (next_attempt_at = the lease's end), posts them, then marks them
 * 'delivered', or puts them back to 'pending' with exponential backoff and jitter, until a day
 * after they were queued; then 'failed'. A crash mid-send leaves the lease to expire and the row is
 * sent again with the same webhook-id (at least once). A delivery waits while an earlier one of the
 * same request to the same endpoint is pending or sending (in order per request); a turned-off
 * endpoint's deliveries wait for it to be turned on.
 */

export type WebhookWorkerOptions = {
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed delivery stays reserved: more than an attempt's timeout. */
  leaseMs?: number;
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** After this long since it was queued, a delivery that still fails is marked 'failed'. */
  maxAgeMs?: number;
  timeoutMs?: number;
  maxResponseBytes?: number;
};

export type WebhookWorker = {
  kick(): void;
  /** Posts everything due once; answers how many deliveries were claimed. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
};

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_MAX_AGE_MS = 24 * 3600 * 1000;

/** Exponential backoff with ±20 % jitter, capped. */
export const retryDelayMs = (attempts: number, base: number, cap: number) =>
  Math.min(cap, base * 2 ** Math.max(0, attempts - 1)) * (0.8 + Math.random() * 0.4);

type Claimed = {
  id: number;
  endpointId: number;
  attempts: number;
  queuedAt: Date;
  url: string;
  enabled: boolean;
  endpointEnterpriseId: number | null;
  secret: string;
  retiredSecrets: RetiredSecret[];
  event: EventRow & { messageId: string; body: string | null };
};

const rowsOf = (res: unknown) => (res as { rows: Record<string, unknown>[] }).rows;
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

export async function startWebhookWorker(
  ctx: AppContext,
  log: FastifyBaseLogger,
  opts: WebhookWorkerOptions = {},
): Promise<WebhookWorker> {
  const pollMs = opts.pollMs ?? 5_000;
  const batchSize = opts.batchSize ?? 10;
  const timeoutMs = opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const leaseMs = opts.leaseMs ?? Math.max(60_000, timeoutMs * 3);
  const baseBackoffMs = opts.baseBackoffMs ?? 30_000;
  const maxBackoffMs = opts.maxBackoffMs ?? 3_600_000;
  const maxAgeMs = opts.maxAgeMs ?? WEBHOOK_MAX_AGE_MS;
  const maxResponseBytes = opts.maxResponseBytes ?? 1024;
  const db = ctx.db;

  // Set once the loop is running; the batch reads whether the worker is stopping from it.
  let queue: QueueLoop | null = null;
  const stopped = () => queue?.stopped ?? false;

  // An endpoint whose person may no longer manage it sends nothing, paused or not (webhooks/pause.ts).
  const answersToManager = endpointAnswersToManagerSql(ctx.env.PROVIDER_DOMAIN);

  async function claim(): Promise<Claimed[]> {
    // Nothing due, nothing written: the claim below is an UPDATE, and every UPDATE statement, even of
    // no row, announces a change of user-visible data (migration 0034's statement triggers), which
    // emptied every instance's read cache at each idle poll (every 5 s; issue 30's open loop). A
    // delivery that comes due after this look is announced on the queue's channel, or found by the
    // next poll.
    const due = await db.execute(sql`
      select 1 from webhook_deliveries d
      join webhook_endpoints ep on ep.id = d.endpoint_id and ep.enabled and ${answersToManager}
      where d.status in ('pending', 'sending') and d.next_attempt_at <= now()
      limit 1`);
    if (rowsOf(due).length === 0) return [];
    const res = await db.execute(sql`
      with due as (
        select d.id from webhook_deliveries d
        join webhook_endpoints ep on ep.id = d.endpoint_id and ep.enabled and ${answersToManager}
        where d.status in ('pending', 'sending') and d.next_attempt_at <= now()
          and not exists (
            select 1 from webhook_deliveries p
            where p.endpoint_id = d.endpoint_id and p.request_id = d.request_id and p.id < d.id
              and p.status in ('pending', 'sending'))
        order by d.next_attempt_at, d.id
        limit ${batchSize}
        for update of d skip locked
      ), claimed as (
        update webhook_deliveries w
        set status = 'sending', attempts = w.attempts + 1,
          next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000}),
          locked_until = now() + make_interval(secs => ${leaseMs / 1000})
        from due where w.id = due.id
        returning w.id, w.endpoint_id, w.event_id, w.attempts, w.queued_at
      )
      select c.id, c.endpoint_id, c.attempts, c.queued_at,
        ep.url, ep.enabled, ep.enterprise_id as endpoint_enterprise_id, ep.secret, ep.retired_secrets,
        ev.id as event_id, ev.message_id, ev.type, ev.enterprise_id, ev.request_id, ev.subject_id,
        ev.change, ev.body, ev.created_at
      from claimed c
      join webhook_endpoints ep on ep.id = c.endpoint_id
      join webhook_events ev on ev.id = c.event_id
      order by c.id`);
    return rowsOf(res).map((r) => ({
      id: Number(r.id),
      endpointId: Number(r.endpoint_id),
      attempts: Number(r.attempts),
      queuedAt: date(r.queued_at)!,
      url: String(r.url),
      enabled: Boolean(r.enabled),
      endpointEnterpriseId: r.endpoint_enterprise_id === null ? null : Number(r.endpoint_enterprise_id),
      secret: String(r.secret),
      // jsonb: an array from node-postgres and PGlite alike.
      retiredSecrets: (r.retired_secrets as RetiredSecret[] | null) ?? [],
      event: {
        id: Number(r.event_id),
        messageId: String(r.message_id),
        type: String(r.type),
        enterpriseId: r.enterprise_id === null ? null : Number(r.enterprise_id),
        requestId: r.request_id === null ? null : Number(r.request_id),
        subjectId: r.subject_id === null ? null : Number(r.subject_id),
        change: (typeof r.change === 'string' ? JSON.parse(r.change) : r.change) as Record<
          string,
          unknown
        > | null,
        body: (r.body as string | null) ?? null,
        createdAt: date(r.created_at)!,
      },
    }));
  }

  /** The event's body: the one kept, or rendered now and kept (the first writer's wins). */
  async function bodyOf(d: Claimed): Promise<string> {
    if (d.event.body !== null) return d.event.body;
    const rendered = await renderEventBody(db, d.event);
    const res = await db.execute(
      sql`update webhook_events set body = coalesce(body, ${rendered}) where id = ${d.event.id} returning body`,
    );
    return String(rowsOf(res)[0]?.body ?? rendered);
  }

  /** Records the attempt and the delivery's new state in one statement, if the lease is still ours. */
  async function settle(d: Claimed, result: SendResult, finalFailure: string | null = null): Promise<void> {
    const age = Date.now() - d.queuedAt.getTime();
    const giveUp = finalFailure !== null || (!result.ok && age >= maxAgeMs);
    const delay = retryDelayMs(d.attempts, baseBackoffMs, maxBackoffMs);
    const status = result.ok ? 'delivered' : giveUp ? 'failed' : 'pending';
    const error = finalFailure ?? result.error;
    await db.execute(sql`
      with attempt as (
        insert into webhook_attempts (delivery_id, status_code, duration_ms, error, response_body)
        select ${d.id}::bigint, ${result.statusCode}::int, ${result.durationMs}::int, ${error}::text, ${result.body}::text
        where exists (select 1 from webhook_deliveries where id = ${d.id} and status = 'sending' and attempts = ${d.attempts})
      )
      update webhook_deliveries set
        status = ${status},
        next_attempt_at = now() + make_interval(secs => ${status === 'pending' ? delay / 1000 : 0}),
        locked_until = null,
        last_status_code = ${result.statusCode}::int,
        last_error = ${error}::text,
        delivered_at = ${result.ok ? sql`now()` : sql`null`}
      where id = ${d.id} and status = 'sending' and attempts = ${d.attempts}`);
    if (!result.ok) {
      log.warn({ deliveryId: d.id, attempts: d.attempts, giveUp, error }, 'webhook not delivered');
    }
  }

  async function deliver(d: Claimed): Promise<void> {
    // Checked again at delivery: an enterprise's endpoint gets that enterprise's events only.
    if (d.endpointEnterpriseId !== null && d.endpointEnterpriseId !== d.event.enterpriseId) {
      const refused = { ok: false, statusCode: null, durationMs: 0, body: '', error: null };
      await settle(d, refused, 'Not sent: the event belongs to another enterprise.');
      return;
    }
    let secrets: string[];
    try {
      secrets = liveSecrets(d).map((sealed) => openWebhookSecret(ctx.env, sealed));
    } catch {
      // The server key changed (TWO_FACTOR_KEY, DATA_DIR): no retry can help; a rotation makes a new secret.
      const refused = { ok: false, statusCode: null, durationMs: 0, body: '', error: null };
      await settle(
        d,
        refused,
        'Not sent: the signing secret cannot be read (the server key changed). Rotate the secret.',
      );
      return;
    }
    let body: string;
    try {
      body = await bodyOf(d);
    } catch (err) {
      // Counted as a failed attempt, so it is retried with backoff and gives up after a day.
      const message = `Not sent: the event could not be prepared (${(err as Error).message ?? err}).`;
      await settle(d, { ok: false, statusCode: null, durationMs: 0, body: '', error: message });
      return;
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = webhookHeaders(secrets, d.event.messageId, timestamp, body);
    const result = await postWebhook(d.url, headers, body, {
      allowHttp: ctx.env.webhooksAllowHttp,
      allowPrivate: ctx.env.WEBHOOKS_ALLOW_PRIVATE_URLS,
      timeoutMs,
      maxResponseBytes,
    });
    await settle(d, result);
  }

  async function runOnce(): Promise<number> {
    const claimed = await claim();
    await Promise.all(
      claimed.map((d) =>
        deliver(d).catch((err: unknown) => {
          // The lease expires and the delivery is tried again.
          if (!stopped()) log.error({ err, deliveryId: d.id }, 'webhook delivery failed');
        }),
      ),
    );
    return claimed.length;
  }

  queue = await startQueueLoop(ctx.database, {
    channel: WEBHOOK_CHANNEL,
    pollMs,
    batchSize,
    runOnce,
    log,
    failure: 'webhook worker failed',
  });
  const loop = queue;

  return {
    kick: () => loop.kick(),
    runOnce,
    async stop() {
      await loop.stop();
    },
  };
}
