import { asc, eq } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import { CATALOGUE_FORMAT, checkCatalogueFile, type TypeDefinition } from '#shared/domain/catalogue.ts';
import { FormDefinitionSchema } from '#shared/domain/form-definition.ts';
import type { ImportSummary, CatalogueExport } from '#shared/schemas/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { requestTypes } from '../../db/schema/index.ts';
import { parsePlaceholder } from './request-types.ts';

import {
  keyed,
  lower,
  publishDefinition,
  publishedDefinition,
  sameDefinition,
  storedDraft,
  type Actor,
} from './builder.ts';

/**
 * The catalogue file (docs/catalogue.md): the whole catalogue exported in the shape the API serves, and
 * imported back after validation with the shared schema (every problem listed, nothing written on
 * one). Staff only; the routes check.
 */
/** The whole catalogue in the import/export format: published definitions (a never-published type: its draft). */
export async function exportCatalogue(db: Db): Promise<CatalogueExport> {
  const rows = await db
    .select()
    .from(requestTypes)
    .orderBy(asc(requestTypes.sortOrder), asc(requestTypes.id));
  return {
    format: CATALOGUE_FORMAT,
    version: 1,
    categories: rows
      .filter((r) => r.parentId === null)
      .map((c) => ({
        name: c.name,
        description: c.description,
        archived: !c.active,
        types: rows
          .filter((t) => t.parentId === c.id)
          .map((t) => {
            const def =
              t.formVersion > 0
                ? publishedDefinition(t)
                : (storedDraft(t) ?? { credit: '0.00', form: FormDefinitionSchema.parse({}) });
            return {
              name: t.name,
              description: t.description,
              popupText: t.popupText,
              placeholder: parsePlaceholder(t.placeholder),
              archived: !t.active,
              published: t.formVersion > 0,
              credit: def.credit,
              form: def.form,
            };
          }),
      })),
  };
}

/**
 * Imports a catalogue file in one transaction: categories and types are matched by name (types within
 * their category); new ones are created, existing ones described, ordered
 * and archived as the file says; a type whose definition differs from its published one gets a new
 * version. Anything not in the file is left as it is. A file with any problem changes nothing and is
 * answered with the list of problems.
 */
export async function importCatalogue(db: Db, input: unknown, actor: Actor): Promise<ImportSummary> {
  const parsed = checkCatalogueFile(input);
  if (!parsed.ok) {
    const errors = parsed.errors;
    throw new AppError(
      'BAD_REQUEST',
      `The catalogue file has ${errors.length} problem${errors.length === 1 ? '' : 's'}`,
      {
        errors,
      },
    );
  }
  const file = parsed.file;
  const summary: ImportSummary = {
    categoriesCreated: 0,
    typesCreated: 0,
    typesUpdated: 0,
    versionsPublished: 0,
  };
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(requestTypes).for('update');
    for (const [ci, cat] of file.categories.entries()) {
      let parent = rows.find((r) => r.parentId === null && lower(r.name) === lower(cat.name));
      if (!parent) {
        [parent] = await tx
          .insert(requestTypes)
          .values({
            name: cat.name,
            description: cat.description,
            credit: '0',
            sortOrder: ci,
            active: !cat.archived,
          })
          .returning();
        summary.categoriesCreated++;
      } else {
        await tx
          .update(requestTypes)
          .set({ description: cat.description, sortOrder: ci, active: !cat.archived })
          .where(eq(requestTypes.id, parent.id));
      }
      for (const [ti, t] of cat.types.entries()) {
        let row = rows.find((r) => r.parentId === parent!.id && lower(r.name) === lower(t.name));
        const meta = {
          description: t.description,
          popupText: t.popupText,
          placeholder: t.placeholder,
          sortOrder: ti,
          active: !t.archived,
        };
        if (!row) {
          [row] = await tx
            .insert(requestTypes)
            .values({ parentId: parent!.id, name: t.name, credit: '0', formVersion: 0, ...meta })
            .returning();
          summary.typesCreated++;
        } else {
          await tx.update(requestTypes).set(meta).where(eq(requestTypes.id, row.id));
          summary.typesUpdated++;
        }
        const def: TypeDefinition = {
          credit: t.credit,
          form: keyed(t.form, row!.formVersion > 0 ? publishedDefinition(row!).form : null),
        };
        if (!t.published) {
          // A never-published type travels as a draft: it stays invisible to customers.
          const current = storedDraft(row!);
          if (!current || !sameDefinition(def, current)) {
            await tx.update(requestTypes).set({ draft: def }).where(eq(requestTypes.id, row!.id));
          }
        } else if (row!.formVersion === 0 || !sameDefinition(def, publishedDefinition(row!))) {
          await publishDefinition(tx, row!, def, actor);
          summary.versionsPublished++;
        }
      }
    }
  });
  return summary;
}
