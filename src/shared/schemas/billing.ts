import { z } from 'zod';

/** Optional Stripe billing (GET /api/billing, Checkout, the portal, the webhook). */
export const BillingInfoSchema = z.object({
  data: z.object({
    enabled: z.boolean(),
    tiers: z.array(z.object({ tier: z.string(), allowance: z.number() })),
  }),
});
export type BillingInfo = z.infer<typeof BillingInfoSchema>['data'];

/** Checkout and portal: the Stripe page to send the owner to. */
export const BillingRedirectSchema = z.object({ data: z.object({ url: z.string() }) });

export const StripeWebhookAnswerSchema = z.object({
  received: z.literal(true),
  result: z.enum(['applied', 'duplicate', 'ignored']),
});
