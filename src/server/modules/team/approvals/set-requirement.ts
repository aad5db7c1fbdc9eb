import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { enterprises } from '../../../db/schema/index.ts';
import { recordAudit } from '../../audit/write.ts';
import { lockEnterprise, requireTeamAccess } from '../access.ts';

/**
 * PUT /api/team/:enterpriseId/approval {requireApproval} (owners, staff): whether members'
 * submissions wait for an owner's approval. Turning it off leaves pending ones pending (owners still
 * decide them). An `approval_setting_changed` audit entry (before, after) when it changes.
 */
export async function setApprovalRequirement(
  db: Db,
  actor: SessionUser,
  input: { enterpriseId: number; requireApproval: boolean; address: string | null },
): Promise<{ requireApproval: boolean; changed: boolean }> {
  await requireTeamAccess(db, actor, input.enterpriseId);
  return db.transaction(async (tx) => {
    await lockEnterprise(tx, input.enterpriseId);
    const [row] = await tx
      .select({ requireApproval: enterprises.requireApproval })
      .from(enterprises)
      .where(eq(enterprises.id, input.enterpriseId));
    const before = Boolean(row?.requireApproval);
    if (before === input.requireApproval) return { requireApproval: before, changed: false };
    await tx
      .update(enterprises)
      .set({ requireApproval: input.requireApproval })
      .where(eq(enterprises.id, input.enterpriseId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'approval_setting_changed',
      enterpriseId: input.enterpriseId,
      details: {
        before: { requireApproval: before },
        after: { requireApproval: input.requireApproval },
        address: input.address,
      },
    });
    return { requireApproval: input.requireApproval, changed: true };
  });
}
