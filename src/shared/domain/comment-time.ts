import { differenceInHours, formatDistanceStrict } from 'date-fns';
import { formatCommentDate, toDate } from './formats.ts';

/**
 * Comment timestamps: relative under a day, else MMM do at hh:mm a. Under a minute reads "just now",
 * also a few seconds ahead: the server's clock may run ahead of the browser's, and a comment posted
 * a moment ago must not read "in 2 seconds" or "0 seconds ago". A module of its own, apart from
 * formats.ts: date-fns's relative times and their locale (~3 KiB Brotli) stay with the comments,
 * out of the lists' first load (issue 30).
 */
export function formatCommentTime(v: Date | string, now: Date = new Date()): string {
  const d = toDate(v);
  const ms = now.getTime() - d.getTime();
  if (ms > -60_000 && ms < 60_000) return 'just now';
  if (Math.abs(differenceInHours(now, d)) < 24) return formatDistanceStrict(d, now, { addSuffix: true });
  return formatCommentDate(d);
}
