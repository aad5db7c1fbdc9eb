import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHARGED_STATUSES,
  isCharged,
  isRequestStatus,
  movesToTop,
  parseStatus,
  REQUEST_STATUSES,
  STAFF_SELECTABLE_STATUSES,
  STATUS_LABELS,
  STATUS_SLUGS,
  statusAfterUpdate,
} from './request-status.ts';

describe('statuses (spec section 4)', () => {
  it('has the seven statuses with their labels', () => {
    expect(STATUS_LABELS).toEqual({
      DRAFT: 'Draft',
      NOT_START: 'Not Started',
      ASSIGNED: 'Assigned',
      IN_PROGRESS: 'In Progress',
      FINISHED: 'Finished',
      CANCELLED: 'Cancelled',
      DELETED: 'Deleted',
    });
  });

  it('the lower-case hyphenated reading', () => {
    expect(STATUS_SLUGS.DRAFT).toBe('draft');
    expect(STATUS_SLUGS.NOT_START).toBe('not-start');
    expect(STATUS_SLUGS.DELETED).toBe('deleted');
    expect(STATUS_SLUGS.CANCELLED).toBe('cancelled');
    expect(new Set(Object.values(STATUS_SLUGS)).size).toBe(7);
  });

  it('staff select any status but DELETED', () => {
    expect(STAFF_SELECTABLE_STATUSES).toHaveLength(6);
    expect(STAFF_SELECTABLE_STATUSES).not.toContain('DELETED');
  });

  it('parses both readings, case-insensitively; anything else is null', () => {
    expect(parseStatus('NOT_START')).toBe('NOT_START');
    expect(parseStatus('not-start')).toBe('NOT_START');
    expect(parseStatus('draft')).toBe('DRAFT');
    expect(parseStatus('In-Progress')).toBe('IN_PROGRESS');
    expect(parseStatus(' cancelled ')).toBe('CANCELLED');
    for (const bad of ['', null, undefined, 'started', 'NOT START', 'not_start_', 'Not Started']) {
      expect(parseStatus(bad)).toBeNull();
    }
  });

  it('property: every status round-trips through its name and slug in any case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REQUEST_STATUSES),
        fc.boolean(),
        fc.array(fc.boolean(), { maxLength: 12 }),
        (s, slug, caps) => {
          const text = [...(slug ? STATUS_SLUGS[s] : s)]
            .map((ch, i) => (caps[i] ? ch.toUpperCase() : ch.toLowerCase()))
            .join('');
          expect(parseStatus(text)).toBe(s);
          expect(isRequestStatus(s)).toBe(true);
        },
      ),
    );
  });

  it('property: random text parses to a status or null, never something else', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = parseStatus(s);
        expect(r === null || isRequestStatus(r)).toBe(true);
      }),
    );
  });

  it('an update keeps the status, takes the one asked for, or NOT_START when none is set', () => {
    expect(statusAfterUpdate('ASSIGNED', null)).toBe('ASSIGNED');
    expect(statusAfterUpdate('ASSIGNED', 'FINISHED')).toBe('FINISHED');
    expect(statusAfterUpdate(null, undefined)).toBe('NOT_START');
  });

  it('an update keeping the status moves to the top; a status change stays in place', () => {
    expect(movesToTop('NOT_START', 'NOT_START')).toBe(true);
    expect(movesToTop('NOT_START', 'CANCELLED')).toBe(false);
  });

  it('submitted statuses hold a charge; drafts, cancelled and deleted do not', () => {
    expect(CHARGED_STATUSES).toEqual(['NOT_START', 'ASSIGNED', 'IN_PROGRESS', 'FINISHED']);
    expect(isCharged('DRAFT')).toBe(false);
    expect(isCharged('CANCELLED')).toBe(false);
    expect(isCharged('DELETED')).toBe(false);
    expect(isCharged('IN_PROGRESS')).toBe(true);
  });
});
