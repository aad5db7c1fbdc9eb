import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens, users } from '../../db/schema/index.ts';
import { EMAIL_CHANGE } from './profile.ts';

/**
 * The one rule for a person's open e-mailed links when their credentials change (issue 25):
 *
 * - a new password (changed in settings or reset from a link) ends every open reset link AND the
 *   pending e-mail change: someone who knew the old password may have asked to move the account to
 *   their own address, and the notice e-mail tells the owner "change your password now" — that must
 *   stop the change, or the intruder confirms it and takes the account back with a reset;
 * - a confirmed e-mail change ends every open reset link: those went to the old address, which is no
 *   longer the account's.
 *
 * Reset links are marked used (the reset page then says "ask for a new link"); a pending e-mail change
 * is deleted, as a newer request deletes it, so its link answers "not valid" and the account page no
 * longer shows the pending address.
 */
/**
 * Takes the person's row lock, FIRST in each flow that changes their credentials or their links (a new
 * password, a reset, an e-mail change confirmed): one order for the row and the tokens, so two of them
 * at once (an intruder's confirmation racing the owner's reset) take turns instead of deadlocking,
 * which PostgreSQL would end by failing one of them.
 */
export async function lockAccount(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export function endOpenResetLinks(tx: Db, userId: number) {
  return tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` as unknown as Date })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'password_reset'),
        isNull(accountTokens.usedAt),
      ),
    );
}

export function endPendingEmailChange(tx: Db, userId: number) {
  return tx
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, EMAIL_CHANGE),
        isNull(accountTokens.usedAt),
      ),
    );
}
