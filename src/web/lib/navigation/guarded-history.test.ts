import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Location } from 'react-router';
import { createGuardedHistory, type GuardedHistory } from './guarded-history.ts';

// The back and forward buttons (a pop undone, then redone) need a real browser's history:
// e2e/request-drawer.spec.ts.
describe('createGuardedHistory', () => {
  let history: GuardedHistory;
  let seen: Location[];
  let stop: () => void;
  let retry: (() => void) | null;
  let asked: { from: string; to: string; action: string }[];

  beforeEach(() => {
    window.history.replaceState(null, '', '/requests');
    history = createGuardedHistory();
    seen = [];
    stop = history.listen(({ location }) => seen.push(location));
    retry = null;
    asked = [];
  });
  afterEach(() => stop());

  /** Blocks leaving /requests/new (the drawer with unsaved work). */
  const guard = () =>
    history.guard({
      shouldBlock: ({ currentLocation, nextLocation, historyAction }) => {
        asked.push({ from: currentLocation.pathname, to: nextLocation.pathname, action: historyAction });
        return currentLocation.pathname === '/requests/new';
      },
      onBlocked: (next) => {
        retry = next;
      },
    });

  it('navigates as the browser history does while nothing guards', () => {
    history.push('/requests/new');
    history.replace('/requests/1');
    expect(window.location.pathname).toBe('/requests/1');
    expect(seen.map((l) => l.pathname)).toEqual(['/requests/new', '/requests/1']);
  });

  it('holds a blocked link until retried, and asks with both locations', () => {
    history.push('/requests/new');
    const release = guard();
    history.push('/dashboard');
    expect(window.location.pathname).toBe('/requests/new');
    expect(asked).toEqual([{ from: '/requests/new', to: '/dashboard', action: 'PUSH' }]);
    expect(retry).not.toBeNull();
    retry!();
    expect(window.location.pathname).toBe('/dashboard');
    expect(seen.at(-1)?.pathname).toBe('/dashboard');
    release();
  });

  it('lets everything through once the guard is released', () => {
    history.push('/requests/new');
    guard()();
    history.push('/dashboard');
    expect(window.location.pathname).toBe('/dashboard');
    expect(asked).toEqual([]);
  });
});
