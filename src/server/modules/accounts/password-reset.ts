import { revokeApiTokensOf } from '../integrations/api-tokens/tokens.ts';
import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { accountTokens, auditEvents, sessions, users } from '../../db/schema/index.ts';
import { WriteBatch } from '../../db/write-batch.ts';
import { queueEmail } from '../../platform/email/outbox.ts';
import { appUrl, templates } from '../../platform/email/templates.ts';
import { hitCounter } from '../../platform/rate-limits.ts';
import { AppError } from '#shared/errors.ts';
import { STAFF_DEACTIVATED } from '#shared/schemas/staff.ts';
import {
  RESET_LINK_INVALID,
  RESET_TOKEN_MINUTES,
  RESET_UNAVAILABLE,
  TOO_MANY_RESETS,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '#shared/schemas/account-security.ts';
import { endOpenResetLinks, endPendingEmailChange, lockAccount } from './open-links.ts';
import { hashPassword } from './passwords.ts';

/**
 * Forgot password (issue 25).
 *
 * 1. `requestPasswordReset`: the visitor gives an e-mail. Whether or not an account uses it, the answer
 *    is the same sentence and takes at least RESPONSE_FLOOR_MS (the lookup is the same query either
 *    way; a known account also writes its token and e-mail, which the floor hides). For a known, not
 *    deleted account: a random 256-bit token, of which account_tokens keeps only the SHA-256 (purpose
 *    'password_reset', expires in 30 minutes), and an e-mail through the outbox with the link
 *    `/reset-password#<token>` (in the fragment, so the token is in no server log and no Referer).
 * 2. `resetTokenIsValid`: the reset page asks first, to show "ask for a new link" at once for a used,
 *    expired or mangled link.
 * 3. `completePasswordReset`: the token is claimed atomically (one UPDATE … WHERE used_at IS NULL AND
 *    expires_at > now() RETURNING), so it works once even when two tabs race; in the same transaction
 *    the password changes, EVERY session of the user ends, the user's other reset links die, and a
 *    notice is queued. The route then signs the user in with a new session, unless the sign-in page
 *    would ask more than the password (signInStep: two-factor on, or required and not set up): an
 *    e-mailed link must not stand in for the second factor, nor skip its required set-up.
 *
 * Rate limits (rate_limit_counters, separate from the sign-in throttle, so asking for links never
 * slows the real user's sign-in): per client address and per e-mail text (the same key whether or not
 * an account uses it, so the limit says nothing about existence).
 */

export const RESET_PURPOSE = 'password_reset';
export const RESET_PER_ADDRESS = 10;
export const RESET_PER_EMAIL = 3;
export const RESET_WINDOW_MS = 15 * 60_000;
/** Every reset request answers no sooner than this, whether or not the account exists. */
export const RESPONSE_FLOOR_MS = 400;

const normalise = (email: string) => email.normalize('NFKC').trim().toLowerCase();

async function findAccount(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, username: users.username, email: users.email })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, normalise(email)), isNull(users.deletedAt)))
    .limit(1);
  return user ?? null;
}

/** Counts a request against both limits; past either, 429 with the same message for everyone. */
async function admit(db: Db, email: string, address: string): Promise<void> {
  const [byAddress, byEmail] = await Promise.all([
    hitCounter(db, `reset:address:${address}`, RESET_WINDOW_MS),
    hitCounter(db, `reset:email:${normalise(email)}`, RESET_WINDOW_MS),
  ]);
  if (byAddress.count > RESET_PER_ADDRESS || byEmail.count > RESET_PER_EMAIL) {
    throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_RESETS);
  }
}

