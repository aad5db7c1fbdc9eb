import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_SIZE } from '#shared/domain/page-sizes.ts';
import type { z } from 'zod';
import type {
  MarkAllReadResponseSchema,
  NotificationItem,
  NotificationPage,
  NotificationUpdateResponseSchema,
  UnreadCountSchema,
} from '#shared/schemas/notification.ts';
import { api } from '../../lib/api-client.ts';

/** The answers' types come from the server's response schemas (src/shared/schemas/notification.ts). */
export type { NotificationItem, NotificationPage };
export type NotificationsData = InfiniteData<NotificationPage, number | null>;

export const notificationKeys = {
  all: (userId: number) => ['notifications', userId] as const,
  list: (userId: number) => ['notifications', userId, 'list'] as const,
  unread: (userId: number) => ['notifications', userId, 'unread'] as const,
};

/** POST /api/notifications?user_id&limit=10[&cursor]: newest first. */
export const fetchNotificationsPage = (userId: number, cursor: number | null, signal?: AbortSignal) =>
  api.post<NotificationPage>('/api/notifications', undefined, {
    query: { user_id: userId, limit: NOTIFICATIONS_PAGE_SIZE, cursor },
    ...(signal ? { signal } : {}),
  });

export const fetchUnreadCount = async (userId: number, signal?: AbortSignal) =>
  (
    await api.get<z.infer<typeof UnreadCountSchema>>('/api/notifications/unread-count', {
      query: { user_id: userId },
      ...(signal ? { signal } : {}),
    })
  ).unreadCount;

/** POST /api/notifications/markAllAsRead, up to the newest notification the list shows (`upTo`). */
export const postMarkAllRead = (userId: number, upTo: number | undefined) =>
  api.post<z.infer<typeof MarkAllReadResponseSchema>>('/api/notifications/markAllAsRead', undefined, {
    query: { user_id: userId, ...(upTo === undefined ? {} : { up_to: upTo }) },
  });

/** POST /api/notification/update?state=true|false {id}. */
export const postReadState = (id: number, read: boolean) =>
  api.post<z.infer<typeof NotificationUpdateResponseSchema>>(
    '/api/notification/update',
    { id },
    { query: { state: read } },
  );

/** The unread count never goes below 0. */
export const setUnreadCount = (
  client: QueryClient,
  userId: number,
  count: number | ((n: number) => number),
) =>
  client.setQueryData<number>(notificationKeys.unread(userId), (current) =>
    Math.max(0, typeof count === 'function' ? count(current ?? 0) : count),
  );

/** Applies `fn` to every loaded notification. */
export function mapNotifications(
  data: NotificationsData | undefined,
  fn: (item: NotificationItem) => NotificationItem,
): NotificationsData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((p) => ({ ...p, data: p.data.map(fn) })) };
}

/** Puts a new notification at the top of the loaded list, once. */
export function insertNotification(
  data: NotificationsData | undefined,
  item: NotificationItem,
): NotificationsData | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((p) => p.data.some((n) => n.id === item.id))) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, data: [item, ...first!.data] }, ...rest] };
}
