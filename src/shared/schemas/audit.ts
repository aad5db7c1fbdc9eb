import { z } from 'zod';
import { intIdParam } from './ids.ts';

/** The audit log (issue 26): who did what to people and money, append-only. */

/** Actions written today; older rows may carry others (the column is free text). */
export const AUDIT_ACTIONS = [
  'role_changed',
  'company_member_added',
  'company_member_removed',
  'person_removed',
  'password_reset',
  'password_changed',
  'email_change_requested',
  'email_changed',
  'account_deleted',
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.reset',
  'two_factor.staff_requirement',
  'two_factor.enterprise_requirement',
  // Spending controls
  'cap_changed',
  'approval_setting_changed',
  'approval_requested',
  'approval_approved',
  'approval_declined',
  'approval_withdrawn',
] as const;

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  role_changed: 'Role changed',
  company_member_added: 'Added to a company',
  company_member_removed: 'Removed from a company',
  person_removed: 'Removed from the enterprise',
  password_reset: 'Password reset',
  password_changed: 'Password changed',
  email_changed: 'E-mail changed',
  email_change_requested: 'E-mail change asked',
  account_deleted: 'Account deleted',
  'two_factor.enabled': 'Two-factor turned on',
  'two_factor.disabled': 'Two-factor turned off',
  'two_factor.reset': 'Two-factor reset by staff',
  'two_factor.staff_requirement': 'Staff two-factor requirement',
  'two_factor.enterprise_requirement': 'Enterprise two-factor requirement',
  cap_changed: 'Monthly cap changed',
  approval_setting_changed: 'Approval requirement changed',
  approval_requested: 'Submission awaiting approval',
  approval_approved: 'Submission approved',
  approval_declined: 'Submission declined',
  approval_withdrawn: 'Submission withdrawn',
};

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as yyyy-MM-dd')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Expected a real date');

export const AuditFilterSchema = z.object({
  /** Staff: any enterprise or none (everything); an owner must name one of theirs. */
  enterpriseId: intIdParam().optional(),
  /** Who did it. */
  actorId: intIdParam().optional(),
  action: z.string().max(60).optional(),
  /** From this day (UTC), inclusive. */
  from: day.optional(),
  /** Up to this day (UTC), inclusive. */
  to: day.optional(),
});
export type AuditFilter = z.infer<typeof AuditFilterSchema>;

export const AuditPageQuerySchema = AuditFilterSchema.extend({
  /** The id of the last row of the previous page (newest first). */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  target: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  enterpriseId: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** Pass as `before` for the next page; null at the end. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
