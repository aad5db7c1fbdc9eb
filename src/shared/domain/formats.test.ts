import { describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { format, parseISO } from 'date-fns';
import {
  creditsLabel,
  formatCredit,
  formatDate,
  formatDateTime,
  formatDueDate,
  formatNotificationTime,
} from './formats.ts';
import { formatCommentTime } from './comment-time.ts';

describe('credit amounts: one format for the app and the server', () => {
  it('drops trailing zeros, keeps what counts', () => {
    expect(formatCredit('46.50')).toBe('46.5');
    expect(formatCredit('190.00')).toBe('190');
    expect(formatCredit('0.05')).toBe('0.05');
    expect(formatCredit('007.10')).toBe('7.1');
    expect(formatCredit('-3.00')).toBe('-3');
    expect(formatCredit('-0.00')).toBe('0');
    expect(formatCredit(12)).toBe('12');
    expect(formatCredit(null)).toBe('0');
    expect(formatCredit('n/a')).toBe('n/a');
  });

  it('labels one credit and many', () => {
    expect(creditsLabel('1.00')).toBe('1 credit');
    expect(creditsLabel('46.50')).toBe('46.5 credits');
    expect(creditsLabel('0')).toBe('0 credits');
    expect(creditsLabel(2)).toBe('2 credits');
  });

  it('property: the shown amount is the same number as the stored one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        const stored = new Decimal(cents).dividedBy(100).toFixed(2);
        const shown = formatCredit(stored);
        expect(new Decimal(shown).equals(stored)).toBe(true);
        expect(shown).not.toMatch(/\.\d*0$/);
      }),
    );
  });
});

describe('moments in lists (sessions, team, audit log)', () => {
  it('reads month day, year, then the 12-hour time, in local time', () => {
    expect(formatDateTime(new Date(2026, 10, 27, 13, 42))).toBe('Nov 27, 2026, 1:42 PM');
    expect(formatDateTime(new Date(2026, 0, 5, 0, 7))).toBe('Jan 5, 2026, 12:07 AM');
  });
});

describe('date formats: the written-out patterns read as date-fns format writes them', () => {
  // Every day of 2024–2027 (leap year, every ordinal and month) at an hour and minute that walk the
  // clock, and the edges of a day (midnight, noon, 23:59), in the test's local time zone.
  const days: Date[] = [];
  for (
    let t = new Date(2024, 0, 1);
    t.getFullYear() < 2028;
    t = new Date(t.getFullYear(), t.getMonth(), t.getDate() + 1)
  ) {
    const i = days.length;
    days.push(new Date(t.getFullYear(), t.getMonth(), t.getDate(), i % 24, (i * 7) % 60));
  }
  days.push(
    new Date(2026, 0, 1, 0, 0),
    new Date(2026, 5, 15, 12, 0),
    new Date(2026, 11, 31, 23, 59),
    new Date(987, 2, 4, 9, 5),
  );

  it('MM/dd/yyyy, MMM dd, yyyy, and the moments, for each day', () => {
    for (const d of days) {
      expect(formatDueDate(d)).toBe(format(d, 'MM/dd/yyyy'));
      expect(formatDate(d)).toBe(format(d, 'MMM dd, yyyy'));
      expect(formatDateTime(d)).toBe(format(d, 'MMM d, yyyy, h:mm a'));
      expect(formatNotificationTime(d)).toBe(format(d, 'h:mm a, MMM d, yyyy'));
      const later = new Date(d.getTime() + 3 * 24 * 3600_000);
      expect(formatCommentTime(d, later)).toBe(format(d, "MMM do 'at' hh:mm a"));
    }
  });

  it('ISO strings as the API sends them (a calendar day, a moment), and nothing for no date', () => {
    for (const v of ['2026-12-01', '2026-03-09T14:05:00.000Z', '2026-07-04T00:00:00Z']) {
      expect(formatDueDate(v)).toBe(format(parseISO(v), 'MM/dd/yyyy'));
      expect(formatDate(v)).toBe(format(parseISO(v), 'MMM dd, yyyy'));
      expect(formatDateTime(v)).toBe(format(parseISO(v), 'MMM d, yyyy, h:mm a'));
    }
    expect(formatDate(null)).toBe('');
    expect(formatDueDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(() => formatDateTime('not a date')).toThrow(RangeError);
  });
});
