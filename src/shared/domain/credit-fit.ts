import { Decimal } from 'decimal.js';
import { quoteRequest } from './credits.ts';
import { creditsLabel } from './formats.ts';
import { PRIORITY_LEVELS, type PriorityLevel } from './priority.ts';

/**
 * Does a request fit the credit its enterprise can spend on it, and if not, what would? The drawer
 * shows this before Submit; the server refuses a charge that does not fit with the same message.
 */

/**
 * The answer when a charge does not fit: the server's 409 and the drawer's warning say the same words.
 * Amounts read as everywhere in the app ('46.5 credits', not '46.50'): the shared creditsLabel.
 */
export const insufficientCreditMessage = (cost: Decimal.Value, balance: Decimal.Value) =>
  `Not enough credit: this request costs ${creditsLabel(new Decimal(cost).toFixed(2))} and the available balance is ${creditsLabel(new Decimal(balance).toFixed(2))}.`;

/** What the balance would be after paying `cost` out of `spendable` (negative when it does not fit). */
export const balanceAfter = (spendable: Decimal.Value, cost: Decimal.Value) =>
  new Decimal(spendable).minus(cost).toFixed(2);

/** A cheaper priority than the chosen one, with what the request would cost at it. */
export type PriorityThatFits = { priorityLevel: PriorityLevel; total: string };

/**
 * The slower priorities (cheaper or equal multipliers) at which the same request fits `spendable`,
 * fastest first: the user keeps as much speed as the balance allows. Priced by quoteRequest, so a staff
 * adjustment (which ignores the priority) never appears to fit at another priority when it does not.
 */
export function lowerPrioritiesThatFit(
  quoteInput: Parameters<typeof quoteRequest>[0],
  spendable: Decimal.Value,
): PriorityThatFits[] {
  const chosen = PRIORITY_LEVELS.indexOf(quoteInput.priorityLevel);
  const out: PriorityThatFits[] = [];
  for (let i = chosen - 1; i >= 0; i -= 1) {
    const priorityLevel = PRIORITY_LEVELS[i]!;
    const { total } = quoteRequest({ ...quoteInput, priorityLevel });
    if (new Decimal(total).lessThanOrEqualTo(spendable)) out.push({ priorityLevel, total });
  }
  return out;
}
