/*
 * The time zone a page is being drawn for when it is not the running process's own (issue 30): the
 * server draws a signed-in list for its viewer, who reads dates in their zone, not the server's. The
 * formatters (formats.ts) and the due markers (due-status.ts) read local fields of a Date; while a zone
 * is assumed here, instants are handed to them as "wall-clock" Dates whose local fields are that zone's
 * (and today is that zone's today), so the server's page says what the viewer's browser would, and the
 * browser hydrates it instead of drawing over it. A calendar day (yyyy-MM-dd, a due date) is the same
 * day everywhere and is never shifted. Set only around a synchronous render (prerender/signed-in.tsx);
 * unset, every function here returns what it is given.
 */

/** The cookie in which the web app keeps its viewer's time zone for the server's next page. */
export const TIME_ZONE_COOKIE = 'tz';

let zone: string | undefined;
let parts: Intl.DateTimeFormat | undefined;

/** Draw the next render's dates in `timeZone` (an IANA name), or in local time again with undefined. */
export function assumeTimeZone(timeZone: string | undefined): void {
  zone = timeZone;
  parts = timeZone
    ? new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
    : undefined;
}

/** Whether `name` is a time zone this runtime knows (a cookie's value is checked before it is used). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An instant as a Date whose local fields are the assumed zone's wall clock (itself when none is). */
export function wallClock(instant: Date): Date {
  if (!parts || Number.isNaN(instant.getTime())) return instant;
  const field: Record<string, number> = {};
  for (const p of parts.formatToParts(instant)) if (p.type !== 'literal') field[p.type] = Number(p.value);
  return new Date(
    field.year!,
    field.month! - 1,
    field.day!,
    field.hour!,
    field.minute!,
    field.second!,
    instant.getMilliseconds(),
  );
}

/** Now, as wallClock gives it: the assumed zone's current wall clock, or the real now. */
export const wallClockNow = (): Date => wallClock(new Date());

/** The zone assumed now, if any (for tests and for the server's document). */
export const assumedTimeZone = (): string | undefined => zone;
