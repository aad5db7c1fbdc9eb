import type { AppContext, SessionUser } from '../../../context.ts';
import type { TwoFactorStatus } from '#shared/schemas/two-factor.ts';
import { twoFactorRow } from './account.ts';
import { recoveryCodesLeft } from './recovery-codes.ts';
import { ownedEnterpriseRequirements, requirementFor, staffRequirement } from './requirements.ts';

/** What the account page (and the enrolment page) shows about the user's second factor. */
export async function twoFactorStatus(ctx: AppContext, actor: SessionUser): Promise<TwoFactorStatus> {
  const [row, left, requirement, staff, enterprises] = await Promise.all([
    twoFactorRow(ctx.db, actor.id),
    recoveryCodesLeft(ctx.db, actor.id),
    requirementFor(ctx.db, actor),
    actor.isStaff ? staffRequirement(ctx.db) : null,
    ownedEnterpriseRequirements(ctx.db, actor),
  ]);
  return {
    enabled: row.totpEnabledAt !== null,
    enabledAt: row.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: row.totpEnabledAt !== null ? left : 0,
    required: requirement.required,
    requiredBy: requirement.by,
    enrolmentOnly: actor.stage === 'enroll',
    policies: { staff, enterprises },
  };
}