export const resetTokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Step 1. Resolves in the same way and no sooner than the floor, account or not. */
export async function requestPasswordReset(
  ctx: AppContext,
  input: ForgotPasswordInput,
  address: string,
): Promise<void> {
  // Said to everyone alike (it depends on the server, not the account): without e-mail no link can go.
  if (!ctx.env.EMAIL_ENABLED) throw new AppError('UNAVAILABLE', RESET_UNAVAILABLE);
  const started = Date.now();
  try {
    await admit(ctx.db, input.email, address);
    const user = await findAccount(ctx.db, input.email);
    const token = crypto.randomBytes(32).toString('base64url');
    const tokenHash = resetTokenHash(token);
    if (!user) return;
    await ctx.db.transaction(async (tx: Db) => {
      const batch = new WriteBatch();
      batch.write(
        tx.insert(accountTokens).values({
          tokenHash,
          userId: user.id,
          purpose: RESET_PURPOSE,
          expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_MINUTES})` as unknown as Date,
        }),
      );
      queueEmail(
        batch,
        tx,
        ctx,
        'password_reset',
        [user.email],
        templates.passwordReset(ctx.env, {
          name: user.firstName || user.username,
          url: `${appUrl(ctx.env)}/reset-password#${token}`,
          minutes: RESET_TOKEN_MINUTES,
        }),
      );
      await batch.run(tx);
    });
  } finally {
    const left = RESPONSE_FLOOR_MS - (Date.now() - started);
    if (left > 0) await sleep(left);
  }
}

const liveToken = (tokenHash: string) =>
  and(
    eq(accountTokens.tokenHash, tokenHash),
    eq(accountTokens.purpose, RESET_PURPOSE),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
    sql`exists (select 1 from ${users} where ${users.id} = ${accountTokens.userId} and ${users.deletedAt} is null)`,
  );

/** Step 2: whether a link can still be used (unused, unexpired, its account not deleted). */
export async function resetTokenIsValid(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(liveToken(resetTokenHash(token)));
  return Boolean(row);
}

/**
 * Step 3: claims the token and sets the password, ending every session. Answers the user and the
 * ended sessions' hashes; a used, expired or unknown token is refused and nothing changes.
 */
export async function completePasswordReset(
  ctx: AppContext,
  input: ResetPasswordInput,
): Promise<{ userId: number; endedTokenHashes: string[] }> {
  const tokenHash = resetTokenHash(input.token);
  // Plan: the costly hash before the transaction, so its locks are held for milliseconds.
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx: Db) => {
    // The person's row before their tokens (open-links.ts lockAccount); the claim below re-checks the link.
    const [owner] = await tx
      .select({ userId: accountTokens.userId })
      .from(accountTokens)
      .where(liveToken(tokenHash));
    if (owner) await lockAccount(tx, owner.userId);
    const [claimed] = await tx
      .update(accountTokens)
      .set({ usedAt: sql`now()` as unknown as Date })
      .where(liveToken(tokenHash))
      .returning({ userId: accountTokens.userId });
    if (!claimed) throw new AppError('BAD_REQUEST', RESET_LINK_INVALID, { link: 'invalid' });
    const userId = claimed.userId;
    const [user] = await tx
      .select({
        email: users.email,
        firstName: users.firstName,
        username: users.username,
        deactivatedAt: users.deactivatedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    // A deactivated staff account: a reset link does not let it in (the token stays unused).
    if (user?.deactivatedAt) throw new AppError('FORBIDDEN', STAFF_DEACTIVATED, { deactivated: true });
    const batch = new WriteBatch();
    batch.write(tx.update(users).set({ passwordHash }).where(eq(users.id, userId)));
    batch.write(revokeApiTokensOf(tx, userId));
    const ended = batch.rows<{ token_hash: string }>(
      tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ token_hash: sessions.tokenHash }),
    );
    // The user's other reset links die with this one (the claimed row is already used), and so does a
    // pending e-mail change (open-links.ts).
    batch.write(endOpenResetLinks(tx, userId));
    batch.write(endPendingEmailChange(tx, userId));
    batch.write(
      tx.insert(auditEvents).values({ actorId: userId, action: 'password_reset', targetUserId: userId }),
    );
    queueEmail(
      batch,
      tx,
      ctx,
      'password_changed',
      [user!.email],
      templates.passwordChanged(ctx.env, { name: user!.firstName || user!.username, how: 'reset' }),
    );
    const result = await batch.run(tx);
    return {
      userId,
      endedTokenHashes: result.get(ended).map((r) => r.token_hash),
    };
  });
}
