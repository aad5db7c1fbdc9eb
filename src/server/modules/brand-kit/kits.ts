import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { brandAssets, brandKits, files } from '../../db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import { MESSAGES } from '#shared/domain/validation.ts';
import {
  assetFileIds,
  BRAND_KIT_MESSAGES,
  BrandAssetSchema,
  FONT_MIMES,
  LOGO_MIMES,
  type BrandAsset,
  type BrandKitInput,
  type BrandPermission,
} from '#shared/domain/brand-kit.ts';
import { queueReleaseSql, releaseFiles } from '../uploads/release.ts';
import { companyAccess, COMPANY_NOT_FOUND, requireCompanyAccess, type CompanyAccess } from './access.ts';

export type BrandKitDto = BrandKitInput & {
  id: number;
  companyName: string;
  enterpriseName: string;
  permissions: BrandPermission[];
  /** May the caller grant access to this kit's company? */
  canManageAccess: boolean;
  archivedAt: string | null;
  updatedAt: string;
  createdAt: string;
};

type Sections = Pick<BrandKitInput, 'audience' | 'socialChannels' | 'storeChannels' | 'contact'>;
type KitRow = typeof brandKits.$inferSelect;
const EMPTY_AUDIENCE: Sections['audience'] = { gender: 'any', ageFrom: null, ageTo: null, description: '' };
const EMPTY_CONTACT: Sections['contact'] = { email: '', phone: '', website: '' };

const notFound = () => new AppError('NOT_FOUND', 'Brand kit not found');
const forbidden = () => new AppError('FORBIDDEN', 'You do not have permission to change this brand kit.');

