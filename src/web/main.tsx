import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/App.tsx';
import { appFrameReady, preloadInitialRoute, PRERENDERED_PAGE_CHUNKS } from './app/preload.ts';
import { carryOverPrerenderedFocus } from './lib/prerendered.ts';
import { sessionQuery } from './lib/session/api.ts';
import { reportClientError, startErrorReporting } from './lib/error-reporting.ts';
import { createQueryClient } from './lib/query-client.ts';

startErrorReporting();

// The session check starts before the first render (index.html preloads its answer), and the page
// being opened loads its chunks alongside it and its data right after it (app/preload.ts).
const queryClient = createQueryClient();
// A list route's frame drawn by the server for this viewer carries the data it drew (the session, the
// list's first page, an opened request: src/server/platform/signed-in-frame.ts): the cache starts
// with it, so the first render is that same page and nothing is asked for again while it is fresh.
const viewerData = document.getElementById('viewer-data');
if (viewerData?.textContent) {
  try {
    hydrate(queryClient, JSON.parse(viewerData.textContent));
  } catch (error) {
    void reportClientError(error, 'uncaught');
  }
}
const initialRoute = preloadInitialRoute(queryClient, queryClient.prefetchQuery(sessionQuery));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container, {
  // A render error no boundary caught (the router's error page catches the rest, see RouteError).
  onUncaughtError: (error, info) => {
    console.error(error);
    void reportClientError(error, 'uncaught', { componentStack: info.componentStack });
  },
});
// A prerendered page (the sign-in form, sent as HTML: lib/prerendered.ts) stays on screen until its
// own chunk is here; then the app renders over it as a transition, in slices that leave the main
// thread free between them (the page is already on screen), with no loader in its place, and the
// field the visitor focused keeps the focus. The app's prerendered frame (a signed-in route's
// skeleton, sent to a visitor with a session) stays until the shell's and the page's chunks are here,
// the session is known and the page's first data is in the cache: the app's first render is then the
// page with its data, sliced too (a query's answer arriving later would render in one long task).
// Any other page renders now.
const prerendered = container.dataset.prerendered;
const pageChunk = prerendered === window.location.pathname ? PRERENDERED_PAGE_CHUNKS[prerendered] : undefined;
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// Once the page renders without suspending (lib/lazy-with-preload.ts); a failed load renders anyway.
const renderOver = () => startTransition(() => root.render(app));
if (pageChunk) {
  carryOverPrerenderedFocus(container);
  void pageChunk().then(renderOver, renderOver);
} else if (prerendered === 'frame') {
  markTakenOver(container);
  void appFrameReady(initialRoute).then(renderOver);
} else {
  root.render(app);
}

/**
 * Once the app's first render has replaced the document's own page (a frame, or a list drawn for
 * its viewer by the server), #root stops saying it is prerendered: what is on screen from then on
 * is the app's (browser tests wait for it before measuring what they see).
 */
function markTakenOver(root: HTMLElement): void {
  const first = root.firstElementChild;
  const observer = new MutationObserver(() => {
    if (first && root.contains(first)) return;
    observer.disconnect();
    delete root.dataset.prerendered;
    delete root.dataset.renderedFor;
  });
  observer.observe(root, { childList: true });
}
