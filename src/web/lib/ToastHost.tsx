import { useEffect, useState, type ComponentType } from 'react';
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
          .then((module) => setToaster(() => module.default))
          .catch((error: unknown) => console.error('Toasts are unavailable:', error));
      }),
    [],
  );
  return Toaster ? <Toaster /> : null;
}
