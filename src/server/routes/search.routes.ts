import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { actorOf, requireUser } from '../plugins/auth.ts';
import { searchAll } from '../services/search.service.ts';

const ResultSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('REQUEST'),
    requestId: z.number(),
    title: z.string(),
    status: z.string(),
    company: z.string(),
    serviceRequestType: z.string(),
    updatedAt: z.string(),
  }),
  z.object({
    type: z.literal('COMMENT'),
    requestId: z.number(),
    commentId: z.number(),
    content: z.string(),
    title: z.string(),
    status: z.string(),
    updatedAt: z.string(),
  }),
]);

export async function searchRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/company/searchAll',
    {
      preHandler: requireUser,
      schema: {
        tags: ['search'],
        summary:
          'Global search over requests and comments the caller may see (at least 3 characters). Request types are filtered on the client.',
        querystring: z.object({ keyword: z.string().max(200).default('') }),
        response: { 200: z.object({ results: z.array(ResultSchema) }) },
      },
    },
    async (request) => ({ results: await searchAll(ctx.db, actorOf(request), request.query.keyword) }),
  );
}
