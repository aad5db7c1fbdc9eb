import type { Db } from '../../db/client.ts';
import { AppError } from '#shared/errors.ts';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-profile.ts';
import { hitCounter, readCounter } from '../../platform/rate-limits.ts';
import { verifyPassword } from './passwords.ts';

/** Wrong current passwords one account may send to the settings' checks in an hour. */
export const WRONG_PASSWORD_LIMIT = 10;
const WINDOW_MS = 3600_000;

/**
 * The current password asked for by the e-mail change and the account deletion. A signed-in session
 * (say, a computer left unlocked) could otherwise guess the password through these forms without the
 * sign-in throttle: after WRONG_PASSWORD_LIMIT wrong ones in an hour, they answer 429 whatever is sent.
 */
export async function checkCurrentPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  password: string,
): Promise<void> {
  const key = `account-password:${userId}`;
  if ((await readCounter(db, key)).count >= WRONG_PASSWORD_LIMIT) {
    throw new AppError('TOO_MANY_REQUESTS', ACCOUNT_MESSAGES.tooManyWrongPasswords);
  }
  if (!(await verifyPassword(passwordHash, password))) {
    await hitCounter(db, key, WINDOW_MS);
    throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.wrongPassword, { field: 'password' });
  }
}

/** Wrong two-factor codes one account may send to the settings' checks in an hour. */
export const WRONG_CODE_LIMIT = 10;
export const TOO_MANY_WRONG_CODES = 'Too many wrong codes. Try again in an hour.';

/**
 * A two-factor code asked for in settings (turning two-factor off, new recovery codes, deleting the
 * account), checked by `verify`. Six digits are few: a signed-in session could otherwise try them all,
 * so after WRONG_CODE_LIMIT wrong ones in an hour every such check answers 429. Answers whether the
 * code was right.
 */
export async function checkSettingsCode(
  db: Db,
  userId: number,
  verify: () => Promise<boolean>,
): Promise<boolean> {
  const key = `account-code:${userId}`;
  if ((await readCounter(db, key)).count >= WRONG_CODE_LIMIT) {
    throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_WRONG_CODES);
  }
  if (await verify()) return true;
  await hitCounter(db, key, WINDOW_MS);
  return false;
}
