import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { enterpriseChanges, enterprises, stripeEvents } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { AppError } from '#shared/errors.ts';
import { isMembershipTier, type MembershipTier } from '#shared/domain/membership.ts';
import { parseIsoDay, toIsoDay } from '#shared/domain/credit-periods.ts';
import { grantPeriod, isPaidTier } from './renewal.ts';
import { refuseFutureStamp, STRIPE_TOLERANCE_S, viaStripe } from './stripe-guards.ts';

export type BillingConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Tier → Stripe price id (paid tiers only). */
  prices: Partial<Record<MembershipTier, string>>;
  apiUrl: URL | null;
};

/** Billing is on only when both Stripe variables are set. */
export function billingConfig(env: Env): BillingConfig | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  const raw = env.STRIPE_PRICES ? (JSON.parse(env.STRIPE_PRICES) as Record<string, string>) : {};
  const prices: BillingConfig['prices'] = {};
  for (const [tier, price] of Object.entries(raw)) {
    if (isMembershipTier(tier) && isPaidTier(tier)) prices[tier] = price;
  }
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    prices,
    apiUrl: env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null,
  };
}

const clients = new WeakMap<BillingConfig, Stripe>();
/** The Stripe client of a configuration; the library is imported on first use (issue 30: memory). */
export async function stripeFor(config: BillingConfig): Promise<Stripe> {
  let client = clients.get(config);
  if (!client) {
    const { default: Stripe } = await import('stripe');
    client = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      ...(config.apiUrl
        ? {
            host: config.apiUrl.hostname,
            port: config.apiUrl.port || (config.apiUrl.protocol === 'https:' ? 443 : 80),
            protocol: config.apiUrl.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    clients.set(config, client);
  }
  return client;
}

function requireBilling(ctx: AppContext): BillingConfig {
  const config = billingConfig(ctx.env);
  if (!config) throw new AppError('NOT_FOUND', 'Billing is not enabled.');
  return config;
}

function requireOwner(actor: SessionUser, enterpriseId: number) {
  if (actor.ownedEnterpriseIds.includes(enterpriseId)) return;
  if (actor.isStaff || actor.enterpriseIds.includes(enterpriseId)) {
    throw new AppError('FORBIDDEN', 'Only the owners of the enterprise manage its billing.');
  }
  throw new AppError('NOT_FOUND', 'Enterprise not found');
}

/** The Stripe customer of an enterprise, created (once, under the row lock) the first time it is needed. */
async function customerOf(ctx: AppContext, config: BillingConfig, enterpriseId: number, email: string) {
  return ctx.db.transaction(async (tx) => {
    const [e] = await tx
      .select({ name: enterprises.name, customer: enterprises.stripeCustomerId })
      .from(enterprises)
      .where(eq(enterprises.id, enterpriseId))
      .for('update');
    if (!e) throw new AppError('NOT_FOUND', 'Enterprise not found');
    if (e.customer) return e.customer;
    const customer = await viaStripe(async () =>
      (await stripeFor(config)).customers.create(
        { name: e.name, email, metadata: { enterpriseId: String(enterpriseId) } },
        { idempotencyKey: `enterprise-customer-${enterpriseId}` },
      ),
    );
    await tx
      .update(enterprises)
      .set({ stripeCustomerId: customer.id })
      .where(eq(enterprises.id, enterpriseId));
    return customer.id;
  });
}

/** An owner chooses or changes the tier: a Stripe Checkout session for that tier's price. */
export async function createCheckout(
  ctx: AppContext,
  actor: SessionUser,
  input: { enterpriseId: number; tier: string; returnUrl: string },
): Promise<{ url: string }> {
  const config = requireBilling(ctx);
  requireOwner(actor, input.enterpriseId);
  const price = isMembershipTier(input.tier) ? config.prices[input.tier] : undefined;
  if (!price) throw new AppError('BAD_REQUEST', 'This tier cannot be bought online; choose another.');
  const customer = await customerOf(ctx, config, input.enterpriseId, actor.email);
  const session = await viaStripe(async () =>
    (await stripeFor(config)).checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: String(input.enterpriseId),
      line_items: [{ price, quantity: 1 }],
      metadata: { enterpriseId: String(input.enterpriseId), tier: input.tier },
      subscription_data: { metadata: { enterpriseId: String(input.enterpriseId), tier: input.tier } },
      success_url: `${input.returnUrl}?billing=success`,
      cancel_url: `${input.returnUrl}?billing=cancelled`,
    }),
  );
  if (!session.url) throw new AppError('UNAVAILABLE', 'Stripe did not return a checkout page; try again.');
  return { url: session.url };
}

/** The Stripe billing portal (invoices, payment method, cancel) for an enterprise that has a customer. */
export async function createPortal(
  ctx: AppContext,
  actor: SessionUser,
  input: { enterpriseId: number; returnUrl: string },
): Promise<{ url: string }> {
  const config = requireBilling(ctx);
  requireOwner(actor, input.enterpriseId);
  const [e] = await ctx.db
    .select({ customer: enterprises.stripeCustomerId })
    .from(enterprises)
    .where(eq(enterprises.id, input.enterpriseId));
  if (!e?.customer) {
    throw new AppError('CONFLICT', 'This enterprise has no billing account yet: choose a tier first.');
  }
  const session = await viaStripe(async () =>
    (await stripeFor(config)).billingPortal.sessions.create({
      customer: e.customer!,
      return_url: input.returnUrl,
    }),
  );
  return { url: session.url };
}

