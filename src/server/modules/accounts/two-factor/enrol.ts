import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { users } from '../../../db/schema/index.ts';
import type { AppContext, SessionUser } from '../../../context.ts';
import { AppError } from '#shared/errors.ts';
import { TWO_FACTOR_MESSAGES, type TwoFactorSetup } from '#shared/schemas/two-factor.ts';
import { twoFactorRow } from './account.ts';
import { sealSecret, twoFactorKey } from './secret-box.ts';
import { newSecret, totpFor } from './totp.ts';

/**
 * Starts turning two-factor on: a new secret, stored encrypted but not yet in force (totpEnabledAt
 * stays null until confirm.ts checks a code made with it), answered as an otpauth URI (issuer: the
 * provider's name), its QR code and the secret as text. Starting again replaces a pending secret.
 */
export async function startEnrolment(ctx: AppContext, actor: SessionUser): Promise<TwoFactorSetup> {
  const row = await twoFactorRow(ctx.db, actor.id);
  if (row.totpEnabledAt !== null) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = newSecret();
  await ctx.db
    .update(users)
    .set({ totpSecret: sealSecret(twoFactorKey(ctx.env), actor.id, secret), totpLastStep: null })
    .where(eq(users.id, actor.id));
  const uri = totpFor(secret, ctx.env.PROVIDER_NAME, row.email).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
