import { revokeApiTokensOf } from '../integrations/api-tokens/tokens.ts';
import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { AppError } from '#shared/errors.ts';
import { CANNOT_DEACTIVATE_SELF, LAST_ACTIVE_STAFF, type DeactivateResult } from '#shared/schemas/staff.ts';
import { recordAudit } from '../audit/write.ts';
import { lockStaff, otherActiveStaff, requireStaffActor, staffAccount } from './access.ts';
import { openAssignmentsQuery } from './open-assignments.ts';
import { withdrawWhatTheySetUp } from '../team/standing-lost.ts';

/**
 * POST /api/staff/:userId/deactivate: a colleague's staff account stops working. In one transaction,
 * under the staff lock (so two staff deactivating each other at once are checked one after the other:
 * the second finds no other active account and gets 409): users.deactivated_at is set, every session
 * of theirs is deleted (the next call answers 401; the trigger on sessions drops the other instances'
 * caches, the route this instance's), and the audit entry is written. Sign-in refuses the account from
 * then on (auth.routes.ts); their API tokens and the invitations they sent that are still open are
 * revoked. Nobody deactivates themselves or the last active staff account (409,
 * nothing changed). Answers their open assignments, to be handed to another active staff account.
 * Deactivating an account already deactivated changes nothing.
 */
export async function deactivateStaff(
  ctx: AppContext,
  actor: SessionUser,
  input: { userId: number; address: string | null },
): Promise<DeactivateResult & { endedSessions: string[] }> {
  requireStaffActor(actor);
  if (input.userId === actor.id) throw new AppError('CONFLICT', CANNOT_DEACTIVATE_SELF);
  const ended = await ctx.db.transaction(async (tx) => {
    await lockStaff(tx);
    const target = await staffAccount(ctx, tx, input.userId, { lock: true });
    if (target.deactivatedAt) return [];
    if ((await otherActiveStaff(ctx, tx, input.userId)) === 0) {
      throw new AppError('CONFLICT', LAST_ACTIVE_STAFF);
    }
    const [after] = await tx
      .update(users)
      .set({ deactivatedAt: sql`now()` as unknown as Date })
      .where(eq(users.id, input.userId))
      .returning({ deactivatedAt: users.deactivatedAt });
    await revokeApiTokensOf(tx, input.userId);
    // Their links would be refused anyway (a link stands while its sender may invite): revoked, they
    // leave the Team pages' pending lists instead of showing there with a dead link. The webhook
    // endpoints that answer to them, every company group's included, are paused.
    await withdrawWhatTheySetUp(tx, {
      userId: input.userId,
      enterpriseId: null,
      actorId: actor.id,
      how: 'deactivated',
      address: input.address,
    });
    const gone = (
      await tx
        .delete(sessions)
        .where(eq(sessions.userId, input.userId))
        .returning({ tokenHash: sessions.tokenHash })
    ).map((s) => s.tokenHash);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'staff_deactivated',
      targetUserId: input.userId,
      details: {
        before: { deactivatedAt: null },
        after: { deactivatedAt: new Date(after!.deactivatedAt!).toISOString() },
        sessionsEnded: gone.length,
        address: input.address,
      },
    });
    return gone;
  });
  return {
    sessionsEnded: ended.length,
    endedSessions: ended,
    openAssignments: await openAssignmentsQuery(ctx.db, input.userId),
  };
}
