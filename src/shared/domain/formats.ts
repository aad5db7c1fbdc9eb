import { differenceInHours, format, formatDistanceStrict, isValid, parseISO } from 'date-fns';

/** Date formats of spec section 9, one place. */
const toDate = (v: Date | string) => (v instanceof Date ? v : parseISO(v));

/** Read-only due date: MM/dd/yyyy. */
export const formatDueDate = (v: Date | string | null | undefined) =>
  v && isValid(toDate(v)) ? format(toDate(v), 'MM/dd/yyyy') : '';

/** Other dates: MMM dd, yyyy. */
export const formatDate = (v: Date | string | null | undefined) =>
  v && isValid(toDate(v)) ? format(toDate(v), 'MMM dd, yyyy') : '';

/** A moment in lists (signed in, last active, an audit entry): MMM d, yyyy, h:mm a, local time. */
export const formatDateTime = (v: Date | string) => format(toDate(v), 'MMM d, yyyy, h:mm a');

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

/**
 * Credit amounts, one format everywhere — the app's labels and the server's messages. Amounts travel
 * as exact decimal strings (credits are never floats) and are shown without trailing zeros:
 * '190.00' → '190', '1234.50' → '1234.5' (no grouping: the same text works in inputs and labels).
 * Anything that is not a decimal is shown as it came.
 */
export function formatCredit(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '0';
  const text = String(value).trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return text;
  const [, sign, whole = '0', fraction = ''] = match;
  const digits = whole.replace(/^0+(?=\d)/, '');
  const trimmed = fraction.replace(/0+$/, '');
  const isZero = /^0*$/.test(whole) && trimmed === '';
  return `${isZero ? '' : sign}${digits}${trimmed ? `.${trimmed}` : ''}`;
}

/** '1 credit' / '12 credits'. */
export function creditsLabel(value: string | number): string {
  const shown = formatCredit(value);
  return `${shown} ${shown === '1' ? 'credit' : 'credits'}`;
}
