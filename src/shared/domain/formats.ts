import { differenceInHours, format, formatDistanceStrict, isValid, parseISO } from 'date-fns';

/** Date formats of spec section 9, one place. */
const toDate = (v: Date | string) => (v instanceof Date ? v : parseISO(v));

/** Read-only due date: MM/dd/yyyy. */
export const formatDueDate = (v: Date | string | null | undefined) =>
  v && isValid(toDate(v)) ? format(toDate(v), 'MM/dd/yyyy') : '';

/** Other dates: MMM dd, yyyy. */
export const formatDate = (v: Date | string | null | undefined) =>
  v && isValid(toDate(v)) ? format(toDate(v), 'MMM dd, yyyy') : '';

/** Notification times: h:mm a, MMM d, yyyy. */
export const formatNotificationTime = (v: Date | string) => format(toDate(v), 'h:mm a, MMM d, yyyy');

/**
 * Comment timestamps: relative under a day, else MMM do at hh:mm a. Under a minute reads "just now",
 * also a few seconds ahead: the server's clock may run ahead of the browser's, and a comment posted
 * a moment ago must not read "in 2 seconds" or "0 seconds ago".
 */
export function formatCommentTime(v: Date | string, now: Date = new Date()): string {
  const d = toDate(v);
  const ms = now.getTime() - d.getTime();
  if (ms > -60_000 && ms < 60_000) return 'just now';
  if (Math.abs(differenceInHours(now, d)) < 24) return formatDistanceStrict(d, now, { addSuffix: true });
  return format(d, "MMM do 'at' hh:mm a");
}

/** Sticky header title: truncated at 45 characters. */
export const truncateTitle = (title: string, max = 45) =>
  title.length > max ? `${title.slice(0, max)}…` : title;
