import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../audit/write.ts';
import { sessions, users } from '../../../db/schema/index.ts';
import type { AppContext, SessionUser } from '../../../context.ts';
import { AppError } from '#shared/errors.ts';
import { TWO_FACTOR_MESSAGES, type RecoveryCodes } from '#shared/schemas/two-factor.ts';
import { secretOf, twoFactorRow } from './account.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { stepOf } from './totp.ts';

/**
 * Turns two-factor on once a code made with the pending secret checks out: the code's step is
 * recorded (it cannot sign in later), ten recovery codes are made and answered (shown once), and a
 * session that was good for enrolment only (`sessionTokenHash`, stage 'enroll') becomes a full one.
 */
export async function confirmEnrolment(
  ctx: AppContext,
  actor: SessionUser,
  code: string,
  sessionTokenHash: string | null,
  address: string | null = null,
): Promise<RecoveryCodes> {
  const row = await twoFactorRow(ctx.db, actor.id);
  if (row.totpEnabledAt !== null) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = secretOf(ctx, row);
  if (!secret) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.notStarted);
  const step = stepOf(secret, code);
  if (step === null) throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.wrongCode);
  return ctx.db.transaction(async (tx) => {
    // Conditional on the very secret checked: a second setup started meanwhile wins, not this code.
    const turnedOn = await tx
      .update(users)
      .set({ totpEnabledAt: new Date(), totpLastStep: step })
      .where(and(eq(users.id, actor.id), eq(users.totpSecret, row.totpSecret!), isNull(users.totpEnabledAt)))
      .returning({ id: users.id });
    if (turnedOn.length === 0) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.notStarted);
    const recoveryCodes = await replaceRecoveryCodes(tx, actor.id);
    if (sessionTokenHash) {
      await tx
        .update(sessions)
        .set({ stage: 'full' })
        .where(
          and(
            eq(sessions.tokenHash, sessionTokenHash),
            eq(sessions.userId, actor.id),
            eq(sessions.stage, 'enroll'),
          ),
        );
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'two_factor.enabled',
      targetUserId: actor.id,
      details: { before: { twoFactor: false }, after: { twoFactor: true }, address },
    });
    return { recoveryCodes };
  });
}
