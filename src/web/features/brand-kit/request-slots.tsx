import { Suspense } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload.ts';

/*
 * The brand-kit feature's fillings for the request drawer's slots (src/web/features/requests/slots.ts).
 * The app layer passes `brandKitDrawerSlots` to the drawer, so the two features never import each
 * other; the prop shapes here match the slot types structurally (the app layer's assignment checks
 * it). Each loads on first render (or with the drawer, `preloadBrandKitSlots`), so a list screen does
 * not download the brand kit's code; until then it shows nothing, as it does while its kits load.
 */

const pickerChunk = lazyWithPreload(() =>
  import('./BrandKitPicker.tsx').then((m) => ({ default: m.BrandKitPicker })),
);
const snapshotChunk = lazyWithPreload(() =>
  import('./BrandKitSnapshot.tsx').then((m) => ({ default: m.BrandKitSnapshot })),
);
const PickerChunk = pickerChunk.Component;
const SnapshotChunk = snapshotChunk.Component;

/** The picker and the snapshot, fetched ahead with the request drawer (app layer). */
export const preloadBrandKitSlots = () =>
  Promise.all([pickerChunk.preload(), snapshotChunk.preload()]).then(() => undefined);

/** Create/edit: the Brand Kit select (the chosen company's kits). */
export function BrandKitPickerSlot(props: {
  companyId: number | null;
  requestId: number | null;
  value: number | null | undefined;
  onChange: (kitId: number | null) => void;
}) {
  return (
    <Suspense fallback={null}>
      <PickerChunk {...props} />
    </Suspense>
  );
}

/** Read-only view: the brand kit the request was ordered with. */
export function BrandKitSnapshotSlot({ requestId }: { requestId: number }) {
  return (
    <Suspense fallback={null}>
      <SnapshotChunk requestId={requestId} />
    </Suspense>
  );
}

export const brandKitDrawerSlots = { brandKitPicker: BrandKitPickerSlot, brandKit: BrandKitSnapshotSlot };
