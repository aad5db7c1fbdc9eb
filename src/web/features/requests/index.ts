/**
 * The requests feature's public face: the list screens (with the drawer) and the drawer's slots, and
 * the filter bar the app hands the board. What the board shares with the lists (queries, cache,
 * links in the URL) is in lib/requests; the dynamic fields the catalogue previews are in components/.
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
export type {
  RequestDrawerSlots,
  LoadRequestDrawerSlots,
  AttachmentsSlotProps,
  AudioSlotProps,
  BrandKitPickerSlotProps,
  CommentsSlotProps,
} from './slots.ts';
export { useUnsavedGuard } from './drawer-context.ts';
export { RequestFilterBar } from './components/RequestFilterBar.tsx';
// The URL's tab and drawer, as the server's render of a list route reads them (prerender/signed-in.tsx).
export { drawerStateOf, tabOf } from './route-state.ts';
