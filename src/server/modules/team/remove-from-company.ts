import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyMembers } from '../../db/schema/index.ts';
import type { SessionUser } from '../../context.ts';
import { AppError } from '#shared/errors.ts';
import { LAST_COMPANY, NOT_A_COMPANY } from '#shared/schemas/team.ts';
import { recordAudit } from '../audit/write.ts';
import { companyIdsOf, lockEnterprise, requireInTeam, requireTeamAccess, standingOf } from './access.ts';

/**
 * DELETE /api/team/:enterpriseId/people/:userId/companies/:companyId: takes a person out of one company
 * of the enterprise. Not out of their only one (that is removing them from the enterprise, a separate
 * action with its own checks). Writes `company_member_removed` (companies before, after).
 */
export async function removeFromCompany(
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
    if (!standing.companyIds.includes(input.companyId)) return { changed: false };
    if (standing.companyIds.length <= 1) throw new AppError('CONFLICT', LAST_COMPANY);
    await tx
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, input.companyId), eq(companyMembers.userId, input.userId)));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'company_member_removed',
      targetUserId: input.userId,
      enterpriseId: input.enterpriseId,
      details: {
        companyId: input.companyId,
        before: { companyIds: standing.companyIds },
        after: { companyIds: standing.companyIds.filter((id) => id !== input.companyId) },
        address: input.address,
      },
    });
    return { changed: true };
  });
}
