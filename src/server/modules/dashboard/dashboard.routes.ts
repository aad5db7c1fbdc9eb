import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardSummaryResponseSchema } from '#shared/schemas/dashboard.ts';
import type { AppContext } from '../../context.ts';
import { actorOf, requireUser } from '../../plugins/auth.ts';
import { dashboardSummary } from './summary.ts';

export async function dashboardRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard',
    {
      preHandler: requireUser,
      schema: {
        tags: ['dashboard'],
        summary: "Requests per status in the caller's scope (drafts: their own) and the five latest requests",
        response: { 200: DashboardSummaryResponseSchema },
      },
    },
    async (request) => ({ data: await dashboardSummary(ctx.db, actorOf(request)) }),
  );
}
