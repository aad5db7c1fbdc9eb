import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { SessionUser } from '../context.ts';
import { brandAssets, brandKits, companies, enterprises } from '../db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import { MESSAGES } from '#shared/domain/validation.ts';
import {
  BrandAssetSchema,
  brandKitPermissions,
  type BrandAsset,
  type BrandKitInput,
  type BrandPermission,
} from '#shared/domain/brand-kit.ts';

export type BrandKitDto = BrandKitInput & {
  id: number;
  companyName: string;
  enterpriseName: string;
  permissions: BrandPermission[];
  updatedAt: string;
  createdAt: string;
};

type Sections = Pick<BrandKitInput, 'audience' | 'socialChannels' | 'storeChannels' | 'contact'>;

const notFound = () => new AppError('NOT_FOUND', 'Brand kit not found');
const COMPANY_NOT_FOUND = 'Company not found';

async function toDtos(
  db: Db,
  actor: SessionUser,
  rows: (typeof brandKits.$inferSelect)[],
): Promise<BrandKitDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [assets, owners] = await Promise.all([
    db.select().from(brandAssets).where(inArray(brandAssets.brandKitId, ids)).orderBy(asc(brandAssets.id)),
    db
      .select({
        id: companies.id,
        name: companies.name,
        enterpriseId: enterprises.id,
        enterpriseName: enterprises.name,
      })
      .from(companies)
      .innerJoin(enterprises, eq(enterprises.id, companies.enterpriseId))
      .where(
        inArray(
          companies.id,
          rows.map((r) => r.companyId),
        ),
      ),
  ]);
  return rows.map((r) => {
    const company = owners.find((c) => c.id === r.companyId)!;
    const sections = r.sections as Sections;
    return {
      id: r.id,
      name: r.name,
      description: r.description,
      industry: (r.industry as BrandKitInput['industry']) ?? null,
      enterprise: company.enterpriseId,
      company: r.companyId,
      companyName: company.name,
      enterpriseName: company.enterpriseName,
      audience: sections.audience,
      socialChannels: sections.socialChannels ?? [],
      storeChannels: sections.storeChannels ?? [],
      contact: sections.contact,
      assets: assets
        .filter((a) => a.brandKitId === r.id)
        .map((a) => BrandAssetSchema.safeParse({ kind: a.kind, ...(a.value as object) }))
        .filter((p) => p.success)
        .map((p) => p.data as BrandAsset),
      permissions: brandKitPermissions(actor, r.companyId),
      updatedAt: r.updatedAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export async function listBrandKits(db: Db, actor: SessionUser): Promise<BrandKitDto[]> {
  if (!actor.isStaff && !actor.companyIds.length) return [];
  const rows = await db
    .select()
    .from(brandKits)
    .where(actor.isStaff ? undefined : inArray(brandKits.companyId, actor.companyIds))
    .orderBy(desc(brandKits.updatedAt), desc(brandKits.id))
    .limit(200);
  return toDtos(db, actor, rows);
}

export async function getBrandKit(db: Db, actor: SessionUser, id: number): Promise<BrandKitDto> {
  const [row] = await db.select().from(brandKits).where(eq(brandKits.id, id));
  if (!row || !brandKitPermissions(actor, row.companyId).includes('VIEW')) throw notFound();
  return (await toDtos(db, actor, [row]))[0]!;
}

/** The company must belong to the chosen enterprise and the actor must act for it. */
async function checkCompany(db: Db, actor: SessionUser, input: BrandKitInput, need: BrandPermission) {
  // A company the customer does not act for answers like one that does not exist: nothing about
  // other enterprises is revealed.
  if (!actor.isStaff && !actor.companyIds.includes(input.company)) {
    throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND);
  }
  const [company] = await db.select().from(companies).where(eq(companies.id, input.company));
  if (!company || company.enterpriseId !== input.enterprise) {
    throw new AppError('BAD_REQUEST', MESSAGES.brandCompany);
  }
  if (!brandKitPermissions(actor, company.id).includes(need)) {
    throw new AppError('FORBIDDEN', 'You do not have permission to change this brand kit.');
  }
}

const sectionsOf = (input: BrandKitInput): Sections => ({
  audience: input.audience,
  socialChannels: input.socialChannels,
  storeChannels: input.storeChannels,
  contact: input.contact,
});

async function writeAssets(tx: Db, brandKitId: number, assets: BrandAsset[]) {
  await tx.delete(brandAssets).where(eq(brandAssets.brandKitId, brandKitId));
  if (assets.length) {
    await tx.insert(brandAssets).values(assets.map(({ kind, ...value }) => ({ brandKitId, kind, value })));
  }
}

export async function createBrandKit(db: Db, actor: SessionUser, input: BrandKitInput): Promise<BrandKitDto> {
  await checkCompany(db, actor, input, 'CREATE');
  const id = await db.transaction(async (tx) => {
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
    await writeAssets(tx, row!.id, input.assets);
    return row!.id;
  });
  return getBrandKit(db, actor, id);
}

export async function updateBrandKit(
  db: Db,
  actor: SessionUser,
  id: number,
  input: BrandKitInput,
): Promise<BrandKitDto> {
  const [existing] = await db.select().from(brandKits).where(eq(brandKits.id, id));
  if (!existing || !brandKitPermissions(actor, existing.companyId).includes('VIEW')) throw notFound();
  if (!brandKitPermissions(actor, existing.companyId).includes('EDIT')) {
    throw new AppError('FORBIDDEN', 'You do not have permission to change this brand kit.');
  }
  await checkCompany(db, actor, input, 'EDIT');
  await db.transaction(async (tx) => {
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
      .where(and(eq(brandKits.id, id)));
    await writeAssets(tx, id, input.assets);
  });
  return getBrandKit(db, actor, id);
}
