import { describe, expect, it } from 'vitest';
import { membershipChangeGrants, membershipGrantsMessage } from './membership-grants.ts';

const base = {
  startsPaid: false,
  membership: 'basic-200-50',
  renewalTier: 'basic-200-50',
  renewalDay: null,
  renews: true,
  today: '2026-11-29',
  granted: [] as string[],
};

describe('what a membership change grants, and when staff must confirm it', () => {
  it('a start onto a paid tier grants its one period without asking', () => {
    const g = membershipChangeGrants({ ...base, startsPaid: true, paymentAt: '2026-11-29' });
    expect(g).toEqual({ periods: ['2026-11-29'], credits: '50.00', needsConfirming: false });
  });

  it('a start dated a year back grants thirteen periods, and asks', () => {
    const g = membershipChangeGrants({ ...base, startsPaid: true, paymentAt: '2025-11-29' });
    expect(g.periods).toHaveLength(13);
    expect(g.credits).toBe('650.00');
    expect(g.needsConfirming).toBe(true);
  });

  it('a resume in the month a period was granted asks; a month later it does not', () => {
    const resumed = { ...base, startsPaid: true, granted: ['2026-11-01'] };
    expect(membershipChangeGrants({ ...resumed, paymentAt: '2026-11-20' }).needsConfirming).toBe(true);
    expect(membershipChangeGrants({ ...resumed, paymentAt: '2026-12-01', today: '2026-12-01' })).toEqual({
      periods: ['2026-12-01'],
      credits: '50.00',
      needsConfirming: false,
    });
  });

  it('a payment date moved back over granted periods grants nothing and asks nothing', () => {
    const g = membershipChangeGrants({ ...base, paymentAt: '2026-10-01', granted: ['2026-11-01'] });
    expect(g).toEqual({ periods: [], credits: '0.00', needsConfirming: false });
  });

  it('a payment date moved back by days makes an overlapping period due, and asks', () => {
    const g = membershipChangeGrants({ ...base, paymentAt: '2026-10-15', granted: ['2026-11-01'] });
    expect(g).toEqual({ periods: ['2026-11-15'], credits: '50.00', needsConfirming: true });
  });

  it('renewals grant at the pending tier; Stripe-renewed and unpaid tiers grant nothing here', () => {
    const pending = { ...base, renewalTier: 'pro-700-190', paymentAt: '2026-09-29', granted: ['2026-09-29'] };
    expect(membershipChangeGrants(pending)).toMatchObject({ credits: '380.00', needsConfirming: true });
    expect(membershipChangeGrants({ ...pending, renews: false }).periods).toEqual([]);
    expect(
      membershipChangeGrants({ ...base, membership: 'paused', paymentAt: '2025-01-01' }).periods,
    ).toEqual([]);
  });

  it('says what it grants in words, its dates as the app writes dates', () => {
    expect(
      membershipGrantsMessage({ periods: ['2026-09-29', '2026-10-29', '2026-11-29'], credits: '150.00' }),
    ).toBe(
      'Saving this grants 3 monthly allowances (150 credits in all, for the 3 periods from Sep 29, 2026 to Nov 29, 2026). Confirm to grant them and save.',
    );
    expect(membershipGrantsMessage({ periods: ['2026-10-29', '2026-11-29'], credits: '100.00' })).toBe(
      'Saving this grants 2 monthly allowances (100 credits in all, for the periods starting Oct 29, 2026 and Nov 29, 2026). Confirm to grant them and save.',
    );
  });
});
