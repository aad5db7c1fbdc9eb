import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import { LedgerQuerySchema, LedgerResponseSchema } from '#shared/schemas/request.ts';
import type { AppContext } from '../context.ts';
import { enterprises } from '../db/schema/index.ts';
import { actorOf, requireUser } from '../plugins/auth.ts';
import { listLedger, postLedger } from '../services/credits.service.ts';
import { z } from 'zod';
import { intId } from '#shared/schemas/ids.ts';
import { Decimal } from 'decimal.js';
import { requireStaff } from '../plugins/auth.ts';

const AMOUNT = /^-?\d{1,10}(\.\d{1,2})?$/;

/** The credit ledger of an enterprise, newest first: for its owners and staff. */
export async function creditsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/credits/ledger',
    {
      preHandler: requireUser,
      schema: {
        tags: ['credits'],
        summary:
          "One page of an enterprise's ledger (grants, debits, refunds, adjustments with the balance after each)",
        querystring: LedgerQuerySchema,
        response: { 200: LedgerResponseSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { enterpriseId, cursor, limit } = request.query;
      if (!actor.isStaff && !actor.ownedEnterpriseIds.includes(enterpriseId)) {
        if (actor.enterpriseIds.includes(enterpriseId)) {
          throw new AppError('FORBIDDEN', 'Only the owners of the enterprise can see its credit ledger.');
        }
        throw new AppError('NOT_FOUND', 'Enterprise not found');
      }
      const [enterprise] = await ctx.db
        .select({ balance: enterprises.availableCredit })
        .from(enterprises)
        .where(eq(enterprises.id, enterpriseId));
      if (!enterprise) throw new AppError('NOT_FOUND', 'Enterprise not found');
      const before = cursor ? Number(cursor) : undefined;
      if (before !== undefined && (!Number.isSafeInteger(before) || before < 1)) {
        throw new AppError('BAD_REQUEST', 'Invalid cursor');
      }
      const page = await listLedger(ctx.db, enterpriseId, { cursor: before, limit });
      return {
        data: page.data.map((e) => ({
          id: e.id,
          kind: e.kind,
          amount: e.amount,
          balanceAfter: e.balanceAfter,
          requestId: e.requestId,
          actorId: e.actorId,
          note: e.note,
          createdAt: e.createdAt.toISOString(),
        })),
        balance: enterprise.balance,
        hasMore: page.hasMore,
        cursor: page.cursor !== null ? String(page.cursor) : null,
      };
    },
  );

  r.post(
    '/api/credits/grant',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['credits'],
        summary: 'Staff: add credits to an enterprise (top-up, goodwill) or take them back (negative amount)',
        body: z.object({
          data: z.object({
            enterpriseId: intId(),
            amount: z
              .string()
              .regex(AMOUNT, 'Enter an amount like 25 or 12.50')
              .refine((v) => !AMOUNT.test(v) || !new Decimal(v).isZero(), 'Enter an amount other than 0'),
            note: z.string().trim().max(200).default(''),
          }),
        }),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { enterpriseId, amount, note } = request.body.data;
      const { balanceAfter } = await ctx.db.transaction((tx) =>
        postLedger(tx, {
          enterpriseId,
          kind: new Decimal(amount).isPositive() ? 'grant' : 'adjustment',
          amount,
          actorId: actor.id,
          note: note || 'Granted by staff',
        }),
      );
      return { data: { enterpriseId, balance: balanceAfter } };
    },
  );
}
