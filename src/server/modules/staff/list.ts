import { asc, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { StaffList } from '#shared/schemas/staff.ts';
import { requireStaffActor, staffAccountSql } from './access.ts';
import { closedStatusesSql } from './open-assignments.ts';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/**
 * GET /api/staff: every staff account (e-mail in the provider's domain, found by
 * users_email_domain_idx; deleted accounts left out), active ones first, then by name. With each: two-
 * factor on/off, deactivated since, their open assignments (assignedTo of requests not finished,
 * cancelled or deleted) and last activity (the latest sessions.last_seen_at). One statement. The
 * subqueries name `users.id` in full: drizzle writes a column of the only table as a bare "id", which
 * inside them would be the request's id.
 */
export async function listStaff(ctx: AppContext, actor: SessionUser): Promise<StaffList> {
  requireStaffActor(actor);
  const rows = await ctx.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      twoFactor: sql<boolean>`${users.totpEnabledAt} is not null`,
      deactivatedAt: users.deactivatedAt,
      openAssignments: sql<number>`(select count(*)::int from service_requests r
          join request_assignees a on a.request_id = r.id and a.role = 'assignedTo'
         where a.user_id = users.id and r.status not in (${closedStatusesSql}))`,
      lastActiveAt: sql<
        Date | string | null
      >`(select max(s.last_seen_at) from sessions s where s.user_id = users.id)`,
    })
    .from(users)
    .where(staffAccountSql(ctx))
    .orderBy(
      sql`${users.deactivatedAt} is not null`,
      sql`lower(${users.firstName})`,
      sql`lower(${users.lastName})`,
      asc(users.id),
    );
  return {
    staff: rows.map((r) => ({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      twoFactor: Boolean(r.twoFactor),
      deactivatedAt: iso(r.deactivatedAt),
      openAssignments: Number(r.openAssignments),
      lastActiveAt: iso(r.lastActiveAt),
    })),
  };
}
