import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import {
  describeIssues,
  fieldKeyFor,
  TypeDefinitionSchema,
  type TypeDefinition,
} from '#shared/domain/catalogue.ts';
import {
  FormDefinitionSchema,
  parseFormDefinition,
  type FormDefinition,
} from '#shared/domain/form-definition.ts';
import type { AdminCategory, AdminTypeDetail, AdminVersion } from '#shared/schemas/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { requestTypes, requestTypeVersions, users } from '../../db/schema/index.ts';
import { parsePlaceholder } from './request-types.ts';

/**
 * The catalogue builder's use cases (staff only; the routes check). Categories are the parent rows of
 * request_types, types their children. A type's `draft` is staff's unpublished edit; publishing copies
 * it into credit/form under the next formVersion and records it in request_type_versions.
 */

type Row = typeof requestTypes.$inferSelect;
export type Actor = { id: number };

export const lower = (s: string) => s.trim().toLowerCase();

async function rowOf(db: Db, id: number, kind: 'category' | 'type' | 'any' = 'any'): Promise<Row> {
  const [row] = await db.select().from(requestTypes).where(eq(requestTypes.id, id));
  if (!row || (kind === 'category' && row.parentId !== null) || (kind === 'type' && row.parentId === null)) {
    throw new AppError(
      'NOT_FOUND',
      kind === 'category' ? 'Category not found' : 'Service request type not found',
    );
  }
  return row;
}

/** The stored draft of a type, or null when there is none or it no longer parses. */
export function storedDraft(row: Row): TypeDefinition | null {
  if (!row.draft) return null;
  const parsed = TypeDefinitionSchema.safeParse(row.draft);
  return parsed.success ? parsed.data : null;
}

/** The published definition with keys on every field (older rows were stored without them). */
export function publishedDefinition(row: Row): TypeDefinition {
  return { credit: row.credit, form: keyed(parseFormDefinition(row.form), null) };
}

/**
 * Gives keyless fields a key: the key of the field with the same label in `previous` (so a client
 * that does not send keys keeps them), else one derived from the label.
 */
export function keyed(form: FormDefinition, previous: FormDefinition | null): FormDefinition {
  const byLabel = new Map((previous?.fields ?? []).filter((f) => f.key).map((f) => [f.label, f.key!]));
  const taken = new Set(form.fields.flatMap((f) => (f.key ? [f.key] : [])));
  return {
    ...form,
    fields: form.fields.map((f) => {
      if (f.key) return f;
      const reuse = byLabel.get(f.label);
      if (reuse && !taken.has(reuse)) {
        taken.add(reuse);
        return { ...f, key: reuse };
      }
      return { ...f, key: fieldKeyFor(f.label, taken) };
    }),
  };
}

/** Parses a definition with the shared schema; 400 with every problem listed otherwise. */
export function parseDefinition(input: unknown): TypeDefinition {
  const parsed = TypeDefinitionSchema.safeParse(input);
  if (!parsed.success) {
    const errors = describeIssues(parsed.error, input);
    throw new AppError('BAD_REQUEST', errors[0] ?? 'Invalid definition', { errors });
  }
  return parsed.data;
}

/** Compares two definitions as the engine sees them (keys aside). */
export function sameDefinition(a: TypeDefinition, b: TypeDefinition): boolean {
  const norm = (d: TypeDefinition) =>
    JSON.stringify({
      credit: Number(d.credit).toFixed(2),
      form: FormDefinitionSchema.parse({ ...d.form, fields: d.form.fields.map(({ key: _k, ...f }) => f) }),
    });
  return norm(a) === norm(b);
}

/** Every category with its types, archived ones and unpublished ones included, in display order. */
export async function listCatalogue(db: Db): Promise<AdminCategory[]> {
  const rows = await db
    .select()
    .from(requestTypes)
    .orderBy(asc(requestTypes.sortOrder), asc(requestTypes.id));
  return rows
    .filter((r) => r.parentId === null)
    .map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
      archived: !c.active,
      types: rows
        .filter((t) => t.parentId === c.id)
        .map((t) => ({
          id: t.id,
          name: t.name,
          description: t.description,
          archived: !t.active,
          credit: t.credit,
          formVersion: t.formVersion,
          hasDraft: t.draft !== null,
        })),
    }));
}

async function assertUniqueName(db: Db, parentId: number | null, name: string, except?: number) {
  const siblings = await db
    .select({ id: requestTypes.id, name: requestTypes.name })
    .from(requestTypes)
    .where(parentId === null ? isNull(requestTypes.parentId) : eq(requestTypes.parentId, parentId));
  if (siblings.some((s) => s.id !== except && lower(s.name) === lower(name))) {
    throw new AppError(
      'CONFLICT',
      parentId === null
        ? `A category named “${name.trim()}” already exists`
        : `This category already has a type named “${name.trim()}”`,
    );
  }
}

