import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BoardSummaryQuerySchema,
  BoardSummarySchema,
  IntIdParamsSchema,
  RequestViewQuerySchema,
} from '#shared/schemas/request.ts';
import {
  SavedViewCreateSchema,
  SavedViewListResponseSchema,
  SavedViewResponseSchema,
  SavedViewUpdateSchema,
} from '#shared/schemas/saved-view.ts';
import type { AppContext } from '../../context.ts';
import { actorOf, requireStaff, requireUser } from '../../plugins/auth.ts';
import { boardSummary } from './query/board-summary.ts';
import { requestsCsv } from './query/export-csv.ts';
import { createSavedView, deleteSavedView, listSavedViews, updateSavedView } from './saved-views.ts';
import { rawResponse } from '#shared/schemas/files.ts';
import { sendCsv } from '../../platform/csv-reply.ts';

/** Views of the request lists (issue 15): CSV export, the board's column figures, saved views. */
export async function requestViewsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/service-requests/export.csv',
    {
      preHandler: requireUser,
      schema: {
        tags: ['service-requests'],
        summary:
          'Every request the filters select (the list query without cursor and limit), in its order, as CSV: UTF-8 with BOM, ISO dates, two-decimal credits; streamed; at most CSV_EXPORT_MAX_ROWS rows (100,000), a longer one ends with a line saying so; two exports per user at a time (429 beyond)',
        querystring: RequestViewQuerySchema,
        response: { 200: rawResponse('text/csv', 'The requests of the view as CSV') },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const stream = requestsCsv(ctx.db, actor, request.query, ctx.env.CSV_EXPORT_MAX_ROWS);
      return sendCsv(ctx, actor.id, reply, 'requests', stream);
    },
  );

  r.get(
    '/api/service-requests/summary',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['service-requests'],
        summary:
          'Staff board figures for the filters: requests and total credit per status, and per swimlane if asked',
        querystring: BoardSummaryQuerySchema,
        response: { 200: BoardSummarySchema },
      },
    },
    async (request) => ({ data: await boardSummary(ctx.db, actorOf(request), request.query) }),
  );

  const tags = ['saved-views'];
  r.get(
    '/api/saved-views',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The caller's saved list views, then (staff) the views staff shared",
        response: { 200: SavedViewListResponseSchema },
      },
    },
    async (request) => ({ data: await listSavedViews(ctx.db, actorOf(request)) }),
  );

  r.post(
    '/api/saved-views',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Save the current filters and sort under a name (staff may share it with all staff)',
        body: SavedViewCreateSchema,
        response: { 200: SavedViewResponseSchema },
      },
    },
    async (request) => ({ data: await createSavedView(ctx.db, actorOf(request), request.body.data) }),
  );

  r.put(
    '/api/saved-views/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Rename, change the filters of, share or stop sharing a view (its owner only)',
        params: IntIdParamsSchema,
        body: SavedViewUpdateSchema,
        response: { 200: SavedViewResponseSchema },
      },
    },
    async (request) => ({
      data: await updateSavedView(ctx.db, actorOf(request), request.params.id, request.body.data),
    }),
  );

  r.delete(
    '/api/saved-views/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Delete a view (its owner only)',
        params: IntIdParamsSchema,
        response: { 200: z.object({ data: z.object({ id: z.number() }) }) },
      },
    },
    async (request) => ({ data: await deleteSavedView(ctx.db, actorOf(request), request.params.id) }),
  );
}
