import { z } from 'zod';
import { intIdParam } from './ids.ts';

/** Spending controls of an enterprise (issue 26): a monthly credit cap per person (calendar month, UTC). */

export const CAP_INVALID = 'A monthly cap is a number of credits, at least 0, with at most two decimals.';
export const OWNER_NOT_CAPPED = 'Owners are never capped.';

/** A cap as typed: digits with at most two decimals, at least 0. */
export const CAP_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** What a cap refusal says: the cost, and how much of the cap is left (never below 0). */
export function capExceededMessage(cost: string, remaining: string, cap: string, whose: 'your' | 'their') {
  return `This submission costs ${cost} credits but only ${remaining} of ${whose} monthly cap of ${cap} remain.`;
}

export const SpendingPersonParamsSchema = z.object({ enterpriseId: intIdParam(), userId: intIdParam() });

/** null (or an empty text) clears the cap. Checked by the use case, so a bad one gets CAP_INVALID. */
export const SetCapBodySchema = z.object({
  monthlyCap: z.union([z.string().max(40), z.number(), z.null()]),
});

export const SpendingPersonSchema = z.object({
  userId: z.number().int(),
  /** null: no cap (owners are never capped, whatever is stored). */
  monthlyCap: z.string().nullable(),
  /** Credits debited this calendar month (UTC), net of refunds, for requests they created here. */
  spentThisMonth: z.string(),
  /** What is left of the cap (never below 0); null when not capped. */
  remaining: z.string().nullable(),
  isOwner: z.boolean(),
});
export type SpendingPerson = z.infer<typeof SpendingPersonSchema>;

export const SpendingSchema = z.object({
  /** The first day of the month the figures are for (yyyy-MM-dd, UTC). */
  month: z.string(),
  requireApproval: z.boolean(),
  people: z.array(SpendingPersonSchema),
});
export type Spending = z.infer<typeof SpendingSchema>;

export const SetCapResultSchema = z.object({ changed: z.boolean(), monthlyCap: z.string().nullable() });

/** The caller's own cap in an enterprise they belong to. */
export const MyCapSchema = SpendingPersonSchema.extend({ enterpriseId: z.number().int() });
export type MyCap = z.infer<typeof MyCapSchema>;
