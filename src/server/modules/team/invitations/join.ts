import type { SessionUser } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '#shared/errors.ts';
import { INVITATION_MESSAGES } from '#shared/schemas/invitations.ts';
import { recordAudit } from '../../audit/write.ts';
import { lockEnterprise, standingOf } from '../access.ts';
import { joinEnterprise, liveInvitation, markAccepted, normaliseEmail } from './shared.ts';

/**
 * POST /api/invitations/join: a person who already has an account accepts, signed in as the invited
 * address (another account: 403, nothing changed). They join the invited companies (and the owners
 * for role owner) at once; what they already had stays. `invitation_accepted`, in one transaction.
 */
export async function joinByInvitation(
  db: Db,
  actor: SessionUser,
  input: { tokenHash: string; address: string | null; providerDomain: string },
): Promise<{ enterpriseId: number }> {
  return db.transaction(async (tx: Db) => {
    const first = await liveInvitation(tx, input.tokenHash, input.providerDomain);
    if (normaliseEmail(first.email) !== normaliseEmail(actor.email)) {
      throw new AppError('FORBIDDEN', INVITATION_MESSAGES.wrongAccount(first.email), { account: 'other' });
    }
    await lockEnterprise(tx, first.enterpriseId);
    const invitation = await liveInvitation(tx, input.tokenHash, input.providerDomain, true);
    const before = await standingOf(tx, invitation.enterpriseId, actor.id);
    const joined = await joinEnterprise(tx, invitation, actor.id);
    await markAccepted(tx, invitation.id, actor.id);
    const companyIds = [...new Set([...before.companyIds, ...joined])].sort((a, b) => a - b);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'invitation_accepted',
      targetUserId: actor.id,
      enterpriseId: invitation.enterpriseId,
      details: {
        invitationId: invitation.id,
        email: invitation.email,
        role: invitation.role,
        newAccount: false,
        before: { role: before.isOwner ? 'owner' : 'member', companyIds: before.companyIds },
        after: { role: before.isOwner || invitation.role === 'owner' ? 'owner' : 'member', companyIds },
        address: input.address,
      },
    });
    return { enterpriseId: invitation.enterpriseId };
  });
}
