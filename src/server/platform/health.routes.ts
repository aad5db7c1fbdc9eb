import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthSchema, NotReadySchema, ReadySchema } from '#shared/schemas/health.ts';
import type { AppContext } from '../context.ts';
import { pingDatabase } from './health.ts';

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['health'];
  r.get(
    '/healthz',
    { schema: { tags, summary: 'Liveness: the process answers', response: { 200: HealthSchema } } },
    async () => ({ status: 'ok' as const }),
  );
  r.get(
    '/readyz',
    {
      schema: {
        tags,
        summary: 'Readiness: the database answers too (503 while it does not)',
        response: { 200: ReadySchema, 503: NotReadySchema },
      },
    },
    async (_request, reply) => {
      try {
        await pingDatabase(ctx.db);
        return { status: 'ready' as const, database: ctx.database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: ctx.database.kind });
      }
    },
  );
}
