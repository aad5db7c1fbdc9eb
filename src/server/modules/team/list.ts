import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../context.ts';
import type { Team, TeamPerson } from '#shared/schemas/team.ts';
import { invitationToken } from '../accounts/invitations.ts';
import { requireTeamAccess } from './access.ts';

type Row = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  companyIds: number[] | null;
  isOwner: boolean;
  twoFactor: boolean;
  lastActiveAt: string | Date | null;
};

/**
 * GET /api/team/:enterpriseId: every person of the enterprise (a member of one of its companies, or
 * an owner), with their companies, role, two-factor and last activity (the latest request seen from
 * any of their sessions). Owners first, then by name. One statement for the people.
 */
export async function readTeam(db: Db, actor: SessionUser, enterpriseId: number): Promise<Team> {
  const enterprise = await requireTeamAccess(db, actor, enterpriseId);
  const companyRows = (
    (await db.execute(
      sql`select id, name from companies where enterprise_id = ${enterpriseId} order by name, id`,
    )) as unknown as { rows: { id: number; name: string }[] }
  ).rows;
  const rows = (
    (await db.execute(sql`
      with people as (
        select cm.user_id from company_members cm join companies c on c.id = cm.company_id
         where c.enterprise_id = ${enterpriseId}
        union
        select user_id from enterprise_owners where enterprise_id = ${enterpriseId}
      )
      select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email,
             (select array_agg(cm.company_id order by cm.company_id) from company_members cm
                join companies c on c.id = cm.company_id
               where cm.user_id = u.id and c.enterprise_id = ${enterpriseId}) as "companyIds",
             exists(select 1 from enterprise_owners o where o.enterprise_id = ${enterpriseId} and o.user_id = u.id) as "isOwner",
             u.totp_enabled_at is not null as "twoFactor",
             (select max(s.last_seen_at) from sessions s where s.user_id = u.id) as "lastActiveAt"
        from people p join users u on u.id = p.user_id
       where u.deleted_at is null
       order by "isOwner" desc, lower(u.first_name), lower(u.last_name), u.id
    `)) as unknown as { rows: Row[] }
  ).rows;
  const people: TeamPerson[] = rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    companyIds: (r.companyIds ?? []).map(Number),
    role: r.isOwner ? 'owner' : 'member',
    twoFactor: r.twoFactor,
    lastActiveAt: r.lastActiveAt ? new Date(r.lastActiveAt).toISOString() : null,
  }));
  return {
    enterprise,
    companies: companyRows.map((c) => ({ id: Number(c.id), name: c.name })),
    people,
    inviteToken: await invitationToken(db, enterpriseId, actor.id),
  };
}
