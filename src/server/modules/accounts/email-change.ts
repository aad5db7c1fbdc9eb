import crypto from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { accountTokens, auditEvents, users } from '../../db/schema/index.ts';
import { WriteBatch } from '../../db/write-batch.ts';
import { queueEmail } from '../../platform/email/outbox.ts';
import { appUrl, templates } from '../../platform/email/templates.ts';
import { serverKey, signatureMatches } from '../../platform/server-keys.ts';
import { isStaffEmail } from '#shared/domain/permissions.ts';
import { AppError } from '#shared/errors.ts';
import { ACCOUNT_MESSAGES, type EmailChangeInput } from '#shared/schemas/account-profile.ts';
import { checkCurrentPassword } from './account-password-check.ts';
import { endOpenResetLinks, lockAccount } from './open-links.ts';
import { EMAIL_CHANGE } from './profile.ts';

/**
 * Changing one's e-mail address (issue 25). The request (password checked) writes an account_tokens
 * row (purpose 'email_change', the new address in `data`) holding only the SHA-256 of the link's
 * token, and queues two e-mails through the outbox in the same transaction: the link to the new
 * address, a notice to the current one. The address changes only when the link is followed
 * (confirmEmailChange): single use, 24 hours, signed (a token whose signature does not match is refused
 * before any lookup).
 *
 * An address already taken is NOT refused at the request: the answer is the same whether or not an
 * account uses it, so the form tells nobody who is registered; the confirmation then fails with a clear
 * message (and the unique index settles a race). Staff are the users whose address is in the provider's
 * domain, so moving into or out of it is refused at both steps: it would make someone staff, or not.
 */

export const EMAIL_CHANGE_HOURS = 24;
const KEY_NAME = 'email-change-link-key';

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const mac = (key: Buffer, random: string) =>
  crypto.createHmac('sha256', key).update(`email-change:${random}`).digest().subarray(0, 16);

/** A new link token: `{32 random bytes}.{HMAC of them}`, both base64url. */
async function newToken(db: Db): Promise<string> {
  const random = crypto.randomBytes(32).toString('base64url');
  return `${random}.${mac(await serverKey(db, KEY_NAME), random).toString('base64url')}`;
}

/** True when the token is one this server signed (its shape and signature; not whether it is live). */
async function signedByUs(db: Db, token: string): Promise<boolean> {
  const m = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{22})$/.exec(token);
  return !!m && signatureMatches(m[2]!, mac(await serverKey(db, KEY_NAME), m[1]!));
}

export const confirmEmailUrl = (ctx: AppContext, token: string) =>
  `${appUrl(ctx.env)}/account/confirm-email?token=${encodeURIComponent(token)}`;

/** Staff rule (section 6): the address's side of the provider's domain may not change. */
function checkStaffDomain(ctx: AppContext, from: string, to: string): void {
  const was = isStaffEmail(from, ctx.env.PROVIDER_DOMAIN);
  const will = isStaffEmail(to, ctx.env.PROVIDER_DOMAIN);
  if (was && !will) throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.staffDomainOut);
  if (!was && will) throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.staffDomainIn);
}

/**
 * POST /api/account/email: checks the password and the staff rule, replaces any pending change, and
 * queues the link and the notice. Answers the same whether or not the new address is taken.
 */
