import { z } from 'zod';
import { intId, intIdParam, reassignRequestIds } from './ids.ts';

/** Staff administration (issue 26): the provider's own accounts, deactivated and reactivated by staff. */

export const STAFF_DEACTIVATED =
  'This account has been deactivated. Ask a colleague on staff to reactivate it.';
export const CANNOT_DEACTIVATE_SELF =
  'You cannot deactivate your own account: ask a colleague on staff to do it.';
export const LAST_ACTIVE_STAFF =
  'This is the last active staff account: reactivate or add another staff account first.';
export const NOT_STAFF_ACCOUNT = 'No staff account with this id.';
export const ASSIGNED_TO_DEACTIVATED =
  'A deactivated staff account cannot be assigned: choose an active colleague.';
export const REASSIGN_TARGET_INACTIVE = 'Choose an active staff account other than the deactivated one.';

export const StaffParamsSchema = z.object({ userId: intIdParam() });

export const StaffAccountSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  twoFactor: z.boolean(),
  /** When the account was deactivated; null while active. */
  deactivatedAt: z.string().nullable(),
  /** Requests where they are in assignedTo that are not finished, cancelled or deleted. */
  openAssignments: z.number().int(),
  /** The latest request seen from any of their sessions; null when none is left. */
  lastActiveAt: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

export const StaffListSchema = z.object({ staff: z.array(StaffAccountSchema) });
export type StaffList = z.infer<typeof StaffListSchema>;

export const StaffAssignmentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
});
export type StaffAssignment = z.infer<typeof StaffAssignmentSchema>;

export const DeactivateResultSchema = z.object({
  /** Sessions ended (their next call answers 401). */
  sessionsEnded: z.number().int(),
  /** Their open assignments, to hand to another active staff account. */
  openAssignments: z.array(StaffAssignmentSchema),
});
export type DeactivateResult = z.infer<typeof DeactivateResultSchema>;

export const StaffReassignBodySchema = z.object({
  /** The staff account whose assignments move. */
  fromUserId: intId(),
  /** An active staff account. */
  toUserId: intId(),
  requestIds: reassignRequestIds(),
});
export const StaffReassignResultSchema = z.object({
  reassigned: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), message: z.string() })),
});
export type StaffReassignResult = z.infer<typeof StaffReassignResultSchema>;
