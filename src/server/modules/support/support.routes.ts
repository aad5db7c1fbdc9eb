import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, requireCustomer } from '../../plugins/auth.ts';
import { submitSupportMessage } from './support.ts';
import {
  SUPPORT_REPEAT_MESSAGE,
  SUPPORT_SENT_MESSAGE,
  SupportRequestSchema,
  SupportResponseSchema,
} from '#shared/schemas/support.ts';

export async function supportRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/support',
    {
      preHandler: requireCustomer,
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '1 hour',
          keyGenerator: (req) => `support:${req.user?.id ?? req.ip}`,
        },
      },
      schema: {
        tags: ['support'],
        summary: 'Customers: send a message to the provider (stored and e-mailed to staff)',
        body: SupportRequestSchema,
        response: { 200: SupportResponseSchema },
      },
    },
    async (request) => {
      const { duplicate, ...data } = await submitSupportMessage(ctx, actorOf(request), request.body.data);
      // A repeat was e-mailed once, before: its answer says so, not that it was e-mailed now.
      return {
        data,
        meta: { duplicate },
        message: duplicate ? SUPPORT_REPEAT_MESSAGE : SUPPORT_SENT_MESSAGE,
      };
    },
  );
}
