import { addBusinessDays, format, isValid, parseISO } from 'date-fns';
import { PRIORITY_BUSINESS_DAYS, type PriorityLevel } from './priority.ts';

export const INVALID_DATE_MESSAGE = 'Invalid date, expected a valid timestamp or ISO date';

/** A Date from a Date, a timestamp or an ISO string; throws the specification's message otherwise. */
export function toValidDate(value: Date | number | string): Date {
  const d = value instanceof Date ? value : typeof value === 'number' ? new Date(value) : parseISO(value);
  if (!isValid(d)) throw new Error(INVALID_DATE_MESSAGE);
  return d;
}

/** Due date: the given day plus 10/6/2 business days (weekends skipped), as yyyy-MM-dd. */
export function dueDateFor(priority: PriorityLevel, from: Date | number | string): string {
  return format(addBusinessDays(toValidDate(from), PRIORITY_BUSINESS_DAYS[priority]), 'yyyy-MM-dd');
}
