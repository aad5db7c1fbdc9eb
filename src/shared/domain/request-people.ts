import type { RequestStatus } from './request-status.ts';
import { MESSAGES } from './validation.ts';

/**
 * Who a request needs, one rule for create, update, draft submission and a board move (the form
 * checks it before saving, the server enforces it):
 * - assignees (the company's people who follow it) once it is submitted: every status but a draft
 *   (still being written) or a cancelled request (kept as it was), spec section 5;
 * - someone in Assigned to (staff) when it is put into Assigned: the status says someone has it.
 */
export const needsAssignees = (status: RequestStatus) => status !== 'DRAFT' && status !== 'CANCELLED';

export const ASSIGNED_TO_REQUIRED = 'Choose who the request is assigned to before setting it to Assigned';

export function requestPeopleError(input: {
  status: RequestStatus;
  assignees: readonly unknown[];
  assignedTo: readonly unknown[];
  /** The status or Assigned to is being set now (a request already Assigned is not blocked). */
  settingAssigned: boolean;
}): { field: 'assignees' | 'assignedTo'; message: string } | null {
  if (needsAssignees(input.status) && input.assignees.length === 0) {
    return { field: 'assignees', message: MESSAGES.assigneesRequired };
  }
  if (input.status === 'ASSIGNED' && input.settingAssigned && input.assignedTo.length === 0) {
    return { field: 'assignedTo', message: ASSIGNED_TO_REQUIRED };
  }
  return null;
}
