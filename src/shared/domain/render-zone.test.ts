import { afterEach, describe, expect, it, vi } from 'vitest';
import { assumeTimeZone, isTimeZone, wallClock } from './render-zone.ts';
import { formatDate, formatDateTime, formatDueDate } from './formats.ts';
import { dueStatus } from './due-status.ts';

afterEach(() => {
  assumeTimeZone(undefined);
  vi.useRealTimers();
});

// 03:30 UTC on Nov 28: still the evening of Nov 27 in New York, the afternoon of Nov 28 in Auckland.
const INSTANT = '2026-11-28T03:30:00.000Z';

describe('dates drawn for a viewer in another time zone than the process', () => {
  it('writes an instant as the viewer reads it', () => {
    assumeTimeZone('America/New_York');
    expect(formatDate(INSTANT)).toBe('Nov 27, 2026');
    expect(formatDateTime(INSTANT)).toBe('Nov 27, 2026, 10:30 PM');
    assumeTimeZone('Pacific/Auckland');
    expect(formatDate(INSTANT)).toBe('Nov 28, 2026');
    expect(formatDateTime(INSTANT)).toBe('Nov 28, 2026, 4:30 PM');
  });

  it('keeps a calendar day the same day in every zone', () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata']) {
      assumeTimeZone(zone);
      expect(formatDueDate('2030-01-15')).toBe('01/15/2030');
      expect(formatDate('2030-01-15')).toBe('Jan 15, 2030');
    }
  });

  it('judges "overdue" against the viewer’s today', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(INSTANT));
    assumeTimeZone('America/New_York');
    expect(dueStatus('2026-11-27', 'IN_PROGRESS')).toBe('due-soon');
    assumeTimeZone('Pacific/Auckland');
    expect(dueStatus('2026-11-27', 'IN_PROGRESS')).toBe('overdue');
  });

  it('gives back the very instant when no zone is assumed', () => {
    const now = new Date(INSTANT);
    expect(wallClock(now)).toBe(now);
    assumeTimeZone('Europe/Paris');
    assumeTimeZone(undefined);
    expect(wallClock(now)).toBe(now);
  });

  it('takes only a zone name this runtime knows', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const bad of ['', 'Mars/Olympus_Mons', '../../etc/passwd', 'A'.repeat(65), 'x" onload="y']) {
      expect(isTimeZone(bad)).toBe(false);
    }
  });
});
