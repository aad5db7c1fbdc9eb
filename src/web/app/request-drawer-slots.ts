import { createElement, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  useUnsavedGuard,
  warmUpRequestDrawer,
  type CommentsSlotProps,
  type RequestDrawerSlots,
} from '../features/requests/index.ts';
import { preloadFormUploads, uploadCommentSlots, uploadDrawerSlots } from '../features/uploads/index.ts';
import { COMMENT_MESSAGES, CommentsPanel } from '../features/comments/index.ts';
import { brandKitDrawerSlots, preloadBrandKitSlots } from '../features/brand-kit/index.ts';
import { DeliverablesPanel, type DeliverableSlots } from '../features/deliverables/index.ts';
import { REQUEST_MESSAGES } from '../lib/requests/messages.ts';

/**
 * The comments panel under the read-only request, with the uploads feature's drop zone and
 * attachment list: an unposted comment or reply keeps the drawer from closing without asking
 * ('Unsaved Changes', 'You will lose your comments…').
 */
function CommentsSlot({ request }: CommentsSlotProps) {
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard('comment', dirty, COMMENT_MESSAGES.unsaved);
  return createElement(CommentsPanel, { request, onDirtyChange: setDirty, slots: uploadCommentSlots });
}

/**
 * The deliverables panel with the uploads feature's drop zone and attachment list (its viewer): a
 * version being written (files, note or links) keeps the drawer from closing without asking.
 */
const deliverableSlots: DeliverableSlots = uploadCommentSlots;
function DeliverablesSlot({ request }: { request: { id: number } }) {
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard('deliverable', dirty, REQUEST_MESSAGES.unsavedChanges);
  return createElement(DeliverablesPanel, { request, slots: deliverableSlots, onDirtyChange: setDirty });
}

/**
 * What other features put into the request drawer (features never import each other; the app layer
 * joins them): the uploads feature's drop zones, voice recorder, attachment list and audio player,
 * the comments panel, the deliverables panel, and the brand kit's picker and snapshot.
 */
export const requestDrawerSlots: RequestDrawerSlots = {
  ...uploadDrawerSlots,
  comments: CommentsSlot,
  deliverables: DeliverablesSlot,
  ...brandKitDrawerSlots,
};

/**
 * The drawer ready to open (its chunk, the catalogue's forms) with its drop zone, recorder and brand
 * kit picker, and warmed up by one render off the page with these slots.
 */
export function prefetchRequestDrawerWithSlots(queryClient: QueryClient): void {
  Promise.all([preloadFormUploads(), preloadBrandKitSlots()])
    .catch(() => undefined)
    .then(() => warmUpRequestDrawer(queryClient, requestDrawerSlots))
    .catch(() => undefined);
}
