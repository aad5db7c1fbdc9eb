import { z } from 'zod';
import { isIsoDay } from '../domain/credit-periods.ts';
import { intIdParam } from './ids.ts';

/** The audit log (issue 26): who did what to people and money, append-only. */

/**
 * THE list of audit actions (issue 26) with their human labels: the server writes only these
 * (modules/audit/write.ts takes an AuditAction), the audit page's filter and rows read them. Older rows
 * may carry others (the column is free text): they show as written.
 */
export const AUDIT_ACTION_LABELS = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  signed_out: 'Signed out',
  session_ended: 'Session ended from the sessions list',
  other_sessions_ended: 'All other sessions ended',
  password_reset: 'Password reset',
  password_changed: 'Password changed',
  email_change_requested: 'E-mail change asked',
  email_changed: 'E-mail changed',
  account_deleted: 'Account deleted',
  'two_factor.enabled': 'Two-factor turned on',
  'two_factor.disabled': 'Two-factor turned off',
  'two_factor.reset': 'Two-factor reset by staff',
  'two_factor.recovery_codes_regenerated': 'Recovery codes regenerated',
  'two_factor.staff_requirement': 'Staff two-factor requirement',
  'two_factor.enterprise_requirement': 'Enterprise two-factor requirement',
  role_changed: 'Role changed',
  company_member_added: 'Added to a company',
  company_member_removed: 'Removed from a company',
  person_removed: 'Removed from the enterprise',
  invitation_sent: 'Invitation sent',
  invitation_resent: 'Invitation resent',
  invitation_accepted: 'Invitation accepted',
  invitation_revoked: 'Invitation revoked',
  signup_approved: 'Sign-up approved',
  signup_declined: 'Sign-up declined',
  staff_deactivated: 'Staff account deactivated',
  staff_reactivated: 'Staff account reactivated',
  credits_granted: 'Credit granted',
  credits_removed: 'Credit removed',
  revision_round_charged: 'Extra revision round charged',
  revision_round_waived: 'Extra revision round waived',
  membership_changed: 'Membership tier changed',
  api_token_created: 'API token created',
  api_token_revoked: 'API token revoked',
  webhook_endpoint_created: 'Webhook endpoint added',
  webhook_endpoint_changed: 'Webhook endpoint changed',
  webhook_endpoint_deleted: 'Webhook endpoint deleted',
  webhook_secret_rotated: 'Webhook secret rotated',
  webhook_endpoint_paused: 'Webhook endpoint paused',
  webhook_endpoint_resumed: 'Webhook endpoint resumed',
  cap_changed: 'Monthly cap changed',
  approval_setting_changed: 'Approval requirement changed',
  approval_requested: 'Submission awaiting approval',
  approval_approved: 'Submission approved',
  approval_declined: 'Submission declined',
  approval_withdrawn: 'Submission withdrawn',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** The label of an action; an action unknown to this list shows as written. */
export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as yyyy-MM-dd')
  // Date.parse takes 2024-02-31 as 2 March and 0000-01-01 as a day PostgreSQL refuses.
  .refine(isIsoDay, 'Expected a real date');

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
  /** The enterprise's name as it is now (null without an enterprise). */
  enterpriseName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** Pass as `before` for the next page; null at the end. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

export const AuditPeopleQuerySchema = AuditFilterSchema.pick({ enterpriseId: true });

/** Someone who did something in the audit log the caller may read: the "Who" filter's choices. */
export const AuditPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /**
   * No longer in the team (of the enterprise read; without one, of any enterprise): removed, a deleted
   * account or a deactivated staff account. Staff acting on an enterprise are not former.
   */
  former: z.boolean(),
});
export type AuditPerson = z.infer<typeof AuditPersonSchema>;

/**
 * Why an invitation was revoked without a Revoke (`invitation_revoked`'s `reason`): its sender can no
 * longer invite (team/invitations/shared.ts `revokeInvitationsSentBy`), as the audit log says it.
 */
export const SENDER_GONE = {
  sender_removed: 'its sender was removed from the enterprise',
  sender_left: 'its sender left the enterprise',
  sender_made_member: 'its sender was made a member',
  sender_deleted: "its sender's account was deleted",
  sender_deactivated: "its sender's staff account was deactivated",
} as const;
export type SenderGone = keyof typeof SENDER_GONE;
