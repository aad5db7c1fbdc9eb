import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RequestTypeNodeSchema } from '#shared/schemas/auth.ts';
import { FormDefinitionSchema } from '#shared/domain/form-definition.ts';
import { PlaceholderSchema, IntIdParamsSchema, RequestTypeDetailSchema } from '#shared/schemas/request.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getRequestType, listRequestTypeDetails, listRequestTypeTree } from './request-types.ts';

const tags = ['service-request-types'];

/** The catalogue: the tree of types, one type with its form, its form fields, popup text and placeholder. */
export async function requestTypesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = IntIdParamsSchema;

  r.get(
    '/api/service-request-types',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Parent groups with their children (childrenRequestTypes)',
        response: { 200: z.object({ data: z.array(RequestTypeNodeSchema) }) },
      },
    },
    async () => ({ data: await listRequestTypeTree(ctx.db) }),
  );

  // Registered before '/:id' for readability; find-my-way prefers the static segment either way.
  r.get(
    '/api/service-request-types/forms',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Every type a new request can use, each with its form, popup text and placeholder',
        response: { 200: z.object({ data: z.array(RequestTypeDetailSchema) }) },
      },
    },
    async () => ({ data: await listRequestTypeDetails(ctx.db) }),
  );

  r.get(
    '/api/service-request-types/:id',
    {
      preHandler: requireUser,
      schema: {
        summary: 'One request type with its form definition and price',
        tags,
        params,
        response: { 200: z.object({ data: RequestTypeDetailSchema }) },
      },
    },
    async (request) => ({ data: await getRequestType(ctx.db, request.params.id) }),
  );

  r.get(
    '/api/service-request-types/:id/form',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The form field definitions of a type, with its pricing rule and version',
        params,
        response: {
          200: z.object({
            data: FormDefinitionSchema.extend({ formVersion: z.number(), credit: z.string() }),
          }),
        },
      },
    },
    async (request) => {
      const t = await getRequestType(ctx.db, request.params.id);
      return { data: { ...t.form, formVersion: t.formVersion, credit: t.credit } };
    },
  );

  r.get(
    '/api/service-request-types/:id/popup-text',
    {
      preHandler: requireUser,
      schema: {
        summary: 'The text a request type shows before its form',
        tags,
        params,
        response: { 200: z.object({ data: z.string() }) },
      },
    },
    async (request) => ({ data: (await getRequestType(ctx.db, request.params.id)).popupText }),
  );

  r.get(
    '/api/service-request-types/:id/placeholder',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Placeholders for the request form (title, content)',
        params,
        response: { 200: z.object({ data: PlaceholderSchema }) },
      },
    },
    async (request) => ({ data: (await getRequestType(ctx.db, request.params.id)).placeholder }),
  );
}
