import { and, eq, isNull } from 'drizzle-orm';
import { FormDefinitionSchema } from '#shared/domain/form-definition.ts';
import type { Db } from '../db/client.ts';
import { requestTypeVersions, requestTypes } from '../db/schema/index.ts';
import { CATALOGUE, type CatalogueGroup } from './catalogue.ts';

/**
 * Inserts the seed request-type catalogue. Idempotent by name: a group or type that already exists
 * (by name, under the same parent) is left exactly as it is, so edits made since are kept.
 */
export async function seedCatalogue(db: Db, catalogue: CatalogueGroup[] = CATALOGUE): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [groupIndex, group] of catalogue.entries()) {
      let [parent] = await tx
        .select({ id: requestTypes.id })
        .from(requestTypes)
        .where(and(isNull(requestTypes.parentId), eq(requestTypes.name, group.name)));
      if (!parent) {
        [parent] = await tx
          .insert(requestTypes)
          .values({ name: group.name, description: group.description, sortOrder: groupIndex, credit: '0' })
          .returning({ id: requestTypes.id });
      }
      const existing = await tx
        .select({ name: requestTypes.name })
        .from(requestTypes)
        .where(eq(requestTypes.parentId, parent!.id));
      const have = new Set(existing.map((e) => e.name));
      const missing = group.children
        .map((child, index) => ({ child, index }))
        .filter(({ child }) => !have.has(child.name));
      if (missing.length === 0) continue;
      const inserted = await tx
        .insert(requestTypes)
        .values(
          missing.map(({ child, index }) => ({
            parentId: parent!.id,
            name: child.name,
            description: child.description,
            credit: child.credit.toFixed(2),
            form: FormDefinitionSchema.parse(child.form),
            popupText: child.popupText,
            placeholder: child.placeholder,
            sortOrder: index,
          })),
        )
        .returning({ id: requestTypes.id, credit: requestTypes.credit, form: requestTypes.form });
      // Each seeded type's definition is version 1 of its history.
      await tx
        .insert(requestTypeVersions)
        .values(inserted.map((t) => ({ typeId: t.id, version: 1, credit: t.credit, form: t.form })));
    }
  });
}
