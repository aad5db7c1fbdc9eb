import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { WriteBatch } from '../../db/write-batch.ts';
import { notifications, notificationUnreadCounts, serviceRequests } from '../../db/schema/index.ts';
import type { SessionUser } from '../../context.ts';
import { AppError, notFound } from '#shared/errors.ts';
import type { NotificationItem, NotificationType } from '#shared/schemas/notification.ts';
import { announce } from '../../platform/live-events.ts';
import { viewableBy } from '../requests/access.ts';

/** In-app notifications: the bell's list, unread count and read state (spec sections 3, 4, 7, 9). */

/**
 * The notifications a person is shown: those about no request, or about a request they may open
 * now (canView as SQL, `viewableBy`). One who left a company or the team, or whose request was
 * deleted or put back to a draft they may not read, no longer sees what was about it: nothing in
 * the bell leads to a page that answers "not found". The rows stay, so a person given the access
 * back sees them again (as the daily digest leaves out, not deletes, such entries: digest.ts).
 * Every read below (list, count, catch-up, read state) takes this one filter, so the unread count
 * is what the list shows.
 */
export function shownTo(user: SessionUser): SQL {
  // A scalar subquery, run per row by the request's primary key: `request_id is null or exists (…)`
  // lets PostgreSQL hash the requests the user may see, a scan of all of them on every page (200 ms
  // at a million requests, against 1 ms). No request row (none, or gone): shown only without one.
  return sql`coalesce((select ${viewableBy(user)} from ${serviceRequests}
    where ${serviceRequests.id} = ${notifications.requestId}), ${isNull(notifications.requestId)})`;
}

type NotificationRow = typeof notifications.$inferSelect;

export const toNotificationItem = (row: NotificationRow): NotificationItem => ({
  id: row.id,
  from_user_id: row.fromUserId,
  message: row.message,
  created_at: row.createdAt.toISOString(),
  is_read: row.isRead,
  link: row.link,
  type: row.type,
});

/** `user_id` in a query must be the caller; absent means the caller. */
export function resolveUserId(actor: SessionUser, userId: number | undefined): number {
  if (userId !== undefined && userId !== actor.id) {
    throw new AppError('FORBIDDEN', 'You may only read your own notifications.');
  }
  return actor.id;
}

export type NewNotification = {
  userId: number;
  fromUserId: number | null;
  type: NotificationType;
  /** HTML built by the server from escaped values. */
  message: string;
  link: string;
  requestId: number | null;
};

/** Announcements carry at most this many [id, user] pairs (pg_notify payloads are limited to 8000 bytes). */
const PAIRS_PER_EVENT = 200;

/**
 * Inserts notifications as parts of a write batch (db/write-batch.ts), and announces them to open
 * browsers at commit: `{t:'n', n:[[id, userId], …]}` events (in id order, 200 pairs each) built
 * from the inserted rows in SQL, so no round trip of its own. The only writer of notifications.
 */
export function createNotifications(batch: WriteBatch, tx: Db, rows: NewNotification[]): void {
  if (!rows.length) return;
  const inserted = batch.rows(
    tx.insert(notifications).values(rows).returning({ id: notifications.id, userId: notifications.userId }),
  );
  announce(
    batch,
    { t: 'n', n: sql`x.pairs` },
    sql`(select json_agg(json_build_array(i.id, i.user_id) order by i.id) as pairs
      from (select id, user_id, (row_number() over (order by id) - 1) / ${PAIRS_PER_EVENT} as chunk from ${batch.from(inserted)}) i
      group by i.chunk) x`,
  );
}

/**
 * Above this many unread notifications the per-user counter answers as it is. A badge shows "99+"
 * long before, and counting each unread row against its request costs ~1.4 µs a row: a person with
 * 667,000 unread (`npm run bench`'s busiest staff account) waited a second for their bell on every
 * page. The counter may then include rows about requests they can no longer open.
 */
export const EXACT_UNREAD_UP_TO = 5_000;

/**
 * The unread count of what the list shows (`shownTo`): counted over the user's unread rows
 * (`notifications_user_unread_idx`), each checked against its request by primary key, the cost
 * growing with the unread rows, not with all of them. The per-user counter the triggers keep
 * (migration 0006) counts rows the person may no longer be shown, so the bell reads it only beyond
 * EXACT_UNREAD_UP_TO (COALESCE evaluates the exact count only when the counter does not answer).
 */
export async function unreadCount(db: Db, user: SessionUser): Promise<number> {
  const [row] = await db.select({ n: unreadCountSql(db, user) }).from(sql`(values (1)) as one (x)`);
  return Number(row?.n ?? 0);
}

/** unreadCount as an SQL expression, for one statement to count several people's. */
function unreadCountSql(db: Db, user: SessionUser) {
  const exact = db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.isRead, false), shownTo(user)));
  return sql<number>`coalesce((select ${notificationUnreadCounts.n} from ${notificationUnreadCounts}
    where ${notificationUnreadCounts.userId} = ${user.id} and ${notificationUnreadCounts.n} > ${EXACT_UNREAD_UP_TO}), (${exact}))`;
}

