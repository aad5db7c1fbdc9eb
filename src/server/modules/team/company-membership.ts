import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyMembers } from '../../db/schema/index.ts';
import type { SessionUser } from '../../context.ts';
import { AppError } from '#shared/errors.ts';
import { LAST_COMPANY, NOT_A_COMPANY } from '#shared/schemas/team.ts';
import { recordAudit } from '../audit/write.ts';
import { companyIdsOf, lockEnterprise, requireInTeam, requireTeamAccess, standingOf } from './access.ts';

type CompanyChange = { enterpriseId: number; userId: number; companyId: number; address: string | null };

/**
 * Puts a person of the team in one more company of the enterprise, or takes them out of one, under the
 * enterprise's lock, with its audit entry (companies before and after). What is already so changes
 * nothing (`changed: false`, no entry).
 */
async function changeCompanies(
  db: Db,
  actor: SessionUser,
  input: CompanyChange,
  direction: 'add' | 'remove',
): Promise<{ changed: boolean }> {
  await requireTeamAccess(db, actor, input.enterpriseId);
  return db.transaction(async (tx) => {
    await lockEnterprise(tx, input.enterpriseId);
    if (!(await companyIdsOf(tx, input.enterpriseId)).includes(input.companyId)) {
      throw new AppError('NOT_FOUND', NOT_A_COMPANY);
    }
    const standing = await standingOf(tx, input.enterpriseId, input.userId);
    requireInTeam(standing);
    const before = standing.companyIds;
    if (before.includes(input.companyId) === (direction === 'add')) return { changed: false };
    let after: number[];
    if (direction === 'add') {
      await tx.insert(companyMembers).values({ companyId: input.companyId, userId: input.userId });
      after = [...before, input.companyId].sort((a, b) => a - b);
    } else {
      // Out of their only company is out of the enterprise: a separate action with its own checks.
      if (before.length <= 1) throw new AppError('CONFLICT', LAST_COMPANY);
      await tx
        .delete(companyMembers)
        .where(and(eq(companyMembers.companyId, input.companyId), eq(companyMembers.userId, input.userId)));
      after = before.filter((id) => id !== input.companyId);
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: direction === 'add' ? 'company_member_added' : 'company_member_removed',
      targetUserId: input.userId,
      enterpriseId: input.enterpriseId,
      details: {
        companyId: input.companyId,
        before: { companyIds: before },
        after: { companyIds: after },
        address: input.address,
      },
    });
    return { changed: true };
  });
}

/** PUT /api/team/:enterpriseId/people/:userId/companies/:companyId: `company_member_added`. */
export const addToCompany = (db: Db, actor: SessionUser, input: CompanyChange) =>
  changeCompanies(db, actor, input, 'add');

/**
 * DELETE /api/team/:enterpriseId/people/:userId/companies/:companyId: `company_member_removed`; not out
 * of their only company (409).
 */
export const removeFromCompany = (db: Db, actor: SessionUser, input: CompanyChange) =>
  changeCompanies(db, actor, input, 'remove');
