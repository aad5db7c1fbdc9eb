import { z } from 'zod';
import { intIdParam } from './ids.ts';

/** Spending controls of an enterprise (issue 26): a monthly credit cap per person (calendar month, UTC). */

export * from '../domain/spending.ts';

export const SpendingPersonParamsSchema = z.object({ enterpriseId: intIdParam(), userId: intIdParam() });

/** null (or an empty text) clears the cap. Checked by the use case, so a bad one gets CAP_INVALID. */
export const SetCapBodySchema = z.object({
  monthlyCap: z.union([z.string().max(40), z.number(), z.null()]),
});

export const SpendingPersonSchema = z.object({
  userId: z.number().int(),
  /** null: no cap (owners are never capped, whatever is stored). */
  monthlyCap: z.string().nullable(),
  /** Credits debited this calendar month (UTC) for requests they created here, each net of its own refunds this month. */
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
