import { describe, expect, it } from 'vitest';
import { addMonths, duePeriods, forecastRunOut, isIsoDay, nextAnniversary } from './credit-periods.ts';

describe('membership periods', () => {
  it('renews on the anchor day, the last day of shorter months', () => {
    expect(nextAnniversary('2026-01-31', 31)).toBe('2026-02-28');
    expect(nextAnniversary('2026-02-28', 31)).toBe('2026-03-31');
    expect(nextAnniversary('2026-11-01')).toBe('2026-12-01');
    expect(nextAnniversary('2026-12-15')).toBe('2027-01-15');
  });
  it('moves a day by months, to the last day of a shorter month', () => {
    expect(addMonths('2026-11-29', -24)).toBe('2024-11-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
  it('lists every missed period up to today', () => {
    expect(duePeriods('2026-08-10', 10, '2026-11-24')).toEqual(['2026-09-10', '2026-10-10', '2026-11-10']);
    expect(duePeriods('2026-11-01', null, '2026-11-30')).toEqual([]);
    expect(duePeriods('2026-11-01', null, '2026-12-01')).toEqual(['2026-12-01']);
  });
  it('accepts only real calendar days', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('26-2-3')).toBe(false);
  });
});

describe('run-out forecast', () => {
  it('divides the balance by the recent daily use', () => {
    // 56 used in 28 days = 2/day; 20 left = 10 days.
    expect(
      forecastRunOut({ balance: '20', usedInWindow: '56', today: '2026-11-24', renewalDate: '2026-12-20' }),
    ).toEqual({ kind: 'runs-out', runOutDate: '2026-12-04', dailyRate: '2.00' });
    expect(
      forecastRunOut({ balance: '100', usedInWindow: '56', today: '2026-11-24', renewalDate: '2026-12-01' }),
    ).toEqual({ kind: 'enough', dailyRate: '2.00' });
    expect(
      forecastRunOut({ balance: '0', usedInWindow: '0', today: '2026-11-24', renewalDate: null }).kind,
    ).toBe('empty');
    expect(
      forecastRunOut({ balance: '5', usedInWindow: '0', today: '2026-11-24', renewalDate: null }).kind,
    ).toBe('no-usage');
  });
});

describe('anchor day', () => {
  it('keeps the day a period started on when none is stored', () => {
    expect(duePeriods('2026-08-31', null, '2026-11-30')).toEqual(['2026-09-30', '2026-10-31', '2026-11-30']);
  });
});
