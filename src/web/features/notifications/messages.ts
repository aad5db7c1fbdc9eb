/** Messages of the notifications popover (spec section 8), word for word. */
export const NOTIFICATION_MESSAGES = {
  loadFailed: 'Failed to load notifications',
  empty: 'No notifications yet',
  noMore: 'No more notifications',
  markAll: 'Mark all as read',
  updateFailed: 'Could not update the notification. Please try again.',
} as const;
