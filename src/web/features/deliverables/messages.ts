import { DELIVERABLE_MESSAGES } from '#shared/domain/deliverables.ts';

/** Messages of the deliverables panel (issue 27). */
export const DELIVERABLES_UI = {
  heading: 'Deliverables',
  none: 'No version delivered yet.',
  noneCustomer: 'No version delivered yet. You will be told when one is ready for review.',
  deliver: 'Deliver a version',
  delivered: 'Version delivered',
  deliverFailed: 'The version could not be delivered. Please try again.',
  approved: DELIVERABLE_MESSAGES.approved,
  approvedFinished: 'Version approved and the request marked Finished',
  changesRequested: DELIVERABLE_MESSAGES.changesRequested,
  reviewFailed: 'The review could not be saved. Please try again.',
  loadFailed: 'Failed to load the deliverables',
  empty: DELIVERABLE_MESSAGES.empty,
  badLink: DELIVERABLE_MESSAGES.badLink,
  messageRequired: DELIVERABLE_MESSAGES.messageRequired,
  superseded: 'A newer version was delivered.',
  finishLabel: 'Also mark the request Finished',
  waive: 'Waive the charge',
  waived: 'Round waived: its charge was refunded',
  waivedMark: 'waived, refunded',
  waiveFailed: 'The round could not be waived. Please try again.',
} as const;
