import { z } from 'zod';

/**
 * A paid-to-paid tier change waiting for the next renewal: the tier, its allowance, the day it starts
 * (`domain/tier-change.ts`). Its own module: the session schema needs it without the credit schemas.
 */
export const PendingTierSchema = z
  .object({ tier: z.string(), allowance: z.string(), from: z.string() })
  .nullable()
  .describe('The tier the enterprise moves to at its next renewal (`from`, YYYY-MM-DD), or null');
