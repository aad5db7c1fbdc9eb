import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyMembers, enterpriseOwners, sessions } from '../../db/schema/index.ts';
import type { SessionUser } from '../../context.ts';
import { AppError } from '#shared/errors.ts';
import { LAST_OWNER, type RemovePersonResult } from '#shared/schemas/team.ts';
import { recordAudit } from '../audit/write.ts';
import {
  ENTERPRISE_NOT_FOUND,
  belongsAnywhere,
  companyIdsOf,
  lockEnterprise,
  requireInTeam,
  requireTeamAccess,
  standingOf,
} from './access.ts';
import { soleAssignmentsQuery } from './sole-assignments.ts';
import { withdrawWhatTheySetUp } from './standing-lost.ts';

/**
 * DELETE /api/team/:enterpriseId/people/:userId: the person leaves the enterprise, removed by an owner
 * or staff, or on their own (an owner from the Team page, a member from their account). Their memberships of
 * its companies and their ownership go (under the enterprise's row lock: the last owner cannot be
 * removed); when they belong to no other enterprise, their sessions end too (the next call answers
 * 401). Either way the session cache hears of it at commit (the triggers of 0015), so their access to
 * this enterprise is gone at once. Their requests, comments and ledger entries stay. Answers the open
 * requests where they were the only assignee, for the owner to reassign, and the session hashes ended
 * (the route drops them from this instance's cache).
 */
export async function removePerson(
  db: Db,
  actor: SessionUser,
  input: { enterpriseId: number; userId: number; address: string | null },
): Promise<RemovePersonResult & { endedSessions: string[] }> {
  // A member may leave on their own (Account settings, "Your enterprises"); removing anyone else is
  // the owners' and staff's. An enterprise one is not in stays not found.
  const leavingAsMember =
    input.userId === actor.id && !actor.isStaff && !actor.ownedEnterpriseIds.includes(input.enterpriseId);
  if (!leavingAsMember) await requireTeamAccess(db, actor, input.enterpriseId);
  else if (!actor.enterpriseIds.includes(input.enterpriseId)) {
    throw new AppError('NOT_FOUND', ENTERPRISE_NOT_FOUND);
  }
  const result = await db.transaction(async (tx) => {
    await lockEnterprise(tx, input.enterpriseId);
    const standing = await standingOf(tx, input.enterpriseId, input.userId);
    requireInTeam(standing);
    if (standing.isOwner && standing.ownerCount <= 1) throw new AppError('CONFLICT', LAST_OWNER);
    const companyIds = await companyIdsOf(tx, input.enterpriseId);
    if (companyIds.length) {
      await tx
        .delete(companyMembers)
        .where(and(eq(companyMembers.userId, input.userId), inArray(companyMembers.companyId, companyIds)));
    }
    if (standing.isOwner) {
      await tx
        .delete(enterpriseOwners)
        .where(
          and(
            eq(enterpriseOwners.enterpriseId, input.enterpriseId),
            eq(enterpriseOwners.userId, input.userId),
          ),
        );
      // Their pending invitations were sent on an owner's word they no longer have: withdrawn with
      // them; nor may the endpoints they added go on receiving the enterprise's events: paused.
      await withdrawWhatTheySetUp(tx, {
        userId: input.userId,
        enterpriseId: input.enterpriseId,
        actorId: actor.id,
        how: input.userId === actor.id ? 'left' : 'removed',
        address: input.address,
      });
    }
    const elsewhere = await belongsAnywhere(tx, input.userId);
    const ended = elsewhere
      ? []
      : (
          await tx
            .delete(sessions)
            .where(eq(sessions.userId, input.userId))
            .returning({ tokenHash: sessions.tokenHash })
        ).map((s) => s.tokenHash);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'person_removed',
      targetUserId: input.userId,
      enterpriseId: input.enterpriseId,
      details: {
        before: { role: standing.isOwner ? 'owner' : 'member', companyIds: standing.companyIds },
        after: null,
        sessionsEnded: ended.length,
        address: input.address,
        ...(input.userId === actor.id ? { left: true } : {}),
      },
    });
    return { signedOut: !elsewhere, endedSessions: ended };
  });
  return {
    ...result,
    // What they leave unassigned is for the owners to reassign (the Team page lists it for them).
    soleAssignments: leavingAsMember
      ? []
      : await soleAssignmentsQuery(db, actor, input.enterpriseId, input.userId),
  };
}
