import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailDomainSql, users } from '../../db/schema/index.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { AppError } from '#shared/errors.ts';
import { NOT_STAFF_ACCOUNT } from '#shared/schemas/staff.ts';
import { STAFF_LOCK } from '../accounts/account-deletion.ts';

/** Staff administration is for staff; the routes' requireStaff says so first, this holds for any caller. */
export function requireStaffActor(actor: SessionUser): void {
  if (!actor.isStaff) throw new AppError('FORBIDDEN', 'Only staff may do this.');
}

/** The provider's domain as users_email_domain_idx stores it: lower case, no leading @. */
export const providerDomainOf = (ctx: AppContext) =>
  ctx.env.PROVIDER_DOMAIN.trim().toLowerCase().replace(/^@/, '');

/** SQL: the user is a staff account (e-mail in the provider's domain, by its index) not deleted. */
export const staffAccountSql = (ctx: AppContext) =>
  and(eq(emailDomainSql, providerDomainOf(ctx)), isNull(users.deletedAt));

/**
 * The one lock of everything that may leave the provider without an active staff account (deactivation
 * here, account deletion in modules/accounts): two such changes at once are checked one after the other.
 */
export async function lockStaff(tx: Db): Promise<void> {
  await tx.execute(sql`select ${STAFF_LOCK}`);
}

/** A staff account by id (with `lock`, its row locked for this transaction); 404 when there is none. */
export async function staffAccount(ctx: AppContext, tx: Db, userId: number, { lock = false } = {}) {
  const query = tx
    .select({ id: users.id, email: users.email, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(and(eq(users.id, userId), staffAccountSql(ctx)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', NOT_STAFF_ACCOUNT);
  return row;
}

/** How many active staff accounts there are besides `userId`. */
export async function otherActiveStaff(ctx: AppContext, tx: Db, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(staffAccountSql(ctx), isNull(users.deactivatedAt), sql`${users.id} <> ${userId}`));
  return Number(row?.n ?? 0);
}

/** Whether the account is deactivated (sign-in refuses it). */
export async function isDeactivated(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ at: users.deactivatedAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.at);
}
