import { Secret, TOTP } from 'otpauth';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';

/** RFC 6238 with the usual parameters every authenticator app reads from the QR code. */
export const PERIOD_S = 30;
export const DIGITS = 6;
/** Codes of the step before and after the current one are accepted (clock drift, typing time). */
export const WINDOW = 1;

export const newSecret = () => new Secret({ size: 20 }).base32;

export function totpFor(secretBase32: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A code as typed: digits only (spaces and dashes dropped), or null when it cannot be a code. */
export function normaliseCode(code: string): string | null {
  const digits = code.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** The time step a code belongs to within the window, or null when it matches none. */
export function stepOf(secretBase32: string, code: string, now = Date.now()): number | null {
  const token = normaliseCode(code);
  if (!token) return null;
  const totp = totpFor(secretBase32, 'x', 'x');
  const delta = totp.validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_S) + delta;
}

/**
 * Records that the code of `step` was used, only if no code of this or a later step was: one
 * conditional update, so two requests with the same code cannot both pass. False = a replay.
 */
export async function claimStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}
