import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { SessionPayload } from '../lib/session/index.ts';
import { SESSION_QUERY_KEY } from '../lib/query-client.ts';
import { lazyWithPreload } from '../lib/lazy-with-preload.ts';
import { PATHS } from '../paths.ts';

/*
 * Chunks and data fetched ahead of need, so a page does not wait for a chain (entry → session →
 * shell chunk → page chunk → data): the chunks of the route being opened start with the session
 * check, its data as soon as the session is known, and a link's chunks and data start when the
 * pointer or the focus reaches it. The router renders these same lazy components: a page whose chunk
 * was preloaded renders without suspending (lib/lazy-with-preload.ts).
 */
export const appShellChunk = lazyWithPreload(() => import('./shell/AppShell.tsx'));
export const dashboardChunk = lazyWithPreload(() => import('./routes/DashboardPage.tsx'));
export const workspaceChunk = lazyWithPreload(() => import('./routes/WorkspacePage.tsx'));
export const requestsChunk = lazyWithPreload(() => import('./routes/RequestsPage.tsx'));
export const requestBoardChunk = lazyWithPreload(() => import('./routes/RequestBoardPage.tsx'));
// The signed-out pages the build prerenders (prerender/pages.ts): loaded before the app renders over
// their HTML (main.tsx), so that its first render is the page itself, not a loader in its place.
export const loginChunk = lazyWithPreload(() => import('./routes/LoginPage.tsx'));
export const signupChunk = lazyWithPreload(() => import('./routes/SignupPage.tsx'));
export const forgotPasswordChunk = lazyWithPreload(() => import('./routes/ForgotPasswordPage.tsx'));
export const PRERENDERED_PAGE_CHUNKS: Record<string, () => Promise<unknown>> = {
  [PATHS.login]: loginChunk.ready,
  [PATHS.signup]: signupChunk.ready,
  [PATHS.forgotPassword]: forgotPasswordChunk.ready,
};
const loadAppShell = appShellChunk.preload;
const loadDashboard = dashboardChunk.preload;

/** Starts a route's data; what it returns settles when the page's first data is there (or failed). */
type Prefetcher = (
  queryClient: QueryClient,
  url: URL,
  params: Record<string, string | undefined>,
  session: SessionPayload,
) => unknown;

type RouteWarmUp = {
  path: string;
  chunks: { preload: () => Promise<unknown>; ready: () => Promise<void> }[];
  /**
   * Loads the route's data prefetcher. The data modules load on demand (each is a small chunk the
   * page needs anyway), so none of them weighs on the first load of /login; they are asked for
   * before the page's chunks, so the data call does not queue behind them.
   */
  data?: () => Promise<Prefetcher>;
};

const requestRoute = (scope: 'workspace' | 'requests') => () =>
  import('../features/requests/prefetch.ts').then(
    ({ prefetchRequestRoute }): Prefetcher =>
      (queryClient, url, params, session) =>
        prefetchRequestRoute(queryClient, {
          scope,
          search: url.searchParams,
          ...(params.requestId ? { requestId: params.requestId } : {}),
          isStaff: session.user.isStaff,
        }),
  );

const SIGNED_IN_ROUTES: RouteWarmUp[] = [
  {
    path: PATHS.dashboard,
    chunks: [dashboardChunk],
    data: () =>
      import('../features/dashboard/api.ts').then(
        ({ dashboardSummaryQuery }): Prefetcher =>
          (queryClient) =>
            queryClient.prefetchQuery(dashboardSummaryQuery()),
      ),
  },
  { path: PATHS.myWorkspace, chunks: [workspaceChunk], data: requestRoute('workspace') },
  { path: PATHS.requests, chunks: [requestsChunk], data: requestRoute('requests') },
  { path: PATHS.request, chunks: [requestsChunk], data: requestRoute('requests') },
  {
    path: PATHS.requestBoard,
    chunks: [requestBoardChunk],
    data: () =>
      import('../features/request-board/api.ts').then(
        ({ prefetchBoardColumns }): Prefetcher =>
          (queryClient, url, _params, session) => {
            if (session.user.isStaff) prefetchBoardColumns(queryClient, url.searchParams);
          },
      ),
  },
];

const ignore = () => undefined;

/**
 * Warms up a signed-in route (a path with its query string): its chunks now, its data once the
 * session is known (`sessionReady`; without it, only if the session is already known). Routes
 * without an entry here load as they always did.
 */
export function preloadRoute(queryClient: QueryClient, href: string, sessionReady?: Promise<unknown>): void {
  void warmUpRoute(queryClient, href, sessionReady);
}

/**
 * preloadRoute, settling once the route would render without suspending (the shell's and the
 * page's chunks evaluated, the session known) and with its first data in the cache (or that data
 * failed); at once for a route not listed above. Never rejects.
 */
function warmUpRoute(queryClient: QueryClient, href: string, sessionReady?: Promise<unknown>): Promise<void> {
  const url = new URL(href, window.location.origin);
  for (const route of SIGNED_IN_ROUTES) {
    const match = matchPath(route.path, url.pathname);
    if (!match) continue;
    const prefetcher = route.data?.();
    const chunks = [appShellChunk, ...route.chunks].map((chunk) => chunk.ready().catch(ignore));
    const data = !prefetcher
      ? undefined
      : Promise.all([prefetcher, sessionReady]).then(([prefetch]) => {
          const session = queryClient.getQueryData<SessionPayload | null>(SESSION_QUERY_KEY);
          // Signed out: the guard sends the visitor to /login and nothing more is asked for.
          return session ? prefetch(queryClient, url, match.params, session) : undefined;
        });
    return Promise.all([...chunks, sessionReady, data]).then(ignore, ignore);
  }
  return Promise.resolve();
}

/**
 * What the app's prerendered frame waits for before the app renders over it (main.tsx): the shell,
 * and for a route listed above its page and first data too (preloadRoute).
 */
export function appFrameReady(route: Promise<void>): Promise<void> {
  return Promise.all([appShellChunk.ready(), route]).then(ignore, ignore);
}

/**
 * At start-up: the page being opened gets its chunks alongside the session check, its data right
 * after; settles as preloadRoute does (main.tsx waits for it before rendering over the app's frame).
 */
export function preloadInitialRoute(queryClient: QueryClient, sessionReady: Promise<unknown>): Promise<void> {
  return warmUpRoute(queryClient, `${window.location.pathname}${window.location.search}`, sessionReady);
}

/** Signing in always lands in the shell (usually on the dashboard): its chunks load with the sign-in. */
export function preloadSignedInApp(): void {
  // A failed preload is retried by React.lazy when the route renders; nothing to report here.
  loadAppShell().catch(ignore);
  loadDashboard().catch(ignore);
}
