import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuditFilterSchema,
  AuditPageQuerySchema,
  AuditPageSchema,
  AuditPeopleQuerySchema,
  AuditPersonSchema,
} from '#shared/schemas/audit.ts';
import { rawResponse } from '#shared/schemas/files.ts';
import type { AppContext } from '../../context.ts';
import { actorOf, requireUser } from '../../plugins/auth.ts';
import { sendCsv } from '../../platform/csv-reply.ts';
import { auditCsv, listAuditPeople, readAuditPage } from './read.ts';

const tags = ['audit'];

/** The audit log (issue 26): read only. Nothing in the API changes or deletes an entry. */
export async function auditRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/audit',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "Audit entries, newest first: staff all (or one enterprise's), an owner their enterprise's (enterpriseId required); filters who, action, dates",
        querystring: AuditPageQuerySchema,
        response: { 200: AuditPageSchema },
      },
    },
    async (request) => {
      const { before, limit, ...filter } = request.query;
      return readAuditPage(ctx.db, actorOf(request), filter, { before, limit }, ctx.env.PROVIDER_DOMAIN);
    },
  );

  r.get(
    '/api/audit/people',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'The people who did something in the entries the caller may read (the same scope), former ones marked: the "Who" filter',
        querystring: AuditPeopleQuerySchema,
        response: { 200: z.object({ people: z.array(AuditPersonSchema) }) },
      },
    },
    async (request) => ({
      people: await listAuditPeople(ctx.db, actorOf(request), request.query, ctx.env.PROVIDER_DOMAIN),
    }),
  );

  r.get(
    '/api/audit.csv',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The same entries as CSV (UTF-8 with BOM), streamed; at most CSV_EXPORT_MAX_ROWS rows',
        querystring: AuditFilterSchema,
        response: { 200: rawResponse('text/csv', 'The audit log as CSV') },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const stream = auditCsv(
        ctx.db,
        actor,
        request.query,
        ctx.env.CSV_EXPORT_MAX_ROWS,
        ctx.env.PROVIDER_DOMAIN,
      );
      return sendCsv(ctx, actor.id, reply, 'audit-log', stream);
    },
  );
}
