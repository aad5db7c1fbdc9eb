import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { subscribeToastHost } from './toast.ts';

/**
 * Mounts the toaster (notistack) the first time a toast is shown, so that its code is not part of
 * the first load. If its chunk cannot be loaded the app goes on without toasts.
 */
export function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      subscribeToastHost(() => {
        import('./Toaster.tsx')
          // As a transition: the toaster's first render (notistack's provider) is sliced, not one
          // long task right after the page's first paint (issue 30); a toast waiting for it shows
          // once it is committed.
          .then((module) => startTransition(() => setToaster(() => module.default)))
          .catch((error: unknown) => console.error('Toasts are unavailable:', error));
      }),
    [],
  );
  return Toaster ? <Toaster /> : null;
}
