import type { Db } from '../../db/client.ts';
import { companyMembers } from '../../db/schema/index.ts';
import type { SessionUser } from '../../context.ts';
import { AppError } from '#shared/errors.ts';
import { NOT_A_COMPANY } from '#shared/schemas/team.ts';
import { recordAudit } from '../audit/write.ts';
import { companyIdsOf, lockEnterprise, requireInTeam, requireTeamAccess, standingOf } from './access.ts';

/**
 * PUT /api/team/:enterpriseId/people/:userId/companies/:companyId: adds a person of the team to another
 * company of the enterprise. Writes `company_member_added` (companies before, after); a person already
 * in the company changes nothing.
 */
export async function addToCompany(
  db: Db,
  actor: SessionUser,
  input: { enterpriseId: number; userId: number; companyId: number; address: string | null },
): Promise<{ changed: boolean }> {
  await requireTeamAccess(db, actor, input.enterpriseId);
  return db.transaction(async (tx) => {
    await lockEnterprise(tx, input.enterpriseId);
    if (!(await companyIdsOf(tx, input.enterpriseId)).includes(input.companyId)) {
      throw new AppError('NOT_FOUND', NOT_A_COMPANY);
    }
    const standing = await standingOf(tx, input.enterpriseId, input.userId);
    requireInTeam(standing);
    if (standing.companyIds.includes(input.companyId)) return { changed: false };
    await tx.insert(companyMembers).values({ companyId: input.companyId, userId: input.userId });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'company_member_added',
      targetUserId: input.userId,
      enterpriseId: input.enterpriseId,
      details: {
        companyId: input.companyId,
        before: { companyIds: standing.companyIds },
        after: { companyIds: [...standing.companyIds, input.companyId].sort((a, b) => a - b) },
        address: input.address,
      },
    });
    return { changed: true };
  });
}
