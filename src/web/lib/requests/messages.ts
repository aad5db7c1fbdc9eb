/**
 * Messages of the requests (spec sections 4 and 8), word for word: the drawer's, and those the board
 * (a move is an update) and the brand kit's form (leaving unsaved changes) say the same way.
 */
export const REQUEST_MESSAGES = {
  created: 'Service Request created successfully',
  updated: 'Service Request successfully updated',
  savedAsDraft: 'Service Request saved as draft successfully',
  deleted: 'Service Request is deleted successfully',
  cancelled: 'Service Request is cancelled successfully',
  createFailed: 'Service Request creation failed',
  updateFailed: 'Service Request update failed',
  draftFailed: 'Service Request save as draft failed',
  deleteFailed: 'Failed to delete Service Request.',
  cancelFailed: 'Failed to cancel Service Request.',
  linkCopied: 'Link copied to clipboard!',
  linkCopyFailed: 'Failed to copy link. Try again.',
  requestNotSet: 'service Request is not set.',
  requestIdNotSet: 'service Request id is not set.',
  cancelQuestion: 'Do you want to cancel this request?',
  unsavedTitle: 'Unsaved Changes',
  unsavedChanges: 'You will lose your changes if you continue without saving',
  unsavedComments: 'You will lose your comments if you continue without saving',
  typeRequired: 'Please select a Service Request Type',
} as const;
