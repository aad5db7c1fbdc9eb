import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { AppContext } from '../../../context.ts';
import { actorOf, requireUser } from '../../../plugins/auth.ts';
import { IdParamsSchema } from '#shared/schemas/deliverables.ts';
import {
  PinCreateInputSchema,
  PinDeletedSchema,
  PinIdParamsSchema,
  PinListQuerySchema,
  PinListSchema,
  PinMoveInputSchema,
  PinReplyInputSchema,
  PinResponseSchema,
  type PinDto,
} from '#shared/schemas/proofing.ts';
import { createPin } from './create.ts';
import { listPins } from './list.ts';
import { replyToPin } from './reply.ts';
import { setPinResolved } from './resolve.ts';
import { movePin } from './move.ts';
import { deletePin } from './delete.ts';

/**
 * The options of a route that answers one pin (`PinResponseSchema`): signed in, its summary, its
 * params and body. With `pinAnswer`, a pin route is its URL, these and its use case.
 */
const pinRoute = <P extends ZodType, B extends ZodType | undefined>(summary: string, params: P, body: B) => ({
  preHandler: requireUser,
  schema: {
    tags: ['deliverables'],
    summary,
    params,
    // No `body` key at all for a route without one: Fastify warns (FSTWRN001) at every start about a
    // POST whose body schema is present but undefined.
    ...(body ? { body } : {}),
    response: { 200: PinResponseSchema },
  } as { tags: string[]; summary: string; params: P; body: B; response: { 200: typeof PinResponseSchema } },
});

/** What a pin route answers: the pin, and whether the call repeated what was done already. */
const pinAnswer = (res: { pin: PinDto; duplicate: boolean }) => ({
  data: res.pin,
  meta: { duplicate: res.duplicate },
});

/** Proofing pins (issue 27): numbered pins on images and PDF pages of deliverable versions. */
export async function proofPinsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/service-requests/:id/proof-pins',
    {
      preHandler: requireUser,
      schema: {
        tags: ['deliverables'],
        summary: "A request's proofing pins (or one version's), with their words, replies and resolution",
        params: IdParamsSchema,
        querystring: PinListQuerySchema,
        response: { 200: PinListSchema },
      },
    },
    async (request) => listPins(ctx.db, actorOf(request), request.params.id, request.query.versionId),
  );

  r.post(
    '/api/service-requests/:id/proof-pins',
    pinRoute(
      'Place a numbered pin on an image or PDF page of a version; its words become a comment',
      IdParamsSchema,
      PinCreateInputSchema,
    ),
    async (request) =>
      pinAnswer(await createPin(ctx, actorOf(request), request.params.id, request.body.data)),
  );

  r.post(
    '/api/proof-pins/:id/replies',
    pinRoute(
      "Reply to a pin (a reply to its comment in the request's thread)",
      PinIdParamsSchema,
      PinReplyInputSchema,
    ),
    async (request) =>
      pinAnswer(await replyToPin(ctx, actorOf(request), request.params.id, request.body.data.text)),
  );

  for (const [action, resolved] of [
    ['resolve', true],
    ['reopen', false],
  ] as const) {
    r.post(
      `/api/proof-pins/:id/${action}`,
      pinRoute(resolved ? 'Mark a pin resolved' : 'Reopen a resolved pin', PinIdParamsSchema, undefined),
      async (request) => pinAnswer(await setPinResolved(ctx, actorOf(request), request.params.id, resolved)),
    );
  }

  r.post(
    '/api/proof-pins/:id/move',
    pinRoute(
      "Move a pin to another point of its file (its author or staff); a PDF's pin may change page",
      PinIdParamsSchema,
      PinMoveInputSchema,
    ),
    async (request) => pinAnswer(await movePin(ctx, actorOf(request), request.params.id, request.body.data)),
  );

  r.delete(
    '/api/proof-pins/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['deliverables'],
        summary:
          'Delete a pin (its author while nobody else replied, or staff); its words and replies stay in the thread',
        params: PinIdParamsSchema,
        response: { 200: PinDeletedSchema },
      },
    },
    async (request) => {
      const res = await deletePin(ctx, actorOf(request), request.params.id);
      return { data: res.data, meta: { duplicate: res.duplicate } };
    },
  );
}
