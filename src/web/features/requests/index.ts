/**
 * The requests feature's public face: the list screens (with the drawer) and the drawer's slots, and
 * what the board and the catalogue builder reuse (request types, queries, cache, links, fields).
 */
export { RequestListScreen } from './components/RequestListScreen.tsx';
export { preloadRequestDrawer } from './components/RequestDrawerHost.tsx';
export {
  loadRequestDrawer,
  prefetchRequestDrawer,
  prefetchRequestRoute,
  warmUpRequestDrawer,
} from './prefetch.ts';
export { RequestDrawerWarmUpHost } from './drawer-warm-up.ts';
export type { RequestDrawerSlots, AttachmentsSlotProps, AudioSlotProps, CommentsSlotProps } from './slots.ts';
export { useUnsavedGuard } from './drawer-context.ts';
export { AssigneeAvatars } from './components/AssigneeAvatars.tsx';
export { RequestDynamicField } from './components/RequestDynamicField.tsx';
export { contentFromEntries, type FieldEntry } from './form-model.ts';
export {
  cacheSavedRequest,
  requestKeys,
  requestListQuery,
  updateRequest,
  useRequestList,
  useStaffMembers,
  viewQueryOf,
  type ServiceRequestDto,
  type ServiceRequestListItemDto,
  type UserDto,
} from './api.ts';
export type { ListFilter, ListNarrowing, RequestPage } from './list-cache.ts';
export { ALL_TAB, listNarrowingOf, requestHref } from './route-state.ts';
export { RequestFilterBar } from './components/RequestFilterBar.tsx';
export { REQUEST_MESSAGES } from './messages.ts';
