import crypto from 'node:crypto';
import type { SenderGone } from '#shared/schemas/audit.ts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { WriteBatch } from '../../../db/write-batch.ts';
import {
  companies,
  companyMembers,
  enterpriseOwners,
  enterprises,
  teamInvitations,
  users,
} from '../../../db/schema/index.ts';
import { queueEmail } from '../../../platform/email/outbox.ts';
import { appUrl, templates } from '../../../platform/email/templates.ts';
import { hitCounter } from '../../../platform/rate-limits.ts';
import { isStaffUserSql } from '../../accounts/users.ts';
import { recordAudit } from '../../audit/write.ts';
import { AppError } from '#shared/errors.ts';
import {
  INVITATION_DAYS,
  INVITATION_MESSAGES,
  type Invitation,
  type InvitationRole,
} from '#shared/schemas/invitations.ts';

/**
 * What the invitation use cases share (issue 26): the link's token (only its SHA-256 is stored; the
 * hash function is the session tokens' `hashToken`, handed in by the routes since use cases import no
 * plugin), the e-mail, the sending limits, and the lookup of a link with why it no longer works.
 */

export type HashToken = (token: string) => string;
export type InvitationRow = typeof teamInvitations.$inferSelect;

/** The accept page: the token travels in the fragment, so it reaches no server log and no Referer. */
export const INVITATION_PATH = '/invitation';

/** A new link token (256 random bits) and the hash that is stored. */
export function mintToken(hash: HashToken): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hash(token) };
}

/** The expiry of a link sent now, as SQL (the database's clock, as every other expiry). */
export const expiryFromNow = () => sql`now() + make_interval(days => ${INVITATION_DAYS})` as unknown as Date;

export const normaliseEmail = (email: string) => email.normalize('NFKC').trim().toLowerCase();

/** Invitation e-mails one person may send per hour, and a single invitation's resends per hour. */
export const SENDS_PER_HOUR = 50;
export const RESENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

/** Counts `n` e-mails against the sender's hourly allowance (and one invitation's resends): 429 past it. */
export async function admitSends(db: Db, senderId: number, n: number, invitationId?: number): Promise<void> {
  let count = 0;
  for (let i = 0; i < n; i++) count = (await hitCounter(db, `invite:sender:${senderId}`, HOUR_MS)).count;
  if (count > SENDS_PER_HOUR) throw new AppError('TOO_MANY_REQUESTS', INVITATION_MESSAGES.tooMany);
  if (invitationId !== undefined) {
    const resends = await hitCounter(db, `invite:resend:${invitationId}`, HOUR_MS);
    if (resends.count > RESENDS_PER_HOUR) {
      throw new AppError('TOO_MANY_REQUESTS', INVITATION_MESSAGES.tooMany);
    }
  }
}

/** The names of the enterprise's companies among `ids`, in the order of `ids`. */
export async function companyNames(tx: Db, enterpriseId: number, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.enterpriseId, enterpriseId), inArray(companies.id, ids)));
  return ids.flatMap((id) => rows.filter((r) => r.id === id).map((r) => r.name));
}

/** Queues the invitation e-mail with its link, in the caller's write batch. */
export async function queueInvitationEmail(
  batch: WriteBatch,
  tx: Db,
  ctx: AppContext,
  invitation: { email: string; role: InvitationRole; companyIds: number[]; enterpriseId: number },
  inviter: { firstName: string; lastName: string; username: string },
  enterpriseName: string,
  token: string,
): Promise<void> {
  const inviterName = `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.username;
  queueEmail(
    batch,
    tx,
    ctx,
    'team_invitation',
    [invitation.email],
    templates.teamInvitation(ctx.env, {
      inviter: inviterName,
      enterprise: enterpriseName,
      companies: await companyNames(tx, invitation.enterpriseId, invitation.companyIds),
      role: invitation.role,
      url: `${appUrl(ctx.env)}${INVITATION_PATH}#${token}`,
      days: INVITATION_DAYS,
    }),
  );
}

/**
 * SQL: the invitation's sender may still invite into its enterprise: an owner of it, or an active
 * staff account. An owner who is removed, leaves or is made a member has their open invitations
 * revoked with that change (`revokeInvitationsSentBy`); this holds for any other way of losing the
 * standing (a deleted account, a staff account deactivated, a row changed by hand), so a link never
 * lets someone in on the word of a person who could no longer let them in. A sender whose row is
 * gone (`invited_by_id` set null) vouches for nobody.
 */
const senderMayInviteSql = (providerDomain: string) => sql<boolean>`(
  exists (select 1 from ${enterpriseOwners}
           where ${enterpriseOwners.enterpriseId} = ${teamInvitations.enterpriseId}
             and ${enterpriseOwners.userId} = ${teamInvitations.invitedById})
  or exists (select 1 from ${users}
              where ${users.id} = ${teamInvitations.invitedById}
                and ${users.deletedAt} is null and ${users.deactivatedAt} is null
                and ${isStaffUserSql(providerDomain)}))`;

/**
 * The invitation of a link, if it can still be used; else the 4xx that says why: an unknown (forged,
 * mangled) token 404, an accepted, revoked or expired one 410. One whose sender may no longer invite
 * (`senderMayInviteSql`) answers as a revoked one: to the invitee it was withdrawn. `lock` takes the
 * row FOR UPDATE, so two acceptances of one link run one after the other.
 */
