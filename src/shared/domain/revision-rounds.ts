import { Decimal } from 'decimal.js';
import { creditsLabel } from './formats.ts';
import { ellipsize } from './text-cut.ts';

/*
 * Revision rounds (issue 27): a request type says how many rounds of changes its price includes and
 * what each round beyond them costs. Both are part of the type's definition (`form.revisions`, next to
 * its pricing rules), so publishing versions them and a request keeps the ones frozen into its
 * `form_snapshot` at submission. A round is one changes request on one version (`revision_rounds`).
 * Zod-free: the web app reads these rules and words.
 */

export const DEFAULT_INCLUDED_ROUNDS = 2;
export const MAX_INCLUDED_ROUNDS = 20;
export const DEFAULT_EXTRA_ROUND_COST = '0.00';

/** What a type's price includes: rounds of changes, and the credit of each one beyond them. */
export type RevisionPolicy = { included: number; extraCost: string };

export const DEFAULT_REVISION_POLICY: RevisionPolicy = {
  included: DEFAULT_INCLUDED_ROUNDS,
  extraCost: DEFAULT_EXTRA_ROUND_COST,
};

const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

/** A cost as stored: '5.00'; anything that is not a plain amount is kept as it came (for the problems). */
export function normaliseRoundCost(v: number | string): string {
  const text = typeof v === 'number' ? String(v) : v.trim();
  return TWO_DECIMALS.test(text) ? new Decimal(text).toFixed(2) : text;
}

/** Why a revision policy cannot be saved (builder, draft API, import), one message per problem. */
export function revisionProblems(
  p: { included: unknown; extraCost: unknown },
  maxCost: number,
): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  const n = p.included;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_INCLUDED_ROUNDS) {
    out.push({
      path: 'included',
      message: `Revision rounds: the included rounds must be a whole number from 0 to ${MAX_INCLUDED_ROUNDS}`,
    });
  }
  const cost = typeof p.extraCost === 'number' ? String(p.extraCost) : p.extraCost;
  if (typeof cost !== 'string' || !TWO_DECIMALS.test(cost.trim()) || Number(cost) > maxCost) {
    out.push({
      path: 'extraCost',
      message: `Revision rounds: an extra round costs 0 to ${maxCost} credits, with at most two decimals`,
    });
  }
  return out;
}

/** The credit a round costs under a policy: nothing within the included rounds, the extra cost beyond. */
export function roundCost(policy: RevisionPolicy, round: number): string {
  return round > policy.included ? new Decimal(policy.extraCost).toFixed(2) : '0.00';
}

/** "2 rounds of changes included" / "1 round of changes included" / "No rounds of changes included". */
export const includedLabel = (n: number) =>
  n === 0 ? 'No rounds of changes included' : `${n} ${n === 1 ? 'round' : 'rounds'} of changes included`;

/**
 * The panel's line about a round: "Round 2 of 2 included", or beyond them "Round 3 · 5 credits extra"
 * ("Round 3 · free" when extra rounds cost nothing).
 */
export function roundLabel(round: number, policy: RevisionPolicy, charged?: string): string {
  if (round <= policy.included) return `Round ${round} of ${policy.included} included`;
  const cost = charged ?? roundCost(policy, round);
  return new Decimal(cost).isZero()
    ? `Round ${round} · no extra cost`
    : `Round ${round} · ${creditsLabel(cost)} extra`;
}

/** The dialog's sentence before a changes request: which round it is and what it costs. */
export function roundCostSentence(round: number, policy: RevisionPolicy): string {
  const included =
    policy.included === 0
      ? 'none are included'
      : `${policy.included} ${policy.included === 1 ? 'is' : 'are'} included`;
  const cost = roundCost(policy, round);
  if (round <= policy.included) return `This is round ${round}; ${included}. It costs nothing extra.`;
  if (new Decimal(cost).isZero()) return `This is round ${round}; ${included}. Extra rounds are free.`;
  return `This is round ${round}; ${included}. It costs ${creditsLabel(cost)}.`;
}

export const REVISION_MESSAGES = {
  /** The 409 when the balance cannot pay the round: the submissions' words (credit-fit.ts). */
  insufficient: (cost: Decimal.Value, balance: Decimal.Value) =>
    `Not enough credit: this round of changes costs ${creditsLabel(new Decimal(cost).toFixed(2))} and the available balance is ${creditsLabel(new Decimal(balance).toFixed(2))}.`,
  /** The 409 when the cost is not the one the customer confirmed. */
  costChanged: (round: number, cost: string, confirmed: string) =>
    `This round of changes (round ${round}) costs ${creditsLabel(cost)}, not ${creditsLabel(confirmed)} as confirmed. Nothing was charged; please check the cost and confirm again.`,
  ledgerNote: (round: number, included: number, title: string) =>
    `Extra revision round ${round} (${included} included): “${ellipsize(title, 60)}”`,
  refundNote: (round: number, title: string) =>
    `Waived: extra revision round ${round} of “${ellipsize(title, 60)}”`,
  roundNotFound: 'Revision round not found',
  notCharged: 'This round was not charged, so there is nothing to waive.',
  staffOnly: 'Only staff can waive a revision round.',
} as const;
