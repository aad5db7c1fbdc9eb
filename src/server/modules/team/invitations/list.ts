import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { SessionUser } from '../../../context.ts';
import { teamInvitations, users } from '../../../db/schema/index.ts';
import type { InvitationList } from '#shared/schemas/invitations.ts';
import { requireTeamAccess } from '../access.ts';
import { toInvitation } from './shared.ts';

/**
 * GET /api/team/:enterpriseId/invitations: the enterprise's open invitations (not accepted, not
 * revoked), newest first; one whose link is past its date is listed as expired (resend or revoke it).
 */
export async function listInvitations(
  db: Db,
  actor: SessionUser,
  enterpriseId: number,
): Promise<InvitationList> {
  await requireTeamAccess(db, actor, enterpriseId);
  const rows = await db
    .select({
      row: teamInvitations,
      inviterName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      inviterUsername: users.username,
      expired: sql<boolean>`${teamInvitations.expiresAt} <= now()`,
    })
    .from(teamInvitations)
    .leftJoin(users, eq(users.id, teamInvitations.invitedById))
    .where(
      and(
        eq(teamInvitations.enterpriseId, enterpriseId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
      ),
    )
    .orderBy(desc(teamInvitations.sentAt), desc(teamInvitations.id))
    .limit(500);
  return {
    invitations: rows.map((r) =>
      toInvitation({ ...r.row, inviterName: r.inviterName ?? r.inviterUsername, expired: r.expired }),
    ),
  };
}
