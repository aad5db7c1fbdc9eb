import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/*
 * React.lazy, plus a preload that also spares the first render its suspension.
 *
 * A React.lazy component only starts its loader on its first render, and that render always
 * suspends: the payload learns that the module is there from the import() promise, which cannot be
 * read synchronously, even when the chunk was fetched long before. React then commits the Suspense
 * fallback and holds it for its fallback throttle (~300 ms in React 19) before showing the
 * component: a prefetched drawer or page still waits for nothing.
 *
 * `preload()` runs the loader and, once the module has arrived, initialises the lazy component's
 * payload (React's `_init(_payload)`, what its first render would do): the payload is resolved a
 * few microtasks later, so a render after that finds the module and does not suspend. The element
 * type stays the same React.lazy object throughout (swapping it for the module once loaded would
 * remount the subtree, which broke the edit drawer in a router transition).
 *
 * React's internals are only touched when they look as expected (an `_init` function and a payload
 * not yet initialised, status -1); otherwise this is plain React.lazy, which still works, only
 * with the suspension. A failed preload leaves the payload alone, so the render retries the import
 * as React.lazy always did.
 */

/** React's lazy payload before its first initialisation (react/cjs: `{ _status: -1, _result: ctor }`). */
const UNINITIALIZED = -1;

type LazyInternals = { _payload?: { _status?: unknown }; _init?: unknown };

function initialise(component: unknown): void {
  const internals = component as LazyInternals;
  if (typeof internals._init !== 'function' || internals._payload?._status !== UNINITIALIZED) return;
  try {
    (internals._init as (payload: unknown) => unknown)(internals._payload);
  } catch {
    // While the import settles, _init throws its pending promise (the Suspense protocol): expected.
  }
}

export type PreloadableLazy<T extends ComponentType<any>> = {
  /** The React.lazy component to render (always the same element type). */
  Component: LazyExoticComponent<T>;
  /** Fetches the chunk; once loaded, the component's first render does not suspend. */
  preload: () => Promise<unknown>;
  /**
   * Fetches the chunk and settles once a render would no longer suspend (the payload resolved: the
   * second import() React's initialisation makes waits on the chunk's dependencies too).
   */
  ready: () => Promise<void>;
};

const PENDING = 0;
const noop = () => undefined;

export function lazyWithPreload<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): PreloadableLazy<T> {
  const Component = lazy(load);
  const preload = () => {
    const loading = load();
    loading.then(
      () => initialise(Component),
      () => undefined,
    );
    return loading;
  };
  const ready = () =>
    preload().then(() => {
      const payload = (Component as LazyInternals)._payload as
        { _status?: unknown; _result?: { then?: unknown } } | undefined;
      const pending = payload?._status === PENDING ? payload._result : undefined;
      if (pending && typeof pending.then === 'function') {
        return (pending as PromiseLike<unknown>).then(noop, noop);
      }
      return undefined;
    });
  return { Component, preload, ready };
}
