import { AppError } from '#shared/errors.ts';

/**
 * How far a webhook's signed timestamp may be from now, either way: the library's default (5 min,
 * `Stripe.webhooks.DEFAULT_TOLERANCE`), written out so that the Stripe library (~35 MB once imported)
 * loads only where billing is configured (issue 30).
 */
export const STRIPE_TOLERANCE_S = 300;

/**
 * The library refuses a signature older than its tolerance but takes one stamped in the future
 * (its age is negative): a captured event signed ahead could be replayed for as long as that. The
 * same tolerance applies forward, so only clock skew passes.
 */
export function refuseFutureStamp(signature: string, nowMs = Date.now()): void {
  const stamp = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
  if (!Number.isFinite(stamp) || stamp - nowMs / 1000 > STRIPE_TOLERANCE_S) {
    throw new AppError('BAD_REQUEST', 'Invalid Stripe signature: its timestamp is in the future.');
  }
}

/**
 * A call to the Stripe API: when Stripe cannot be reached, or fails on its side (after the client's
 * own retries), the owner gets 503 with what happened instead of a 500. Stripe's refusal of our
 * request (a 4xx, a bug of ours) stays an error of ours.
 */
export async function viaStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // stripeFor imported the library before any call to it: this import is the cached module.
    const { default: Stripe } = await import('stripe');
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError
    ) {
      throw new AppError(
        'UNAVAILABLE',
        'The payment provider (Stripe) cannot be reached right now; nothing was charged. Try again in a few minutes.',
      );
    }
    throw error;
  }
}
