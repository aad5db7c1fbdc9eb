import { z } from 'zod';
import { CATALOGUE_FORMAT, NAME_MAX } from '../domain/catalogue.ts';
import { isBlank } from '../domain/validation.ts';
import { FormDefinitionSchema } from '../domain/form-definition.ts';

/** API shapes of the catalogue builder (staff only): /api/catalogue… */

const DefinitionSchema = z.object({ credit: z.string(), form: FormDefinitionSchema });

export const AdminTypeSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  archived: z.boolean(),
  /** Published credit ('0.00' while never published). */
  credit: z.string(),
  /** 0 = never published: customers do not see the type. */
  formVersion: z.number(),
  hasDraft: z.boolean(),
});
export const AdminCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  archived: z.boolean(),
  types: z.array(AdminTypeSummarySchema),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export type AdminTypeSummary = z.infer<typeof AdminTypeSummarySchema>;

export const AdminVersionSchema = z.object({
  version: z.number(),
  credit: z.string(),
  publishedAt: z.string(),
  publishedBy: z.object({ id: z.number(), email: z.string(), name: z.string() }).nullable(),
});
export type AdminVersion = z.infer<typeof AdminVersionSchema>;

export const AdminTypeDetailSchema = z.object({
  id: z.number(),
  categoryId: z.number(),
  name: z.string(),
  description: z.string(),
  popupText: z.string(),
  placeholder: z.record(z.string(), z.string()),
  archived: z.boolean(),
  categoryArchived: z.boolean(),
  formVersion: z.number(),
  published: DefinitionSchema.nullable(),
  hasDraft: z.boolean(),
  /** What the builder edits: the saved draft, else a copy of the published definition. */
  draft: DefinitionSchema,
  versions: z.array(AdminVersionSchema),
});
export type AdminTypeDetail = z.infer<typeof AdminTypeDetailSchema>;

export const VersionDetailSchema = DefinitionSchema.extend({ version: z.number() });

export const ImportSummarySchema = z.object({
  categoriesCreated: z.number(),
  typesCreated: z.number(),
  typesUpdated: z.number(),
  versionsPublished: z.number(),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;

/**
 * GET /api/catalogue/export: the whole catalogue as a file. Its shape is what the import reads
 * (`CatalogueFileSchema` in domain/catalogue.ts, which also checks and normalises it).
 */
export const CatalogueExportSchema = z.object({
  format: z.literal(CATALOGUE_FORMAT),
  version: z.literal(1),
  categories: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      archived: z.boolean(),
      types: z.array(
        z.object({
          name: z.string(),
          description: z.string(),
          popupText: z.string(),
          placeholder: z.record(z.string(), z.string()),
          archived: z.boolean(),
          published: z.boolean(),
          credit: z.string(),
          form: FormDefinitionSchema,
        }),
      ),
    }),
  ),
});

const Name = z
  .string()
  .trim()
  .min(1, 'A name is required')
  .refine((s) => !isBlank(s), 'A name is required')
  .max(NAME_MAX, `A name has at most ${NAME_MAX} characters`);
const Description = z.string().max(2000, 'A description has at most 2000 characters');

export const CreateCategoryBodySchema = z.object({ name: Name, description: Description.default('') });
export const CreateTypeBodySchema = z.object({
  categoryId: z.number().int().positive(),
  name: Name,
  description: Description.default(''),
});
export const UpdateNodeBodySchema = z
  .object({
    name: Name.optional(),
    description: Description.optional(),
    popupText: z.string().max(5000).optional(),
    archived: z.boolean().optional(),
  })
  .strict();
/** A type's details, and `categoryId` to move it to another category (it goes to the end of that category). */
export const UpdateTypeBodySchema = UpdateNodeBodySchema.extend({
  categoryId: z.number().int().positive().optional(),
}).strict();
export const ReorderBodySchema = z.object({ ids: z.array(z.number().int().positive()).max(500) });
export type CatalogueExport = z.infer<typeof CatalogueExportSchema>;
