import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreditReportListSchema,
  LedgerFilterSchema,
  LedgerPageQuerySchema,
  LedgerPageSchema,
  StaffOverviewResponseSchema,
} from '#shared/schemas/credits.ts';
import { rawResponse } from '#shared/schemas/files.ts';
import type { AppContext } from '../../context.ts';
import { actorOf, requireStaff, requireUser } from '../../plugins/auth.ts';
import { ledgerCsv, readLedgerPage } from './ledger.ts';
import { sendCsv } from '../../platform/csv-reply.ts';
import { myCreditReports, staffCreditOverview } from './reports.ts';

const tags = ['credits'];

/**
 * Credit ledgers (page and CSV) and credit reports. Staff grants and removals are
 * `POST /api/enterprises/{id}/credits` (enterprises.routes.ts), always with a reason; the older
 * `POST /api/credits/grant`, which took an empty note, is retired (issue 23).
 */

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
}
