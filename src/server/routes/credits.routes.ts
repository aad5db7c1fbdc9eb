import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { intId } from '#shared/schemas/ids.ts';
import { Decimal } from 'decimal.js';
import {
  CreditReportListSchema,
  GrantResponseSchema,
  LedgerFilterSchema,
  LedgerPageQuerySchema,
  LedgerPageSchema,
  StaffOverviewResponseSchema,
} from '#shared/schemas/credits.ts';
import { rawResponse } from '#shared/schemas/files.ts';
import { MAX_CREDIT_CHANGE } from '#shared/domain/ledger.ts';
import type { AppContext } from '../context.ts';
import { actorOf, requireStaff, requireUser } from '../plugins/auth.ts';
import { ledgerCsv, postLedger, readLedgerPage } from '../services/credits.service.ts';
import { sendCsv } from './csv-reply.ts';
import { myCreditReports, staffCreditOverview } from '../services/credit-report.service.ts';

const tags = ['credits'];

/** Credit ledgers (page and CSV), credit reports, and the staff quick grant. */
const GRANT_AMOUNT = /^-?\d{1,10}(\.\d{1,2})?$/;

export async function creditsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/credits/ledger',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "One page of an enterprise's ledger, newest first, filtered by kind and date range. Owners and staff see every entry; members the entries of requests they can see.",
        querystring: LedgerPageQuerySchema,
        response: { 200: LedgerPageSchema },
      },
    },
    async (request) => {
      const { cursor, limit, ...filter } = request.query;
      return readLedgerPage(ctx.db, actorOf(request), filter, { cursor, limit });
    },
  );

  r.get(
    '/api/credits/ledger.csv',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'The same ledger as CSV (UTF-8 with BOM, ISO dates, two-decimal amounts), streamed; at most CSV_EXPORT_MAX_ROWS rows (100,000), a longer one ends with a line saying so; two exports per user at a time (429 beyond)',
        querystring: LedgerFilterSchema,
        response: { 200: rawResponse('text/csv', 'The ledger as CSV') },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const stream = ledgerCsv(ctx.db, actor, request.query, ctx.env.CSV_EXPORT_MAX_ROWS);
      return sendCsv(ctx, actor.id, reply, `ledger-${request.query.enterpriseId}`, stream);
    },
  );

  r.get(
    '/api/credits/report',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "Credit report of each of the caller's enterprises: this period's total, use, remaining, requests, 12 weeks of use and the run-out forecast",
        response: { 200: CreditReportListSchema },
      },
    },
    async (request) => ({ data: await myCreditReports(ctx.db, actorOf(request)) }),
  );

  r.get(
    '/api/credits/overview',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary: 'Staff: enterprises that will run out before renewal; allowance granted vs used this month',
        response: { 200: StaffOverviewResponseSchema },
      },
    },
    async (request) => ({ data: await staffCreditOverview(ctx.db, actorOf(request)) }),
  );

  r.post(
    '/api/credits/grant',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary: 'Staff: add credits to an enterprise (top-up, goodwill) or take them back (negative amount)',
        body: z.object({
          data: z.object({
            enterpriseId: intId(),
            amount: z
              .string()
              // zod runs every check even after one fails: the later ones parse only a well-formed amount.
              .regex(GRANT_AMOUNT, 'Enter an amount like 25 or 12.50')
              .refine(
                (v) => !GRANT_AMOUNT.test(v) || !new Decimal(v).isZero(),
                'Enter an amount other than 0',
              )
              .refine(
                (v) => !GRANT_AMOUNT.test(v) || new Decimal(v).abs().lte(MAX_CREDIT_CHANGE),
                'Enter an amount of at most 1,000,000 credits',
              ),
            note: z.string().trim().max(200).default(''),
          }),
        }),
        response: { 200: GrantResponseSchema },
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
