import { z } from 'zod';
import { intIdParam } from './ids.ts';
import { UserSchema } from './user.ts';
import { APPROVAL_STATES } from '../domain/approvals.ts';
export * from '../domain/approvals.ts';

/**
 * Owners' approval of members' submissions (issue 26). The request stays a Draft while it waits: the
 * "Awaiting approval" mark is its approval's state, not a status of section 4.
 */

/** The approval mark a request carries (null when it never waited for one). */
export const ApprovalMarkSchema = z.object({
  state: z.enum(APPROVAL_STATES),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The owner's reason for declining. */
  reason: z.string().nullable(),
});
export type ApprovalMark = z.infer<typeof ApprovalMarkSchema>;

export const ApprovalSettingBodySchema = z.object({ requireApproval: z.boolean() });
export const ApprovalSettingSchema = z.object({ requireApproval: z.boolean(), changed: z.boolean() });

export const ApprovalRequestParamsSchema = z.object({ requestId: intIdParam() });
/**
 * The submission the owner saw: its `requestedAt` (from the Approvals list or the request's approval
 * mark). When given, a decision on a submission sent again since is refused (409), so an owner never
 * approves a price or a brief they did not see. Optional for API clients; the web app always sends it.
 */
const seenRequestedAt = z.iso.datetime({ offset: true }).optional();
/** Null or absent: the body is optional (API clients that send none approve what is pending now). */
export const ApproveBodySchema = z.object({ requestedAt: seenRequestedAt }).nullish();
export const DeclineBodySchema = z.object({ reason: z.string().max(2000), requestedAt: seenRequestedAt });

export const PendingApprovalSchema = z.object({
  requestId: z.number().int(),
  title: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  requestedBy: UserSchema,
  requestedAt: z.string(),
  /** What it will cost when approved. */
  price: z.string(),
});
export type PendingApproval = z.infer<typeof PendingApprovalSchema>;
export const PendingApprovalsSchema = z.object({ data: z.array(PendingApprovalSchema) });

export const ApprovalDecisionSchema = z.object({
  requestId: z.number().int(),
  state: z.enum(APPROVAL_STATES),
  /** The request's status after the decision (NOT_START once approved, else DRAFT). */
  status: z.string(),
});
export type ApprovalDecision = z.infer<typeof ApprovalDecisionSchema>;
