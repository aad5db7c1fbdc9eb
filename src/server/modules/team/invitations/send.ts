import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { teamInvitations } from '../../../db/schema/index.ts';
import { WriteBatch } from '../../../db/write-batch.ts';
import { AppError } from '#shared/errors.ts';
import { isStaffEmail } from '#shared/domain/permissions.ts';
import { NOT_A_COMPANY } from '#shared/schemas/team.ts';
import { INVITATION_MESSAGES, type InvitationList, type InviteBody } from '#shared/schemas/invitations.ts';
import { recordAudit } from '../../audit/write.ts';
import { companyIdsOf, lockEnterprise, requireTeamAccess } from '../access.ts';
import { inTeamSql } from '../left-team.ts';
import { listInvitations } from './list.ts';
import {
  admitSends,
  expiryFromNow,
  mintToken,
  normaliseEmail,
  personOf,
  queueInvitationEmail,
  type HashToken,
} from './shared.ts';

/**
 * POST /api/team/:enterpriseId/invitations: invites one or more addresses to companies of the
 * enterprise with a role. All or nothing: a company not of the enterprise (404), a staff address
 * (400), an address already in the team or with a pending invitation (409) refuses the whole call and
 * nothing is written. An invitation left open but expired is replaced by the new one. Each address
 * gets its own link (7 days) by e-mail and an `invitation_sent` audit entry, in one transaction.
 */
export async function sendInvitations(
  ctx: AppContext,
  actor: SessionUser,
  input: InviteBody & { enterpriseId: number; address: string | null; hashToken: HashToken },
): Promise<InvitationList> {
  const enterprise = await requireTeamAccess(ctx.db, actor, input.enterpriseId);
  // Each address once (case aside), as first written.
  const seen = new Set<string>();
  const emails = input.emails
    .map((e) => e.trim())
    .filter((e) => !seen.has(normaliseEmail(e)) && Boolean(seen.add(normaliseEmail(e))));
  const companyIds = [...new Set(input.companyIds)].sort((a, b) => a - b);
  for (const email of emails) {
    if (isStaffEmail(email, ctx.env.PROVIDER_DOMAIN)) {
      throw new AppError('BAD_REQUEST', INVITATION_MESSAGES.staffAddress(email));
    }
  }
  await admitSends(ctx.db, actor.id, emails.length);
  const inviter = await personOf(ctx.db, actor.id);
  const ids = await ctx.db.transaction(async (tx: Db) => {
    await lockEnterprise(tx, input.enterpriseId);
    const own = await companyIdsOf(tx, input.enterpriseId);
    if (companyIds.some((id) => !own.includes(id))) throw new AppError('NOT_FOUND', NOT_A_COMPANY);
    const lowered = emails.map(normaliseEmail);
    const inTeam = (
      (await tx.execute(sql`
        select lower(u.email) as email from users u
         where lower(u.email) in (${sql.join(
           lowered.map((e) => sql`${e}`),
           sql`, `,
         )})
           and ${inTeamSql(sql`u.id`, input.enterpriseId)}`)) as unknown as {
        rows: { email: string }[];
      }
    ).rows.map((r) => r.email);
    const first = emails.find((e) => inTeam.includes(normaliseEmail(e)));
    if (first) throw new AppError('CONFLICT', INVITATION_MESSAGES.inTeam(first));
    const open = await tx
      .select({
        id: teamInvitations.id,
        email: sql<string>`lower(${teamInvitations.email})`,
        expired: sql<boolean>`${teamInvitations.expiresAt} <= now()`,
      })
      .from(teamInvitations)
      .where(
        and(
          eq(teamInvitations.enterpriseId, input.enterpriseId),
          inArray(sql`lower(${teamInvitations.email})`, lowered),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.revokedAt),
        ),
      )
      .for('update');
    const pending = open.find((o) => !o.expired);
    if (pending) {
      const email = emails.find((e) => normaliseEmail(e) === pending.email) ?? pending.email;
      throw new AppError('CONFLICT', INVITATION_MESSAGES.pending(email));
    }
    // An expired invitation still open for one of these addresses gives way to the new one.
    if (open.length) {
      await tx
        .update(teamInvitations)
        .set({ revokedAt: sql`now()` as unknown as Date, revokedById: actor.id })
        .where(
          inArray(
            teamInvitations.id,
            open.map((o) => o.id),
          ),
        );
    }
    const batch = new WriteBatch();
    const made: number[] = [];
    for (const email of emails) {
      const { token, tokenHash } = mintToken(input.hashToken);
      const [row] = await tx
        .insert(teamInvitations)
        .values({
          enterpriseId: input.enterpriseId,
          email,
          role: input.role,
          companyIds,
          tokenHash,
          invitedById: actor.id,
          expiresAt: expiryFromNow(),
        })
        .returning({ id: teamInvitations.id });
      made.push(row!.id);
      await queueInvitationEmail(
        batch,
        tx,
        ctx,
        { email, role: input.role, companyIds, enterpriseId: input.enterpriseId },
        inviter,
        enterprise.name,
        token,
      );
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'invitation_sent',
        enterpriseId: input.enterpriseId,
        details: { invitationId: row!.id, email, role: input.role, companyIds, address: input.address },
      });
    }
    await batch.run(tx);
    return made;
  });
  // What was sent, as the list shows it.
  const { invitations } = await listInvitations(ctx.db, actor, input.enterpriseId);
  return { invitations: invitations.filter((i) => ids.includes(i.id)) };
}
