import { addBusinessDays, format, isValid, parseISO, startOfDay } from 'date-fns';
import type { RequestStatus } from './request-status.ts';
import { wallClockNow } from './render-zone.ts';

/** How close a request is to its due date: shown as "Overdue" / "Due soon" on rows, cards and details. */
export type DueStatus = 'overdue' | 'due-soon';

/** "Due soon" means due within this many business days from today (weekends skipped). */
export const DUE_SOON_BUSINESS_DAYS = 2;

export const DUE_STATUS_LABELS: Record<DueStatus, string> = {
  overdue: 'Overdue',
  'due-soon': 'Due soon',
};

/** Finished and cancelled work (and deleted requests) show no due marker. */
const CLOSED: ReadonlySet<RequestStatus> = new Set(['FINISHED', 'CANCELLED', 'DELETED']);

/**
 * The one rule for the due markers: a request whose due date (a calendar day) is before today is
 * overdue; one due today or within the next 2 business days is due soon; otherwise, with no due
 * date, or once FINISHED or CANCELLED, neither. Days are compared in the local time zone of `now`
 * (by default today where the page is read: render-zone.ts).
 */
export function dueStatus(
  targetDate: string | null | undefined,
  status: RequestStatus,
  now: Date | number = wallClockNow(),
): DueStatus | null {
  if (!targetDate || CLOSED.has(status)) return null;
  const due = startOfDay(parseISO(targetDate));
  if (!isValid(due)) return null;
  const today = startOfDay(now);
  if (due < today) return 'overdue';
  if (due <= addBusinessDays(today, DUE_SOON_BUSINESS_DAYS)) return 'due-soon';
  return null;
}

/**
 * dueStatus's window as calendar days (yyyy-MM-dd, local time of `now`), for counting in SQL: an open
 * request due before `today` is overdue; one due from `today` to `soonUntil` (both inclusive) is due soon.
 */
export function dueWindow(now: Date | number = new Date()): { today: string; soonUntil: string } {
  const today = startOfDay(now);
  return {
    today: format(today, 'yyyy-MM-dd'),
    soonUntil: format(addBusinessDays(today, DUE_SOON_BUSINESS_DAYS), 'yyyy-MM-dd'),
  };
}
