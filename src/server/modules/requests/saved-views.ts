import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import {
  MAX_SAVED_VIEWS,
  VIEW_MESSAGES,
  type SavedViewDto,
  type ViewParams,
} from '#shared/schemas/saved-view.ts';
import type { SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { savedViews, users } from '../../db/schema/index.ts';

/*
 * Saved list views (issue 15). A view is its owner's; staff may share one with all staff, who can
 * pick it but not change it. Customers only ever see their own. A view the caller may not see is a
 * 404, one they may see but not change a 403.
 */

const columns = {
  id: savedViews.id,
  name: savedViews.name,
  params: savedViews.params,
  shared: savedViews.shared,
  ownerId: savedViews.ownerId,
  updatedAt: savedViews.updatedAt,
  ownerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
};
type Row = {
  id: number;
  name: string;
  params: unknown;
  shared: boolean;
  ownerId: number;
  updatedAt: Date;
  ownerName: string;
};

const toDto = (actor: SessionUser, r: Row): SavedViewDto => ({
  id: r.id,
  name: r.name,
  params: (r.params && typeof r.params === 'object' ? r.params : {}) as Record<string, string>,
  shared: r.shared,
  mine: r.ownerId === actor.id,
  owner: { id: r.ownerId, name: r.ownerName },
  updatedAt: r.updatedAt.toISOString(),
});

/** Views the caller can pick: their own, and (staff) the ones staff shared. */
const visibleTo = (actor: SessionUser) =>
  actor.isStaff
    ? or(eq(savedViews.ownerId, actor.id), eq(savedViews.shared, true))!
    : eq(savedViews.ownerId, actor.id);

/** GET /api/saved-views — own views first, then shared ones, each by name. */
export async function listSavedViews(db: Db, actor: SessionUser): Promise<SavedViewDto[]> {
  const rows = await db
    .select(columns)
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .where(visibleTo(actor))
    .orderBy(
      sql`${savedViews.ownerId} = ${actor.id} desc`,
      asc(sql`lower(${savedViews.name})`),
      asc(savedViews.id),
    );
  return rows.map((r) => toDto(actor, r));
}

async function loadVisible(db: Db, actor: SessionUser, id: number): Promise<Row> {
  const [row] = await db
    .select(columns)
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .where(and(eq(savedViews.id, id), visibleTo(actor)));
  if (!row) throw new AppError('NOT_FOUND', VIEW_MESSAGES.notFound);
  return row;
}

async function loadOwn(db: Db, actor: SessionUser, id: number): Promise<Row> {
  const row = await loadVisible(db, actor, id);
  if (row.ownerId !== actor.id) throw new AppError('FORBIDDEN', VIEW_MESSAGES.ownerOnly);
  return row;
}

async function assertNameFree(db: Db, actor: SessionUser, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.ownerId, actor.id),
        sql`lower(${savedViews.name}) = lower(${name})`,
        exceptId !== undefined ? ne(savedViews.id, exceptId) : undefined,
      ),
    );
  if (taken) throw new AppError('CONFLICT', VIEW_MESSAGES.nameTaken);
}

const isUniqueViolation = (e: unknown): boolean =>
  !!e &&
  typeof e === 'object' &&
  ((e as { code?: unknown }).code === '23505' || isUniqueViolation((e as { cause?: unknown }).cause));

/** The unique index decides a race between two saves of the same name: a 409, never a 500. */
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('CONFLICT', VIEW_MESSAGES.nameTaken);
    throw e;
  }
}

/** POST /api/saved-views */
export async function createSavedView(
  db: Db,
  actor: SessionUser,
  input: { name: string; params: ViewParams; shared: boolean },
): Promise<SavedViewDto> {
  if (input.shared && !actor.isStaff) throw new AppError('FORBIDDEN', VIEW_MESSAGES.shareStaffOnly);
  await assertNameFree(db, actor, input.name);
  const id = await db.transaction(async (tx) => {
    // One person's creates one after another (their user row, in a mode their other writes' foreign
    // key checks do not wait for), so two at once cannot both see room for one more and pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('no key update');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(savedViews)
      .where(eq(savedViews.ownerId, actor.id));
    if (n >= MAX_SAVED_VIEWS) throw new AppError('BAD_REQUEST', VIEW_MESSAGES.tooMany);
    const [row] = await unique(() =>
      tx
        .insert(savedViews)
        .values({ ownerId: actor.id, name: input.name, params: input.params, shared: input.shared })
        .returning({ id: savedViews.id }),
    );
    return row!.id;
  });
  return toDto(actor, await loadVisible(db, actor, id));
}

/** PUT /api/saved-views/:id — rename, replace the filters, share or stop sharing (owner only). */
export async function updateSavedView(
  db: Db,
  actor: SessionUser,
  id: number,
  input: { name?: string | undefined; params?: ViewParams | undefined; shared?: boolean | undefined },
): Promise<SavedViewDto> {
  await loadOwn(db, actor, id);
  if (input.shared && !actor.isStaff) throw new AppError('FORBIDDEN', VIEW_MESSAGES.shareStaffOnly);
  if (input.name !== undefined) await assertNameFree(db, actor, input.name, id);
  await unique(() =>
    db
      .update(savedViews)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.params !== undefined ? { params: input.params } : {}),
        ...(input.shared !== undefined ? { shared: input.shared } : {}),
        updatedAt: new Date(),
      })
      .where(eq(savedViews.id, id)),
  );
  return toDto(actor, await loadVisible(db, actor, id));
}

/** DELETE /api/saved-views/:id (owner only). */
export async function deleteSavedView(db: Db, actor: SessionUser, id: number): Promise<{ id: number }> {
  await loadOwn(db, actor, id);
  await db.delete(savedViews).where(eq(savedViews.id, id));
  return { id };
}
