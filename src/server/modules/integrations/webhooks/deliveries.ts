import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { webhookDeliveries, webhookEvents } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../context.ts';
import { AppError } from '#shared/errors.ts';
import { WEBHOOK_MESSAGES, WEBHOOK_TEST_EVENT, type WebhookDeliveryDto } from '#shared/schemas/webhooks.ts';
import { beforeIdCursor, idPage } from '../../../platform/cursor.ts';
import { lockEndpoint, getEndpoint } from './endpoints.ts';
import { WEBHOOK_CHANNEL } from './queue.ts';
import { renderEventBody } from './render.ts';

/*
 * The delivery log of an endpoint (issue 29), and the two things a person does with it: send one
 * again, and send a test event. Each delivery lists its attempts, newest first (time, status code,
 * duration, the answer's first bytes).
 */

/** How many attempts of one delivery the log shows (the newest). */
const ATTEMPTS_SHOWN = 20;

const attemptsJson = sql<
  { at: string; statusCode: number | null; durationMs: number; error: string | null; responseBody: string }[]
>`coalesce((select json_agg(json_build_object('at', a.attempted_at, 'statusCode', a.status_code,
    'durationMs', a.duration_ms, 'error', a.error, 'responseBody', a.response_body) order by a.id desc)
  from (select * from webhook_attempts a where a.delivery_id = ${webhookDeliveries.id} order by a.id desc limit ${ATTEMPTS_SHOWN}) a), '[]'::json)`;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

async function readDeliveries(
  db: Db,
  where: ReturnType<typeof and>,
  limit: number,
): Promise<WebhookDeliveryDto[]> {
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      messageId: webhookEvents.messageId,
      type: webhookEvents.type,
      requestId: webhookDeliveries.requestId,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      lastStatusCode: webhookDeliveries.lastStatusCode,
      lastError: webhookDeliveries.lastError,
      createdAt: webhookDeliveries.createdAt,
      deliveredAt: webhookDeliveries.deliveredAt,
      log: attemptsJson,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    nextAttemptAt: r.status === 'pending' || r.status === 'sending' ? iso(r.nextAttemptAt) : null,
    createdAt: iso(r.createdAt)!,
    deliveredAt: iso(r.deliveredAt),
    log: (typeof r.log === 'string' ? (JSON.parse(r.log) as typeof r.log) : r.log).map((a) => ({
      ...a,
      at: iso(a.at)!,
    })),
  }));
}

/** A page of an endpoint's deliveries, newest first (keyset on id). */
export async function listDeliveries(
  db: Db,
  actor: SessionUser,
  endpointId: number,
  opts: { cursor?: string | undefined; limit: number },
): Promise<{ data: WebhookDeliveryDto[]; cursor: string | null }> {
  await getEndpoint(db, actor, endpointId);
  const rows = await readDeliveries(
    db,
    and(eq(webhookDeliveries.endpointId, endpointId), beforeIdCursor(webhookDeliveries.id, opts.cursor)),
    opts.limit + 1,
  );
  const { page, cursor } = idPage(rows, opts.limit);
  return { data: page, cursor };
}

const notify = (tx: Db) => tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);

/** Sends a delivered or failed delivery again (the same webhook-id and body), for another day of retries. */
export async function redeliver(
  db: Db,
  actor: SessionUser,
  endpointId: number,
  deliveryId: number,
): Promise<WebhookDeliveryDto> {
  return db.transaction(async (tx) => {
    const endpoint = await lockEndpoint(tx, actor, endpointId);
    if (!endpoint.enabled) {
      throw new AppError('CONFLICT', endpoint.pausedAt ? WEBHOOK_MESSAGES.paused : WEBHOOK_MESSAGES.disabled);
    }
    const [row] = await tx
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
    if (row.status === 'pending' || row.status === 'sending') {
      throw new AppError('CONFLICT', WEBHOOK_MESSAGES.stillSending);
    }
    await tx
      .update(webhookDeliveries)
      .set({
        status: 'pending',
        nextAttemptAt: sql`now()`,
        queuedAt: sql`now()`,
        lockedUntil: null,
        deliveredAt: null,
      })
      .where(eq(webhookDeliveries.id, deliveryId));
    await notify(tx);
    const [dto] = await readDeliveries(tx, and(eq(webhookDeliveries.id, deliveryId)), 1);
    return dto!;
  });
}

/** Queues a `webhook.test` event for this endpoint alone; the log shows it like any delivery. */
export async function sendTestEvent(
  db: Db,
  actor: SessionUser,
  endpointId: number,
): Promise<WebhookDeliveryDto> {
  return db.transaction(async (tx) => {
    const endpoint = await lockEndpoint(tx, actor, endpointId);
    if (!endpoint.enabled) {
      throw new AppError('CONFLICT', endpoint.pausedAt ? WEBHOOK_MESSAGES.paused : WEBHOOK_MESSAGES.disabled);
    }
    const createdAt = new Date();
    const body = await renderEventBody(tx, {
      id: 0,
      type: WEBHOOK_TEST_EVENT,
      enterpriseId: endpoint.enterpriseId,
      requestId: null,
      subjectId: endpoint.id,
      change: null,
      createdAt,
    });
    const [event] = await tx
      .insert(webhookEvents)
      .values({
        type: WEBHOOK_TEST_EVENT,
        enterpriseId: endpoint.enterpriseId,
        subjectId: endpoint.id,
        body,
        createdAt,
      })
      .returning({ id: webhookEvents.id });
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({ endpointId: endpoint.id, eventId: event!.id })
      .returning({ id: webhookDeliveries.id });
    await notify(tx);
    const [dto] = await readDeliveries(tx, and(eq(webhookDeliveries.id, delivery!.id)), 1);
    return dto!;
  });
}
