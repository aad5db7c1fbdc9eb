import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/write.ts';
import { recoveryCodes, users } from '../../../db/schema/index.ts';
import type { AppContext, SessionUser } from '../../../context.ts';
import { AppError } from '#shared/errors.ts';
import { TWO_FACTOR_MESSAGES, type DisableTwoFactorInput } from '#shared/schemas/two-factor.ts';
import { checkCurrentPassword, checkSettingsCode } from '../account-password-check.ts';
import { twoFactorRow } from './account.ts';
import { checkCode } from './verify-at-sign-in.ts';
import { requirementFor } from './requirements.ts';

/**
 * Turns two-factor off, proven by a current code (or a recovery code) or the password; refused while
 * the person must use it (staff's or their enterprise's rule: staff can reset it instead).
 */
export async function disableTwoFactor(
  ctx: AppContext,
  actor: SessionUser,
  input: DisableTwoFactorInput,
  address: string | null = null,
): Promise<void> {
  const row = await twoFactorRow(ctx.db, actor.id);
  if (row.totpEnabledAt === null) return;
  if ((await requirementFor(ctx.db, actor)).required) {
    throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.requiredCannotDisable);
  }
  if (input.code !== undefined) {
    const code = input.code;
    if (!(await checkSettingsCode(ctx.db, actor.id, () => checkCode(ctx, actor.id, code)))) {
      throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.wrongCode);
    }
  } else {
    // The settings' password check: wrong ones are counted (429 past ten in an hour).
    await checkCurrentPassword(ctx.db, actor.id, row.passwordHash, input.password ?? '');
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, actor.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, actor.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'two_factor.disabled',
      targetUserId: actor.id,
      details: { before: { twoFactor: true }, after: { twoFactor: false }, address },
    });
  });
}
