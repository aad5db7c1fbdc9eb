import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, differenceInCalendarDays, format, isWeekend, parseISO } from 'date-fns';
import { dueDateFor, INVALID_DATE_MESSAGE, toValidDate } from './due-date.ts';
import { PRIORITY_BUSINESS_DAYS, PRIORITY_LEVELS, PRIORITY_WINDOWS } from './priority.ts';

describe('dueDateFor (spec section 9)', () => {
  it('adds 10, 6 and 2 business days', () => {
    // Monday 2026-03-02
    expect(dueDateFor('STANDARD', '2026-03-02')).toBe('2026-03-16');
    expect(dueDateFor('PRIORITY', '2026-03-02')).toBe('2026-03-10');
    expect(dueDateFor('EXPRESS', '2026-03-02')).toBe('2026-03-04');
  });

  it('skips weekends', () => {
    // Friday 2026-03-06 + 2 business days = Tuesday
    expect(dueDateFor('EXPRESS', '2026-03-06')).toBe('2026-03-10');
    // Thursday + 6 = next Friday
    expect(dueDateFor('PRIORITY', '2026-03-05')).toBe('2026-03-13');
  });

  it('counts from a weekend day as from the next Monday morning', () => {
    expect(dueDateFor('EXPRESS', '2026-03-07')).toBe('2026-03-10');
    expect(dueDateFor('EXPRESS', '2026-03-08')).toBe('2026-03-10');
  });

  it('accepts a Date, a timestamp or an ISO string', () => {
    const d = new Date(2026, 2, 2, 15, 30);
    expect(dueDateFor('EXPRESS', d)).toBe('2026-03-04');
    expect(dueDateFor('EXPRESS', d.getTime())).toBe('2026-03-04');
    expect(dueDateFor('EXPRESS', '2026-03-02T09:00:00')).toBe('2026-03-04');
  });

  it("fails with 'Invalid date, expected a valid timestamp or ISO date'", () => {
    expect(INVALID_DATE_MESSAGE).toBe('Invalid date, expected a valid timestamp or ISO date');
    for (const bad of ['', 'tomorrow', '2026-13-45', Number.NaN, new Date('x')]) {
      expect(() => dueDateFor('STANDARD', bad)).toThrow(INVALID_DATE_MESSAGE);
      expect(() => toValidDate(bad)).toThrow(INVALID_DATE_MESSAGE);
    }
  });

  it('the delivery windows shown end at the business days used', () => {
    expect(PRIORITY_WINDOWS).toEqual({
      STANDARD: '7-10 business days',
      PRIORITY: '3-6 business days',
      EXPRESS: '1-2 business days',
    });
    for (const p of PRIORITY_LEVELS) {
      expect(PRIORITY_WINDOWS[p].endsWith(`-${PRIORITY_BUSINESS_DAYS[p]} business days`)).toBe(true);
    }
  });

  it('property: lands on a weekday exactly n weekdays later', () => {
    const day = fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true });
    fc.assert(
      fc.property(day, fc.constantFrom(...PRIORITY_LEVELS), (from, p) => {
        const due = parseISO(dueDateFor(p, from));
        expect(isWeekend(due)).toBe(false);
        const start = parseISO(format(from, 'yyyy-MM-dd'));
        let weekdays = 0;
        for (let d = addDays(start, 1); d <= due; d = addDays(d, 1)) if (!isWeekend(d)) weekdays++;
        expect(weekdays).toBe(PRIORITY_BUSINESS_DAYS[p]);
        // n business days never take more than n + 2 weekends' worth of days
        const span = differenceInCalendarDays(due, start);
        expect(span).toBeGreaterThanOrEqual(PRIORITY_BUSINESS_DAYS[p]);
        expect(span).toBeLessThanOrEqual(
          PRIORITY_BUSINESS_DAYS[p] + 2 * Math.ceil(PRIORITY_BUSINESS_DAYS[p] / 5) + 2,
        );
      }),
    );
  });

  it('property: a faster priority is never due later', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (from) => {
          expect(dueDateFor('EXPRESS', from) <= dueDateFor('PRIORITY', from)).toBe(true);
          expect(dueDateFor('PRIORITY', from) <= dueDateFor('STANDARD', from)).toBe(true);
        },
      ),
    );
  });
});
