import { revokeApiTokensOf } from '../integrations/api-tokens/tokens.ts';
import crypto from 'node:crypto';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  accountTokens,
  auditEvents,
  companyMembers,
  enterpriseOwners,
  enterprises,
  recoveryCodes,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { isStaffEmail } from '#shared/domain/permissions.ts';
import { AppError } from '#shared/errors.ts';
import { ACCOUNT_MESSAGES, type AccountDeletionInput } from '#shared/schemas/account-profile.ts';
import { checkCurrentPassword, checkSettingsCode } from './account-password-check.ts';
import { removeStoredPhoto } from './profile-photo.ts';
import { isStaffUserSql } from './users.ts';
import { withdrawWhatTheySetUp } from '../team/standing-lost.ts';

/**
 * "Delete my account" (issue 25). After the password, the person is anonymised, not removed: their
 * requests, comments and ledger entries stay (other people's history and the money trail must not
 * change) and now show "Deleted user". The row keeps its id; name, e-mail (a unique address under the
 * reserved .invalid domain, which no mail server delivers), username, phone, photo and two-factor
 * secret are replaced, the password hash becomes a value no password verifies, deletedAt is set.
 * Every session, pending link and recovery code goes, and the person leaves their companies and
 * enterprises (so they are no longer offered in pickers). One audit_events row records it.
 *
 * The last owner of an enterprise and the last staff member are refused: the enterprise would be
 * left without anyone to manage it, the provider without staff. Both checks run again inside the
 * transaction, under locks (the enterprise rows; an advisory lock for staff), so two such people
 * deleting at once cannot both pass.
 */

export const DELETED_NAME = { firstName: 'Deleted', lastName: 'user' } as const;
/** A stored hash no password verifies (not an argon2 string at all). */
export const UNUSABLE_PASSWORD_HASH = '!account-deleted';
/** Held by whatever may leave the provider without active staff (also modules/staff). */
export const STAFF_LOCK = sql`pg_advisory_xact_lock(hashtext('account-deletion:last-staff'))`;

/** What must change before this person may leave: an AppError, or null. */
async function blockers(
  ctx: AppContext,
  tx: Db,
  user: { id: number; email: string },
): Promise<AppError | null> {
  const owned = await tx
    .select({ id: enterprises.id, name: enterprises.name })
    .from(enterpriseOwners)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseOwners.enterpriseId))
    .where(eq(enterpriseOwners.userId, user.id))
    .orderBy(enterprises.id)
    .for('update', { of: enterprises });
  if (owned.length) {
    const others = await tx
      .selectDistinct({ enterpriseId: enterpriseOwners.enterpriseId })
      .from(enterpriseOwners)
      .innerJoin(users, eq(users.id, enterpriseOwners.userId))
      .where(
        and(
          inArray(
            enterpriseOwners.enterpriseId,
            owned.map((e) => e.id),
          ),
          ne(enterpriseOwners.userId, user.id),
          isNull(users.deletedAt),
        ),
      );
    const alone = owned.find((e) => !others.some((o) => o.enterpriseId === e.id));
    if (alone) {
      return new AppError('CONFLICT', ACCOUNT_MESSAGES.lastOwner.replace('{enterprise}', alone.name), {
        enterpriseId: alone.id,
      });
    }
  }
  if (isStaffEmail(user.email, ctx.env.PROVIDER_DOMAIN)) {
    await tx.execute(sql`select ${STAFF_LOCK}`);
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          isStaffUserSql(ctx.env.PROVIDER_DOMAIN),
          ne(users.id, user.id),
          isNull(users.deletedAt),
          // A deactivated colleague cannot sign in: the last active one may not leave (modules/staff).
          isNull(users.deactivatedAt),
        ),
      )
      .limit(1);
    if (!other) return new AppError('CONFLICT', ACCOUNT_MESSAGES.lastStaff);
  }
  return null;
}

/**
 * POST /api/account/delete. Two-factor: when the person has it on, a code is asked for too; the check
 * is `verifySecondFactor` (given by the route, from modules/accounts/two-factor).
 */
export async function deleteAccount(
  ctx: AppContext,
  actor: SessionUser,
  input: AccountDeletionInput,
  verifySecondFactor: (userId: number, code: string) => Promise<boolean>,
): Promise<void> {
  const [user] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      profileImage: users.profileImage,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(and(eq(users.id, actor.id), isNull(users.deletedAt)));
  if (!user) throw new AppError('NOT_FOUND', 'Account not found');
  await checkCurrentPassword(ctx.db, actor.id, user.passwordHash, input.password);
  if (user.totpEnabledAt) {
    if (!input.code) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.codeRequired, { field: 'code' });
    const code = input.code;
    if (!(await checkSettingsCode(ctx.db, user.id, () => verifySecondFactor(user.id, code)))) {
      throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.codeWrong, { field: 'code' });
    }
  }
  // Checked first outside the transaction for a quick, lock-free answer, then again under the locks.
  const early = await blockers(ctx, ctx.db, user);
  if (early) throw early;

  const placeholder = `deleted-${user.id}-${crypto.randomBytes(6).toString('hex')}`;
  const outcome = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: users.id, email: users.email, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!locked || locked.deletedAt) return new AppError('NOT_FOUND', 'Account not found');
    const blocked = await blockers(ctx, tx, locked);
    if (blocked) return blocked;
    const ownedRows = await tx
      .delete(enterpriseOwners)
      .where(eq(enterpriseOwners.userId, user.id))
      .returning({ enterpriseId: enterpriseOwners.enterpriseId });
    await tx.delete(companyMembers).where(eq(companyMembers.userId, user.id));
    // Their pending invitations (as an owner or staff) must not let anyone in after them, and the
    // webhook endpoints that answer to them go quiet: paused, for the owners to resume.
    await withdrawWhatTheySetUp(tx, {
      userId: user.id,
      enterpriseId: null,
      actorId: user.id,
      how: 'deleted',
      address: null,
    });
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await revokeApiTokensOf(tx, user.id);
    await tx.delete(accountTokens).where(eq(accountTokens.userId, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx
      .update(users)
      .set({
        ...DELETED_NAME,
        email: `${placeholder}@deleted.invalid`,
        username: placeholder,
        passwordHash: UNUSABLE_PASSWORD_HASH,
        profileImage: null,
        phone: null,
        totpSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        deletedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await tx.insert(auditEvents).values({
      actorId: user.id,
      targetUserId: user.id,
      action: 'account_deleted',
      details: {
        wasStaff: isStaffEmail(locked.email, ctx.env.PROVIDER_DOMAIN),
        ownedEnterpriseIds: ownedRows.map((r) => r.enterpriseId),
      },
    });
    return null;
  });
  if (outcome) throw outcome;
  await removeStoredPhoto(ctx, user.profileImage);
}
