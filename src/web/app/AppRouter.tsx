import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Router } from 'react-router';
import { createGuardedHistory } from '../lib/navigation/guarded-history.ts';
import { rememberScroll, useScrollRestoration } from '../lib/navigation/scroll-restoration.ts';
import { GuardedHistoryContext } from '../lib/navigation/use-blocker.ts';

/**
 * The app's router in the browser: React Router's declarative <Router> over the browser's history,
 * as <BrowserRouter> does (each navigation rendered as a transition: the page shown stays until the
 * next one can render), with what the data router gave the app and the declarative one does not:
 * a navigation guard (`useBlocker`, lib/navigation) and scroll restoration. Issue 30: the data
 * router (`createBrowserRouter`: loaders, actions, fetchers, revalidation, none of which the app
 * uses) weighed ~14 KiB Brotli more on every first load.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createGuardedHistory);
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  const shown = useRef(state.location);
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        // The position of the page being left, before anything of the next one is drawn.
        rememberScroll(shown.current);
        shown.current = location;
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  useScrollRestoration(state.location);
  return (
    <GuardedHistoryContext value={history}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </GuardedHistoryContext>
  );
}