/**
 * Verifies the signature and its time (a replay of an old event, or one stamped ahead, is refused)
 * and parses the event.
 */
export async function verifyStripeEvent(
  ctx: AppContext,
  payload: Buffer,
  signature: string | undefined,
): Promise<Stripe.Event> {
  const config = requireBilling(ctx);
  if (!signature) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header.');
  const stripe = await stripeFor(config);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(payload, signature, config.webhookSecret, STRIPE_TOLERANCE_S);
  } catch {
    throw new AppError('BAD_REQUEST', 'Invalid Stripe signature.');
  }
  refuseFutureStamp(signature);
  return event;
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

async function lockByCustomer(tx: Db, customer: string | null) {
  if (!customer) return null;
  const [e] = await tx
    .select()
    .from(enterprises)
    .where(eq(enterprises.stripeCustomerId, customer))
    .for('update');
  return e ?? null;
}

async function setTier(tx: Db, e: { id: number; membership: string }, tier: string) {
  if (tier === e.membership) return;
  // What Stripe bills is the tier from now on: a change staff had set for the next renewal is over.
  await tx
    .update(enterprises)
    .set({ membership: tier, pendingMembership: null })
    .where(eq(enterprises.id, e.id));
  await tx.insert(enterpriseChanges).values({
    enterpriseId: e.id,
    actorId: null,
    field: 'membership',
    fromValue: e.membership,
    toValue: tier,
  });
}

/**
 * Applies one verified Stripe event, once: its id is recorded in stripe_events in the same transaction,
 * so a retried or replayed event finds it there and changes nothing.
 * - checkout.session.completed: the subscription is linked and the tier bought is set.
 * - invoice.paid: the period the invoice pays for starts (paymentAt moves) and its allowance is granted
 *   through grantPeriod — the same path as the renewal job, keyed by enterprise + period. An invoice
 *   for a period before the current one grants its allowance only (paymentAt and the tier stay).
 * - customer.subscription.deleted, or updated to unpaid/canceled: the enterprise is paused.
 */
export async function applyStripeEvent(
  ctx: AppContext,
  event: Stripe.Event,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const config = requireBilling(ctx);
  const tierOfPrice = (price: string | null | undefined) =>
    (Object.entries(config.prices).find(([, p]) => p === price)?.[0] as MembershipTier | undefined) ?? null;
  return ctx.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (fresh.length === 0) return 'duplicate';
    switch (event.type) {
      case 'checkout.session.completed': {
        const s = event.data.object;
        const e = await lockByCustomer(tx, idOf(s.customer));
        if (!e) return 'ignored';
        const tier = s.metadata?.tier;
        await tx
          .update(enterprises)
          .set({ stripeSubscriptionId: idOf(s.subscription) })
          .where(eq(enterprises.id, e.id));
        if (tier && isMembershipTier(tier) && isPaidTier(tier)) await setTier(tx, e, tier);
        return 'applied';
      }
      case 'invoice.paid': {
        const invoice = event.data.object;
        const e = await lockByCustomer(tx, idOf(invoice.customer));
        if (!e) return 'ignored';
        const line = invoice.lines?.data?.[0];
        const start = line?.period?.start ?? invoice.period_start;
        const period = toIsoDay(new Date(start * 1000));
        const priceId = line?.pricing?.price_details?.price ?? null;
        const tier = tierOfPrice(typeof priceId === 'string' ? priceId : null) ?? e.membership;
        if (!isPaidTier(tier)) return 'ignored';
        // An invoice for a period older than the current one (Stripe retries a delivery for days, and
        // events arrive in any order) still grants what it paid for, but the period, its day and the
        // tier stay the later invoice's: it moved the payment date, and the renewal shown, back.
        const late = e.paymentAt !== null && period < e.paymentAt;
        if (!late) {
          await setTier(tx, e, tier);
          const subscription = invoice.parent?.subscription_details?.subscription;
          await tx
            .update(enterprises)
            .set({
              paymentAt: period,
              renewalDay: parseIsoDay(period).getUTCDate(),
              // The invoice's tier is what this period is: no staff change is left pending over it.
              pendingMembership: null,
              ...(subscription ? { stripeSubscriptionId: idOf(subscription) } : {}),
            })
            .where(eq(enterprises.id, e.id));
        }
        await grantPeriod(tx, {
          enterpriseId: e.id,
          period,
          membership: tier,
          balance: e.availableCredit,
          // A late invoice's period is over: nothing of the current one expires for it.
          rollover: late || ctx.env.CREDITS_ROLLOVER,
          source: `Stripe invoice ${invoice.id}`,
        });
        return 'applied';
      }
      case 'customer.subscription.deleted':
      case 'customer.subscription.updated': {
        const sub = event.data.object;
        if (event.type === 'customer.subscription.updated' && !['unpaid', 'canceled'].includes(sub.status)) {
          return 'ignored';
        }
        const e = await lockByCustomer(tx, idOf(sub.customer));
        if (!e || (e.stripeSubscriptionId && e.stripeSubscriptionId !== sub.id)) return 'ignored';
        await setTier(tx, e, 'paused');
        await tx.update(enterprises).set({ stripeSubscriptionId: null }).where(eq(enterprises.id, e.id));
        return 'applied';
      }
      default:
        return 'ignored';
    }
  });
}
