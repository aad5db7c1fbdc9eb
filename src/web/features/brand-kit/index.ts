/**
 * The brand-kit feature's public face: the brand kit page, the request drawer's slots (the picker of
 * the request form and a request's brand kit snapshot, each loaded on first render) and the board
 * cards' swatch.
 */
export { BrandKitScreen } from './BrandKitScreen.tsx';
export { brandKitDrawerSlots, preloadBrandKitSlots } from './request-slots.tsx';
export { RequestKitSwatch } from './BrandKitSnapshot.tsx';
