import { revokeApiTokensOf } from '../integrations/api-tokens/tokens.ts';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditEvents, sessions, users } from '../../db/schema/index.ts';
import { WriteBatch } from '../../db/write-batch.ts';
import { queueEmail } from '../../platform/email/outbox.ts';
import { templates } from '../../platform/email/templates.ts';
import { AppError } from '#shared/errors.ts';
import {
  SAME_PASSWORD,
  WRONG_CURRENT_PASSWORD,
  type ChangePasswordInput,
} from '#shared/schemas/account-security.ts';
import { LoginThrottle, TOO_MANY_SIGN_INS, accountOf, type Source } from './login-throttle.ts';
import { endOpenResetLinks, endPendingEmailChange, lockAccount } from './open-links.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/**
 * Change password on /account (issue 25): the current password, then a new one that passes the
 * sign-up strength rule (checked by the route's schema). On success every OTHER session of the user
 * ends; the one that asked stays.
 *
 * The current-password check is a password guess like a sign-in, so it goes through the sign-in
 * throttle (login-throttle.ts) under the same account key: a stolen session cannot be used to try
 * passwords faster than the sign-in page allows, and its failures count towards the same limits.
 */

type Plan = { userId: number; name: string; email: string; passwordHash: string };

/** Reads and checks; a refusal writes nothing but the throttle's count. */
async function plan(
  ctx: AppContext,
  actor: SessionUser,
  input: ChangePasswordInput,
  source: Source,
): Promise<Plan> {
  const throttle = new LoginThrottle(ctx.db);
  const account = accountOf(actor.id, actor.email);
  const admission = await throttle.admit(account, source);
  if (!admission.ok) {
    throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_SIGN_INS, { retryAfterS: admission.retryAfterS });
  }
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, actor.id));
  const ok = user && !user.deletedAt ? await verifyPassword(user.passwordHash, input.currentPassword) : false;
  if (!ok) {
    await throttle.fail(account, source);
    throw new AppError('BAD_REQUEST', WRONG_CURRENT_PASSWORD, { field: 'currentPassword' });
  }
  await throttle.succeed(account, source);
  if (input.newPassword === input.currentPassword) {
    throw new AppError('BAD_REQUEST', SAME_PASSWORD, { field: 'newPassword' });
  }
  return {
    userId: actor.id,
    name: actor.firstName || actor.username,
    email: actor.email,
    passwordHash: await hashPassword(input.newPassword),
  };
}

/**
 * One transaction: the new hash, the other sessions, open reset links and pending e-mail change gone
 * (open-links.ts), a notice, an audit row.
 */
async function apply(ctx: AppContext, p: Plan, keepTokenHash: string): Promise<string[]> {
  return ctx.db.transaction(async (tx: Db) => {
    await lockAccount(tx, p.userId);
    const batch = new WriteBatch();
    batch.write(tx.update(users).set({ passwordHash: p.passwordHash }).where(eq(users.id, p.userId)));
    batch.write(revokeApiTokensOf(tx, p.userId));
    const ended = batch.rows<{ token_hash: string }>(
      tx
        .delete(sessions)
        .where(and(eq(sessions.userId, p.userId), ne(sessions.tokenHash, keepTokenHash)))
        .returning({ token_hash: sessions.tokenHash }),
    );
    batch.write(endOpenResetLinks(tx, p.userId));
    batch.write(endPendingEmailChange(tx, p.userId));
    batch.write(
      tx
        .insert(auditEvents)
        .values({ actorId: p.userId, action: 'password_changed', targetUserId: p.userId }),
    );
    queueEmail(
      batch,
      tx,
      ctx,
      'password_changed',
      [p.email],
      templates.passwordChanged(ctx.env, { name: p.name, how: 'changed' }),
    );
    const result = await batch.run(tx);
    return result.get(ended).map((r) => r.token_hash);
  });
}

/** Changes the actor's password; answers the token hashes of the sessions it ended. */
export async function changePassword(
  ctx: AppContext,
  actor: SessionUser,
  currentTokenHash: string,
  input: ChangePasswordInput,
  source: Source,
): Promise<string[]> {
  return apply(ctx, await plan(ctx, actor, input, source), currentTokenHash);
}
