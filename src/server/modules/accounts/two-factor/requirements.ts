import { and, eq, inArray, sql } from 'drizzle-orm';
import { SESSION_USERS_CHANNEL, type Db } from '../../../db/client.ts';
import { enterprises, providerSettings } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../context.ts';
import { AppError } from '#shared/errors.ts';
import { recordAudit } from '../../audit/write.ts';

/**
 * Who must use two-factor sign-in: every staff account when staff turned on the provider setting
 * STAFF_SETTING; every person of an enterprise (its owners and the people of its companies) whose
 * owner turned on enterprises.requireTwoFactor. Read at sign-in: a person who must and has not
 * enrolled gets a session of stage 'enroll' (verify-at-sign-in.ts).
 */
export const STAFF_SETTING = 'two_factor_required_for_staff';

export async function staffRequirement(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: providerSettings.value })
    .from(providerSettings)
    .where(eq(providerSettings.name, STAFF_SETTING));
  return row?.value === true;
}

/**
 * The requirement judged inside a credential's own read, without a statement of its own (`u` is the
 * users row): whether two-factor is on, whether the staff rule is on, and whether one of the
 * person's enterprises (owned, or of a company they are in) requires it. `mustEnrol` says what they
 * mean for that person, as `requirementFor` does.
 */
export const REQUIREMENT_COLUMNS = `, u.totp_enabled_at is not null as "twoFactorOn",
      coalesce((select ps.value = 'true'::jsonb from provider_settings ps
                where ps.name = '${STAFF_SETTING}'), false) as "staffRequires",
      exists(select 1 from enterprises e where e.require_two_factor and e.id in (
               select c.enterprise_id from company_members cm join companies c on c.id = cm.company_id
                 where cm.user_id = u.id
               union all
               select eo.enterprise_id from enterprise_owners eo where eo.user_id = u.id)) as "enterpriseRequires"`;

export type RequirementColumns = {
  twoFactorOn: boolean;
  staffRequires: boolean;
  enterpriseRequires: boolean;
};

/** Whether a person read with REQUIREMENT_COLUMNS must turn two-factor on before anything else. */
export const mustEnrol = (user: Pick<SessionUser, 'isStaff'>, row: RequirementColumns) =>
  !row.twoFactorOn && (user.isStaff ? row.staffRequires : row.enterpriseRequires);

/**
 * A rule turned on changes what credentials may do (the tokens of those who must enrol stop): it is
 * announced where session and membership changes are (`session_users`, heard at COMMIT), so the open
 * event streams are checked again at once (platform/realtime.ts) and the session caches start afresh.
 */
async function announceAccessChange(tx: Db) {
  await tx.execute(sql`select pg_notify(${SESSION_USERS_CHANNEL}, '*')`);
}

/** Enterprise ids among `ids` that require two-factor of their people. */
async function requiringEnterprises(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(and(inArray(enterprises.id, ids), eq(enterprises.requireTwoFactor, true)));
  return rows.map((r) => r.id);
}

/** Whether this person must use two-factor sign-in, and why (for the enrolment page). */
export async function requirementFor(
  db: Db,
  user: Pick<SessionUser, 'isStaff' | 'enterpriseIds'>,
): Promise<{ required: boolean; by: 'staff' | 'enterprise' | null }> {
  if (user.isStaff) {
    const required = await staffRequirement(db);
    return { required, by: required ? 'staff' : null };
  }
  const required = (await requiringEnterprises(db, user.enterpriseIds)).length > 0;
  return { required, by: required ? 'enterprise' : null };
}

/** The enterprises the user owns and whether each requires two-factor (the owner's switches). */
export async function ownedEnterpriseRequirements(
  db: Db,
  user: Pick<SessionUser, 'ownedEnterpriseIds'>,
): Promise<{ id: number; name: string; required: boolean }[]> {
  if (user.ownedEnterpriseIds.length === 0) return [];
  return db
    .select({ id: enterprises.id, name: enterprises.name, required: enterprises.requireTwoFactor })
    .from(enterprises)
    .where(inArray(enterprises.id, user.ownedEnterpriseIds))
    .orderBy(enterprises.name);
}

/** Staff: require (or stop requiring) two-factor of every staff account. Recorded in audit_events. */
export async function setStaffRequirement(
  db: Db,
  actor: SessionUser,
  required: boolean,
  address: string | null = null,
): Promise<boolean> {
  if (!actor.isStaff) throw new AppError('FORBIDDEN', 'Only staff may do this.');
  await db.transaction(async (tx) => {
    await tx
      .insert(providerSettings)
      .values({ name: STAFF_SETTING, value: required, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: providerSettings.name,
        set: { value: required, updatedBy: actor.id, updatedAt: sql`now()` },
      });
    if (required) await announceAccessChange(tx);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'two_factor.staff_requirement',
      details: { required, address },
    });
  });
  return required;
}

/**
 * An owner of the enterprise (or staff): require (or stop requiring) two-factor of its people.
 * Recorded in audit_events.
 */
export async function setEnterpriseRequirement(
  db: Db,
  actor: SessionUser,
  enterpriseId: number,
  required: boolean,
  address: string | null = null,
): Promise<boolean> {
  if (!actor.isStaff && !actor.ownedEnterpriseIds.includes(enterpriseId)) {
    throw new AppError('FORBIDDEN', 'Only an owner of the enterprise may change this.');
  }
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ required: enterprises.requireTwoFactor })
      .from(enterprises)
      .where(eq(enterprises.id, enterpriseId))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', 'Enterprise not found');
    await tx.update(enterprises).set({ requireTwoFactor: required }).where(eq(enterprises.id, enterpriseId));
    if (required && !before.required) await announceAccessChange(tx);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'two_factor.enterprise_requirement',
      enterpriseId,
      details: {
        required,
        before: { requireTwoFactor: before.required },
        after: { requireTwoFactor: required },
        address,
      },
    });
  });
  return required;
}
