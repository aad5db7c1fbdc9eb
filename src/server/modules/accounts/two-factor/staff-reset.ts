import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { recordAudit } from '../../audit/write.ts';
import { recoveryCodes, sessions, users } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../context.ts';
import { AppError } from '#shared/errors.ts';

/**
 * Staff: turns a person's second factor off (a lost phone and no recovery codes): the secret, the
 * last step and the recovery codes go, and every session of theirs ends (open tabs and event streams
 * too), so the person signs in with the password again (and, when they must use two-factor, enrols at
 * once): a reset is asked for when a device is lost, and a session on that device must not outlive
 * the factor it was opened with. Recorded in audit_events: who, whom, when, how many sessions ended.
 */
export async function resetTwoFactor(
  db: Db,
  actor: SessionUser,
  userId: number,
  address: string | null = null,
): Promise<void> {
  if (!actor.isStaff) throw new AppError('FORBIDDEN', 'Only staff may reset a second factor.');
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ at: users.totpEnabledAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const rows = await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'User not found');
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ id: sessions.userId });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'two_factor.reset',
      targetUserId: userId,
      details: {
        before: { twoFactor: Boolean(before?.at) },
        after: { twoFactor: false },
        sessionsEnded: ended.length,
        address,
      },
    });
  });
}
