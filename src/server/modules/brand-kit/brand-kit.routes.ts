import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { intIdParam } from '#shared/schemas/ids.ts';
import type { AppContext } from '../../context.ts';
import { actorOf, requireUser } from '../../plugins/auth.ts';
import { AccessGrantSchema, BrandKitInputSchema } from '#shared/domain/brand-kit.ts';
import {
  AccessAnswerResponseSchema,
  BrandKitDeletedSchema,
  BrandKitListSchema,
  BrandKitResponseSchema,
  CompanyAccessListSchema,
  KitSwatchListSchema,
  RequestBrandKitResponseSchema,
} from '#shared/schemas/brand-kit.ts';
import {
  archiveBrandKit,
  attachableKits,
  brandKitCompanies,
  createBrandKit,
  deleteBrandKit,
  getBrandKit,
  listBrandKits,
  updateBrandKit,
} from './kits.ts';
import { listCompanyAccess, setCompanyAccess } from './access.ts';
import { getRequestBrandKit, requestKitSwatches } from './request-brand-kit.ts';

const Id = z.object({ id: intIdParam() });
const CompanyId = z.object({ companyId: intIdParam() });
const tags = ['brand kit'];

/**
 * Brand kits. Every route checks the caller's access to the kit's company (brand-kit-access.ts):
 * without VIEW a kit answers 404 like a missing one; changing needs EDIT, creating CREATE.
 */
export async function brandKitsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const opts = { preHandler: requireUser };
  r.get(
    '/api/brand-kits',
    {
      ...opts,
      schema: {
        tags,
        summary: 'Brand kits the caller may see (archived ones included)',
        response: { 200: BrandKitListSchema },
      },
    },
    async (request) => ({ data: await listBrandKits(ctx.db, actorOf(request)) }),
  );
  r.get(
    '/api/brand-kits/companies',
    {
      ...opts,
      schema: {
        tags,
        summary: "Companies whose kits the caller may see, with the caller's rights",
        response: { 200: CompanyAccessListSchema },
      },
    },
    async (request) => ({ data: await brandKitCompanies(ctx.db, actorOf(request)) }),
  );
  r.get(
    '/api/brand-kits/attachable',
    {
      ...opts,
      schema: {
        tags,
        summary: "A company's kits that can be attached to a request (not archived)",
        querystring: CompanyId,
        response: { 200: BrandKitListSchema },
      },
    },
    async (request) => ({ data: await attachableKits(ctx.db, actorOf(request), request.query.companyId) }),
  );
  r.get(
    '/api/brand-kits/:id',
    {
      ...opts,
      schema: {
        summary: 'One brand kit (404 unless the caller may see it)',
        tags,
        params: Id,
        response: { 200: BrandKitResponseSchema },
      },
    },
    async (request) => ({
      data: await getBrandKit(ctx.db, actorOf(request), request.params.id),
    }),
  );
  r.post(
    '/api/brand-kits',
    {
      ...opts,
      schema: {
        summary: 'Create a brand kit for a company or an enterprise',
        tags,
        body: z.object({ data: BrandKitInputSchema }),
        response: { 200: BrandKitResponseSchema },
      },
    },
    async (request) => ({ data: await createBrandKit(ctx, actorOf(request), request.body.data) }),
  );
  r.put(
    '/api/brand-kits/:id',
    {
      ...opts,
      schema: {
        summary: 'Change a brand kit (its version must match: 409 when someone saved first)',
        tags,
        params: Id,
        body: z.object({ data: BrandKitInputSchema }),
        response: { 200: BrandKitResponseSchema },
      },
    },
    async (request) => ({
      data: await updateBrandKit(ctx, actorOf(request), request.params.id, request.body.data),
    }),
  );
  r.put(
    '/api/brand-kits/:id/archive',
    {
      ...opts,
      schema: {
        tags,
        summary: 'Archive ({archived:true}) or restore a kit',
        params: Id,
        body: z.object({ archived: z.boolean() }),
        response: { 200: BrandKitResponseSchema },
      },
    },
    async (request) => ({
      data: await archiveBrandKit(ctx.db, actorOf(request), request.params.id, request.body.archived),
    }),
  );
  r.delete(
    '/api/brand-kits/:id',
    {
      ...opts,
      schema: { summary: 'Delete a brand kit', tags, params: Id, response: { 200: BrandKitDeletedSchema } },
    },
    async (request) => {
      await deleteBrandKit(ctx, actorOf(request), request.params.id);
      return { data: { id: request.params.id } };
    },
  );
  r.get(
    '/api/brand-kits/access/:companyId',
    {
      ...opts,
      schema: {
        tags,
        summary: "Who may do what with a company's kits",
        params: CompanyId,
        response: { 200: AccessAnswerResponseSchema },
      },
    },
    async (request) => ({
      data: await listCompanyAccess(ctx.db, actorOf(request), request.params.companyId),
    }),
  );
  r.put(
    '/api/brand-kits/access/:companyId',
    {
      ...opts,
      schema: {
        tags,
        summary: 'Grant NONE, VIEW, EDIT or CREATE to people of the company (owner and staff only)',
        params: CompanyId,
        body: z.object({ data: z.array(AccessGrantSchema).min(1).max(500) }),
        response: { 200: AccessAnswerResponseSchema },
      },
    },
    async (request) => ({
      data: await setCompanyAccess(ctx.db, actorOf(request), request.params.companyId, request.body.data),
    }),
  );
  r.get(
    '/api/service-requests/:id/brand-kit',
    {
      ...opts,
      schema: {
        tags,
        summary: 'The brand kit a request was ordered with',
        params: Id,
        response: { 200: RequestBrandKitResponseSchema },
      },
    },
    async (request) => ({ data: await getRequestBrandKit(ctx.db, actorOf(request), request.params.id) }),
  );
  r.get(
    '/api/request-brand-kits/swatches',
    {
      ...opts,
      schema: {
        tags,
        summary: 'Kit name and colours of requests (for board cards); ids comma-separated',
        querystring: z.object({
          ids: z
            .string()
            .max(2000)
            .transform((v) =>
              v
                .split(',')
                .map(Number)
                .filter((n) => Number.isSafeInteger(n) && n > 0),
            ),
        }),
        response: { 200: KitSwatchListSchema },
      },
    },
    async (request) => ({ data: await requestKitSwatches(ctx.db, actorOf(request), request.query.ids) }),
  );
}