async function nextSortOrder(db: Db, parentId: number | null): Promise<number> {
  const [r] = await db
    .select({ max: sql<number | null>`max(${requestTypes.sortOrder})` })
    .from(requestTypes)
    .where(parentId === null ? isNull(requestTypes.parentId) : eq(requestTypes.parentId, parentId));
  return (r?.max ?? -1) + 1;
}

export async function createCategory(db: Db, input: { name: string; description: string }) {
  return db.transaction(async (tx) => {
    await assertUniqueName(tx, null, input.name);
    const [row] = await tx
      .insert(requestTypes)
      .values({
        name: input.name.trim(),
        description: input.description.trim(),
        credit: '0',
        sortOrder: await nextSortOrder(tx, null),
      })
      .returning({ id: requestTypes.id });
    return { id: row!.id };
  });
}

/** A new type: unpublished (formVersion 0) with an empty draft, so customers do not see it yet. */
export async function createType(db: Db, input: { categoryId: number; name: string; description: string }) {
  return db.transaction(async (tx) => {
    await rowOf(tx, input.categoryId, 'category');
    await assertUniqueName(tx, input.categoryId, input.name);
    const draft: TypeDefinition = { credit: '0.00', form: FormDefinitionSchema.parse({}) };
    const [row] = await tx
      .insert(requestTypes)
      .values({
        parentId: input.categoryId,
        name: input.name.trim(),
        description: input.description.trim(),
        credit: '0',
        formVersion: 0,
        draft,
        sortOrder: await nextSortOrder(tx, input.categoryId),
      })
      .returning({ id: requestTypes.id });
    return { id: row!.id };
  });
}

/**
 * Rename, describe, archive or restore a category or a type (these are not versioned); a type may also
 * move to another category, where it goes last. Its requests keep pointing at the type, so they follow it.
 */
export async function updateNode(
  db: Db,
  id: number,
  kind: 'category' | 'type',
  change: {
    name?: string | undefined;
    description?: string | undefined;
    popupText?: string | undefined;
    archived?: boolean | undefined;
    categoryId?: number | undefined;
  },
) {
  await db.transaction(async (tx) => {
    const row = await rowOf(tx, id, kind);
    const moving = kind === 'type' && change.categoryId !== undefined && change.categoryId !== row.parentId;
    // Locks the target category row, so two moves into it cannot take the same sort position.
    if (moving) await lockCategory(tx, change.categoryId!);
    const parentId = moving ? change.categoryId! : row.parentId;
    if (change.name !== undefined || moving) {
      await assertUniqueName(tx, parentId, change.name ?? row.name, id);
    }
    const values = {
      ...(change.name !== undefined ? { name: change.name.trim() } : {}),
      ...(change.description !== undefined ? { description: change.description.trim() } : {}),
      ...(change.popupText !== undefined && kind === 'type' ? { popupText: change.popupText } : {}),
      ...(change.archived !== undefined ? { active: !change.archived } : {}),
      ...(moving ? { parentId, sortOrder: await nextSortOrder(tx, parentId) } : {}),
    };
    // A change of nothing (PATCH {}) changes nothing; an UPDATE with no column is an error (was a 500).
    if (Object.keys(values).length === 0) return;
    await tx.update(requestTypes).set(values).where(eq(requestTypes.id, id));
  });
}

/** The category row, locked for the rest of the transaction; 404 when it is not a category. */
async function lockCategory(db: Db, id: number): Promise<void> {
  const [row] = await db
    .select({ id: requestTypes.id, parentId: requestTypes.parentId })
    .from(requestTypes)
    .where(eq(requestTypes.id, id))
    .for('update');
  if (!row || row.parentId !== null) throw new AppError('NOT_FOUND', 'Category not found');
}

/** Puts the categories (parentId null) or a category's types in the given order; ids must be exactly the siblings. */
export async function reorder(db: Db, parentId: number | null, ids: number[]) {
  await db.transaction(async (tx) => {
    if (parentId !== null) await rowOf(tx, parentId, 'category');
    const siblings = await tx
      .select({ id: requestTypes.id })
      .from(requestTypes)
      .where(parentId === null ? isNull(requestTypes.parentId) : eq(requestTypes.parentId, parentId));
    const have = new Set(siblings.map((s) => s.id));
    if (ids.length !== have.size || new Set(ids).size !== ids.length || ids.some((i) => !have.has(i))) {
      throw new AppError(
        'BAD_REQUEST',
        parentId === null
          ? 'The new order must list every category exactly once'
          : 'The new order must list every type of the category exactly once',
      );
    }
    for (const [index, id] of ids.entries()) {
      await tx.update(requestTypes).set({ sortOrder: index }).where(eq(requestTypes.id, id));
    }
  });
}

