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
  // A DELETE announces a change even when it removes nothing (per-statement triggers), and each
  // announcement empties every instance's read cache: the delete is sent only when there is
  // something to forget (issue 30's open-loop tail, bench/README.md).
  const due = (await db.execute(sql`
    select exists (
        select 1 from webhook_deliveries
        where status in ('delivered', 'failed') and created_at < now() - make_interval(days => ${days})
      ) or exists (
        select 1 from webhook_events e
        where e.created_at < now() - make_interval(days => ${days})
          and not exists (select 1 from webhook_deliveries d where d.event_id = e.id)
      ) as due`)) as unknown as { rows: { due: boolean }[] };
  if (!due.rows[0]?.due) return 0;
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
