/** The notifications feature's public face: the bell with its popover (for the top bar). */
export { NotificationsBell } from './NotificationsBell.tsx';
export { NOTIFICATION_MESSAGES } from './messages.ts';
