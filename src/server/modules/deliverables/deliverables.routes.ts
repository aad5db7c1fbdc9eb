import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { actorOf, requireStaff, requireUser } from '../../plugins/auth.ts';
import {
  ApproveInputSchema,
  DeliverableListSchema,
  DeliverableOneSchema,
  DeliverInputSchema,
  DeliverResponseSchema,
  IdParamsSchema,
  RequestChangesInputSchema,
  ReviewResponseSchema,
  WaiveParamsSchema,
  WaiveResponseSchema,
} from '#shared/schemas/deliverables.ts';
import { approveVersion } from './approve.ts';
import { deliverVersion } from './deliver.ts';
import { getDeliverable } from './get.ts';
import { listDeliverables } from './list.ts';
import { requestChanges } from './request-changes.ts';
import { waiveRound } from './waive.ts';

/** Deliverables (issue 27): staff deliver versions of the work, the customer side reviews them. */
export async function deliverablesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/service-requests/:id/deliverables',
    {
      preHandler: requireUser,
      config: { readCache: true },
      schema: {
        tags: ['deliverables'],
        summary: "A request's deliverable versions, newest first, and what the caller may do with them",
        params: IdParamsSchema,
        response: { 200: DeliverableListSchema },
      },
    },
    async (request) => listDeliverables(ctx.db, actorOf(request), request.params.id),
  );

  r.post(
    '/api/service-requests/:id/deliverables',
    {
      preHandler: requireUser,
      schema: {
        tags: ['deliverables'],
        summary: 'Deliver the next version (staff): files uploaded first, a note, links',
        params: IdParamsSchema,
        body: DeliverInputSchema,
        response: { 200: DeliverResponseSchema },
      },
    },
    async (request) => {
      const { version, duplicate } = await deliverVersion(
        ctx,
        actorOf(request),
        request.params.id,
        request.body.data,
      );
      return { data: version, meta: { duplicate } };
    },
  );

  r.get(
    '/api/deliverables/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['deliverables'],
        summary: 'One deliverable version',
        params: IdParamsSchema,
        response: { 200: DeliverableOneSchema },
      },
    },
    async (request) => ({ data: await getDeliverable(ctx.db, actorOf(request), request.params.id) }),
  );

  r.post(
    '/api/deliverables/:id/approve',
    {
      preHandler: requireUser,
      schema: {
        tags: ['deliverables'],
        summary: 'Approve the latest version (customer side); finish: also mark the request Finished',
        params: IdParamsSchema,
        body: ApproveInputSchema,
        response: { 200: ReviewResponseSchema },
      },
    },
    async (request) => {
      const res = await approveVersion(ctx, actorOf(request), request.params.id, request.body.data);
      return { data: res.version, meta: { duplicate: res.duplicate, requestStatus: res.requestStatus } };
    },
  );

  r.post(
    '/api/deliverables/:id/request-changes',
    {
      preHandler: requireUser,
      schema: {
        tags: ['deliverables'],
        summary:
          'Ask for changes on the latest version (customer side), with a message; beyond the included rounds, confirmCost must be the round’s cost',
        params: IdParamsSchema,
        body: RequestChangesInputSchema,
        response: { 200: ReviewResponseSchema },
      },
    },
    async (request) => {
      const res = await requestChanges(ctx, actorOf(request), request.params.id, request.body.data);
      return { data: res.version, meta: { duplicate: res.duplicate, requestStatus: res.requestStatus } };
    },
  );

  r.post(
    '/api/service-requests/:id/revision-rounds/:round/waive',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['deliverables'],
        summary: 'Waive a charged revision round (staff): its charge is refunded through the ledger',
        params: WaiveParamsSchema,
        response: { 200: WaiveResponseSchema },
      },
    },
    async (request) => {
      const res = await waiveRound(ctx, actorOf(request), request.params.id, request.params.round);
      return { data: res.round, meta: { duplicate: res.duplicate, balance: res.balance } };
    },
  );
}
