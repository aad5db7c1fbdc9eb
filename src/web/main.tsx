import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/App.tsx';
import { appFrameReady, preloadInitialRoute, PRERENDERED_PAGE_CHUNKS } from './app/preload.ts';
import { carryOverPrerenderedFocus } from './lib/prerendered.ts';
import { sessionQuery } from './lib/session/api.ts';
import { reportClientError, startErrorReporting } from './lib/error-reporting.ts';
import { createQueryClient } from './lib/query-client.ts';
import { assumeWidth } from './lib/media-at.ts';
import { rememberScreen, rememberTimeZone } from './lib/viewer-cookies.ts';
import { whenPageCommitted } from './lib/page-committed.tsx';

startErrorReporting();
// The server draws this viewer's next signed-in page in their time zone and for their screen's
// layout, so it can be hydrated.
rememberTimeZone();
rememberScreen();

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
const rootOptions: RootOptions = {
  // A render error no boundary caught (the router's error page catches the rest, see RouteError).
  onUncaughtError: (error, info) => {
    console.error(error);
    void reportClientError(error, 'uncaught', { componentStack: info.componentStack });
  },
};
// A prerendered page (the sign-in form, sent as HTML: lib/prerendered.ts) stays on screen until its
// own chunk is here; then the app renders over it as a transition, in slices that leave the main
// thread free between them (the page is already on screen), with no loader in its place, and the
// field the visitor focused keeps the focus. The app's prerendered frame (a signed-in route's
// skeleton, sent to a visitor with a session) stays until the shell's and the page's chunks are here,
// the session is known and the page's first data is in the cache: the app's first render is then the
// page with its data, sliced too (a query's answer arriving later would render in one long task).
// A list drawn by the server for its viewer is hydrated instead, when the client's first render can
// be the server's: see hydratesViewerPage. Any other page renders now.
const prerendered = container.dataset.prerendered;
const pageChunk = prerendered === window.location.pathname ? PRERENDERED_PAGE_CHUNKS[prerendered] : undefined;
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// Once the page renders without suspending (lib/lazy-with-preload.ts); a failed load renders anyway.
const renderOver = () => {
  const root = createRoot(container, rootOptions);
  startTransition(() => root.render(app));
};
if (pageChunk) {
  carryOverPrerenderedFocus(container);
  void pageChunk().then(renderOver, renderOver);
} else if (prerendered === 'frame' && hydratesViewerPage(container)) {
  void appFrameReady(initialRoute).then(() => hydrateViewerPage(container));
} else if (prerendered === 'frame') {
  markTakenOver(container);
  void appFrameReady(initialRoute).then(renderOver);
} else {
  createRoot(container, rootOptions).render(app);
}

/**
 * Whether #root holds a page the server drew for this viewer (src/server/platform/signed-in-frame.ts)
 * that the client's first render can draw exactly: the same tree (App.tsx, the same data from
 * #viewer-data), the same width as the server guessed (lib/media-at.ts: the layout corrects itself
 * right after) and the same time zone (dates are written in local time: the server writes them in
 * the zone of the viewer's `tz` cookie, lib/viewer-cookies.ts; on a first visit, before the cookie,
 * a viewer in another zone than the server's gets the page drawn over).
 */
function hydratesViewerPage(root: HTMLElement): boolean {
  const width = Number(root.dataset.width);
  if (root.dataset.renderedFor !== 'viewer' || !width) return false;
  if (root.dataset.timeZone !== Intl.DateTimeFormat().resolvedOptions().timeZone) return false;
  assumeWidth(width);
  return true;
}

/**
 * Hydrates the server's page: its nodes stay, React attaches to them (no DOM replaced, which was the
 * longest task of the app's start), as a transition so the work is sliced. Once committed, the
 * controls the server locked (signed-in-frame.ts) are unlocked. Should the client's render differ
 * from the server's anyway, React draws over it and says why (a recoverable error): reported, and
 * #root says so (data-hydration), which browser tests check.
 */
function hydrateViewerPage(root: HTMLElement): void {
  const taken = () => {
    for (const locked of root.querySelectorAll('[data-locked]')) {
      locked.removeAttribute('disabled');
      locked.removeAttribute('readonly');
      locked.removeAttribute('data-locked');
    }
    // React reports a recoverable error after the commit's effects, in the same task: said after it.
    setTimeout(() => {
      if (root.dataset.hydration !== 'fell-back') root.dataset.hydration = 'hydrated';
      tookOver(root);
    });
  };
  whenPageCommitted(taken);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
      {
        ...rootOptions,
        onRecoverableError: (error, info) => {
          root.dataset.hydration = 'fell-back';
          // Drawn over (perhaps above the shell, whose commit says the page is there): taken over.
          setTimeout(() => tookOver(root));
          console.error('The server-drawn page was drawn over:', error, info.componentStack);
          void reportClientError(error, 'uncaught', { componentStack: info.componentStack ?? '' });
        },
      },
    );
  });
}

/**
 * Once the app's first render has replaced the document's own page (a frame, or a list drawn for
 * its viewer by the server), #root stops saying it is prerendered: what is on screen from then on
 * is the app's (browser tests wait for it before measuring what they see), and is interactive.
 */
function markTakenOver(root: HTMLElement): void {
  const first = root.firstElementChild;
  const observer = new MutationObserver(() => {
    if (first && root.contains(first)) return;
    observer.disconnect();
    tookOver(root);
  });
  observer.observe(root, { childList: true });
}

function tookOver(root: HTMLElement): void {
  delete root.dataset.prerendered;
  delete root.dataset.renderedFor;
  root.removeAttribute('aria-disabled');
}
