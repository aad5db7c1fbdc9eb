import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { recordAudit } from '../audit/write.ts';
import { lockStaff, requireStaffActor, staffAccount } from './access.ts';

/**
 * POST /api/staff/:userId/reactivate: a deactivated staff account may sign in again (with its own
 * password and second factor; nothing else of it changed). An active account is left as it is.
 */
export async function reactivateStaff(
  ctx: AppContext,
  actor: SessionUser,
  input: { userId: number; address: string | null },
): Promise<{ changed: boolean }> {
  requireStaffActor(actor);
  return ctx.db.transaction(async (tx) => {
    await lockStaff(tx);
    const target = await staffAccount(ctx, tx, input.userId, { lock: true });
    if (!target.deactivatedAt) return { changed: false };
    await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, input.userId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'staff_reactivated',
      targetUserId: input.userId,
      details: {
        before: { deactivatedAt: new Date(target.deactivatedAt).toISOString() },
        after: { deactivatedAt: null },
        address: input.address,
      },
    });
    return { changed: true };
  });
}
