import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../../context.ts';
import { companies, supportMessages } from '../../db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import type { SupportInput } from '#shared/schemas/support.ts';
import { WriteBatch } from '../../db/write-batch.ts';
import { queueEmail, staffUsersQuery } from '../../platform/email/outbox.ts';
import { templates } from '../../platform/email/templates.ts';

/** Section 8: what the Support page shows when e-mail is not configured. */
export const EMAIL_NOT_CONFIGURED = 'Credntial is not set correctly for sending emails.';

/** An identical repeat of one's last support message within this window is not sent again. */
export const SUPPORT_REPEAT_WINDOW_SECONDS = 120;

/**
 * The customers' Support form: stored, and e-mailed to every staff member (or, with no staff account
 * yet, to the MAIL_FROM address) through the outbox, in one transaction. An identical repeat of the
 * sender's last message (a double click, a retried request) answers that message, `duplicate`:
 * stored and e-mailed once. The sender's advisory lock makes simultaneous repeats take turns.
 */
export async function submitSupportMessage(ctx: AppContext, actor: SessionUser, input: SupportInput) {
  if (actor.isStaff) throw new AppError('FORBIDDEN', 'Support is for customers.');
  if (!ctx.env.EMAIL_ENABLED) throw new AppError('UNAVAILABLE', EMAIL_NOT_CONFIGURED);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`support:${actor.id}`}))`);
    const [last] = await tx
      .select()
      .from(supportMessages)
      .where(
        and(
          eq(supportMessages.userId, actor.id),
          sql`${supportMessages.createdAt} > now() - make_interval(secs => ${SUPPORT_REPEAT_WINDOW_SECONDS})`,
        ),
      )
      .orderBy(desc(supportMessages.id))
      .limit(1);
    if (
      last &&
      last.fullName === input.fullName &&
      last.email === input.email &&
      last.phone === (input.phone ?? null) &&
      last.message === input.message
    ) {
      return { id: last.id, createdAt: last.createdAt.toISOString(), duplicate: true };
    }
    const [row] = await tx
      .insert(supportMessages)
      .values({
        userId: actor.id,
        fullName: input.fullName,
        email: input.email,
        phone: input.phone ?? null,
        message: input.message,
      })
      .returning();
    const [staff, companyRows] = await Promise.all([
      staffUsersQuery(tx, ctx.env.PROVIDER_DOMAIN).execute(),
      actor.companyIds.length
        ? tx
            .select({ name: companies.name })
            .from(companies)
            .where(inArray(companies.id, actor.companyIds))
            .orderBy(asc(companies.name))
        : Promise.resolve([]),
    ]);
    const to = staff.length ? staff.map((s) => s.email) : [ctx.env.MAIL_FROM];
    const batch = new WriteBatch();
    queueEmail(
      batch,
      tx,
      ctx,
      'support',
      to,
      templates.support(ctx.env, {
        ...input,
        phone: input.phone ?? null,
        company: companyRows.map((c) => c.name).join(', '),
      }),
    );
    await batch.run(tx);
    return { id: row!.id, createdAt: row!.createdAt.toISOString(), duplicate: false };
  });
}
