import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/** How long the delivery log keeps a delivered or failed delivery (and its attempts). */
export const WEBHOOK_LOG_DAYS = 30;

/**
 * Housekeeping (hourly): forgets deliveries settled more than WEBHOOK_LOG_DAYS ago, with their
 * attempts, and the events no delivery refers to any more (those of the deliveries removed here, on
 * the next run: one statement sees one snapshot). Waiting deliveries are never touched.
 */
export async function pruneWebhookLog(db: Db, days = WEBHOOK_LOG_DAYS): Promise<number> {
  // A delete that removes nothing announces nothing (migration 0039): the hourly run with nothing to
  // forget leaves every instance's read cache alone.
  const res = (await db.execute(sql`
    with gone as (
      delete from webhook_deliveries
      where status in ('delivered', 'failed') and created_at < now() - make_interval(days => ${days})
      returning event_id
    ), events as (
      delete from webhook_events e
      where e.created_at < now() - make_interval(days => ${days})
        and not exists (select 1 from webhook_deliveries d where d.event_id = e.id)
      returning e.id
    )
    select (select count(*)::int from gone) as deliveries`)) as unknown as { rows: { deliveries: number }[] };
  return Number(res.rows[0]?.deliveries ?? 0);
}
