import { NavigationType, UNSAFE_createBrowserHistory, type Location, type To } from 'react-router';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** Whether a navigation must wait for the user (the request drawer's unsaved work). */
export type NavigationGuard = {
  shouldBlock: (args: {
    currentLocation: Location;
    nextLocation: Location;
    historyAction: NavigationType;
  }) => boolean;
  /** Called instead of navigating; `retry` navigates after all (the user chose to leave). */
  onBlocked: (retry: () => void) => void;
};

export type GuardedHistory = BrowserHistory & {
  /** Puts a guard on every navigation until the returned function is called (one guard at a time). */
  guard: (guard: NavigationGuard) => () => void;
};

/**
 * The browser's history with a navigation guard, what React Router's data router did for
 * `useBlocker` (issue 30: the app uses the declarative router, ~14 KiB Brotli less on every first
 * load). A link, `navigate(to)` or `navigate(-1)` that the guard blocks does not happen until
 * `retry`. The browser's back and forward buttons have moved the URL already when the app hears of
 * them: they are undone (`go(-delta)`) and `retry` redoes them. The delta comes from the entry's
 * index, which React Router's history keeps in `history.state` (`idx`); an entry without one (the
 * URL's hash changed by hand) cannot be blocked, as with the data router.
 */
export function createGuardedHistory(): GuardedHistory {
  const base = UNSAFE_createBrowserHistory({ v5Compat: true });
  let guard: NavigationGuard | null = null;
  let current = base.location;
  // The popstate of an undo (`go(-delta)`): not a navigation.
  let undoing = false;
  // The next pop was allowed by the user (a retry): not asked about again.
  let allowed = false;

  const blocks = (historyAction: NavigationType, nextLocation: Location): boolean =>
    guard !== null && guard.shouldBlock({ currentLocation: current, nextLocation, historyAction });
  /** Where `to` leads, for the guard (it has no key before it is visited). */
  const locationOf = (to: To, state: unknown): Location => {
    const url = base.createURL(to);
    return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: '' };
  };

  const history: GuardedHistory = Object.create(base);
  history.push = (to, state) => {
    if (blocks(NavigationType.Push, locationOf(to, state))) {
      guard?.onBlocked(() => base.push(to, state));
    } else base.push(to, state);
  };
  history.replace = (to, state) => {
    if (blocks(NavigationType.Replace, locationOf(to, state))) {
      guard?.onBlocked(() => base.replace(to, state));
    } else base.replace(to, state);
  };
  history.listen = (listener) =>
    base.listen((update) => {
      if (update.action === NavigationType.Pop) {
        if (undoing) {
          undoing = false;
          return;
        }
        const { delta } = update;
        if (!allowed && delta && blocks(NavigationType.Pop, update.location)) {
          undoing = true;
          base.go(-delta);
          guard?.onBlocked(() => {
            allowed = true;
            base.go(delta);
          });
          return;
        }
        allowed = false;
      }
      current = update.location;
      listener(update);
    });
  history.guard = (next) => {
    guard = next;
    return () => {
      if (guard === next) guard = null;
    };
  };
  return history;
}
