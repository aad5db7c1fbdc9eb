import { intIdParam } from '#shared/schemas/ids.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCategorySchema,
  AdminTypeDetailSchema,
  CreateCategoryBodySchema,
  CreateTypeBodySchema,
  ImportSummarySchema,
  ReorderBodySchema,
  UpdateNodeBodySchema,
  UpdateTypeBodySchema,
  VersionDetailSchema,
  CatalogueExportSchema,
} from '#shared/schemas/catalogue.ts';
import { CatalogueFileSchema, TypeDefinitionSchema } from '#shared/domain/catalogue.ts';
import type { AppContext } from '../../context.ts';
import { actorOf, requireStaff } from '../../plugins/auth.ts';
import {
  createCategory,
  createType,
  discardDraft,
  getTypeForBuilder,
  getVersion,
  listCatalogue,
  publishDraft,
  reorder,
  saveDraft,
  updateNode,
} from './builder.ts';
import { exportCatalogue, importCatalogue } from './transfer.ts';
import { serviceValidatedBody } from '../../routes/service-validated-body.ts';

const tags = ['catalogue'];
const Id = z.object({ id: intIdParam() });
const Created = z.object({ data: z.object({ id: z.number() }) });
const Ok = z.object({ data: z.object({ ok: z.literal(true) }) });

/**
 * The catalogue builder's API, staff only (checked here, on the server): categories and types,
 * drafts of a type's definition, publishing, history, import and export.
 */
export async function catalogueRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireStaff;
  const db = ctx.db;

  r.get(
    '/api/catalogue',
    {
      preHandler,
      schema: {
        summary: 'The whole catalogue as the builder shows it: categories, types, drafts',
        tags,
        response: { 200: z.object({ data: z.array(AdminCategorySchema) }) },
      },
    },
    async () => ({ data: await listCatalogue(db) }),
  );
  r.post(
    '/api/catalogue/categories',
    {
      preHandler,
      schema: {
        summary: 'Create a category',
        tags,
        body: CreateCategoryBodySchema,
        response: { 200: Created },
      },
    },
    async (request) => ({ data: await createCategory(db, request.body) }),
  );
  r.patch(
    '/api/catalogue/categories/:id',
    {
      preHandler,
      schema: {
        summary: 'Rename, describe, archive or restore a category',
        tags,
        params: Id,
        body: UpdateNodeBodySchema,
        response: { 200: Ok },
      },
    },
    async (request) => {
      await updateNode(db, request.params.id, 'category', request.body);
      return { data: { ok: true as const } };
    },
  );
  r.put(
    '/api/catalogue/order',
    {
      preHandler,
      schema: { tags, summary: 'Order of the categories', body: ReorderBodySchema, response: { 200: Ok } },
    },
    async (request) => {
      await reorder(db, null, request.body.ids);
      return { data: { ok: true as const } };
    },
  );
  r.put(
    '/api/catalogue/categories/:id/order',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Order of a category’s types',
        params: Id,
        body: ReorderBodySchema,
        response: { 200: Ok },
      },
    },
    async (request) => {
      await reorder(db, request.params.id, request.body.ids);
      return { data: { ok: true as const } };
    },
  );
  r.post(
    '/api/catalogue/types',
    {
      preHandler,
      schema: {
        summary: 'Create a request type in a category (as a draft to publish)',
        tags,
        body: CreateTypeBodySchema,
        response: { 200: Created },
      },
    },
    async (request) => ({ data: await createType(db, request.body) }),
  );
  r.get(
    '/api/catalogue/types/:id',
    {
      preHandler,
      schema: {
        summary: 'One request type as the builder shows it: published definition, draft, history',
        tags,
        params: Id,
        response: { 200: z.object({ data: AdminTypeDetailSchema }) },
      },
    },
    async (request) => ({ data: await getTypeForBuilder(db, request.params.id) }),
  );
  r.patch(
    '/api/catalogue/types/:id',
    {
      preHandler,
      schema: {
        summary: 'Rename, describe, move, archive or restore a request type',
        tags,
        params: Id,
        body: UpdateTypeBodySchema,
        response: { 200: z.object({ data: AdminTypeDetailSchema }) },
      },
    },
    async (request) => {
      await updateNode(db, request.params.id, 'type', request.body);
      return { data: await getTypeForBuilder(db, request.params.id) };
    },
  );
  r.put(
    '/api/catalogue/types/:id/draft',
    {
      preHandler,
      schema: {
        tags,
        summary:
          'Save the draft definition (validated by the shared TypeDefinitionSchema; 400 lists every problem)',
        params: Id,
        body: z.object({ data: TypeDefinitionSchema }),
        response: { 200: z.object({ data: AdminTypeDetailSchema }) },
      },
      // saveDraft validates with the same TypeDefinitionSchema and lists every problem.
      validatorCompiler: serviceValidatedBody(z.object({ data: z.unknown() })),
    },
    async (request) => ({ data: await saveDraft(db, request.params.id, request.body.data as unknown) }),
  );
  r.delete(
    '/api/catalogue/types/:id/draft',
    {
      preHandler,
      schema: {
        summary: 'Discard the draft definition',
        tags,
        params: Id,
        response: { 200: z.object({ data: AdminTypeDetailSchema }) },
      },
    },
    async (request) => ({ data: await discardDraft(db, request.params.id) }),
  );
  r.post(
    '/api/catalogue/types/:id/publish',
    {
      preHandler,
      schema: {
        summary: 'Publish the draft as the next version (requests keep the version they were priced with)',
        tags,
        params: Id,
        response: { 200: z.object({ data: AdminTypeDetailSchema }) },
      },
    },
    async (request) => ({ data: await publishDraft(db, request.params.id, actorOf(request)) }),
  );
  r.get(
    '/api/catalogue/types/:id/versions/:version',
    {
      preHandler,
      schema: {
        summary: 'One published version of a request type',
        tags,
        params: Id.extend({ version: intIdParam() }),
        response: { 200: z.object({ data: VersionDetailSchema }) },
      },
    },
    async (request) => ({ data: await getVersion(db, request.params.id, request.params.version) }),
  );
  r.get(
    '/api/catalogue/export',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The whole catalogue as a file (catalogue.json), in the shape the import reads',
        response: { 200: CatalogueExportSchema },
      },
    },
    async (_request, reply) => {
      const file = await exportCatalogue(db);
      reply.header('content-disposition', 'attachment; filename="catalogue.json"');
      return file;
    },
  );
  r.post(
    '/api/catalogue/import',
    {
      preHandler,
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        tags,
        summary:
          'Import a catalogue file (the export’s shape); 400 with details.errors listing every problem',
        body: CatalogueFileSchema,
        response: { 200: z.object({ data: ImportSummarySchema }) },
      },
      // importCatalogue checks the file with the same CatalogueFileSchema and lists every problem.
      validatorCompiler: serviceValidatedBody(z.unknown()),
    },
    async (request) => ({ data: await importCatalogue(db, request.body as unknown, actorOf(request)) }),
  );
}
