import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { creditAllowance } from '#shared/domain/membership.ts';
import {
  BillingInfoSchema,
  BillingRedirectSchema,
  StripeWebhookAnswerSchema,
} from '#shared/schemas/billing.ts';
import type { AppContext } from '../../context.ts';
import { actorOf, requireUser } from '../../plugins/auth.ts';
import {
  applyStripeEvent,
  billingConfig,
  createCheckout,
  createPortal,
  verifyStripeEvent,
} from './billing.ts';

const tags = ['billing'];

/** Where Stripe sends the owner back: the dashboard of this app. */
const returnUrl = (ctx: AppContext, request: FastifyRequest) =>
  `${ctx.env.PUBLIC_URL ? new URL(ctx.env.PUBLIC_URL).origin : `${request.protocol}://${request.host}`}/dashboard`;

/** Optional Stripe billing: Checkout, the billing portal and the webhook. Off unless configured. */
export async function billingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/billing',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Whether billing is on, and the tiers on sale',
        response: { 200: BillingInfoSchema },
      },
    },
    async () => {
      const config = billingConfig(ctx.env);
      return {
        data: {
          enabled: config !== null,
          tiers: config
            ? Object.keys(config.prices).map((tier) => ({ tier, allowance: creditAllowance(tier) }))
            : [],
        },
      };
    },
  );

  r.post(
    '/api/billing/checkout',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Owner: a Stripe Checkout page to choose or change the enterprise's tier",
        body: z.object({
          data: z.object({ enterpriseId: z.number().int().positive(), tier: z.string().max(50) }),
        }),
        response: { 200: BillingRedirectSchema },
      },
    },
    async (request) => ({
      data: await createCheckout(ctx, actorOf(request), {
        ...request.body.data,
        returnUrl: returnUrl(ctx, request),
      }),
    }),
  );

  r.post(
    '/api/billing/portal',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Owner: a link to the Stripe billing portal',
        body: z.object({ data: z.object({ enterpriseId: z.number().int().positive() }) }),
        response: { 200: BillingRedirectSchema },
      },
    },
    async (request) => ({
      data: await createPortal(ctx, actorOf(request), {
        ...request.body.data,
        returnUrl: returnUrl(ctx, request),
      }),
    }),
  );

  // The webhook needs the exact bytes Stripe signed: its own scope reads every body as a Buffer.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/billing/webhook',
      {
        schema: {
          tags,
          summary: 'Stripe webhook (signature verified; each event applied once)',
          response: { 200: StripeWebhookAnswerSchema },
        },
      },
      async (request) => {
        const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        const signature = request.headers['stripe-signature'];
        const event = await verifyStripeEvent(
          ctx,
          payload,
          typeof signature === 'string' ? signature : undefined,
        );
        const result = await applyStripeEvent(ctx, event);
        request.log.info({ stripeEvent: event.id, type: event.type, result }, 'stripe webhook');
        return { received: true as const, result };
      },
    );
  });
}
