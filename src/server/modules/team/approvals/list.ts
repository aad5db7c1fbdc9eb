import { sql } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import { APPROVERS_ONLY, type PendingApproval } from '#shared/schemas/approvals.ts';
import type { SessionUser } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { requireTeamAccess } from '../access.ts';

type Row = {
  requestId: number;
  title: string;
  companyId: number;
  companyName: string;
  requestedAt: string | Date;
  price: string;
  user: PendingApproval['requestedBy'];
};

/**
 * GET /api/team/:enterpriseId/approvals (the enterprise's owners): its members' submissions awaiting
 * approval, oldest first, with who, when and the price. Staff get 403: a never-submitted draft is
 * not theirs to see; a member 403, another enterprise's owner 404.
 */
export async function listPendingApprovals(
  db: Db,
  actor: SessionUser,
  enterpriseId: number,
): Promise<PendingApproval[]> {
  await requireTeamAccess(db, actor, enterpriseId);
  if (actor.isStaff) throw new AppError('FORBIDDEN', APPROVERS_ONLY);
  const res = (await db.execute(sql`
    select r.id as "requestId", r.title, c.id as "companyId", c.name as "companyName",
      ra.requested_at as "requestedAt", coalesce(r.adjust_credit, r.credit)::text as price,
      json_build_object('id', u.id, 'username', u.username, 'email', u.email, 'firstName', u.first_name,
        'lastName', u.last_name, 'profileImage', u.profile_image) as "user"
    from request_approvals ra
      join service_requests r on r.id = ra.request_id
      join companies c on c.id = r.company_id
      join users u on u.id = r.created_by_id
    where ra.enterprise_id = ${enterpriseId} and r.enterprise_id = ${enterpriseId} and ra.state = 'pending' and r.status = 'DRAFT'
    order by ra.requested_at, r.id
    limit 500`)) as unknown as { rows: Row[] };
  return res.rows.map((r) => ({
    requestId: Number(r.requestId),
    title: r.title,
    company: { id: Number(r.companyId), name: r.companyName },
    requestedBy: typeof r.user === 'string' ? JSON.parse(r.user) : r.user,
    requestedAt: new Date(r.requestedAt).toISOString(),
    price: Number(r.price).toFixed(2),
  }));
}
