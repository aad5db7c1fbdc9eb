import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enterpriseOwners } from '../../db/schema/index.ts';
import type { SessionUser } from '../../context.ts';
import { AppError } from '#shared/errors.ts';
import { LAST_OWNER, NO_COMPANY_TO_STAY_IN, type TeamRole } from '#shared/schemas/team.ts';
import { recordAudit } from '../audit/write.ts';
import { lockEnterprise, requireInTeam, requireTeamAccess, standingOf } from './access.ts';
import { withdrawWhatTheySetUp } from './standing-lost.ts';

/**
 * PUT /api/team/:enterpriseId/people/:userId/role: member ↔ owner. The last owner cannot be demoted:
 * the owners are counted under the enterprise's row lock, so two concurrent demotions cannot both pass.
 * An owner in no company of the enterprise cannot be made a member (409): they would drop out of the
 * team without being removed. Writes a `role_changed` audit entry (before, after). Nothing changes
 * when the role already is that.
 */
export async function changeRole(
  db: Db,
  actor: SessionUser,
  input: { enterpriseId: number; userId: number; role: TeamRole; address: string | null },
): Promise<{ changed: boolean }> {
  await requireTeamAccess(db, actor, input.enterpriseId);
  return db.transaction(async (tx) => {
    await lockEnterprise(tx, input.enterpriseId);
    const standing = await standingOf(tx, input.enterpriseId, input.userId);
    requireInTeam(standing);
    const before: TeamRole = standing.isOwner ? 'owner' : 'member';
    if (before === input.role) return { changed: false };
    if (input.role === 'member') {
      if (standing.ownerCount <= 1) throw new AppError('CONFLICT', LAST_OWNER);
      if (standing.companyIds.length === 0) throw new AppError('CONFLICT', NO_COMPANY_TO_STAY_IN);
      await tx
        .delete(enterpriseOwners)
        .where(
          and(
            eq(enterpriseOwners.enterpriseId, input.enterpriseId),
            eq(enterpriseOwners.userId, input.userId),
          ),
        );
      // A member cannot invite: what they sent as an owner and is still pending is withdrawn. Nor
      // manage webhooks: the endpoints they added stop receiving the enterprise's events.
      await withdrawWhatTheySetUp(tx, {
        userId: input.userId,
        enterpriseId: input.enterpriseId,
        actorId: actor.id,
        how: 'made_member',
        address: input.address,
      });
    } else {
      await tx.insert(enterpriseOwners).values({
        enterpriseId: input.enterpriseId,
        userId: input.userId,
        position: sql`(select coalesce(max(position), -1) + 1 from enterprise_owners where enterprise_id = ${input.enterpriseId})`,
      });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'role_changed',
      targetUserId: input.userId,
      enterpriseId: input.enterpriseId,
      details: { before: { role: before }, after: { role: input.role }, address: input.address },
    });
    return { changed: true };
  });
}
