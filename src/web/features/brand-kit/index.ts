/**
 * The brand-kit feature's public face: the brand kit page, the picker of the request form, and a
 * request's brand kit snapshot (the drawer) and swatch (board cards).
 */
export { BrandKitScreen } from './BrandKitScreen.tsx';
export { BrandKitPicker } from './BrandKitPicker.tsx';
export { BrandKitSnapshot, RequestKitSwatch } from './BrandKitSnapshot.tsx';
