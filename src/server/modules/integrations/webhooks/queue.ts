import { sql, type SQL } from 'drizzle-orm';
import type { WriteBatch } from '../../../db/write-batch.ts';
import type { WebhookEventType } from '#shared/schemas/webhooks.ts';

/*
 * The webhook outbox's one writer (issue 29). A producer (request effects, a comment, a deliverable
 * version or review, a ledger line) adds its events to the write batch of the change itself, so an
 * event is queued exactly when the change commits. Three parts: the events (only when an enabled
 * endpoint of the event's enterprise, or a staff endpoint, wants its type: nothing is written
 * otherwise), one delivery per such endpoint, and the wake-up of every instance's worker at commit.
 */

export const WEBHOOK_CHANNEL = 'webhook_deliveries';

export type WebhookEventInput = {
  type: WebhookEventType;
  enterpriseId: number;
  requestId: number | null;
  /** The object's id: a number, or SQL naming a column of `from` (an id another part returns). */
  subjectId: number | SQL | null;
  /** What changed (status from/to, who was assigned), sent beside the object. */
  change?: Record<string, unknown> | null;
};

/** Endpoints that want events of this type and enterprise (the same rule the worker checks again). */
const wantedBy = (type: SQL, enterpriseId: SQL) =>
  sql`ep.enabled and ${type} = any(ep.events) and (ep.enterprise_id is null or ep.enterprise_id = ${enterpriseId})`;

/**
 * Queues events as parts of `batch`, in the order given (their ids, hence their deliveries, follow
 * it). With `from` (another part's rows, `batch.from(ref)`), `subjectId` may be SQL over its row `s`,
 * and there must be exactly one event.
 */
export function queueWebhookEvents(batch: WriteBatch, events: WebhookEventInput[], from?: SQL): void {
  if (!events.length) return;
  if (from && events.length !== 1) throw new Error('queueWebhookEvents: one event per `from`');
  const rows = sql.join(
    events.map(
      (e, i) =>
        sql`(${i}::int, ${e.type}::text, ${e.enterpriseId}::int, ${e.requestId}::int, ${typeof e.subjectId === 'number' ? e.subjectId : null}::bigint, ${e.change ? JSON.stringify(e.change) : null}::jsonb)`,
    ),
    sql`, `,
  );
  const first = events[0]!.subjectId;
  const subject = from && first !== null && typeof first !== 'number' ? first : sql`v.subject_id`;
  const events_ = batch.rows<{ id: number }>(
    sql`insert into webhook_events (type, enterprise_id, request_id, subject_id, change)
      select v.type, v.enterprise_id, v.request_id, ${subject}, v.change
      from (values ${rows}) v(ord, type, enterprise_id, request_id, subject_id, change)${from ? sql`, ${from} s` : sql``}
      where exists (select 1 from webhook_endpoints ep where ${wantedBy(sql`v.type`, sql`v.enterprise_id`)})
      order by v.ord
      returning id, type, enterprise_id, request_id`,
  );
  const deliveries = batch.rows<{ id: number }>(
    sql`insert into webhook_deliveries (endpoint_id, event_id, request_id)
      select ep.id, e.id, e.request_id
      from ${batch.from(events_)} e join webhook_endpoints ep on ${wantedBy(sql`e.type`, sql`e.enterprise_id`)}
      order by e.id, ep.id
      returning id`,
  );
  batch.rows(
    sql`select pg_notify(${WEBHOOK_CHANNEL}, '') from (select 1 from ${batch.from(deliveries)} limit 1) d`,
  );
}
