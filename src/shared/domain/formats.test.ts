import { describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { creditsLabel, formatCredit, formatDateTime } from './formats.ts';

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
