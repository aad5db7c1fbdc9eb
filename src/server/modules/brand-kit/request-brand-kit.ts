import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { WriteBatch } from '../../db/write-batch.ts';
import type { SessionUser } from '../../context.ts';
import { brandKits, requestBrandKits, serviceRequests } from '../../db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import { assetFileIds, type BrandKitSnapshot } from '#shared/domain/brand-kit.ts';
import { companyAccess } from './access.ts';
import { canSee, factsColumns, findVisibleRequest } from '../requests/access.ts';
import { kitDtos, type BrandKitDto } from './kits.ts';
import { NOT_FOUND_MESSAGE } from '../requests/messages.ts';
import { queueReleaseSql } from '../uploads/release.ts';

export const KIT_NOT_OF_COMPANY = "Choose one of the selected company's brand kits.";
export const KIT_ARCHIVED = 'This brand kit is archived. Choose another one or restore it first.';
const REQUEST_NOT_FOUND = NOT_FOUND_MESSAGE;

/** What a request keeps of a kit: its values and asset file references, not who may edit it. */
export const snapshotOf = (kit: BrandKitDto): BrandKitSnapshot => ({
  kitId: kit.id,
  name: kit.name,
  companyName: kit.companyName,
  enterpriseName: kit.enterpriseName,
  description: kit.description,
  industry: kit.industry,
  audience: kit.audience,
  assets: kit.assets,
  socialChannels: kit.socialChannels,
  storeChannels: kit.storeChannels,
  contact: kit.contact,
});

/** JSON with object keys sorted: jsonb does not keep the order keys were written in. */
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );

/** The part of a snapshot that says whether the kit changed since (names of companies aside). */
const content = (s: BrandKitSnapshot) =>
  stable([
    s.name,
    s.description,
    s.industry,
    s.audience,
    s.assets,
    s.socialChannels,
    s.storeChannels,
    s.contact,
  ]);

async function loadAttachableKit(tx: Db, actor: SessionUser, kitId: number, companyId: number) {
  const [row] = await tx.select().from(brandKits).where(eq(brandKits.id, kitId));
  const access = row ? await companyAccess(tx, actor, [row.companyId]) : new Map();
  if (!row || !access.size) throw new AppError('NOT_FOUND', 'Brand kit not found');
  if (row.companyId !== companyId) throw new AppError('BAD_REQUEST', KIT_NOT_OF_COMPANY);
  return { row, dto: (await kitDtos(tx, [row], access))[0]! };
}

/** What a save does to its request's brand kit: decided by the save's plan, written by its apply. */
export type BrandKitChange =
  | { kind: 'none' }
  /** `released`: the files of the copy dropped (uploads/release.ts keeps those still referenced). */
  | { kind: 'drop'; released: string[] }
  | {
      kind: 'copy';
      values: Omit<typeof requestBrandKits.$inferInsert, 'requestId'>;
      /** The files of the copy it replaces that the new copy does not have. */
      released: string[];
    };

/**
 * The brand kit half of a save's plan (reads and checks, nothing written). `brandKit` is the body's
 * value: undefined leaves the choice as it is, null removes it, an id chooses that kit, which must be
 * one the actor may see, of the request's company (after the save), and not archived unless it is
 * the kit already chosen. The kit is copied while the request is a draft and once more when it is
 * submitted; after that the copy stays as it was (a later edit of the kit does not change the
 * request), unless another kit is chosen or the request moves to another company (then a kit of
 * the old company is dropped).
 */
export async function planRequestBrandKit(
  tx: Db,
  actor: SessionUser,
  save: {
    /** null: a new request. */
    requestId: number | null;
    brandKit: number | null | undefined;
    previousStatus: string | null;
    /** The request's status and company once saved. */
    status: string;
    companyId: number;
  },
): Promise<BrandKitChange> {
  const { requestId, brandKit, previousStatus, status, companyId } = save;
  // A new request saved without a kit: nothing to copy and nothing to drop (no lookups).
  if (requestId === null && brandKit == null) return { kind: 'none' };
  const [existing] =
    requestId === null
      ? []
      : await tx.select().from(requestBrandKits).where(eq(requestBrandKits.requestId, requestId));
  const dropped = existing?.fileIds ?? [];
  if (brandKit === null) return existing ? { kind: 'drop', released: dropped } : { kind: 'none' };
  if (brandKit === undefined) {
    if (!existing) return { kind: 'none' };
    const copied = existing.snapshot as BrandKitSnapshot;
    if (copied.companyId !== undefined && copied.companyId !== companyId) {
      return { kind: 'drop', released: dropped };
    }
  }
  const submittingNow = status !== 'DRAFT' && (previousStatus === null || previousStatus === 'DRAFT');
  const kitId = brandKit ?? existing?.brandKitId ?? null;
  const sameKit = existing && existing.brandKitId === kitId;
  // A submitted request keeps the copy it was ordered with.
  if (sameKit && status !== 'DRAFT' && !submittingNow) return { kind: 'none' };
  if (kitId === null) return { kind: 'none' }; // the kit was deleted since: the copy stays
  const { row, dto } = await loadAttachableKit(tx, actor, kitId, companyId);
  if (row.archivedAt && !sameKit) throw new AppError('BAD_REQUEST', KIT_ARCHIVED);
  const snapshot = { ...snapshotOf(dto), companyId: row.companyId };
  const fileIds = assetFileIds(dto.assets);
  return {
    kind: 'copy',
    values: { brandKitId: row.id, snapshot, fileIds, kitUpdatedAt: row.updatedAt, createdAt: new Date() },
    released: dropped.filter((id) => !fileIds.includes(id)),
  };
}

