/**
 * Monthly credit caps (issue 26): the rule for a cap as typed and the messages, without zod (the web
 * app imports them; `schemas/spending.ts` re-exports them with the API's schemas).
 */

export const CAP_INVALID = 'A monthly cap is a number of credits, at least 0, with at most two decimals.';
export const OWNER_NOT_CAPPED = 'Owners are never capped.';

/** A cap as typed: digits with at most two decimals, at least 0. */
export const CAP_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** What a cap refuses: a request's charge, or a paid round of changes on a delivered version. */
export type CappedSpend = 'submission' | 'revision';

/** What a cap refusal says: what is refused, its cost, and how much of the cap is left (never below 0). */
export function capExceededMessage(
  cost: string,
  remaining: string,
  cap: string,
  whose: 'your' | 'their',
  what: CappedSpend = 'submission',
) {
  const subject = what === 'revision' ? 'This round of changes' : 'This submission';
  return `${subject} costs ${cost} credits but only ${remaining} of ${whose} monthly cap of ${cap} remain.`;
}