export async function liveInvitation(
  tx: Db,
  tokenHash: string,
  providerDomain: string,
  lock = false,
): Promise<InvitationRow> {
  const query = tx
    .select({
      row: teamInvitations,
      expired: sql<boolean>`${teamInvitations.expiresAt} <= now()`,
      senderMayInvite: senderMayInviteSql(providerDomain),
    })
    .from(teamInvitations)
    .where(eq(teamInvitations.tokenHash, tokenHash));
  const [found] = lock ? await query.for('update', { of: teamInvitations }) : await query;
  if (!found) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.notValid, { link: 'invalid' });
  const { row } = found;
  if (row.acceptedAt) throw new AppError('GONE', INVITATION_MESSAGES.used, { link: 'used' });
  if (row.revokedAt || !found.senderMayInvite) {
    throw new AppError('GONE', INVITATION_MESSAGES.revoked, { link: 'revoked' });
  }
  if (found.expired) throw new AppError('GONE', INVITATION_MESSAGES.expired, { link: 'expired' });
  return row;
}

/**
 * Revokes the open (not accepted, not revoked; expired ones too, which a resend would revive) invitations
 * `senderId` sent into `enterpriseId` (or into any enterprise, for a deleted account), in the caller's
 * transaction: they were sent on the word of an owner who no longer is one, so their links must stop
 * letting anyone in (the link answers as a revoked one). Each gets an `invitation_revoked` entry by
 * `actorId`, with the reason, as a revocation from the Team page does. Answers how many.
 */
export async function revokeInvitationsSentBy(
  tx: Db,
  input: {
    senderId: number;
    enterpriseId: number | null;
    actorId: number;
    reason: SenderGone;
    address: string | null;
  },
): Promise<number> {
  const revoked = await tx
    .update(teamInvitations)
    .set({ revokedAt: sql`now()` as unknown as Date, revokedById: input.actorId })
    .where(
      and(
        eq(teamInvitations.invitedById, input.senderId),
        input.enterpriseId === null ? undefined : eq(teamInvitations.enterpriseId, input.enterpriseId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
      ),
    )
    .returning({
      id: teamInvitations.id,
      enterpriseId: teamInvitations.enterpriseId,
      email: teamInvitations.email,
      role: teamInvitations.role,
    });
  for (const row of revoked) {
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'invitation_revoked',
      enterpriseId: row.enterpriseId,
      details: {
        invitationId: row.id,
        email: row.email,
        role: row.role,
        reason: input.reason,
        address: input.address,
      },
    });
  }
  return revoked.length;
}

/**
 * An open (not accepted, not revoked) invitation of the enterprise, locked; 404 when none, saying so
 * when it was accepted or revoked meanwhile.
 */
export async function openInvitation(tx: Db, enterpriseId: number, id: number): Promise<InvitationRow> {
  const [row] = await tx
    .select()
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.id, id),
        eq(teamInvitations.enterpriseId, enterpriseId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
      ),
    )
    .for('update');
  if (!row) {
    // Settled meanwhile (accepted or revoked in another tab or by another owner): still 404, but the
    // message says what happened rather than "not found" for a row the page still showed. Only this
    // enterprise's invitations are named (the caller's access to it is already checked).
    const [settled] = await tx
      .select({ email: teamInvitations.email, acceptedAt: teamInvitations.acceptedAt })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.id, id), eq(teamInvitations.enterpriseId, enterpriseId)));
    const message = !settled
      ? INVITATION_MESSAGES.notFound
      : settled.acceptedAt
        ? INVITATION_MESSAGES.alreadyAccepted(settled.email)
        : INVITATION_MESSAGES.alreadyRevoked(settled.email);
    throw new AppError('NOT_FOUND', message);
  }
  return row;
}

export async function enterpriseName(tx: Db, enterpriseId: number): Promise<string> {
  const [row] = await tx
    .select({ name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  return row?.name ?? '';
}

/** The inviter's name as the e-mail shows it. */
export async function personOf(tx: Db, userId: number) {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { firstName: '', lastName: '', username: '' };
}

/**
 * Joins the invited companies of the enterprise (those that still exist) and, for role owner, its
 * owners. Under the enterprise lock (the caller's). Answers the companies joined.
 */
export async function joinEnterprise(tx: Db, invitation: InvitationRow, userId: number): Promise<number[]> {
  const ids = (
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          eq(companies.enterpriseId, invitation.enterpriseId),
          inArray(companies.id, invitation.companyIds),
        ),
      )
      .orderBy(asc(companies.id))
  ).map((c) => c.id);
  if (ids.length) {
    await tx
      .insert(companyMembers)
      .values(ids.map((companyId) => ({ companyId, userId })))
      .onConflictDoNothing();
  }
  if (invitation.role === 'owner') {
    await tx
      .insert(enterpriseOwners)
      .values({
        enterpriseId: invitation.enterpriseId,
        userId,
        position: sql`(select coalesce(max(position), -1) + 1 from enterprise_owners where enterprise_id = ${invitation.enterpriseId})`,
      })
      .onConflictDoNothing();
  }
  return ids;
}

/** Marks the invitation accepted by `userId`. */
export async function markAccepted(tx: Db, id: number, userId: number): Promise<void> {
  await tx
    .update(teamInvitations)
    .set({ acceptedAt: sql`now()` as unknown as Date, acceptedById: userId })
    .where(eq(teamInvitations.id, id));
}

/** A row as the Team page lists it. */
export function toInvitation(
  row: InvitationRow & { inviterName: string | null; expired: boolean },
): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    companyIds: row.companyIds,
    invitedBy:
      row.invitedById !== null && row.inviterName !== null
        ? { id: row.invitedById, name: row.inviterName }
        : null,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    state: row.expired ? 'expired' : 'pending',
  };
}
