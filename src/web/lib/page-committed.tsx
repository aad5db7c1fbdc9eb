import { useEffect } from 'react';

/*
 * The moment a signed-in page's first render is on screen, for main.tsx: once a page the server drew
 * is hydrated, its locked controls are unlocked and #root says whether it was hydrated or drawn over.
 * Said from inside the shell's Suspense boundary (AppShell), so after the page's own hydration, which
 * React commits, or draws over on a mismatch, separately from the root's.
 */
let waiting: (() => void) | null = null;

/** `callback` runs once, when the next signed-in page is first committed. */
export function whenPageCommitted(callback: () => void): void {
  waiting = callback;
}

export function PageCommitted() {
  useEffect(() => {
    const callback = waiting;
    waiting = null;
    callback?.();
  }, []);
  return null;
}
