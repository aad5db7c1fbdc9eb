import { isValid, parseISO } from 'date-fns';
import { wallClock } from './render-zone.ts';
import { ellipsize } from './text-cut.ts';

/** Date formats of spec section 9, one place. */
/**
 * A value to format: an instant as the wall clock of the zone being drawn for (render-zone.ts; the
 * local time otherwise); a calendar day (yyyy-MM-dd) as that day, whatever the zone.
 */
export const toDate = (v: Date | string) =>
  v instanceof Date ? wallClock(v) : DAY_ONLY.test(v) ? parseISO(v) : wallClock(parseISO(v));
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/*
 * The few patterns of spec section 9, written out (en-US, local time) instead of date-fns's `format`:
 * its token formatters and locale are ~5 KiB Brotli of every list's first load (issue 30), for five
 * fixed patterns. formats.test.ts checks each against date-fns's `format` over years of dates.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** yyyy: the year, at least four digits. */
const year = (d: Date) => pad(d.getFullYear(), 4);
/** MMM d (day unpadded) or MMM dd. */
const monthDay = (d: Date, padded: boolean) =>
  `${MONTHS[d.getMonth()]} ${padded ? pad(d.getDate()) : d.getDate()}`;
/** h:mm a or hh:mm a. */
const time = (d: Date, padded: boolean) => {
  const h = d.getHours() % 12 || 12;
  return `${padded ? pad(h) : h}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
};
/** do: 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

/** Read-only due date: MM/dd/yyyy. */
export const formatDueDate = (v: Date | string | null | undefined) => {
  if (!v) return '';
  const d = toDate(v);
  return isValid(d) ? `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${year(d)}` : '';
};

/** Other dates: MMM dd, yyyy. */
export const formatDate = (v: Date | string | null | undefined) => {
  if (!v) return '';
  const d = toDate(v);
  return isValid(d) ? `${monthDay(d, true)}, ${year(d)}` : '';
};

/** A moment in lists (signed in, last active, an audit entry): MMM d, yyyy, h:mm a, local time. */
export const formatDateTime = (v: Date | string) => {
  const d = toDate(v);
  if (!isValid(d)) throw new RangeError('Invalid time value');
  return `${monthDay(d, false)}, ${year(d)}, ${time(d, false)}`;
};

/** Notification times: h:mm a, MMM d, yyyy. */
export const formatNotificationTime = (v: Date | string) => {
  const d = toDate(v);
  if (!isValid(d)) throw new RangeError('Invalid time value');
  return `${time(d, false)}, ${monthDay(d, false)}, ${year(d)}`;
};

/** A comment's time once over a day old: MMM do 'at' hh:mm a (comment-time.ts has the rest). */
export const formatCommentDate = (d: Date) => {
  if (!isValid(d)) throw new RangeError('Invalid time value');
  return `${MONTHS[d.getMonth()]} ${ordinal(d.getDate())} at ${time(d, true)}`;
};

/** Sticky header title: truncated at 45 characters. */
export const truncateTitle = (title: string, max = 45) => ellipsize(title, max);

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
