import { describe, expect, it } from 'vitest';
import { REQUEST_STATUSES } from './request-status.ts';
import { dueStatus, dueWindow } from './due-status.ts';

// Wednesday 2026-03-04, mid-afternoon local time.
const WED = new Date(2026, 2, 4, 15, 30);
// Friday 2026-03-06, just before midnight.
const FRI = new Date(2026, 2, 6, 23, 59);
// Saturday 2026-03-07.
const SAT = new Date(2026, 2, 7, 10, 0);

describe('dueStatus (issue 15: Overdue / Due soon markers)', () => {
  it('is overdue once the due day has passed', () => {
    expect(dueStatus('2026-03-03', 'IN_PROGRESS', WED)).toBe('overdue');
    expect(dueStatus('2025-12-31', 'NOT_START', WED)).toBe('overdue');
  });

  it('is due soon on the due day itself and within 2 business days', () => {
    expect(dueStatus('2026-03-04', 'ASSIGNED', WED)).toBe('due-soon');
    expect(dueStatus('2026-03-05', 'ASSIGNED', WED)).toBe('due-soon');
    expect(dueStatus('2026-03-06', 'ASSIGNED', WED)).toBe('due-soon');
    expect(dueStatus('2026-03-09', 'ASSIGNED', WED)).toBeNull();
  });

  it('skips weekends when counting the 2 business days', () => {
    // Friday + 2 business days = Tuesday.
    expect(dueStatus('2026-03-09', 'IN_PROGRESS', FRI)).toBe('due-soon');
    expect(dueStatus('2026-03-10', 'IN_PROGRESS', FRI)).toBe('due-soon');
    expect(dueStatus('2026-03-11', 'IN_PROGRESS', FRI)).toBeNull();
    // From a Saturday, as from Monday: up to Tuesday.
    expect(dueStatus('2026-03-10', 'IN_PROGRESS', SAT)).toBe('due-soon');
    expect(dueStatus('2026-03-11', 'IN_PROGRESS', SAT)).toBeNull();
    expect(dueStatus('2026-03-06', 'IN_PROGRESS', SAT)).toBe('overdue');
  });

  it('shows neither for finished, cancelled or deleted requests', () => {
    for (const status of ['FINISHED', 'CANCELLED', 'DELETED'] as const) {
      expect(dueStatus('2026-03-01', status, WED)).toBeNull();
      expect(dueStatus('2026-03-04', status, WED)).toBeNull();
    }
  });

  it('shows the markers for every open status, drafts included', () => {
    for (const status of REQUEST_STATUSES.filter((s) => !['FINISHED', 'CANCELLED', 'DELETED'].includes(s))) {
      expect(dueStatus('2026-03-01', status, WED)).toBe('overdue');
    }
  });

  it('shows neither without a due date or with an unreadable one', () => {
    expect(dueStatus(null, 'IN_PROGRESS', WED)).toBeNull();
    expect(dueStatus(undefined, 'IN_PROGRESS', WED)).toBeNull();
    expect(dueStatus('', 'IN_PROGRESS', WED)).toBeNull();
    expect(dueStatus('not a date', 'IN_PROGRESS', WED)).toBeNull();
  });

  it('accepts a full timestamp as the due date, comparing calendar days', () => {
    expect(dueStatus(new Date(2026, 2, 3, 23, 0).toISOString(), 'IN_PROGRESS', WED)).toBe('overdue');
    expect(dueStatus(new Date(2026, 2, 4, 0, 0).toISOString(), 'IN_PROGRESS', WED)).toBe('due-soon');
  });

  it('defaults now to the current time', () => {
    expect(dueStatus('2000-01-01', 'IN_PROGRESS')).toBe('overdue');
    expect(dueStatus('2999-01-01', 'IN_PROGRESS')).toBeNull();
  });
});

describe('dueWindow', () => {
  it('gives the days dueStatus uses, so a count in SQL agrees with the markers', () => {
    // A Thursday: two business days later is the Monday after the weekend.
    const THU = new Date(2026, 2, 5, 15, 0);
    expect(dueWindow(THU)).toEqual({ today: '2026-03-05', soonUntil: '2026-03-09' });
    expect(dueStatus('2026-03-04', 'IN_PROGRESS', THU)).toBe('overdue');
    expect(dueStatus('2026-03-05', 'IN_PROGRESS', THU)).toBe('due-soon');
    expect(dueStatus('2026-03-09', 'IN_PROGRESS', THU)).toBe('due-soon');
    expect(dueStatus('2026-03-10', 'IN_PROGRESS', THU)).toBeNull();
  });
});
