import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, companyMembers, enterpriseOwners, enterprises } from '../../db/schema/index.ts';
import type { SessionUser } from '../../context.ts';
import { AppError } from '#shared/errors.ts';
import { NOT_IN_TEAM } from '#shared/schemas/team.ts';

export const ENTERPRISE_NOT_FOUND = 'Enterprise not found';
export const OWNERS_ONLY = 'Only an owner of the enterprise can manage its team.';

/**
 * Who may see and manage an enterprise's team: staff, and the enterprise's owners. A member of it gets
 * 403 (they know it exists); anyone else 404, as for every other enterprise read.
 */
export async function requireTeamAccess(
  db: Db,
  actor: SessionUser,
  enterpriseId: number,
): Promise<{ id: number; name: string }> {
  if (!actor.isStaff && !actor.ownedEnterpriseIds.includes(enterpriseId)) {
    if (actor.enterpriseIds.includes(enterpriseId)) throw new AppError('FORBIDDEN', OWNERS_ONLY);
    throw new AppError('NOT_FOUND', ENTERPRISE_NOT_FOUND);
  }
  const [row] = await db
    .select({ id: enterprises.id, name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  if (!row) throw new AppError('NOT_FOUND', ENTERPRISE_NOT_FOUND);
  return row;
}

/**
 * Locks the enterprise row for the rest of the transaction: every change to its owners and members
 * takes this lock first, so two concurrent demotions or removals are checked one after the other.
 */
export async function lockEnterprise(tx: Db, enterpriseId: number): Promise<void> {
  await tx
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId))
    .for('update');
}

export type Standing = { isOwner: boolean; companyIds: number[]; ownerCount: number };

/** The person's place in the enterprise (under the lock): owner or not, their companies, how many owners. */
export async function standingOf(tx: Db, enterpriseId: number, userId: number): Promise<Standing> {
  const owners = await tx
    .select({ userId: enterpriseOwners.userId })
    .from(enterpriseOwners)
    .where(eq(enterpriseOwners.enterpriseId, enterpriseId));
  const memberOf = await tx
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companies.enterpriseId, enterpriseId), eq(companyMembers.userId, userId)));
  return {
    isOwner: owners.some((o) => o.userId === userId),
    companyIds: memberOf.map((m) => m.companyId).sort((a, b) => a - b),
    ownerCount: owners.length,
  };
}

export function requireInTeam(standing: Standing): void {
  if (!standing.isOwner && standing.companyIds.length === 0) throw new AppError('NOT_FOUND', NOT_IN_TEAM);
}

/** The enterprise's company ids. */
export async function companyIdsOf(tx: Db, enterpriseId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.enterpriseId, enterpriseId));
  return rows.map((r) => r.id);
}

/** Whether the person still belongs to any enterprise (a membership or an ownership anywhere). */
export async function belongsAnywhere(tx: Db, userId: number): Promise<boolean> {
  const rows = await tx.execute(
    sql`select exists(select 1 from ${companyMembers} where ${companyMembers.userId} = ${userId})
        or exists(select 1 from ${enterpriseOwners} where ${enterpriseOwners.userId} = ${userId}) as "any"`,
  );
  const row = (rows as unknown as { rows: { any: boolean }[] }).rows[0];
  return Boolean(row?.any);
}
