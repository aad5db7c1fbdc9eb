import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { intIdParam } from '#shared/schemas/ids.ts';
import type { AppContext } from '../context.ts';
import { actorOf, requireUser } from '../plugins/auth.ts';
import { BrandKitInputSchema } from '#shared/domain/brand-kit.ts';
import {
  createBrandKit,
  getBrandKit,
  listBrandKits,
  updateBrandKit,
} from '../services/brand-kits.service.ts';

const Id = z.object({ id: intIdParam() });

export async function brandKitsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const opts = { preHandler: requireUser };
  r.get(
    '/api/brand-kits',
    { ...opts, schema: { tags: ['brand kit'], summary: 'Brand kits the caller may see' } },
    async (request) => ({
      data: await listBrandKits(ctx.db, actorOf(request)),
    }),
  );
  r.get('/api/brand-kits/:id', { ...opts, schema: { tags: ['brand kit'], params: Id } }, async (request) => ({
    data: await getBrandKit(ctx.db, actorOf(request), request.params.id),
  }));
  r.post(
    '/api/brand-kits',
    { ...opts, schema: { tags: ['brand kit'], body: z.object({ data: BrandKitInputSchema }) } },
    async (request) => ({ data: await createBrandKit(ctx.db, actorOf(request), request.body.data) }),
  );
  r.put(
    '/api/brand-kits/:id',
    { ...opts, schema: { tags: ['brand kit'], params: Id, body: z.object({ data: BrandKitInputSchema }) } },
    async (request) => ({
      data: await updateBrandKit(ctx.db, actorOf(request), request.params.id, request.body.data),
    }),
  );
}
