import { useSyncExternalStore } from 'react';

/*
 * Whether this render may draw what the server leaves to the client (issue 30): false on the server
 * and in the client's first render over a page the server drew (hydration must draw what the server
 * did), true right after, and from the first render anywhere else. For a part the server draws as a
 * placeholder (the laptop's filter fields, loaded after the first paint): without it, its lazy
 * component would suspend on the server, and a Suspense boundary the server did not finish is drawn
 * over by the client and reported as a recoverable error.
 */
const subscribe = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}
