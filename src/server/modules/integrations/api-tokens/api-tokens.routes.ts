import { intIdParam } from '#shared/schemas/ids.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { actorOf, requireUser } from '../../../plugins/auth.ts';
import { CONFLICT_ANSWER } from '#shared/schemas/api-error.ts';
import {
  ApiTokenCreatedSchema,
  ApiTokenInputSchema,
  ApiTokenListSchema,
  ApiTokenSchema,
} from '#shared/schemas/api-tokens.ts';
import { createApiToken, listApiTokens, revokeApiToken } from './tokens.ts';

const tags = ['api-tokens'];

/**
 * Personal API tokens (issue 29), managed by their owner from a signed-in browser session only: under
 * /api/account, which no token may reach (plugins/auth.ts TOKEN_OFF_LIMITS).
 */
export async function apiTokensRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/account/api-tokens',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Your API tokens: live, expired and revoked',
        response: { 200: ApiTokenListSchema },
      },
    },
    async (request) => ({ data: await listApiTokens(ctx.db, actorOf(request)) }),
  );

  r.post(
    '/api/account/api-tokens',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Create an API token; the answer holds the token, shown this once',
        body: ApiTokenInputSchema,
        response: { 201: ApiTokenCreatedSchema, ...CONFLICT_ANSWER },
      },
    },
    async (request, reply) => {
      const data = await createApiToken(ctx.db, actorOf(request), request.body, request.ip);
      return reply.status(201).send({ data });
    },
  );

  r.delete(
    '/api/account/api-tokens/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Revoke one of your API tokens: its next use answers 401',
        params: z.object({ id: intIdParam() }),
        response: { 200: z.object({ data: ApiTokenSchema }) },
      },
    },
    async (request) => ({
      data: await revokeApiToken(ctx.db, actorOf(request), request.params.id, request.ip),
    }),
  );
}
