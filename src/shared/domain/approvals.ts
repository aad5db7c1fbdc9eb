/**
 * Owners' approval of members' submissions (issue 26): its states and messages, without zod (the web
 * app imports them; `schemas/approvals.ts` re-exports them with the API's schemas).
 */

export const APPROVAL_STATES = ['pending', 'approved', 'declined', 'withdrawn'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

export const AWAITING_APPROVAL = 'Awaiting approval';
export const SUBMITTED_FOR_APPROVAL =
  'Submitted for approval: an owner of the enterprise must approve it before any credit is spent.';
export const APPROVERS_ONLY = "Only an owner of the enterprise can decide on its members' submissions.";
export const NOT_PENDING = 'This submission is not awaiting approval.';
/** The owner decided on a submission its creator withdrew and submitted again since the owner opened it. */
export const SUBMISSION_CHANGED =
  'This submission was changed and submitted again after you opened it. Review it again before deciding.';
export const REASON_REQUIRED = 'Please give a reason for declining.';
export const PENDING_OWNER_EDIT =
  'This submission awaits approval: approve or decline it from the Approvals list.';
/**
 * Approving a submission whose assignees all left the team would hand the work to nobody in it: the
 * owner gives it a new assignee first (the Team page offers it).
 */
export const ASSIGNEE_LEFT =
  'Everyone assigned to this submission has left the team. Reassign it from the Team page, then approve it.';
/** A member's change to a submitted request that would spend more, where owners approve spending. */
export const CHARGE_NEEDS_APPROVAL =
  'This change costs credits, and in this enterprise an owner approves what members spend. Ask an owner of the enterprise to make it.';
