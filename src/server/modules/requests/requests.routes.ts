import type { FastifyInstance } from 'fastify';
import { CONFLICT_ANSWER } from '#shared/schemas/api-error.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PageQuerySchema,
  RemovedResponseSchema,
  RequestBodySchema,
  RequestEventsResponseSchema,
  RequestIdParamsSchema,
  RequestListQuerySchema,
  RequestListResponseSchema,
  RequestResponseSchema,
} from '#shared/schemas/request.ts';
import { AppError } from '#shared/errors.ts';
import type { AppContext } from '../../context.ts';
import { actorOf, requireUser } from '../../plugins/auth.ts';
import {
  createRequest,
  getRequest,
  listRequestEvents,
  listRequests,
  removeRequest,
  saveDraft,
  updateRequest,
} from './index.ts';

const tags = ['service-requests'];

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_:.-]{1,200}$/;

/**
 * The optional Idempotency-Key header of a create: the web app sends one per form, so a retried save
 * (a lost response, a double submit that got past the disabled button) never makes a second request.
 */
function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const raw = headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !IDEMPOTENCY_KEY.test(key)) {
    throw new AppError(
      'BAD_REQUEST',
      "Idempotency-Key must be 1 to 200 letters, digits, '-', '_', ':' or '.'.",
    );
  }
  return key;
}

/** Service requests (spec section 7): create, save draft, update / cancel, remove, one, lists, timeline. */
export async function requestsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/service-requests',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Create a request: submitted (status NOT_START, the default; debits its price) or DRAFT',
        body: RequestBodySchema,
        response: { 200: RequestResponseSchema },
      },
    },
    async (request) => ({
      data: await createRequest(ctx, actorOf(request), request.body.data, idempotencyKeyOf(request.headers)),
    }),
  );

  r.put(
    '/api/service-requests',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Save as draft: creates a draft, or updates the draft data.id',
        body: RequestBodySchema,
        response: { 200: RequestResponseSchema },
      },
    },
    async (request) => ({
      data: await saveDraft(ctx, actorOf(request), request.body.data, idempotencyKeyOf(request.headers)),
    }),
  );

  r.put(
    '/api/service-requests/remove/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Delete: sets DELETED and refunds what was charged (drafts: their creator; submitted: staff)',
        params: RequestIdParamsSchema,
        response: { 200: RemovedResponseSchema },
      },
    },
    async (request) => {
      const { id } = await removeRequest(ctx, actorOf(request), request.params.id);
      return { data: { id, status: 'DELETED' as const } };
    },
  );

  r.put(
    '/api/service-requests/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Update (also submit a draft, cancel, and staff status changes); absent fields are kept; 409 when `fromStatus` is no longer its status',
        params: RequestIdParamsSchema,
        body: RequestBodySchema,
        response: { 200: RequestResponseSchema, ...CONFLICT_ANSWER },
      },
    },
    async (request) => ({
      data: await updateRequest(ctx, actorOf(request), request.params.id, request.body.data),
    }),
  );

  r.get(
    '/api/service-requests',
    {
      preHandler: requireUser,
      config: { readCache: true },
      schema: {
        tags,
        summary: 'Requests the caller may see, newest update first, keyset-paginated',
        querystring: RequestListQuerySchema,
        response: { 200: RequestListResponseSchema },
      },
    },
    async (request) => listRequests(ctx.db, actorOf(request), request.query),
  );

  r.get(
    '/api/service-requests/assigned',
    {
      preHandler: requireUser,
      config: { readCache: true },
      schema: {
        tags,
        summary: 'Requests the caller is assigned to (assignees or assignedTo)',
        querystring: RequestListQuerySchema.omit({ permission: true }),
        response: { 200: RequestListResponseSchema },
      },
    },
    async (request) => listRequests(ctx.db, actorOf(request), { ...request.query, permission: 'assigned' }),
  );

  r.get(
    '/api/service-requests/:id',
    {
      preHandler: requireUser,
      config: { readCache: true },
      schema: {
        summary: 'One request (404 unless the caller may see it)',
        tags,
        params: RequestIdParamsSchema,
        response: { 200: RequestResponseSchema },
      },
    },
    async (request) => ({ data: await getRequest(ctx.db, actorOf(request), request.params.id) }),
  );

  r.get(
    '/api/service-requests/:id/events',
    {
      preHandler: requireUser,
      config: { readCache: true },
      schema: {
        tags,
        summary: 'Activity timeline: status changes, assignments, credit changes and charges, newest first',
        params: RequestIdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: RequestEventsResponseSchema },
      },
    },
    async (request) => listRequestEvents(ctx.db, actorOf(request), request.params.id, request.query),
  );
}
