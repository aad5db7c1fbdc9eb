import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens, users } from '../../db/schema/index.ts';
import type { SessionUser } from '../../context.ts';
import { AppError } from '#shared/errors.ts';
import type { AccountProfile, ProfileInput } from '#shared/schemas/account-profile.ts';

/** The purpose of an e-mail change's confirmation token in account_tokens (email-change.ts). */
export const EMAIL_CHANGE = 'email_change';

/** GET /api/account: the signed-in person's own profile, with the address awaiting confirmation. */
export async function getAccountProfile(db: Db, actor: SessionUser): Promise<AccountProfile> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImage: users.profileImage,
      totpEnabledAt: users.totpEnabledAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!row || row.deletedAt) throw new AppError('NOT_FOUND', 'Account not found');
  const [pending] = await db
    .select({ data: accountTokens.data })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, actor.id),
        eq(accountTokens.purpose, EMAIL_CHANGE),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(accountTokens.createdAt)
    .limit(1);
  const { totpEnabledAt, deletedAt: _d, ...profile } = row;
  const pendingEmail = pending?.data.email;
  return {
    ...profile,
    pendingEmail: typeof pendingEmail === 'string' ? pendingEmail : null,
    twoFactorEnabled: totpEnabledAt !== null,
    isStaff: actor.isStaff,
  };
}

/** PATCH /api/account/profile: first and last name (validated by ProfileInputSchema). */
export async function updateProfile(
  db: Db,
  actor: SessionUser,
  input: ProfileInput,
): Promise<AccountProfile> {
  await db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName })
    .where(and(eq(users.id, actor.id), isNull(users.deletedAt)));
  return getAccountProfile(db, actor);
}
