import { describe, expect, it } from 'vitest';
import { creditAllowance, MEMBERSHIP_TIERS, showsInCreditBalance } from './membership.ts';
import { isPriorityLevel, PRIORITY_LEVELS, PRIORITY_MULTIPLIERS } from './priority.ts';
import { formatDate, formatDueDate, formatNotificationTime, truncateTitle } from './formats.ts';
import { formatCommentTime } from './comment-time.ts';

describe('membership tiers (spec section 3)', () => {
  it('grants the allowance of each tier', () => {
    expect(MEMBERSHIP_TIERS).toHaveLength(13);
    for (const t of ['starter', 'paused', 'blacklist', 'canceled']) expect(creditAllowance(t)).toBe(0);
    expect(creditAllowance('basic-150-35')).toBe(35);
    expect(creditAllowance('basic-200-50')).toBe(50);
    expect(creditAllowance('basic-300-75')).toBe(75);
    expect(creditAllowance('basic-350-88')).toBe(88);
    expect(creditAllowance('basic-400-105')).toBe(105);
    expect(creditAllowance('basic-450-110')).toBe(110);
    expect(creditAllowance('pro-700-190')).toBe(190);
    expect(creditAllowance('premium-1400-400')).toBe(400);
    expect(creditAllowance('deluxe-2500-750')).toBe(750);
    expect(creditAllowance('gold')).toBe(0);
  });
  it('Credit Balance lists starter and positive allowances', () => {
    expect(showsInCreditBalance('starter')).toBe(true);
    expect(showsInCreditBalance('paused')).toBe(false);
    expect(showsInCreditBalance('basic-150-35')).toBe(true);
  });
});

describe('priority', () => {
  it('levels and multipliers', () => {
    expect(PRIORITY_LEVELS).toEqual(['STANDARD', 'PRIORITY', 'EXPRESS']);
    expect(PRIORITY_MULTIPLIERS).toEqual({ STANDARD: '1', PRIORITY: '1.2', EXPRESS: '1.5' });
    expect(isPriorityLevel('EXPRESS')).toBe(true);
    expect(isPriorityLevel('express')).toBe(false);
  });
});

describe('formats (spec section 9)', () => {
  it('due date MM/dd/yyyy, other dates MMM dd, yyyy', () => {
    expect(formatDueDate('2026-03-04')).toBe('03/04/2026');
    expect(formatDate('2026-03-04')).toBe('Mar 04, 2026');
    expect(formatDueDate(null)).toBe('');
    expect(formatDate('garbage')).toBe('');
  });
  it('notification time h:mm a, MMM d, yyyy', () => {
    expect(formatNotificationTime(new Date(2026, 2, 4, 15, 7))).toBe('3:07 PM, Mar 4, 2026');
  });
  it('comment time: relative under a day, else MMM do at hh:mm a', () => {
    const now = new Date(2026, 2, 4, 12, 0);
    expect(formatCommentTime(new Date(2026, 2, 4, 11, 0), now)).toBe('1 hour ago');
    expect(formatCommentTime(new Date(now.getTime() - 3_000), now)).toBe('just now');
    expect(formatCommentTime(new Date(now.getTime() + 4_000), now)).toBe('just now');
    expect(formatCommentTime(new Date(now.getTime() - 90_000), now)).toBe('2 minutes ago');
    expect(formatCommentTime(new Date(2026, 2, 1, 9, 5), now)).toBe('Mar 1st at 09:05 AM');
  });
  it('title truncated at 45 characters', () => {
    expect(truncateTitle('x'.repeat(45))).toBe('x'.repeat(45));
    expect(truncateTitle('x'.repeat(46))).toBe(`${'x'.repeat(45)}…`);
  });
});
