import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { actorOf, requireUser } from '../../../plugins/auth.ts';
import { CONFLICT_ANSWER } from '#shared/schemas/api-error.ts';
import { intIdParam } from '#shared/schemas/ids.ts';
import {
  WebhookDeliveryAnswerSchema,
  WebhookDeliveryListSchema,
  WebhookEndpointAnswerSchema,
  WebhookEndpointInputSchema,
  WebhookEndpointListSchema,
  WebhookEndpointUpdateSchema,
  WebhookEndpointWithSecretSchema,
} from '#shared/schemas/webhooks.ts';
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
} from './endpoints.ts';
import { listDeliveries, redeliver, sendTestEvent } from './deliveries.ts';

const tags = ['webhooks'];
const idParams = z.object({ id: intIdParam() });

/**
 * Outbound webhooks (issue 29): staff manage every endpoint, an enterprise's owner that enterprise's
 * (anything else answers 404). docs/integrations.md.
 */
export async function webhooksRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/integrations/webhooks',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Webhook endpoints you manage (staff: all; an owner: their company groups’)',
        response: { 200: WebhookEndpointListSchema },
      },
    },
    async (request) => ({ data: await listEndpoints(ctx.db, actorOf(request)) }),
  );

  r.post(
    '/api/integrations/webhooks',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Add a webhook endpoint; the answer holds its signing secret, shown this once',
        body: WebhookEndpointInputSchema,
        response: { 201: WebhookEndpointWithSecretSchema, ...CONFLICT_ANSWER },
      },
    },
    async (request, reply) => {
      const data = await createEndpoint(ctx, actorOf(request), request.body);
      return reply.status(201).send({ data });
    },
  );

  r.get(
    '/api/integrations/webhooks/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'One webhook endpoint',
        params: idParams,
        response: { 200: WebhookEndpointAnswerSchema },
      },
    },
    async (request) => ({ data: await getEndpoint(ctx.db, actorOf(request), request.params.id) }),
  );

  r.patch(
    '/api/integrations/webhooks/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Change a webhook endpoint’s address, description, events, or turn it on or off',
        params: idParams,
        body: WebhookEndpointUpdateSchema,
        response: { 200: WebhookEndpointAnswerSchema },
      },
    },
    async (request) => ({
      data: await updateEndpoint(ctx, actorOf(request), request.params.id, request.body),
    }),
  );

  r.delete(
    '/api/integrations/webhooks/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Delete a webhook endpoint with its queue and delivery log',
        params: idParams,
        response: { 200: z.object({ data: z.object({ id: z.number() }) }) },
      },
    },
    async (request) => {
      await deleteEndpoint(ctx.db, actorOf(request), request.params.id);
      return { data: { id: request.params.id } };
    },
  );

  r.post(
    '/api/integrations/webhooks/:id/rotate-secret',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Rotate the signing secret: the new one is answered once; the old one also signs for 24 hours',
        params: idParams,
        response: { 200: WebhookEndpointWithSecretSchema },
      },
    },
    async (request) => ({ data: await rotateSecret(ctx, actorOf(request), request.params.id) }),
  );

  r.post(
    '/api/integrations/webhooks/:id/test',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Send a test event (webhook.test) to this endpoint',
        params: idParams,
        response: { 202: WebhookDeliveryAnswerSchema, ...CONFLICT_ANSWER },
      },
    },
    async (request, reply) => {
      const data = await sendTestEvent(ctx.db, actorOf(request), request.params.id);
      return reply.status(202).send({ data });
    },
  );

  r.get(
    '/api/integrations/webhooks/:id/deliveries',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The delivery log of a webhook endpoint, newest first, each with its attempts',
        params: idParams,
        querystring: z.object({
          cursor: z.string().max(40).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(25),
        }),
        response: { 200: WebhookDeliveryListSchema },
      },
    },
    async (request) =>
      listDeliveries(ctx.db, actorOf(request), request.params.id, {
        cursor: request.query.cursor,
        limit: request.query.limit,
      }),
  );

  r.post(
    '/api/integrations/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Send a delivered or failed delivery again (same webhook-id and body)',
        params: z.object({ id: intIdParam(), deliveryId: intIdParam() }),
        response: { 202: WebhookDeliveryAnswerSchema, ...CONFLICT_ANSWER },
      },
    },
    async (request, reply) => {
      const data = await redeliver(ctx.db, actorOf(request), request.params.id, request.params.deliveryId);
      return reply.status(202).send({ data });
    },
  );
}