/** Rows as the API answers them; `access` must hold every row's company. */
export async function kitDtos(
  db: Db,
  rows: KitRow[],
  access: Map<number, CompanyAccess>,
): Promise<BrandKitDto[]> {
  if (!rows.length) return [];
  const assets = await db
    .select()
    .from(brandAssets)
    .where(
      inArray(
        brandAssets.brandKitId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(brandAssets.id));
  return rows.map((r) => {
    const company = access.get(r.companyId)!;
    // Rows written before a section existed (or edited by hand) may lack it: answer its empty form
    // rather than fail the response schema with a 500 for the whole list.
    const sections = (r.sections ?? {}) as Partial<Sections>;
    return {
      id: r.id,
      name: r.name,
      description: r.description,
      industry: (r.industry as BrandKitInput['industry']) ?? null,
      enterprise: company.enterpriseId,
      company: r.companyId,
      companyName: company.name,
      enterpriseName: company.enterpriseName,
      audience: { ...EMPTY_AUDIENCE, ...sections.audience },
      socialChannels: sections.socialChannels ?? [],
      storeChannels: sections.storeChannels ?? [],
      contact: { ...EMPTY_CONTACT, ...sections.contact },
      assets: assets
        .filter((a) => a.brandKitId === r.id)
        .map((a) => BrandAssetSchema.safeParse({ kind: a.kind, ...(a.value as object) }))
        .filter((p) => p.success)
        .map((p) => p.data as BrandAsset),
      permissions: company.permissions,
      canManageAccess: company.canManageAccess,
      archivedAt: r.archivedAt?.toISOString() ?? null,
      updatedAt: r.updatedAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/** Every kit the caller may see (VIEW on its company), archived ones included, newest first. */
export async function listBrandKits(db: Db, actor: SessionUser): Promise<BrandKitDto[]> {
  const access = await companyAccess(db, actor, null);
  if (!access.size) return [];
  const rows = await db
    .select()
    .from(brandKits)
    .where(inArray(brandKits.companyId, [...access.keys()]))
    .orderBy(desc(brandKits.updatedAt), desc(brandKits.id))
    .limit(500);
  return kitDtos(db, rows, access);
}

/** The kit and the caller's access to it; 404 without VIEW (nothing about the kit is revealed). */
async function loadKit(db: Db, actor: SessionUser, id: number) {
  const [row] = await db.select().from(brandKits).where(eq(brandKits.id, id));
  if (!row) throw notFound();
  const access = (await companyAccess(db, actor, [row.companyId])).get(row.companyId);
  if (!access) throw notFound();
  return { row, access };
}

export async function getBrandKit(db: Db, actor: SessionUser, id: number): Promise<BrandKitDto> {
  const { row, access } = await loadKit(db, actor, id);
  return (await kitDtos(db, [row], new Map([[access.id, access]])))[0]!;
}

/** The companies the caller may see kits of, with what they may do there (for the forms). */
export async function brandKitCompanies(db: Db, actor: SessionUser): Promise<CompanyAccess[]> {
  const access = await companyAccess(db, actor, null);
  return [...access.values()].sort(
    (a, b) => a.enterpriseName.localeCompare(b.enterpriseName) || a.name.localeCompare(b.name),
  );
}

/** The company must belong to the chosen enterprise and the actor needs `need` there. */
async function checkCompany(db: Db, actor: SessionUser, input: BrandKitInput, need: BrandPermission) {
  // A company whose kits the caller may not see answers like one that does not exist.
  const access = await requireCompanyAccess(db, actor, input.company).catch(() => {
    throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND);
  });
  if (access.enterpriseId !== input.enterprise) throw new AppError('BAD_REQUEST', MESSAGES.brandCompany);
  if (!access.permissions.includes(need)) throw forbidden();
}

const sectionsOf = (input: BrandKitInput): Sections => ({
  audience: input.audience,
  socialChannels: input.socialChannels,
  storeChannels: input.storeChannels,
  contact: input.contact,
});

/**
 * Checks the asset files and fills in what the server knows of them. A file must be one the caller
 * just uploaded (not attached anywhere yet) or one the kit already holds; a logo must be an image,
 * SVG or PDF, a font file a font (both sniffed from the bytes at upload).
 */
async function resolveAssetFiles(
  tx: Db,
  actor: SessionUser,
  kitId: number | null,
  assets: BrandAsset[],
): Promise<{ assets: BrandAsset[]; newFileIds: string[] }> {
  const ids = [...new Set(assetFileIds(assets))];
  if (!ids.length) return { assets, newFileIds: [] };
  const [rows, kept] = await Promise.all([
    tx.select().from(files).where(inArray(files.id, ids)),
    kitId === null ? Promise.resolve([]) : kitFileIds(tx, [kitId]),
  ]);
  const newFileIds: string[] = [];
  for (const id of ids) {
    const file = rows.find((f) => f.id === id);
    const own = file && file.uploaderId === actor.id && !file.attachedAt;
    if (!file || (!own && !kept.includes(id))) throw new AppError('BAD_REQUEST', BRAND_KIT_MESSAGES.file);
    if (!kept.includes(id)) newFileIds.push(id);
  }
  const out = assets.map((a): BrandAsset => {
    if (a.kind === 'LOGO') {
      const file = rows.find((f) => f.id === a.fileId)!;
      if (!(LOGO_MIMES as readonly string[]).includes(file.mime)) {
        throw new AppError('BAD_REQUEST', BRAND_KIT_MESSAGES.logoType);
      }
      return { ...a, mime: file.mime, name: a.name || file.name };
    }
    if (a.kind === 'TYPOGRAPHY' && a.fileId) {
      const file = rows.find((f) => f.id === a.fileId)!;
      if (!(FONT_MIMES as readonly string[]).includes(file.mime)) {
        throw new AppError('BAD_REQUEST', BRAND_KIT_MESSAGES.fontType);
      }
      return { ...a, fileName: a.fileName || file.name };
    }
    return a;
  });
  return { assets: out, newFileIds };
}

/** The files the assets of these kits refer to. */
async function kitFileIds(db: Db, kitIds: number[]): Promise<string[]> {
  const rows = await db
    .select({ fileId: sql<string>`${brandAssets.value}->>'fileId'` })
    .from(brandAssets)
    .where(and(inArray(brandAssets.brandKitId, kitIds), sql`${brandAssets.value}->>'fileId' is not null`));
  return rows.map((r) => r.fileId);
}

async function writeAssets(tx: Db, brandKitId: number, assets: BrandAsset[], newFileIds: string[]) {
  await tx.delete(brandAssets).where(eq(brandAssets.brandKitId, brandKitId));
  if (assets.length) {
    await tx.insert(brandAssets).values(assets.map(({ kind, ...value }) => ({ brandKitId, kind, value })));
  }
  // Attached files are no longer swept as abandoned uploads.
  if (newFileIds.length) {
    await tx
      .update(files)
      .set({ attachedAt: new Date() })
      .where(and(inArray(files.id, newFileIds), isNull(files.attachedAt)));
  }
}

export async function createBrandKit(
  ctx: AppContext,
  actor: SessionUser,
  input: BrandKitInput,
): Promise<BrandKitDto> {
  await checkCompany(ctx.db, actor, input, 'CREATE');
  const id = await ctx.db.transaction(async (tx) => {
    const { assets, newFileIds } = await resolveAssetFiles(tx, actor, null, input.assets);
    const [row] = await tx
      .insert(brandKits)
      .values({
        companyId: input.company,
        name: input.name,
        description: input.description,
        industry: input.industry,
        sections: sectionsOf(input),
      })
      .returning({ id: brandKits.id });
    await writeAssets(tx, row!.id, assets, newFileIds);
    return row!.id;
  });
  return getBrandKit(ctx.db, actor, id);
}

export async function updateBrandKit(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  input: BrandKitInput,
): Promise<BrandKitDto> {
  const { row: existing, access } = await loadKit(ctx.db, actor, id);
  if (!access.permissions.includes('EDIT')) throw forbidden();
  // Moving a kit to another company creates it there.
  await checkCompany(ctx.db, actor, input, input.company === existing.companyId ? 'EDIT' : 'CREATE');
  const after = new Set(assetFileIds(input.assets));
  // Files the kit no longer holds (a logo replaced) are queued for release by the transaction that
  // lets them go, then released after it (uploads/release.ts: only what nothing else refers to).
  const removed = await ctx.db.transaction(async (tx) => {
    const gone = (await kitFileIds(tx, [id])).filter((f) => !after.has(f));
    const { assets, newFileIds } = await resolveAssetFiles(tx, actor, id, input.assets);
    await tx
      .update(brandKits)
      .set({
        companyId: input.company,
        name: input.name,
        description: input.description,
        industry: input.industry,
        sections: sectionsOf(input),
        updatedAt: new Date(),
      })
      .where(eq(brandKits.id, id));
    await writeAssets(tx, id, assets, newFileIds);
    if (gone.length) await tx.execute(queueReleaseSql(gone));
    return gone;
  });
  await releaseFiles(ctx, removed);
  return getBrandKit(ctx.db, actor, id);
}

/** Archive (or restore) a kit: it stays readable but is no longer offered for new requests. */
export async function archiveBrandKit(
  db: Db,
  actor: SessionUser,
  id: number,
  archived: boolean,
): Promise<BrandKitDto> {
  const { access } = await loadKit(db, actor, id);
  if (!access.permissions.includes('EDIT')) throw forbidden();
  await db
    .update(brandKits)
    .set({ archivedAt: archived ? new Date() : null })
    .where(and(eq(brandKits.id, id), archived ? isNull(brandKits.archivedAt) : sql`true`));
  return getBrandKit(db, actor, id);
}

/**
 * Deletes a kit and its assets. Requests ordered with it keep their snapshot (and its files); their
 * link to the current kit goes.
 */
export async function deleteBrandKit(ctx: AppContext, actor: SessionUser, id: number): Promise<void> {
  const { access } = await loadKit(ctx.db, actor, id);
  if (!access.permissions.includes('EDIT')) throw forbidden();
  const fileIds = await ctx.db.transaction(async (tx) => {
    const held = await kitFileIds(tx, [id]);
    await tx.delete(brandKits).where(eq(brandKits.id, id));
    if (held.length) await tx.execute(queueReleaseSql(held));
    return held;
  });
  await releaseFiles(ctx, fileIds);
}

/** Kits of a company the caller may attach to a request (not archived). */
export async function attachableKits(db: Db, actor: SessionUser, companyId: number) {
  const access = await companyAccess(db, actor, [companyId]);
  if (!access.size) return [];
  const rows = await db
    .select()
    .from(brandKits)
    .where(and(eq(brandKits.companyId, companyId), isNull(brandKits.archivedAt)))
    .orderBy(asc(brandKits.name));
  return kitDtos(db, rows, access);
}