async function versionsOf(db: Db, typeId: number): Promise<AdminVersion[]> {
  const rows = await db
    .select({
      version: requestTypeVersions.version,
      credit: requestTypeVersions.credit,
      publishedAt: requestTypeVersions.publishedAt,
      by: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(requestTypeVersions)
    .leftJoin(users, eq(users.id, requestTypeVersions.publishedById))
    .where(eq(requestTypeVersions.typeId, typeId))
    .orderBy(desc(requestTypeVersions.version));
  return rows.map((r) => ({
    version: r.version,
    credit: r.credit,
    publishedAt: r.publishedAt.toISOString(),
    publishedBy: r.by
      ? { id: r.by.id, email: r.by.email, name: `${r.by.firstName} ${r.by.lastName}`.trim() || r.by.email }
      : null,
  }));
}

/** A type as the builder edits it: the published definition, the draft (or a copy of the published one) and its history. */
export async function getTypeForBuilder(db: Db, id: number): Promise<AdminTypeDetail> {
  const row = await rowOf(db, id, 'type');
  const [parent] = await db
    .select({ active: requestTypes.active })
    .from(requestTypes)
    .where(eq(requestTypes.id, row.parentId!));
  const published = row.formVersion > 0 ? publishedDefinition(row) : null;
  const draft = storedDraft(row);
  return {
    id: row.id,
    categoryId: row.parentId!,
    name: row.name,
    description: row.description,
    popupText: row.popupText,
    placeholder: parsePlaceholder(row.placeholder),
    archived: !row.active,
    categoryArchived: parent ? !parent.active : false,
    formVersion: row.formVersion,
    published,
    hasDraft: draft !== null,
    draft: draft ?? published ?? { credit: '0.00', form: FormDefinitionSchema.parse({}) },
    versions: await versionsOf(db, id),
  };
}

/** Saves the builder's draft after validating it with the shared schema. */
export async function saveDraft(db: Db, id: number, input: unknown): Promise<AdminTypeDetail> {
  const def = parseDefinition(input);
  await db.transaction(async (tx) => {
    const row = await rowOf(tx, id, 'type');
    const previous = storedDraft(row)?.form ?? (row.formVersion > 0 ? publishedDefinition(row).form : null);
    const draft: TypeDefinition = { credit: def.credit, form: keyed(def.form, previous) };
    await tx.update(requestTypes).set({ draft }).where(eq(requestTypes.id, id));
  });
  return getTypeForBuilder(db, id);
}

export async function discardDraft(db: Db, id: number): Promise<AdminTypeDetail> {
  const row = await rowOf(db, id, 'type');
  if (row.formVersion === 0) {
    throw new AppError('BAD_REQUEST', 'This type has never been published, so its draft is all there is');
  }
  await db.update(requestTypes).set({ draft: null }).where(eq(requestTypes.id, id));
  return getTypeForBuilder(db, id);
}

/** Makes `def` the type's next version (row locked, so two publishers get consecutive versions). */
export async function publishDefinition(
  tx: Db,
  row: Row,
  def: TypeDefinition,
  actor: Actor | null,
): Promise<number> {
  const version = row.formVersion + 1;
  const form = FormDefinitionSchema.parse(def.form);
  await tx
    .update(requestTypes)
    .set({ credit: def.credit, form, formVersion: version, draft: null })
    .where(eq(requestTypes.id, row.id));
  await tx.insert(requestTypeVersions).values({
    typeId: row.id,
    version,
    credit: def.credit,
    form,
    publishedById: actor?.id ?? null,
  });
  return version;
}

/** Publishes the draft as a new version. New requests use it; existing requests keep theirs. */
export async function publishDraft(db: Db, id: number, actor: Actor): Promise<AdminTypeDetail> {
  await db.transaction(async (tx) => {
    await rowOf(tx, id, 'type');
    const [row] = await tx.select().from(requestTypes).where(eq(requestTypes.id, id)).for('update');
    const def = row!.draft ? parseDefinition(row!.draft) : null;
    if (!def) throw new AppError('BAD_REQUEST', 'There is no draft to publish');
    if (row!.formVersion > 0 && sameDefinition(def, publishedDefinition(row!))) {
      throw new AppError(
        'BAD_REQUEST',
        `Nothing to publish: the draft is the same as version ${row!.formVersion}`,
      );
    }
    await publishDefinition(tx, row!, { credit: def.credit, form: keyed(def.form, null) }, actor);
  });
  return getTypeForBuilder(db, id);
}

/** One published version of a type (to read or compare). */
export async function getVersion(db: Db, id: number, version: number) {
  await rowOf(db, id, 'type');
  const [v] = await db
    .select()
    .from(requestTypeVersions)
    .where(and(eq(requestTypeVersions.typeId, id), eq(requestTypeVersions.version, version)));
  if (!v) throw new AppError('NOT_FOUND', `Version ${version} of this type does not exist`);
  return { version: v.version, credit: v.credit, form: parseFormDefinition(v.form) };
}
