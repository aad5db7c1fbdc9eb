import { and, asc, eq, getTableColumns, gt, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '#shared/errors.ts';
import { parseFormDefinition, type FormDefinition } from '#shared/domain/form-definition.ts';
import type { RequestTypeDetail } from '#shared/schemas/request.ts';
import type { Db } from '../../db/client.ts';
import { named } from '../../db/write-batch.ts';
import { requestTypeVersions, requestTypes } from '../../db/schema/index.ts';
import type { RequestTypeNode } from '#shared/schemas/auth.ts';

export type RequestTypeRow = typeof requestTypes.$inferSelect;

/** A catalogue node as the session and GET /api/service-request-types answer it (the shared type). */
export type RequestTypeDto = RequestTypeNode;

const toDto = (row: RequestTypeRow, children: RequestTypeDto[] = []): RequestTypeDto => ({
  id: row.id,
  name: row.name,
  description: row.description,
  credit: row.credit,
  parentId: row.parentId,
  formVersion: row.formVersion,
  childrenRequestTypes: children,
});

/** Active groups and the active, published types (formVersion > 0), in display order (one query). */
const usableTypeRows = (db: Db) =>
  db
    .select()
    .from(requestTypes)
    .where(
      and(eq(requestTypes.active, true), or(isNull(requestTypes.parentId), gt(requestTypes.formVersion, 0))),
    )
    .orderBy(asc(requestTypes.sortOrder), asc(requestTypes.id));

/**
 * The catalogue as parent groups with their children, in display order (one query): only what a new
 * request can use, i.e. active, published types (formVersion > 0) of active groups; empty groups are left out.
 */
export async function listRequestTypeTree(db: Db): Promise<RequestTypeDto[]> {
  const rows = await usableTypeRows(db);
  const parents = rows.filter((r) => r.parentId === null);
  return parents
    .map((p) =>
      toDto(
        p,
        rows.filter((c) => c.parentId === p.id).map((c) => toDto(c)),
      ),
    )
    .filter((p) => p.childrenRequestTypes.length > 0);
}

/**
 * Every type a new request can use, each with its form, popup text and placeholder (one query): the
 * request drawer loads them with the catalogue, so choosing a type needs no round trip.
 */
export async function listRequestTypeDetails(db: Db): Promise<RequestTypeDetail[]> {
  const rows = await usableTypeRows(db);
  // The same choice as the tree: published children of active groups.
  const groups = new Set(rows.filter((r) => r.parentId === null).map((r) => r.id));
  return rows.filter((r) => r.parentId !== null && groups.has(r.parentId)).map(toDetail);
}

/**
 * A request type with its published form definition, popup text and placeholder (archived ones too:
 * old requests use them). A type never published is not found (its draft is the builder's business).
 */
export async function getRequestType(db: Db, id: number): Promise<RequestTypeDetail> {
  const [row] = await db.select().from(requestTypes).where(eq(requestTypes.id, id));
  if (!row || (row.parentId !== null && row.formVersion === 0)) {
    throw new AppError('NOT_FOUND', 'Service request type not found');
  }
  return toDetail(row);
}

/** The columns of a type's row that requireOrderableType checks and toDetail reads. */
export type OrderableTypeRow = Pick<
  RequestTypeRow,
  | 'id'
  | 'name'
  | 'description'
  | 'credit'
  | 'parentId'
  | 'formVersion'
  | 'popupText'
  | 'placeholder'
  | 'form'
  | 'active'
>;

export function toDetail(row: OrderableTypeRow): RequestTypeDetail {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    credit: row.credit,
    parentId: row.parentId,
    formVersion: row.formVersion,
    popupText: row.popupText,
    placeholder: parsePlaceholder(row.placeholder),
    form: parseFormDefinition(row.form),
  };
}

/** Placeholders are a flat map of strings (title, content, …); anything else is dropped. */
export function parsePlaceholder(raw: unknown): Record<string, string> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).filter(
      (e): e is [string, string] => typeof e[1] === 'string',
    ),
  );
}

/**
 * A type a request can be priced with: an active child type (parent groups are only headings).
 * Answers 400 with a clear message otherwise.
 */
export async function requireOrderableType(
  db: Db,
  id: number,
  /** The type's row as a caller already read it (a new request's lookups: requests/steps/prefetch.ts). */
  given?: { found: { row: OrderableTypeRow; parentActive: boolean | null } | undefined },
): Promise<RequestTypeDetail> {
  // The type and its parent's active flag in one statement.
  const parent = alias(requestTypes, 'parent');
  const [found] = given
    ? [given.found]
    : await named(
        db
          .select({ row: getTableColumns(requestTypes), parentActive: parent.active })
          .from(requestTypes)
          .leftJoin(parent, eq(parent.id, requestTypes.parentId))
          .where(eq(requestTypes.id, id)),
      ).execute();
  const row = found?.row;
  if (!row || !row.active || row.parentId === null || row.formVersion === 0 || !found.parentActive) {
    throw new AppError('BAD_REQUEST', 'Please select a service request type');
  }
  return toDetail(row);
}

/**
 * Catalogue edit used by administration and tests: changes a type's credit and/or form and bumps
 * its formVersion. Existing requests keep the price and form they were submitted with.
 */
export async function updateRequestTypePricing(
  db: Db,
  id: number,
  change: { credit?: string; form?: FormDefinition },
): Promise<RequestTypeDetail> {
  const [row] = await db
    .update(requestTypes)
    .set({
      ...(change.credit !== undefined ? { credit: change.credit } : {}),
      ...(change.form !== undefined ? { form: change.form } : {}),
      formVersion: sql`${requestTypes.formVersion} + 1`,
    })
    .where(eq(requestTypes.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Service request type not found');
  await db
    .insert(requestTypeVersions)
    .values({ typeId: row.id, version: row.formVersion, credit: row.credit, form: row.form });
  return toDetail(row);
}
