import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { teamInvitations } from '../../../db/schema/index.ts';
import { recordAudit } from '../../audit/write.ts';
import { lockEnterprise, requireTeamAccess } from '../access.ts';
import { openInvitation } from './shared.ts';

/**
 * DELETE /api/team/:enterpriseId/invitations/:invitationId: the link stops working (its page says the
 * invitation was withdrawn); the row stays, revoked. Writes `invitation_revoked`. Not open: 404.
 */
export async function revokeInvitation(
  db: Db,
  actor: SessionUser,
  input: { enterpriseId: number; invitationId: number; address: string | null },
): Promise<{ ok: true }> {
  await requireTeamAccess(db, actor, input.enterpriseId);
  await db.transaction(async (tx: Db) => {
    await lockEnterprise(tx, input.enterpriseId);
    const row = await openInvitation(tx, input.enterpriseId, input.invitationId);
    await tx
      .update(teamInvitations)
      .set({ revokedAt: sql`now()` as unknown as Date, revokedById: actor.id })
      .where(eq(teamInvitations.id, row.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'invitation_revoked',
      enterpriseId: input.enterpriseId,
      details: { invitationId: row.id, email: row.email, role: row.role, address: input.address },
    });
  });
  return { ok: true };
}
