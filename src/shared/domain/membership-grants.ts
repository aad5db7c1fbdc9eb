import { Decimal } from 'decimal.js';
import { duePeriods, nextAnniversary } from './credit-periods.ts';
import { creditsLabel, formatDate } from './formats.ts';
import { creditAllowance } from './membership.ts';

/** How far back a payment date may be set (the current period's start; older months: a grant). */
export const PAYMENT_DATE_MONTHS_BACK = 24;
export const PAYMENT_DATE_TOO_OLD =
  'The payment date starts the current period: enter a day within the last two years (older months are granted as credit with a reason).';

/** A membership change's grants, as the server counts them and the staff screen confirms them. */
export type MembershipGrants = {
  /** Period starts granted by the change or made due by it (oldest first): each one allowance. */
  periods: string[];
  /** Their allowances together, as the API writes credit amounts ('600.00'). */
  credits: string;
  /** Staff must confirm `credits` before the change is saved. */
  needsConfirming: boolean;
};

/**
 * What saving a membership change grants (docs/credits.md), the one place for the rule: the allowance
 * of the period a move onto a paid tier starts, and every period the renewal job would then find due
 * by `today`, less the periods granted before (`granted`: credit_renewals' periods of the enterprise).
 *
 * One period on a start is what staff expect. More than one (a payment date moved back past an
 * anniversary: a slip of the year would mint a year of credit), or a period that starts before the
 * last granted one has run its month (a pause and a resume in the same month, a date moved back by
 * days), must be confirmed: the server refuses the change until staff confirm the credits shown.
 */
export function membershipChangeGrants(p: {
  /** The change moves an unpaid tier onto a paid one (the start grants its period at once). */
  startsPaid: boolean;
  /** The tier after the change, and the one the renewal job grants with (the pending tier, if any). */
  membership: string;
  renewalTier: string;
  paymentAt: string | null;
  renewalDay: number | null;
  /** False when Stripe renews the enterprise (the renewal job grants nothing then). */
  renews: boolean;
  today: string;
  granted: readonly string[];
}): MembershipGrants {
  const none = { periods: [], credits: '0.00', needsConfirming: false };
  if (!p.paymentAt || creditAllowance(p.membership) <= 0) return none;
  const claimed = new Set(p.granted);
  const starts = p.startsPaid && !claimed.has(p.paymentAt) ? [p.paymentAt] : [];
  const renewals = p.renews
    ? duePeriods(p.paymentAt, p.renewalDay, p.today).filter((d) => !claimed.has(d))
    : [];
  const periods = [...starts, ...renewals];
  if (periods.length === 0) return none;
  const credits = new Decimal(creditAllowance(p.membership))
    .times(starts.length)
    .plus(new Decimal(creditAllowance(p.renewalTier)).times(renewals.length));
  const last = [...p.granted].sort().at(-1);
  // The last granted period still runs on the first new period's start: a second allowance that month.
  const overlaps = last !== undefined && nextAnniversary(last) > periods[0]!;
  return {
    periods,
    credits: credits.toFixed(2),
    needsConfirming: periods.length > 1 || overlaps,
  };
}

/** The refusal staff see until they confirm (409, with `confirmGrant` and `periods` in its details). */
export function membershipGrantsMessage(g: Pick<MembershipGrants, 'periods' | 'credits'>): string {
  const n = g.periods.length;
  // Written as the app writes a date (MMM dd, yyyy), not as the ISO days the details carry.
  const first = formatDate(g.periods[0]);
  const last = formatDate(g.periods.at(-1));
  const which =
    n === 1
      ? `the period from ${first}`
      : n === 2
        ? `the periods starting ${first} and ${last}`
        : `the ${n} periods from ${first} to ${last}`;
  return `Saving this grants ${n === 1 ? 'a monthly allowance' : `${n} monthly allowances`} (${creditsLabel(g.credits)} in all, for ${which}). Confirm to grant ${n === 1 ? 'it' : 'them'} and save.`;
}
