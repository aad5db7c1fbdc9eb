import { NotificationsBell } from '../../features/notifications/index.ts';

/**
 * The notification bell and its popover: the notifications feature's live unread count, the list
 * with infinite scroll, Mark all as read and per-item read state.
 */
export function NotificationBell() {
  return <NotificationsBell />;
}
