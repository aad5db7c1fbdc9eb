/** The requests feature's public face: the list screens (with the drawer) and the drawer's slots. */
export { RequestListScreen } from './components/RequestListScreen.tsx';
export { preloadRequestDrawer } from './components/RequestDrawerHost.tsx';
export { loadRequestDrawer, prefetchRequestDrawer, prefetchRequestRoute } from './prefetch.ts';
export type { RequestDrawerSlots, AttachmentsSlotProps, AudioSlotProps, CommentsSlotProps } from './slots.ts';
export { useUnsavedGuard } from './drawer-context.ts';
