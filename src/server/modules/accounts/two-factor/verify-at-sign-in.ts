import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { accountTokens } from '../../../db/schema/index.ts';
import type { AppContext, SessionUser } from '../../../context.ts';
import { secretOf, twoFactorRow } from './account.ts';
import { spendRecoveryCode } from './recovery-codes.ts';
import { requirementFor } from './requirements.ts';
import { claimStep, stepOf } from './totp.ts';

/**
 * The sign-in after a correct password (auth.routes.ts):
 * - two-factor on → 'code': no session yet; a single-use challenge (account_tokens, purpose
 *   CHALLENGE_PURPOSE, CHALLENGE_MINUTES) is answered, to be sent back with a code;
 * - two-factor required (requirements.ts) and not on → 'enroll': a session good for enrolment only;
 * - otherwise → 'full'.
 */
export const CHALLENGE_PURPOSE = 'two_factor_challenge';
export const CHALLENGE_MINUTES = 10;

export type SignInStep = 'full' | 'code' | 'enroll';

export async function signInStep(ctx: AppContext, user: SessionUser): Promise<SignInStep> {
  const row = await twoFactorRow(ctx.db, user.id);
  if (row.totpEnabledAt !== null) return 'code';
  return (await requirementFor(ctx.db, user)).required ? 'enroll' : 'full';
}

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export async function startChallenge(db: Db, userId: number): Promise<string> {
  const challenge = crypto.randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({
    tokenHash: hash(challenge),
    userId,
    purpose: CHALLENGE_PURPOSE,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
  return challenge;
}

/** The user a live, unused challenge was made for, or null. */
export async function challengeUser(db: Db, challenge: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hash(challenge)),
        eq(accountTokens.purpose, CHALLENGE_PURPOSE),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    );
  return row?.userId ?? null;
}

/** Uses the challenge up: true once (two requests with one challenge do not both get a session). */
export async function spendChallenge(db: Db, challenge: string): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, hash(challenge)),
        eq(accountTokens.purpose, CHALLENGE_PURPOSE),
        isNull(accountTokens.usedAt),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return rows.length > 0;
}

/**
 * Checks a code of a user with two-factor on: a TOTP code of the current step ±1 not older than the
 * last one accepted (then recorded, so it cannot be used again), or else an unused recovery code
 * (then spent). Used by the sign-in step, turning it off and new recovery codes.
 */
export async function checkCode(
  ctx: AppContext,
  userId: number,
  code: string,
  { recovery = true }: { recovery?: boolean } = {},
): Promise<boolean> {
  const row = await twoFactorRow(ctx.db, userId);
  const secret = row.totpEnabledAt !== null ? secretOf(ctx, row) : null;
  if (!secret) return false;
  const step = stepOf(secret, code);
  if (step !== null) return claimStep(ctx.db, userId, step);
  return recovery && spendRecoveryCode(ctx.db, userId, code);
}
