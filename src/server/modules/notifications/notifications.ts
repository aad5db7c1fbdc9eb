import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { WriteBatch } from '../../db/write-batch.ts';
import { notifications, notificationUnreadCounts } from '../../db/schema/index.ts';
import type { SessionUser } from '../../context.ts';
import { AppError, notFound } from '#shared/errors.ts';
import type { NotificationItem, NotificationType } from '#shared/schemas/notification.ts';
import { announce } from '../../platform/live-events.ts';

/** In-app notifications: the bell's list, unread count and read state (spec sections 3, 4, 7, 9). */

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
 * The unread count, read from the per-user counter the notifications triggers keep (migration 0006):
 * one row however many notifications the user has. Clamped at 0 for safety; the spec's "never below 0".
 */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  return (await unreadCounts(db, [userId])).get(userId) ?? 0;
}

export async function unreadCounts(db: Db, userIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>(userIds.map((id) => [id, 0]));
  if (!userIds.length) return out;
  const rows = await db
    .select({ userId: notificationUnreadCounts.userId, n: notificationUnreadCounts.n })
    .from(notificationUnreadCounts)
    .where(inArray(notificationUnreadCounts.userId, userIds));
  for (const r of rows) out.set(r.userId, Math.max(0, Number(r.n)));
  return out;
}

export async function listNotifications(
  db: Db,
  userId: number,
  page: { limit: number; cursor?: number | undefined },
) {
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          page.cursor !== undefined ? lt(notifications.id, page.cursor) : undefined,
        ),
      )
      .orderBy(desc(notifications.id))
      .limit(page.limit + 1),
    unreadCount(db, userId),
  ]);
  const hasMore = rows.length > page.limit;
  const items = rows.slice(0, page.limit).map(toNotificationItem);
  return { data: items, unreadCount: count, hasMore, cursor: hasMore ? (items.at(-1)?.id ?? null) : null };
}

/** Sets (or, without `state`, flips) the read state of one of the caller's own notifications. */
export async function setReadState(db: Db, userId: number, id: number, state: boolean | undefined) {
  return db.transaction(async (tx) => {
    // The change and its announcement to the user's other tabs, in one batch (none when no row).
    const batch = new WriteBatch();
    const updated = batch.rows<{ id: number }>(
      tx
        .update(notifications)
        .set({ isRead: state === undefined ? sql`not ${notifications.isRead}` : state })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id }),
    );
    announce(batch, { t: 'u', u: userId }, sql`(select 1 from ${batch.from(updated)} limit 1) x`);
    const [row] = (await batch.run(tx)).get(updated);
    if (!row) throw notFound('Notification not found');
    const [read] = await notificationsByIds(tx, [Number(row.id)]);
    return { data: read!, unreadCount: await unreadCount(tx, userId) };
  });
}

export async function markAllRead(db: Db, userId: number) {
  return db.transaction(async (tx) => {
    const batch = new WriteBatch();
    const updated = batch.rows<{ id: number }>(
      tx
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
        .returning({ id: notifications.id }),
    );
    announce(batch, { t: 'u', u: userId }, sql`(select 1 from ${batch.from(updated)} limit 1) x`);
    const rows = (await batch.run(tx)).get(updated);
    return { data: { updated: rows.length }, unreadCount: await unreadCount(tx, userId) };
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

/** What a reconnecting stream missed: the user's notifications after `afterId`, oldest first. */
export async function notificationsAfter(db: Db, userId: number, afterId: number, limit: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
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
