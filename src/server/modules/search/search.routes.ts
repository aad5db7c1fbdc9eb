import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, requireUser } from '../../plugins/auth.ts';
import { searchAll } from './search.ts';
import { SearchQuerySchema, SearchResponseSchema } from '#shared/schemas/search.ts';

export async function searchRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/company/searchAll',
    {
      preHandler: requireUser,
      schema: {
        tags: ['search'],
        summary:
          'Global search over requests and comments the caller may see (at least 3 characters). Request types are filtered on the client.',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema },
      },
    },
    async (request) => ({ results: await searchAll(ctx.db, actorOf(request), request.query.keyword) }),
  );
}
