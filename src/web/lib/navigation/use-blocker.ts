import { createContext, use, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { GuardedHistory, NavigationGuard } from './guarded-history.ts';

/** The history the app's router navigates with (app/AppRouter.tsx); none on the server. */
export const GuardedHistoryContext = createContext<GuardedHistory | null>(null);

export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

const UNBLOCKED: Blocker = { state: 'unblocked' };

/**
 * React Router's `useBlocker` for the app's own router: while `shouldBlock` says so, a navigation
 * (a link, `navigate`, the browser's back and forward buttons) waits, and the blocker is 'blocked'
 * until `proceed` (navigate after all) or `reset` (stay). One blocker at a time, as with React Router.
 */
export function useBlocker(shouldBlock: NavigationGuard['shouldBlock']): Blocker {
  const history = use(GuardedHistoryContext);
  const [retry, setRetry] = useState<(() => void) | null>(null);
  // The guard asks the latest render's function (it reads that render's state).
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(
    () =>
      history?.guard({
        shouldBlock: (args) => latest.current(args),
        onBlocked: (next) => setRetry(() => next),
      }),
    [history],
  );
  if (!retry) return UNBLOCKED;
  return {
    state: 'blocked',
    proceed: () => {
      setRetry(null);
      retry();
    },
    reset: () => setRetry(null),
  };
}
