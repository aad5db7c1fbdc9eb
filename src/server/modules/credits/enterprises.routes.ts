import { intIdParam } from '#shared/schemas/ids.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreditChangeBodySchema,
  CreditChangeResponseSchema,
  EnterpriseDetailSchema,
  EnterpriseListQuerySchema,
  EnterpriseListSchema,
  MembershipUpdateBodySchema,
} from '#shared/schemas/credits.ts';
import type { MembershipTier } from '#shared/domain/membership.ts';
import type { AppContext } from '../../context.ts';
import { actorOf, requireStaff } from '../../plugins/auth.ts';
import { getEnterprise, listEnterprises, updateMembership } from './enterprises.ts';
import { changeCredits } from './ledger.ts';

const tags = ['enterprises'];
const ParamsSchema = z.object({ id: intIdParam() });

/** Staff: enterprises with their membership, balance and renewal; tier changes, grants and removals. */
export async function enterprisesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/enterprises',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary: 'Staff: enterprises, searched (name, owner, company) and sorted, a page at a time',
        querystring: EnterpriseListQuerySchema,
        response: { 200: EnterpriseListSchema },
      },
    },
    async (request) => listEnterprises(ctx.db, request.query),
  );

  r.get(
    '/api/enterprises/:id',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary: 'Staff: one enterprise with its membership history',
        params: ParamsSchema,
        response: { 200: EnterpriseDetailSchema },
      },
    },
    async (request) => ({ data: await getEnterprise(ctx.db, request.params.id) }),
  );

  r.patch(
    '/api/enterprises/:id',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary:
          "Staff: change an enterprise's membership tier and/or paymentAt (recorded in its history); a change that grants more than a start's one monthly allowance, or a second one in a month, answers 409 until confirmGrant repeats the credits it grants (error.details.confirmGrant)",
        params: ParamsSchema,
        body: MembershipUpdateBodySchema,
        response: { 200: EnterpriseDetailSchema },
      },
    },
    async (request) => {
      const { membership, paymentAt, confirmGrant } = request.body.data;
      return {
        data: await updateMembership(ctx.db, actorOf(request), request.params.id, {
          membership: membership as MembershipTier | undefined,
          paymentAt,
          confirmGrant,
          address: request.ip,
          rollover: ctx.env.CREDITS_ROLLOVER,
        }),
      };
    },
  );

  r.post(
    '/api/enterprises/:id/credits',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary:
          'Staff: grant or remove credit with a reason (a removal never takes the balance below zero); a repeat of the same person’s last change within 2 minutes is answered as a duplicate (meta.duplicate) and not made again',
        params: ParamsSchema,
        body: CreditChangeBodySchema,
        response: { 200: CreditChangeResponseSchema },
      },
    },
    async (request) => {
      const { balance, duplicate } = await changeCredits(
        ctx.db,
        actorOf(request),
        request.params.id,
        request.body.data,
        request.ip,
      );
      return { data: { balance }, meta: { duplicate } };
    },
  );
}
