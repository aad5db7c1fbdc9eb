import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import { INVITATION_MESSAGES, type AcceptInvitationBody } from '#shared/schemas/invitations.ts';
import { createCustomerAccount } from '../../accounts/signup.ts';
import { hashPassword } from '../../accounts/passwords.ts';
import { recordAudit } from '../../audit/write.ts';
import { lockEnterprise } from '../access.ts';
import { joinEnterprise, liveInvitation, markAccepted, normaliseEmail } from './shared.ts';

/**
 * POST /api/invitations/accept (public): the invitee signs up from the link — the address is the
 * invitation's, they choose names, username and password — and the account is made at once, with
 * its memberships (and ownership for role owner): no second approval, the link is the approval. The
 * account creation is the approved member sign-up's (`createCustomerAccount`). In one transaction,
 * the invitation locked first so a link works once even when two tabs race; `invitation_accepted`.
 * An address that already has an account: 409 (sign in and accept, join.ts).
 */
export async function acceptInvitation(
  ctx: AppContext,
  input: AcceptInvitationBody & { tokenHash: string; address: string | null },
): Promise<{ userId: number; enterpriseId: number }> {
  // The costly hash before the transaction, so its locks are held for milliseconds.
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx: Db) => {
    const first = await liveInvitation(tx, input.tokenHash, ctx.env.PROVIDER_DOMAIN);
    await lockEnterprise(tx, first.enterpriseId);
    const invitation = await liveInvitation(tx, input.tokenHash, ctx.env.PROVIDER_DOMAIN, true);
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, normaliseEmail(invitation.email)));
    if (account) throw new AppError('CONFLICT', INVITATION_MESSAGES.accountExists, { account: 'exists' });
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()));
    if (taken) throw new AppError('CONFLICT', INVITATION_MESSAGES.usernameTaken, { field: 'username' });
    const userId = await createCustomerAccount(tx, ctx.env.PROVIDER_DOMAIN, {
      email: invitation.email,
      username: input.username,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
    });
    const companyIds = await joinEnterprise(tx, invitation, userId);
    await markAccepted(tx, invitation.id, userId);
    await recordAudit(tx, {
      actorId: userId,
      action: 'invitation_accepted',
      targetUserId: userId,
      enterpriseId: invitation.enterpriseId,
      details: {
        invitationId: invitation.id,
        email: invitation.email,
        role: invitation.role,
        newAccount: true,
        after: { role: invitation.role, companyIds },
        address: input.address,
      },
    });
    return { userId, enterpriseId: invitation.enterpriseId };
  });
}
