import crypto from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { recoveryCodes } from '../../../db/schema/index.ts';

/**
 * Ten single-use recovery codes per enrolment, shown once: `xxxxx-xxxxx` from a 31-character alphabet
 * without look-alikes (about 49 random bits each). Only their SHA-256 is kept (the codes are random, not
 * chosen by people, so a fast hash is enough); a code is spent by one conditional update.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCode(): string {
  const letters = Array.from({ length: 10 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** A recovery code as typed: lower case, without spaces or dashes; null when it cannot be one. */
export function normaliseRecoveryCode(code: string): string | null {
  const text = code.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z0-9]{10}$/.test(text) ? text : null;
}

const hashCode = (normalised: string) => crypto.createHash('sha256').update(normalised).digest('hex');

/** Replaces every recovery code of the user with ten new ones; answers the codes (shown once). */
export async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((c) => ({ userId, codeHash: hashCode(normaliseRecoveryCode(c)!) })));
  return codes;
}

/** Spends a recovery code: true once per code, false for an unknown or used one. */
export async function spendRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const normalised = normaliseRecoveryCode(code);
  if (!normalised) return false;
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashCode(normalised)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}
