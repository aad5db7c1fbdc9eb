import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../context.ts';
import {
  brandAssets,
  brandKitAccess,
  brandKits,
  companies,
  companyMembers,
  enterpriseOwners,
  enterprises,
  requestBrandKits,
  serviceRequests,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import { canSee, factsColumns } from '../requests/access.ts';
import {
  brandKitPermissions,
  canManageBrandKitAccess,
  DEFAULT_ACCESS_LEVEL,
  type AccessLevel,
  type BrandPermission,
} from '#shared/domain/brand-kit.ts';

export type CompanyAccess = {
  id: number;
  name: string;
  enterpriseId: number;
  enterpriseName: string;
  /** What the caller may do with this company's kits. */
  permissions: BrandPermission[];
  /** May the caller grant access to the people of this company? */
  canManageAccess: boolean;
};

export const COMPANY_NOT_FOUND = 'Company not found';

/**
 * The caller's rights on the given companies' brand kits (all companies for staff when `ids` is
 * null). Companies without VIEW are left out, so callers answer them like missing ones.
 */
export async function companyAccess(
  db: Db,
  actor: SessionUser,
  ids: readonly number[] | null,
): Promise<Map<number, CompanyAccess>> {
  const scope = ids ?? (actor.isStaff ? null : actor.companyIds);
  const out = new Map<number, CompanyAccess>();
  if (scope && scope.length === 0) return out;
  const [rows, grants] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        enterpriseId: companies.enterpriseId,
        enterpriseName: enterprises.name,
      })
      .from(companies)
      .innerJoin(enterprises, eq(enterprises.id, companies.enterpriseId))
      .where(scope ? inArray(companies.id, [...scope]) : undefined),
    actor.isStaff
      ? Promise.resolve([])
      : db
          .select({ companyId: brandKitAccess.companyId, level: brandKitAccess.level })
          .from(brandKitAccess)
          .where(eq(brandKitAccess.userId, actor.id)),
  ]);
  for (const c of rows) {
    const level = grants.find((g) => g.companyId === c.id)?.level;
    const permissions = brandKitPermissions(actor, c, level);
    if (!permissions.includes('VIEW')) continue;
    out.set(c.id, { ...c, permissions, canManageAccess: canManageBrandKitAccess(actor, c) });
  }
  return out;
}

/** One company's access for the caller, or 404 when the caller may not see its kits. */
export async function requireCompanyAccess(
  db: Db,
  actor: SessionUser,
  companyId: number,
): Promise<CompanyAccess> {
  const access = (await companyAccess(db, actor, [companyId])).get(companyId);
  if (!access) throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND);
  return access;
}

export type PersonAccess = {
  userId: number;
  name: string;
  email: string;
  /** Enterprise owners always have CREATE and cannot be changed here. */
  owner: boolean;
  level: AccessLevel;
  /** True when nothing was granted and the level is the default. */
  inherited: boolean;
};

/** What the access list shows of a person. */
const personColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** The people of a company (members and the enterprise's owners) with their level. */
async function peopleOf(db: Db, company: { id: number; enterpriseId: number }): Promise<PersonAccess[]> {
  const [members, owners, grants] = await Promise.all([
    db
      .select(personColumns)
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, company.id))
      .orderBy(asc(users.id)),
    db
      .select(personColumns)
      .from(enterpriseOwners)
      .innerJoin(users, eq(users.id, enterpriseOwners.userId))
      .where(eq(enterpriseOwners.enterpriseId, company.enterpriseId))
      .orderBy(asc(enterpriseOwners.position)),
    db.select().from(brandKitAccess).where(eq(brandKitAccess.companyId, company.id)),
  ]);
  const ownerIds = new Set(owners.map((o) => o.id));
  const seen = new Set<number>();
  const out: PersonAccess[] = [];
  for (const u of [...owners, ...members]) {
    if (seen.has(u.id)) continue;
    seen.add(u.id);
    const grant = grants.find((g) => g.userId === u.id);
    const owner = ownerIds.has(u.id);
    out.push({
      userId: u.id,
      name: `${u.firstName} ${u.lastName}`.trim() || u.username,
      email: u.email,
      owner,
      level: owner ? 'CREATE' : (grant?.level ?? DEFAULT_ACCESS_LEVEL),
      inherited: !owner && !grant,
    });
  }
  return out;
}

/** GET: who may do what with a company's kits; only the owner and staff may see and change it. */
export async function listCompanyAccess(
  db: Db,
  actor: SessionUser,
  companyId: number,
): Promise<{ company: CompanyAccess; people: PersonAccess[] }> {
  const company = await requireCompanyAccess(db, actor, companyId);
  if (!company.canManageAccess) {
    throw new AppError('FORBIDDEN', 'Only the company owner and staff manage access to brand kits.');
  }
  return { company, people: await peopleOf(db, company) };
}

/** Sets levels for people of the company; anyone else, or an owner, is refused and nothing changes. */
export async function setCompanyAccess(
  db: Db,
  actor: SessionUser,
  companyId: number,
  grants: { userId: number; level: AccessLevel }[],
): Promise<{ company: CompanyAccess; people: PersonAccess[] }> {
  const { company, people } = await listCompanyAccess(db, actor, companyId);
  for (const g of grants) {
    const person = people.find((p) => p.userId === g.userId);
    if (!person) throw new AppError('BAD_REQUEST', 'Access can only be granted to people of the company.');
    if (person.owner) {
      throw new AppError('BAD_REQUEST', 'The company owner always has full access to its brand kits.');
    }
  }
  if (grants.length) {
    await db.transaction(async (tx) => {
      for (const g of grants) {
        await tx
          .insert(brandKitAccess)
          .values({ companyId, userId: g.userId, level: g.level, grantedById: actor.id })
          .onConflictDoUpdate({
            target: [brandKitAccess.companyId, brandKitAccess.userId],
            set: { level: g.level, grantedById: actor.id, updatedAt: new Date() },
          });
      }
    });
  }
  return { company, people: await peopleOf(db, company) };
}

/**
 * May the actor download a file that belongs to a brand kit (a logo or a font) or to the kit
 * snapshot of a request? Kit files: VIEW on the kit's company. Snapshot files: the request is
 * visible to the actor and the actor has VIEW on its company's kits.
 */
export async function brandKitFileVisible(db: Db, actor: SessionUser, fileId: string): Promise<boolean> {
  const kitCompanies = await db
    .selectDistinct({ companyId: brandKits.companyId })
    .from(brandAssets)
    .innerJoin(brandKits, eq(brandKits.id, brandAssets.brandKitId))
    .where(sql`(${brandAssets.value}->>'fileId') = ${fileId}`);
  const requests = await db
    .select({
      ...factsColumns,
    })
    .from(requestBrandKits)
    .innerJoin(serviceRequests, eq(serviceRequests.id, requestBrandKits.requestId))
    .where(sql`${requestBrandKits.fileIds} @> array[${fileId}]::uuid[]`);
  const visibleRequests = requests.filter((r) => canSee(actor, r));
  const ids = [
    ...new Set([...kitCompanies.map((k) => k.companyId), ...visibleRequests.map((r) => r.companyId)]),
  ];
  if (!ids.length) return false;
  const access = await companyAccess(db, actor, ids);
  return access.size > 0;
}
