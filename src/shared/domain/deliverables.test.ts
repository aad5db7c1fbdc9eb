import { describe, expect, it } from 'vitest';
import {
  canReview,
  deliverableChipLabel,
  isReviewMove,
  isWebUrl,
  statusAfterReview,
  takesDeliveries,
} from './deliverables.ts';
import type { Actor, RequestFacts } from './permissions.ts';

const request: RequestFacts = { status: 'IN_PROGRESS', companyId: 1, enterpriseId: 10, createdById: 5 };
const customer = (id: number, over: Partial<Actor> = {}): Actor => ({
  id,
  isStaff: false,
  companyIds: [1],
  ownedEnterpriseIds: [],
  ...over,
});

describe('deliverables rules', () => {
  it('links: http and https addresses only', () => {
    expect(isWebUrl('https://example.com/a?b=1')).toBe(true);
    expect(isWebUrl(' http://example.com ')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'ftp://x.y',
      'example.com',
      '',
      'https://',
      'data:text/html,x',
    ]) {
      expect(isWebUrl(bad), bad).toBe(false);
    }
  });

  it('reviewers: creator, assignee or owner on the customer side; never staff, never someone who cannot see it', () => {
    expect(canReview(customer(5), request, [])).toBe(true);
    expect(canReview(customer(6), request, [6])).toBe(true);
    expect(canReview(customer(7, { ownedEnterpriseIds: [10] }), request, [])).toBe(true);
    expect(canReview(customer(8), request, [])).toBe(false);
    expect(canReview(customer(6, { companyIds: [2] }), request, [6])).toBe(false);
    expect(canReview({ ...customer(9), isStaff: true }, request, [9])).toBe(false);
  });

  it('status after a review, and the moves the ordinary save allows for it', () => {
    expect(statusAfterReview('IN_PROGRESS', { state: 'approved', finish: true })).toBe('FINISHED');
    expect(statusAfterReview('IN_PROGRESS', { state: 'approved', finish: false })).toBeNull();
    expect(statusAfterReview('FINISHED', { state: 'approved', finish: true })).toBeNull();
    expect(statusAfterReview('FINISHED', { state: 'changes_requested' })).toBe('IN_PROGRESS');
    expect(statusAfterReview('ASSIGNED', { state: 'changes_requested' })).toBeNull();
    expect(isReviewMove('ASSIGNED', 'FINISHED')).toBe(true);
    expect(isReviewMove('FINISHED', 'IN_PROGRESS')).toBe(true);
    expect(isReviewMove('CANCELLED', 'FINISHED')).toBe(false);
    expect(isReviewMove('IN_PROGRESS', 'CANCELLED')).toBe(false);
    expect(takesDeliveries({ status: 'DRAFT' })).toBe(false);
    expect(deliverableChipLabel({ number: 2, state: 'awaiting' })).toBe('v2 · Awaiting review');
  });
});
