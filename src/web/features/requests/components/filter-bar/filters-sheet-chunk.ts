import { lazyWithPreload } from '../../../../lib/lazy-with-preload.ts';

/**
 * The phone's Filters sheet (MUI's Drawer and Slide, ~2 KiB Brotli) is a chunk of its own (issue
 * 30): the laptop's fields (FilterFields, loaded right after a list's first paint) never show it. A
 * phone asks for it with the fields (RequestFilterBar: when the page is quiet, or when the sheet is
 * opened, both at once).
 */
export const filtersSheetChunk = lazyWithPreload(() =>
  import('./FiltersSheet.tsx').then((m) => ({ default: m.FiltersSheet })),
);