/**
 * The brand kit half of a save's apply: the planned change, as a part of the save's write batch.
 * The files of a copy dropped or replaced are queued for release with it, like a removed attachment
 * (uploads/release.ts: a file the kit or another request still refers to stays); answers their ids,
 * for the caller to release after COMMIT.
 */
export function writeRequestBrandKit(
  batch: WriteBatch,
  tx: Db,
  requestId: number,
  change: BrandKitChange,
): string[] {
  const released = change.kind === 'none' ? [] : [...new Set(change.released)];
  if (released.length) batch.write(queueReleaseSql(released));
  if (change.kind === 'drop') {
    batch.write(tx.delete(requestBrandKits).where(eq(requestBrandKits.requestId, requestId)));
  } else if (change.kind === 'copy') {
    batch.write(
      tx
        .insert(requestBrandKits)
        .values({ requestId, ...change.values })
        .onConflictDoUpdate({ target: requestBrandKits.requestId, set: change.values }),
    );
  }
  return released;
}

export type RequestBrandKitDto = {
  snapshot: BrandKitSnapshot;
  attachedAt: string;
  /** The kit as it is now, when it still exists and the caller may see it. */
  current: { id: number; name: string; archivedAt: string | null } | null;
  /** The kit was changed (or deleted) since the request was ordered with it. */
  changed: boolean;
  deleted: boolean;
};

async function visibleRequest(db: Db, actor: SessionUser, requestId: number) {
  const req = await findVisibleRequest(db, actor, requestId);
  if (!req) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
  return req;
}

/**
 * The kit a request was ordered with, for whoever may see the request and the company's kits
 * (null when none is attached or the caller has no VIEW on brand kits).
 */
export async function getRequestBrandKit(
  db: Db,
  actor: SessionUser,
  requestId: number,
): Promise<RequestBrandKitDto | null> {
  const req = await visibleRequest(db, actor, requestId);
  const [row] = await db.select().from(requestBrandKits).where(eq(requestBrandKits.requestId, requestId));
  if (!row) return null;
  const access = await companyAccess(db, actor, [req.companyId]);
  if (!access.size) return null;
  const snapshot = row.snapshot as BrandKitSnapshot;
  let current: RequestBrandKitDto['current'] = null;
  let changed = false;
  if (row.brandKitId !== null) {
    const [kit] = await db.select().from(brandKits).where(eq(brandKits.id, row.brandKitId));
    const kitAccess = kit ? await companyAccess(db, actor, [kit.companyId]) : new Map();
    if (kit && kitAccess.size) {
      const dto = (await kitDtos(db, [kit], kitAccess))[0]!;
      current = { id: dto.id, name: dto.name, archivedAt: dto.archivedAt };
      changed = content(snapshotOf(dto)) !== content(snapshot);
    }
  }
  return {
    snapshot,
    attachedAt: row.createdAt.toISOString(),
    current,
    changed: changed || row.brandKitId === null,
    deleted: row.brandKitId === null,
  };
}

export type KitSwatch = { requestId: number; name: string; colours: string[] };

/** For the board: the name and first colours of the kits attached to these requests. */
export async function requestKitSwatches(
  db: Db,
  actor: SessionUser,
  requestIds: number[],
): Promise<KitSwatch[]> {
  if (!requestIds.length) return [];
  const rows = await db
    .select({
      requestId: requestBrandKits.requestId,
      snapshot: requestBrandKits.snapshot,
      ...factsColumns,
    })
    .from(requestBrandKits)
    .innerJoin(serviceRequests, eq(serviceRequests.id, requestBrandKits.requestId))
    .where(and(inArray(requestBrandKits.requestId, requestIds)));
  const visible = rows.filter((r) => canSee(actor, r));
  const access = await companyAccess(db, actor, [...new Set(visible.map((r) => r.companyId))]);
  return visible
    .filter((r) => access.has(r.companyId))
    .map((r) => {
      const s = r.snapshot as BrandKitSnapshot;
      return {
        requestId: r.requestId,
        name: s.name,
        colours: s.assets.flatMap((a) => (a.kind === 'COLORS' ? [a.hex] : [])).slice(0, 4),
      };
    });
}