/** People counted per statement by unreadCounts (each adds its own subquery and parameters). */
const COUNTS_PER_STATEMENT = 100;

/**
 * unreadCount of each of these users (the event stream's, for the users of its open streams): one
 * statement for up to 100 of them, instead of a round trip each (a comment on a busy request told
 * every follower online on this instance; each count took a pooled connection of its own).
 */
export async function unreadCounts(db: Db, people: SessionUser[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (let i = 0; i < people.length; i += COUNTS_PER_STATEMENT) {
    const some = people.slice(i, i + COUNTS_PER_STATEMENT);
    const rows = (
      (await db.execute(
        sql.join(
          some.map((u) => sql`select ${u.id}::bigint as user_id, (${unreadCountSql(db, u)})::bigint as n`),
          sql` union all `,
        ),
      )) as unknown as { rows: { user_id: number | string; n: number | string }[] }
    ).rows;
    for (const row of rows) counts.set(Number(row.user_id), Number(row.n));
  }
  return counts;
}

export async function listNotifications(
  db: Db,
  user: SessionUser,
  page: { limit: number; cursor?: number | undefined },
) {
  // Filtered in SQL, before the page is cut: a page is full whatever was left out.
  const [rows, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, user.id),
          page.cursor !== undefined ? lt(notifications.id, page.cursor) : undefined,
          shownTo(user),
        ),
      )
      .orderBy(desc(notifications.id))
      .limit(page.limit + 1),
    unreadCount(db, user),
  ]);
  const hasMore = rows.length > page.limit;
  const items = rows.slice(0, page.limit).map(toNotificationItem);
  return { data: items, unreadCount: unread, hasMore, cursor: hasMore ? (items.at(-1)?.id ?? null) : null };
}

/**
 * Sets (or, without `state`, flips) the read state of one of the caller's own notifications; one
 * they are no longer shown is not found.
 */
export async function setReadState(db: Db, user: SessionUser, id: number, state: boolean | undefined) {
  const userId = user.id;
  return db.transaction(async (tx) => {
    // The change and its announcement to the user's other tabs, in one batch (none when no row).
    const batch = new WriteBatch();
    const updated = batch.rows<{ id: number }>(
      tx
        .update(notifications)
        .set({ isRead: state === undefined ? sql`not ${notifications.isRead}` : state })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId), shownTo(user)))
        .returning({ id: notifications.id }),
    );
    announce(batch, { t: 'u', u: userId }, sql`(select 1 from ${batch.from(updated)} limit 1) x`);
    const [row] = (await batch.run(tx)).get(updated);
    if (!row) throw notFound('Notification not found');
    const [read] = await notificationsByIds(tx, [Number(row.id)]);
    return { data: read!, unreadCount: await unreadCount(tx, user) };
  });
}

/**
 * Marks read what the caller is shown (`updated` counts those: what the list showed unread); with
 * `upTo`, only up to that notification, the newest the person's list showed when they clicked: one
 * that arrived meanwhile was never seen, and stays unread.
 */
export async function markAllRead(db: Db, user: SessionUser, upTo?: number) {
  const userId = user.id;
  return db.transaction(async (tx) => {
    const batch = new WriteBatch();
    // Every unread row, those the person is no longer shown too (about a request they left): the
    // per-user counter, which answers beyond EXACT_UNREAD_UP_TO, counts them, and "all" left them
    // unread for good. `updated` says how many of the shown ones were marked.
    const updated = batch.rows<{ id: number; shown: boolean }>(
      tx
        .update(notifications)
        .set({ isRead: true })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.isRead, false),
            // Hidden ones (about a request the person left) never reach a list: always marked.
            upTo === undefined ? undefined : or(lte(notifications.id, upTo), not(shownTo(user))),
          ),
        )
        .returning({ id: notifications.id, shown: sql<boolean>`${shownTo(user)}`.as('shown') }),
    );
    announce(batch, { t: 'u', u: userId }, sql`(select 1 from ${batch.from(updated)} limit 1) x`);
    const rows = (await batch.run(tx)).get(updated);
    return {
      data: { updated: rows.filter((r) => r.shown).length },
      unreadCount: await unreadCount(tx, user),
    };
  });
}

/** Rows by id (the real-time hub announces ids; it loads each batch once per instance). */
export async function notificationsByIds(db: Db, ids: number[]): Promise<NotificationItem[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(notifications)
    .where(inArray(notifications.id, ids))
    .orderBy(asc(notifications.id));
  return rows.map(toNotificationItem);
}

/** What a reconnecting stream missed: the notifications after `afterId` the user is shown, oldest first. */
export async function notificationsAfter(db: Db, user: SessionUser, afterId: number, limit: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), gt(notifications.id, afterId), shownTo(user)))
    .orderBy(asc(notifications.id))
    .limit(limit);
  return rows.map(toNotificationItem);
}

export async function lastNotificationId(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row?.id ?? 0;
}
