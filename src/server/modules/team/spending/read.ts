import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { SessionUser } from '../../../context.ts';
import { AppError } from '#shared/errors.ts';
import type { MyCap, Spending } from '#shared/schemas/spending.ts';
import { ENTERPRISE_NOT_FOUND, requireTeamAccess } from '../access.ts';
import { monthStart, remainingOf, spendOf } from './month-spend.ts';

/**
 * GET /api/team/:enterpriseId/spending (owners, staff): every person's monthly cap and this month's
 * spend (calendar month, UTC), and whether members' submissions wait for an owner's approval.
 */
export async function readSpending(db: Db, actor: SessionUser, enterpriseId: number): Promise<Spending> {
  await requireTeamAccess(db, actor, enterpriseId);
  const res = (await db.execute(sql`
    select e.require_approval as "requireApproval",
      array(select cm.user_id from company_members cm join companies c on c.id = cm.company_id
             where c.enterprise_id = e.id
            union select eo.user_id from enterprise_owners eo where eo.enterprise_id = e.id) as "userIds"
    from enterprises e where e.id = ${enterpriseId}`)) as unknown as {
    rows: { requireApproval: boolean; userIds: number[] }[];
  };
  const row = res.rows[0];
  if (!row) throw new AppError('NOT_FOUND', ENTERPRISE_NOT_FOUND);
  const now = new Date();
  const spend = await spendOf(db, enterpriseId, (row.userIds ?? []).map(Number), now);
  return {
    month: monthStart(now).toISOString().slice(0, 10),
    requireApproval: Boolean(row.requireApproval),
    people: [...spend.values()]
      .sort((a, b) => a.userId - b.userId)
      .map((p) => ({ ...p, spentThisMonth: p.spent, remaining: remainingOf(p) }))
      .map(({ spent: _spent, ...p }) => p),
  };
}

/**
 * GET /api/team/:enterpriseId/spending/me: the caller's own cap, spend and what is left, in an
 * enterprise they belong to (404 otherwise).
 */
export async function readMyCap(db: Db, actor: SessionUser, enterpriseId: number): Promise<MyCap> {
  if (!actor.enterpriseIds.includes(enterpriseId) && !actor.ownedEnterpriseIds.includes(enterpriseId)) {
    throw new AppError('NOT_FOUND', ENTERPRISE_NOT_FOUND);
  }
  const p = (await spendOf(db, enterpriseId, [actor.id])).get(actor.id);
  if (!p) throw new AppError('NOT_FOUND', ENTERPRISE_NOT_FOUND);
  return {
    enterpriseId,
    userId: actor.id,
    monthlyCap: p.monthlyCap,
    spentThisMonth: p.spent,
    remaining: remainingOf(p),
    isOwner: p.isOwner,
  };
}
