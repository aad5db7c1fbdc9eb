import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MyCapSchema,
  SetCapBodySchema,
  SetCapResultSchema,
  SpendingPersonParamsSchema,
  SpendingSchema,
} from '#shared/schemas/spending.ts';
import { TeamParamsSchema } from '#shared/schemas/team.ts';
import type { AppContext } from '../../../context.ts';
import { actorOf, requireUser } from '../../../plugins/auth.ts';
import { readMyCap, readSpending } from './read.ts';
import { setCap } from './set-cap.ts';

const tags = ['team'];

/**
 * Monthly credit caps (issue 26): owners of the enterprise and staff read and set them; a member gets
 * 403, another enterprise's owner 404. Every person reads their own.
 */
export async function spendingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/team/:enterpriseId/spending',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Each person's monthly cap and this month's spend (UTC); whether approval is required",
        params: TeamParamsSchema,
        response: { 200: SpendingSchema },
      },
    },
    async (request) => readSpending(ctx.db, actorOf(request), request.params.enterpriseId),
  );

  r.get(
    '/api/team/:enterpriseId/spending/me',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The caller's own monthly cap, this month's spend and what is left",
        params: TeamParamsSchema,
        response: { 200: MyCapSchema },
      },
    },
    async (request) => readMyCap(ctx.db, actorOf(request), request.params.enterpriseId),
  );

  r.put(
    '/api/team/:enterpriseId/people/:userId/cap',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Sets (≥ 0, two decimals at most) or clears (null) a person's monthly credit cap",
        params: SpendingPersonParamsSchema,
        body: SetCapBodySchema,
        response: { 200: SetCapResultSchema },
      },
    },
    async (request) =>
      setCap(ctx.db, actorOf(request), {
        ...request.params,
        monthlyCap: request.body.monthlyCap,
        address: request.ip,
      }),
  );
}
