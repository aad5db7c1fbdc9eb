import { recordAudit } from '../../audit/write.ts';
import type { AppContext, SessionUser } from '../../../context.ts';
import { AppError } from '#shared/errors.ts';
import { TWO_FACTOR_MESSAGES, type RecoveryCodes } from '#shared/schemas/two-factor.ts';
import { twoFactorRow } from './account.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { checkCode } from './verify-at-sign-in.ts';
import { checkSettingsCode } from '../account-password-check.ts';

/** Ten new recovery codes for ten old ones (all of them void), proven by a current code. */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  actor: SessionUser,
  code: string,
  address: string | null = null,
): Promise<RecoveryCodes> {
  const row = await twoFactorRow(ctx.db, actor.id);
  if (row.totpEnabledAt === null) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.notStarted);
  if (
    !(await checkSettingsCode(ctx.db, actor.id, () => checkCode(ctx, actor.id, code, { recovery: false })))
  ) {
    throw new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.wrongCode);
  }
  return ctx.db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, actor.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'two_factor.recovery_codes_regenerated',
      targetUserId: actor.id,
      details: { address },
    });
    return { recoveryCodes: codes };
  });
}
