/**
 * Kinds of credit ledger entries. `allowance`: the monthly tier allowance (renewal); `grant` and
 * `removal`: staff changes with a reason; `debit`: a request charged; `refund`: a charge returned;
 * `adjustment`: a staff correction (also a request's price changed by staff); `expiry`: unused credit
 * that lapsed at renewal when rollover is off; `revision`: a round of changes beyond those a request's
 * price includes (issue 27; waived by staff with a `refund`).
 */
export const LEDGER_KINDS = [
  'allowance',
  'grant',
  'removal',
  'debit',
  'refund',
  'adjustment',
  'expiry',
  'revision',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  allowance: 'Monthly allowance',
  grant: 'Credits added',
  removal: 'Credits removed',
  debit: 'Request charged',
  refund: 'Refund',
  adjustment: 'Adjustment',
  expiry: 'Expired at renewal',
  revision: 'Extra revision round',
};

/** Largest single grant or removal staff may post. */
export const MAX_CREDIT_CHANGE = 1_000_000;
