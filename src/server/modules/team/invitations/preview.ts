import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import type { InvitationPreview } from '#shared/schemas/invitations.ts';
import { uniqueUsername } from '../../accounts/signup.ts';
import { companyNames, enterpriseName, liveInvitation, normaliseEmail, personOf } from './shared.ts';

/**
 * POST /api/invitations/check (public): what the accept page shows of a live link — the address
 * (fixed), the enterprise, companies and role, who invited, whether an account already uses the
 * address (then: sign in as it and accept) and a free username to start from. A link that no longer
 * works answers its 404 or 410 (liveInvitation).
 */
export async function previewInvitation(
  db: Db,
  tokenHash: string,
  providerDomain: string,
): Promise<InvitationPreview> {
  const row = await liveInvitation(db, tokenHash, providerDomain);
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, normaliseEmail(row.email)), isNull(users.deletedAt)));
  const inviter = row.invitedById === null ? null : await personOf(db, row.invitedById);
  return {
    email: row.email,
    enterprise: await enterpriseName(db, row.enterpriseId),
    companies: await companyNames(db, row.enterpriseId, row.companyIds),
    role: row.role,
    invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.username : null,
    expiresAt: row.expiresAt.toISOString(),
    hasAccount: Boolean(account),
    suggestedUsername: account ? '' : await uniqueUsername(db, row.email),
  };
}
