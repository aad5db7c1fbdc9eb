import {
  createElement,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';

/*
 * The host of the drawer's warm-up render (components/RequestDrawerWarmUp.tsx): the shell mounts
 * `RequestDrawerWarmUpHost` (tiny: no drawer code), and `prefetch.ts` hands it the loaded warm-up
 * once the drawer's chunk is there. It renders once per page load, into an element that is never
 * attached to the document, and is gone a frame after it committed.
 */

type WarmUp = { render: (onDone: () => void) => ReactNode };

let current: WarmUp | null = null;
let started = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Asks the host to render `Component` with `props` once (later calls are ignored). */
export function startDrawerWarmUp<P extends { onDone: () => void }>(
  Component: ComponentType<P>,
  props: Omit<P, 'onDone'>,
): void {
  if (started) return;
  started = true;
  current = { render: (onDone) => createElement(Component, { ...props, onDone } as P) };
  emit();
}

/** The mark the browser tests and bench/feel.ts wait for: the warm-up has rendered and is gone. */
export const DRAWER_WARM_MARK = 'request-drawer-warm';

function finish() {
  performance.mark(DRAWER_WARM_MARK);
  current = null;
  emit();
}

let container: HTMLElement | null = null;

export function RequestDrawerWarmUpHost() {
  // Not useSyncExternalStore: its updates always render synchronously, so the whole create form
  // rendered in one long task (~330 ms on a 4× slower phone CPU, bench/README "Issue 30"), during
  // which a tap waited. As a transition React renders it in slices and yields to input between them.
  const [warmUp, setWarmUp] = useState<WarmUp | null>(current);
  useEffect(() => {
    const update = () => startTransition(() => setWarmUp(current));
    update();
    const unsubscribe = subscribe(update);
    return () => void unsubscribe();
  }, []);
  if (!warmUp) return null;
  container ??= document.createElement('div');
  return createPortal(createElement(Suspense, { fallback: null }, warmUp.render(finish)), container);
}
