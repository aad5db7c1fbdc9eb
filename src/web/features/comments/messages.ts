import { MESSAGES } from '#shared/domain/validation.ts';

/** Messages of the comments panel (spec sections 2, 4, 5 and 8), word for word. */
export const COMMENT_MESSAGES = {
  empty: MESSAGES.commentEmpty,
  added: 'Comment added successfully',
  replyAdded: 'Reply added successfully',
  loadFailed: 'Failed to load comments',
  loadMoreFailed: 'Failed to load more comments',
  notAdded: 'Comment Not added',
  addFailed: 'Failed to add comment. Please try again.',
  replyNotAdded: 'Reply not added',
  replyFailed: 'Failed to add reply. Please try again.',
  noComments: 'No comments yet',
  noMore: 'No more comments',
  /** The unsaved-comment guard of the drawer (title 'Unsaved Changes'). */
  unsaved: 'You will lose your comments if you continue without saving',
} as const;
