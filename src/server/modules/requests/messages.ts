/** Messages of the request use cases (the spec's wording; tests and the web match on them). */
/** Every route's answer for a request the caller may not see (or that does not exist): one wording. */
export const NOT_FOUND_MESSAGE = 'Service Request not found';
export const UNKNOWN_STATUS_MESSAGE = 'Unknown status';
export const TYPE_REQUIRED_MESSAGE = 'Please select a service request type';
export const ASSIGNEES_NOT_IN_COMPANY = 'Assignees must be users of the selected company';
export const ASSIGNED_TO_NOT_STAFF = 'Assigned to must be staff members';
export const CREATE_STATUS_DENIED = 'A new request can only be submitted or saved as a draft.';
/** A save whose `fromStatus` is no longer the request's status (two people moving it at once). */
export const movedMeanwhileMessage = (label: string) =>
  `This request was moved to ${label} meanwhile, so nothing was changed.`;

export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different save. Send a new key for a new request.';
