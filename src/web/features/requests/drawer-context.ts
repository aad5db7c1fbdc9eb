import { createContext, use, useEffect } from 'react';
import type { ListScope } from '../../lib/requests/list-url.ts';
import type { RequestDrawerSlots } from './slots.ts';

export type DrawerContextValue = {
  scope: ListScope;
  alignBy: string;
  slots: RequestDrawerSlots;
  /**
   * Marks (message) or clears (null) a reason to ask before leaving: unsaved edits, an unsaved
   * comment. While one is set, closing the drawer or leaving the route shows 'Unsaved Changes'.
   */
  setDirty: (key: string, message: string | null) => void;
  /** Closes the drawer (back to the list route, alignBy kept), asking first when something is unsaved. */
  close: () => void;
  /** Navigates without asking (after a save, a delete, a cancel). */
  leave: (href: string) => void;
  /** Navigates, asking first when something is unsaved. */
  go: (href: string) => void;
};

export const DrawerContext = createContext<DrawerContextValue | null>(null);

export function useDrawer(): DrawerContextValue {
  const value = use(DrawerContext);
  if (!value) throw new Error('useDrawer must be used inside the request drawer');
  return value;
}

/** Registers an unsaved-work reason while `dirty` holds (used by the form and by a comment editor). */
export function useUnsavedGuard(key: string, dirty: boolean, message: string) {
  const { setDirty } = useDrawer();
  useEffect(() => {
    setDirty(key, dirty ? message : null);
    return () => setDirty(key, null);
  }, [key, dirty, message, setDirty]);
}
