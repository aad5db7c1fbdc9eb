import { sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { isStaffEmail } from '#shared/domain/permissions.ts';
import type { UserDto } from '#shared/schemas/user.ts';

/*
 * A user with everything the permission checks need (SessionUser), read in one statement: the session
 * and token guards (plugins/auth.ts) and the use cases that act or judge for a person outside a
 * request of theirs (the daily digest) read it here.
 */

export type SessionRow = UserDto & {
  stage?: string;
  memberCompanyIds: number[];
  memberEnterpriseIds: number[];
  ownedEnterpriseIds: number[];
  ownedCompanyIds: number[];
};

/**
 * Everything the permission checks need about a user, in ONE statement: this runs on every signed-in
 * request the session cache does not answer, and each extra round trip was a measurable share of its
 * cost (issue 14). It is followed by the FROM: the users table alone (by id) or sessions joined to
 * users (by token).
 */
export const SESSION_USER_COLUMNS = `
    select u.id, u.username, u.email, u.first_name as "firstName", u.last_name as "lastName",
      u.profile_image as "profileImage",
      array(select cm.company_id from company_members cm join companies c on c.id = cm.company_id
            where cm.user_id = u.id order by c.enterprise_id, c.id) as "memberCompanyIds",
      array(select c.enterprise_id from company_members cm join companies c on c.id = cm.company_id
            where cm.user_id = u.id order by c.enterprise_id, c.id) as "memberEnterpriseIds",
      array(select eo.enterprise_id from enterprise_owners eo
            where eo.user_id = u.id order by eo.enterprise_id) as "ownedEnterpriseIds",
      array(select c.id from companies c join enterprise_owners eo on eo.enterprise_id = c.enterprise_id
            where eo.user_id = u.id order by c.id) as "ownedCompanyIds"`;
export const sessionUserSql = (from: SQL) => sql`${sql.raw(SESSION_USER_COLUMNS)} ${from}`;

export function toSessionUser(row: SessionRow, providerDomain: string): SessionUser {
  // An enterprise owner acts for every company of the enterprises they own.
  const companyIds = [...new Set([...row.memberCompanyIds, ...row.ownedCompanyIds])];
  const enterpriseIds = [...new Set([...row.memberEnterpriseIds, ...row.ownedEnterpriseIds])];
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImage: row.profileImage,
    isStaff: isStaffEmail(row.email, providerDomain),
    companyIds,
    ownedEnterpriseIds: row.ownedEnterpriseIds,
    enterpriseIds,
    ...(row.stage === 'enroll' ? { stage: 'enroll' as const } : {}),
  };
}

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Loads everything the permission checks need about a user (one statement). */
export async function loadSessionUser(
  db: Db,
  userId: number,
  providerDomain: string,
): Promise<SessionUser | null> {
  const [row] = rowsOf<SessionRow>(
    await db.execute(sessionUserSql(sql`from users u where u.id = ${userId}`)),
  );
  return row ? toSessionUser(row, providerDomain) : null;
}
