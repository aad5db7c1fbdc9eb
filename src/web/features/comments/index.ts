/*
 * The comments feature's public face: the comments panel of the request drawer (loaded on first
 * render, with the TipTap editor in a further chunk) and its messages.
 */
export { LazyCommentsPanel as CommentsPanel } from './lazy.tsx';
export type { CommentsPanelProps } from './CommentsPanel.tsx';
export type { CommentAttachProps, CommentSlots } from './slots.ts';
export { COMMENT_MESSAGES } from './messages.ts';
