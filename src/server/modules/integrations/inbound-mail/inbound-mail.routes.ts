import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { actorOf, requireStaff } from '../../../plugins/auth.ts';
import { InboundEmailListSchema, InboundEmailQuerySchema } from '#shared/schemas/inbound-mail.ts';
import { listInboundEmails } from './log.ts';

/** Reply by e-mail's log for staff (Integrations): docs/integrations.md. */
export async function inboundMailRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/integrations/inbound-emails',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['inbound-mail'],
        summary: 'Messages received at the reply addresses, newest first, with what became of each (staff)',
        querystring: InboundEmailQuerySchema,
        response: { 200: InboundEmailListSchema },
      },
    },
    async (request) => ({
      ...(await listInboundEmails(ctx.db, actorOf(request), request.query)),
      domain: ctx.env.INBOUND_MAIL_DOMAIN ?? null,
    }),
  );
}
