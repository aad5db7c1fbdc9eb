import { nextAnniversary } from './credit-periods.ts';
import { creditAllowance } from './membership.ts';

/**
 * When a change of membership tier takes effect (docs/credits.md): from a paid tier to another paid
 * one at the next renewal — the current period was paid and granted at the old tier — everything
 * else at once (onto a paid tier from an unpaid one starts a period; pausing or cancelling stops it).
 */
export function tierChangeTiming(from: string, to: string): 'none' | 'now' | 'next-renewal' {
  if (from === to) return 'none';
  return creditAllowance(from) > 0 && creditAllowance(to) > 0 ? 'next-renewal' : 'now';
}

/** `allowance` as the API writes credit amounts ('190.00'); `from` the renewal day, YYYY-MM-DD. */
export type PendingTier = { tier: string; allowance: string; from: string };

/** The tier an enterprise moves to at its next renewal, with that renewal's date; null when none. */
export function pendingTierOf(e: {
  membership: string;
  pendingMembership: string | null;
  paymentAt: string | null;
  renewalDay: number | null;
}): PendingTier | null {
  if (!e.pendingMembership || !e.paymentAt || creditAllowance(e.membership) <= 0) return null;
  return {
    tier: e.pendingMembership,
    allowance: creditAllowance(e.pendingMembership).toFixed(2),
    from: nextAnniversary(e.paymentAt, e.renewalDay),
  };
}
