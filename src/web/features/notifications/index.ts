/** The notifications feature's public face: the bell with its popover (for the top bar). */
export { NotificationsBell } from './NotificationsBell.tsx';
export { NOTIFICATION_MESSAGES } from './messages.ts';
/** The settings page's content (issue 28): preferences per event, the digest time, staff defaults. */
export { NotificationSettings } from './settings/NotificationSettings.tsx';
