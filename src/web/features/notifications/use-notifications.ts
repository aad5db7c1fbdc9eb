import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { subscribeServerEvents } from '../../lib/event-stream.ts';
import {
  fetchUnreadCount,
  insertNotification,
  notificationKeys,
  setUnreadCount,
  type NotificationsData,
} from './api.ts';

/**
 * The signed-in user's unread count, kept live by the tab's event stream: `ready` and `unread` set
 * it, a new `notification` sets it and joins the top of the loaded list, `resync` reloads both.
 */
export function useUnreadNotifications(userId: number): number {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: notificationKeys.unread(userId),
    queryFn: ({ signal }) => fetchUnreadCount(userId, signal),
    staleTime: 60_000,
  });

  useEffect(
    () =>
      subscribeServerEvents((event) => {
        switch (event.type) {
          case 'ready':
            setUnreadCount(queryClient, userId, event.unreadCount);
            // Nothing was replayed (a fresh stream): the list may have missed something.
            if (!event.resumed) {
              void queryClient.invalidateQueries({
                queryKey: notificationKeys.list(userId),
                refetchType: 'none',
              });
            }
            break;
          case 'unread':
            setUnreadCount(queryClient, userId, event.unreadCount);
            // Read states changed elsewhere (another tab): the list reloads the next time it opens.
            void queryClient.invalidateQueries({
              queryKey: notificationKeys.list(userId),
              refetchType: 'none',
            });
            break;
          case 'notification':
            setUnreadCount(queryClient, userId, event.unreadCount);
            queryClient.setQueryData<NotificationsData>(notificationKeys.list(userId), (data) =>
              insertNotification(data, event.notification),
            );
            break;
          case 'resync':
            void queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) });
            break;
          default:
            break;
        }
      }),
    [queryClient, userId],
  );

  return Math.max(0, query.data ?? 0);
}