export async function requestEmailChange(
  ctx: AppContext,
  actor: SessionUser,
  input: EmailChangeInput,
): Promise<{ message: string }> {
  const [user] = await ctx.db
    .select({
      email: users.email,
      passwordHash: users.passwordHash,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(and(eq(users.id, actor.id), isNull(users.deletedAt)));
  if (!user) throw new AppError('NOT_FOUND', 'Account not found');
  await checkCurrentPassword(ctx.db, actor.id, user.passwordHash, input.password);
  const email = input.email.trim();
  if (email.toLowerCase() === user.email.toLowerCase()) {
    throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.sameEmail, { field: 'email' });
  }
  checkStaffDomain(ctx, user.email, email);
  // Without e-mail the link could never arrive: say so rather than wait for nothing.
  if (!ctx.env.EMAIL_ENABLED) throw new AppError('UNAVAILABLE', ACCOUNT_MESSAGES.emailOff);

  const token = await newToken(ctx.db);
  const name = `${user.firstName} ${user.lastName}`.trim() || 'there';
  await ctx.db.transaction(async (tx) => {
    // A new request replaces the pending one: its link stops working (a separate statement, so the
    // batch below never touches the same rows twice).
    await tx
      .delete(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, actor.id),
          eq(accountTokens.purpose, EMAIL_CHANGE),
          isNull(accountTokens.usedAt),
        ),
      );
    const batch = new WriteBatch();
    batch.write(
      tx.insert(accountTokens).values({
        tokenHash: sha256(token),
        userId: actor.id,
        purpose: EMAIL_CHANGE,
        data: { email, from: user.email },
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_HOURS * 3600_000),
      }),
    );
    batch.write(
      tx.insert(auditEvents).values({
        actorId: actor.id,
        targetUserId: actor.id,
        action: 'email_change_requested',
        details: { to: email },
      }),
    );
    queueEmail(
      batch,
      tx,
      ctx,
      'email_change_confirm',
      [email],
      templates.emailChangeConfirm(ctx.env, {
        name,
        url: confirmEmailUrl(ctx, token),
        hours: EMAIL_CHANGE_HOURS,
      }),
    );
    queueEmail(
      batch,
      tx,
      ctx,
      'email_change_notice',
      [user.email],
      templates.emailChangeNotice(ctx.env, { name, newEmail: email }),
    );
    await batch.run(tx);
  });
  return { message: ACCOUNT_MESSAGES.emailSent };
}

type Outcome = { ok: true; email: string } | { ok: false; error: AppError };

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * POST /api/account/email/confirm: follows a link. The token is spent whatever the outcome once it is
 * found live (a taken address does not leave a link to retry later); the address then changes unless
 * another account has it meanwhile or the staff rule forbids it.
 */
export async function confirmEmailChange(ctx: AppContext, token: string): Promise<{ email: string }> {
  if (!(await signedByUs(ctx.db, token))) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.linkInvalid);
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const link = and(eq(accountTokens.tokenHash, sha256(token)), eq(accountTokens.purpose, EMAIL_CHANGE));
    // The person's row before their tokens (open-links.ts lockAccount), then the link, read again.
    const [owner] = await tx.select({ userId: accountTokens.userId }).from(accountTokens).where(link);
    if (owner) await lockAccount(tx, owner.userId);
    const [row] = await tx.select().from(accountTokens).where(link).for('update');
    if (!row) return { ok: false, error: new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.linkInvalid) };
    if (row.usedAt) return { ok: false, error: new AppError('CONFLICT', ACCOUNT_MESSAGES.linkUsed) };
    if (row.expiresAt.getTime() <= Date.now()) {
      return { ok: false, error: new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.linkExpired) };
    }
    await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(eq(accountTokens.tokenHash, row.tokenHash));
    const email = String(row.data.email ?? '');
    const [user] = await tx
      .select({ email: users.email, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, row.userId))
      .for('update');
    if (!user || user.deletedAt || !email) {
      return { ok: false, error: new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.linkInvalid) };
    }
    try {
      checkStaffDomain(ctx, user.email, email);
    } catch (e) {
      return { ok: false, error: e as AppError };
    }
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, row.userId)))
      .limit(1);
    if (taken) return { ok: false, error: new AppError('CONFLICT', ACCOUNT_MESSAGES.emailTaken) };
    try {
      await tx.transaction(async (sp) => {
        await sp.update(users).set({ email }).where(eq(users.id, row.userId));
      });
    } catch (e) {
      if (isUniqueViolation(e)) {
        return { ok: false, error: new AppError('CONFLICT', ACCOUNT_MESSAGES.emailTaken) };
      }
      throw e;
    }
    // Reset links went to the old address, which is no longer the account's (open-links.ts).
    await endOpenResetLinks(tx, row.userId);
    await tx.insert(auditEvents).values({
      actorId: row.userId,
      targetUserId: row.userId,
      action: 'email_changed',
      details: { from: user.email, to: email },
    });
    return { ok: true, email };
  });
  if (!outcome.ok) throw outcome.error;
  return { email: outcome.email };
}
