import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { enterprises } from '../../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../../context.ts';
import { AppError } from '#shared/errors.ts';
import type { EnterpriseTwoFactor } from '#shared/schemas/two-factor.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * An enterprise's requirement and its people (owners and the people of its companies) with whether
 * each has two-factor on: for its owners (the switch) and staff (the switch, a reset per person).
 */
export async function enterpriseTwoFactor(
  db: Db,
  actor: SessionUser,
  enterpriseId: number,
): Promise<EnterpriseTwoFactor> {
  if (!actor.isStaff && !actor.ownedEnterpriseIds.includes(enterpriseId)) {
    throw new AppError('FORBIDDEN', 'Only an owner of the enterprise may see this.');
  }
  const [enterprise] = await db
    .select({ id: enterprises.id, required: enterprises.requireTwoFactor })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  if (!enterprise) throw new AppError('NOT_FOUND', 'Enterprise not found');
  const people = rowsOf<{
    id: number;
    username: string;
    email: string;
    firstName: string;
    lastName: string;
    enabledAt: string | Date | null;
  }>(
    await db.execute(sql`
      select u.id, u.username, u.email, u.first_name as "firstName", u.last_name as "lastName",
        u.totp_enabled_at as "enabledAt"
      from users u
      where u.deleted_at is null and u.id in (
        select eo.user_id from enterprise_owners eo where eo.enterprise_id = ${enterpriseId}
        union
        select cm.user_id from company_members cm join companies c on c.id = cm.company_id
        where c.enterprise_id = ${enterpriseId})
      order by lower(u.first_name), lower(u.last_name), u.id`),
  );
  return {
    enterpriseId,
    required: enterprise.required,
    people: people.map((p) => ({
      id: p.id,
      username: p.username,
      email: p.email,
      firstName: p.firstName,
      lastName: p.lastName,
      enabled: p.enabledAt !== null,
    })),
  };
}
