import { pendingTierOf, type PendingTier } from '#shared/domain/tier-change.ts';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, companyMembers, enterpriseOwners, enterprises, users } from '../../db/schema/index.ts';
import type { SessionUser } from '../../context.ts';
import { AppError } from '#shared/errors.ts';
import type { UserDto } from '#shared/schemas/user.ts';

export type PublicUser = UserDto;

export const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImage: users.profileImage,
};

export async function findUserByIdentifier(db: Db, identifier: string) {
  const id = identifier.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.email})`, id), eq(sql`lower(${users.username})`, id)))
    .limit(1);
  return user ?? null;
}

export type CompanyDto = { id: number; name: string; enterprise: { id: number; name: string } };
export type EnterpriseDto = {
  id: number;
  name: string;
  membership: string;
  availableRequestCredit: string;
  paymentAt: string | null;
  pending: PendingTier | null;
  owners: { email: string }[];
};

/** Companies the user may act for: staff see all, customers their memberships and owned enterprises. */
export async function listCompaniesFor(db: Db, actor: SessionUser): Promise<CompanyDto[]> {
  if (!actor.isStaff && actor.companyIds.length === 0) return [];
  const rows = await db
    .select({ id: companies.id, name: companies.name, eid: enterprises.id, ename: enterprises.name })
    .from(companies)
    .innerJoin(enterprises, eq(enterprises.id, companies.enterpriseId))
    .where(actor.isStaff ? undefined : inArray(companies.id, actor.companyIds))
    .orderBy(asc(enterprises.name), asc(companies.name));
  return rows.map((r) => ({ id: r.id, name: r.name, enterprise: { id: r.eid, name: r.ename } }));
}

/** Enterprises the user may see the balance of: staff all, customers theirs (first enterprise first). */
export async function listEnterprisesFor(db: Db, actor: SessionUser): Promise<EnterpriseDto[]> {
  if (!actor.isStaff && actor.enterpriseIds.length === 0) return [];
  const rows = await db
    .select()
    .from(enterprises)
    .where(actor.isStaff ? undefined : inArray(enterprises.id, actor.enterpriseIds))
    .orderBy(asc(enterprises.name));
  const ids = rows.map((r) => r.id);
  const owners = ids.length
    ? await db
        .select({ enterpriseId: enterpriseOwners.enterpriseId, email: users.email })
        .from(enterpriseOwners)
        .innerJoin(users, eq(users.id, enterpriseOwners.userId))
        .where(inArray(enterpriseOwners.enterpriseId, ids))
        .orderBy(asc(enterpriseOwners.position))
    : [];
  const dtos = rows.map((e) => ({
    id: e.id,
    name: e.name,
    membership: e.membership,
    availableRequestCredit: e.availableCredit,
    paymentAt: e.paymentAt,
    pending: pendingTierOf(e),
    owners: owners.filter((o) => o.enterpriseId === e.id).map((o) => ({ email: o.email })),
  }));
  // Customers: the enterprise of their first company comes first (it is the one shown in the shell).
  const first = actor.enterpriseIds[0];
  return actor.isStaff ? dtos : dtos.sort((a, b) => Number(b.id === first) - Number(a.id === first));
}

/** Users of a company (its members and the owners of its enterprise). */
export async function listCompanyUsers(db: Db, companyId: number): Promise<PublicUser[]> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return [];
  return db
    .selectDistinct(publicUserColumns)
    .from(users)
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.userId, users.id), eq(companyMembers.companyId, companyId)),
    )
    .leftJoin(
      enterpriseOwners,
      and(eq(enterpriseOwners.userId, users.id), eq(enterpriseOwners.enterpriseId, company.enterpriseId)),
    )
    .where(or(sql`${companyMembers.userId} is not null`, sql`${enterpriseOwners.userId} is not null`))
    .orderBy(asc(users.firstName), asc(users.id));
}

/**
 * SQL over users: the user is a user of the company, i.e. a member of it or an owner of its
 * enterprise (listCompanyUsers's rule, for a few given users without listing them all).
 */
export const companyUserSql = (company: { id: number; enterpriseId: number }) =>
  sql<boolean>`(exists (select 1 from ${companyMembers} where ${companyMembers.userId} = ${users.id} and ${companyMembers.companyId} = ${company.id})
    or exists (select 1 from ${enterpriseOwners} where ${enterpriseOwners.userId} = ${users.id} and ${enterpriseOwners.enterpriseId} = ${company.enterpriseId}))`;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL: the user's e-mail is in the provider's domain (staff). */
export const isStaffUserSql = (providerDomain: string) =>
  sql<boolean>`lower(${users.email}) like ${`%@${likeEscape(providerDomain.trim().toLowerCase().replace(/^@/, ''))}`} escape '\\'`;

/** GET /api/company/findUsers: users of a company the caller belongs to (staff: any company); else 404. */
export async function findCompanyUsersFor(
  db: Db,
  actor: SessionUser,
  companyId: number,
): Promise<PublicUser[]> {
  if (!actor.isStaff && !actor.companyIds.includes(companyId)) {
    throw new AppError('NOT_FOUND', 'Company not found');
  }
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError('NOT_FOUND', 'Company not found');
  return listCompanyUsers(db, companyId);
}

/**
 * The users among `ids` the actor may look up: staff see everyone; a customer sees themself, staff
 * members, and the people of their companies and enterprises. Others are simply absent.
 */
export async function usersVisibleTo(
  db: Db,
  actor: SessionUser,
  ids: number[],
  providerDomain: string,
): Promise<PublicUser[]> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (wanted.length === 0) return [];
  const related = actor.isStaff
    ? undefined
    : or(
        eq(users.id, actor.id),
        isStaffUserSql(providerDomain),
        actor.companyIds.length
          ? inArray(
              users.id,
              db
                .select({ id: companyMembers.userId })
                .from(companyMembers)
                .where(inArray(companyMembers.companyId, actor.companyIds)),
            )
          : undefined,
        actor.enterpriseIds.length
          ? inArray(
              users.id,
              db
                .select({ id: enterpriseOwners.userId })
                .from(enterpriseOwners)
                .where(inArray(enterpriseOwners.enterpriseId, actor.enterpriseIds)),
            )
          : undefined,
      );
  const rows = await db
    .select(publicUserColumns)
    .from(users)
    .where(and(inArray(users.id, wanted), related));
  // Answer in the order asked.
  return wanted.map((id) => rows.find((r) => r.id === id)).filter((u): u is PublicUser => !!u);
}

/** GET /api/user/:id — 404 when the user does not exist or is not visible to the caller. */
export async function getUserFor(
  db: Db,
  actor: SessionUser,
  id: number,
  providerDomain: string,
): Promise<PublicUser> {
  const [user] = await usersVisibleTo(db, actor, [id], providerDomain);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  return user;
}

/** POST /api/user/heybossMember — the provider's staff, optionally filtered by a keyword or an exact e-mail. */
export async function listStaffMembers(
  db: Db,
  providerDomain: string,
  filter: { keyword?: string; email?: string } = {},
): Promise<PublicUser[]> {
  const keyword = filter.keyword?.trim().toLowerCase();
  const email = filter.email?.trim().toLowerCase();
  const pattern = keyword ? `%${likeEscape(keyword)}%` : null;
  return db
    .select(publicUserColumns)
    .from(users)
    .where(
      and(
        isStaffUserSql(providerDomain),
        // A deactivated staff account is offered to nobody (modules/staff).
        isNull(users.deactivatedAt),
        email ? eq(sql`lower(${users.email})`, email) : undefined,
        pattern
          ? or(
              sql`lower(${users.email}) like ${pattern} escape '\\'`,
              sql`lower(${users.username}) like ${pattern} escape '\\'`,
              sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern} escape '\\'`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(500);
}
