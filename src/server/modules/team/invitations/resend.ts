import { eq, sql } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { teamInvitations } from '../../../db/schema/index.ts';
import { WriteBatch } from '../../../db/write-batch.ts';
import { recordAudit } from '../../audit/write.ts';
import { lockEnterprise, requireTeamAccess } from '../access.ts';
import {
  admitSends,
  expiryFromNow,
  mintToken,
  openInvitation,
  personOf,
  queueInvitationEmail,
  type HashToken,
} from './shared.ts';

/**
 * POST /api/team/:enterpriseId/invitations/:invitationId/resend: a new link (new token, 7 days from
 * now) by a new e-mail; the old link stops working at once (its hash is replaced). An expired
 * invitation comes back to life this way. Whoever resends it becomes its sender: the e-mail is in
 * their name, and a link stands only while its sender may invite (`liveInvitation`), so a resend
 * by a current owner of an invitation whose first sender left (a deactivated staff account, an
 * ownership removed outside the Team page) makes a link that works. Writes `invitation_resent`.
 */
export async function resendInvitation(
  ctx: AppContext,
  actor: SessionUser,
  input: { enterpriseId: number; invitationId: number; address: string | null; hashToken: HashToken },
): Promise<{ ok: true }> {
  const enterprise = await requireTeamAccess(ctx.db, actor, input.enterpriseId);
  // The invitation must be this enterprise's before it counts against the resend limit: another
  // enterprise's owner cannot use up the limit of an invitation that is not theirs.
  await openInvitation(ctx.db, input.enterpriseId, input.invitationId);
  await admitSends(ctx.db, actor.id, 1, input.invitationId);
  const inviter = await personOf(ctx.db, actor.id);
  await ctx.db.transaction(async (tx: Db) => {
    await lockEnterprise(tx, input.enterpriseId);
    const row = await openInvitation(tx, input.enterpriseId, input.invitationId);
    const { token, tokenHash } = mintToken(input.hashToken);
    await tx
      .update(teamInvitations)
      .set({
        tokenHash,
        sentAt: sql`now()` as unknown as Date,
        expiresAt: expiryFromNow(),
        invitedById: actor.id,
      })
      .where(eq(teamInvitations.id, row.id));
    const batch = new WriteBatch();
    await queueInvitationEmail(batch, tx, ctx, row, inviter, enterprise.name, token);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'invitation_resent',
      enterpriseId: input.enterpriseId,
      details: {
        invitationId: row.id,
        email: row.email,
        before: { expiresAt: row.expiresAt.toISOString(), invitedById: row.invitedById },
        address: input.address,
      },
    });
    await batch.run(tx);
  });
  return { ok: true };
}
