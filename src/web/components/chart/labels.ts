import { format } from 'date-fns';

/**
 * How charts and dashboards name days, weeks and months. The API sends calendar days 'YYYY-MM-DD'
 * (UTC) and months 'YYYY-MM'; they are shown as those same days, whatever the browser's time zone.
 */
const localDay = (day: string) =>
  new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)) || 1);

/** 'Jan 12' (this year) or 'Jan 12, 2027'. */
export function shortDay(day: string): string {
  const d = localDay(day);
  return format(d, d.getFullYear() === new Date().getFullYear() ? 'MMM d' : 'MMM d, yyyy');
}

/** 'Nov 3' for the Monday of a report week. */
export const weekLabel = (day: string) => format(localDay(day), 'MMM d');

/** 'November 2026' for '2026-11'. */
export const monthName = (month: string) => format(localDay(month), 'MMMM yyyy');

/** 'Nov' for '2026-11'. */
export const monthTick = (month: string) => format(localDay(month), 'MMM');
