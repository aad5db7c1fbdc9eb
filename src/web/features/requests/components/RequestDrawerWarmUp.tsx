import { useEffect } from 'react';
import Drawer from '@mui/material/Drawer';
import { DrawerContext, type DrawerContextValue } from '../drawer-context.ts';
import type { RequestDrawerSlots } from '../slots.ts';
import { RequestFormPanel } from './RequestFormPanel.tsx';

const ignore = () => undefined;

/**
 * The create form rendered once, off the page (into a detached element), while the app is idle,
 * then dropped (drawer-warm-up.ts mounts it). A first render of the drawer paid ~230 ms that were
 * not the form's own work: V8 compiling every component's functions on their first call, and
 * Emotion generating and inserting the MUI components' style rules. Done ahead, New Request and
 * a chosen type's fields render from warm code and existing rules (bench/README.md, "Speed a user
 * feels"). Nothing here can reach the user: the element is never attached, the drawer's context does
 * nothing, and the form is never submitted.
 */
export default function RequestDrawerWarmUp({
  slots,
  typeId,
  onDone,
}: {
  slots: RequestDrawerSlots;
  typeId: number | null;
  onDone: () => void;
}) {
  const context: DrawerContextValue = {
    scope: 'requests',
    alignBy: '',
    slots,
    setDirty: ignore,
    close: ignore,
    leave: ignore,
    go: ignore,
  };
  // Committed: the code has run and the rules exist; the host removes it after a frame.
  useEffect(() => {
    const frame = requestAnimationFrame(onDone);
    return () => cancelAnimationFrame(frame);
  }, [onDone]);
  return (
    <DrawerContext value={context}>
      {/* The permanent variant: the drawer's paper and styles without a modal (no focus trap, no
          aria-hidden on the page, no scroll lock). */}
      <Drawer variant="permanent" anchor="right" aria-hidden>
        <RequestFormPanel mode="create" typeId={typeId} duplicatedId={null} withFiles={false} />
      </Drawer>
    </DrawerContext>
  );
}
