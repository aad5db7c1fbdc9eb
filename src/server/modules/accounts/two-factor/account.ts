import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '#shared/errors.ts';
import { openSecret, twoFactorKey } from './secret-box.ts';

/** The two-factor columns of one user (shared by the use cases of this folder). */
export async function twoFactorRow(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      totpSecret: users.totpSecret,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}

/** The user's TOTP secret in clear (base32), or null when none is stored. */
export function secretOf(ctx: AppContext, row: { id: number; totpSecret: string | null }): string | null {
  return row.totpSecret === null ? null : openSecret(twoFactorKey(ctx.env), row.id, row.totpSecret);
}
