import { renderToString } from 'react-dom/server';
import { matchPath, Route, Routes, StaticRouter } from 'react-router';
import { dehydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { REQUESTS_PAGE_SIZE } from '#shared/domain/page-sizes.ts';
import type { SessionPayload } from '#shared/schemas/auth.ts';
import { AuthProvider } from '../lib/session/index.ts';
import { buildUrl } from '../lib/api-client.ts';
import { createQueryClient, SESSION_QUERY_KEY } from '../lib/query-client.ts';
import { requestKeys, requestListQuery, viewQueryOf } from '../lib/requests/queries.ts';
import { ALL_TAB, listNarrowingOf, type ListScope } from '../lib/requests/list-url.ts';
import { theme } from '../lib/theme.ts';
import { matchMediaAt } from './app-styles.tsx';
import { PATHS } from '../paths.ts';
import AppShell from '../app/shell/AppShell.tsx';
import RequestsPage from '../app/routes/RequestsPage.tsx';
import WorkspacePage from '../app/routes/WorkspacePage.tsx';
import { drawerStateOf, tabOf } from '../features/requests/index.ts';

/*
 * The server's render of a signed-in list route for its viewer (issue 30, round 4): built by Vite
 * beside the client (scripts/prerender-plugin.ts, `<outDir>-ssr/signed-in.js`) and loaded by the
 * server when present (src/server/web/signed-in-frame.ts). The server asks its own API for the data
 * (`plan`: the same calls, with the same query keys, that the client's first render makes, answered
 * with the visitor's cookie, so the API's authorization is the only one), then `render` draws the
 * real shell and the list's rows into the route's frame, and hands back the query cache the client
 * seeds itself with (main.tsx) so it renders the same page over it without asking again.
 */

/** An API call the page's first render needs: its address, and where its answer goes in the cache. */
export type PlannedQuery = {
  key: readonly unknown[];
  url: string;
  /** 'page': the first page of an infinite list; 'data': the answer's `data`. */
  shape: 'page' | 'data';
};

type ListRoute = { scope: ListScope; requestId?: string };

function listRouteOf(pathname: string): ListRoute | null {
  if (matchPath(PATHS.requests, pathname)) return { scope: 'requests' };
  if (matchPath(PATHS.myWorkspace, pathname)) return { scope: 'workspace' };
  const request = matchPath(PATHS.request, pathname);
  if (request?.params.requestId) return { scope: 'requests', requestId: request.params.requestId };
  return null;
}

/** Whether the page at `pathname` is drawn here (before asking anything of the API). */
export function rendersPath(pathname: string): boolean {
  return listRouteOf(pathname) !== null;
}

/** The calls the page at `pathname?search` makes first for this viewer; null if it is not rendered here. */
export function plan(pathname: string, search: string, session: SessionPayload): PlannedQuery[] | null {
  const route = listRouteOf(pathname);
  if (!route) return null;
  const params = new URLSearchParams(search);
  // As prefetchRequestRoute (features/requests/prefetch.ts) and the list screen ask for it.
  const permission =
    route.scope === 'workspace' ? (session.user.isStaff ? 'assigned' : 'mine') : ('all' as const);
  const filter = {
    permission,
    status: tabOf(params.get('alignBy') || ALL_TAB).status,
    ...listNarrowingOf(params),
  } as const;
  const queries: PlannedQuery[] = [
    {
      key: requestListQuery(filter).queryKey,
      url: buildUrl('/api/service-requests', { ...viewQueryOf(filter), limit: REQUESTS_PAGE_SIZE }),
      shape: 'page',
    },
  ];
  const drawer = drawerStateOf(params, route.requestId);
  if (drawer.kind === 'detail') {
    queries.push({
      key: requestKeys.detail(drawer.requestId),
      url: `/api/service-requests/${drawer.requestId}`,
      shape: 'data',
    });
  }
  return queries;
}

const themes = new Map<number, typeof theme>();

/** The app's theme, its useMediaQuery answering for `width` (as the build's style harvest does). */
function themeAt(width: number): typeof theme {
  let sized = themes.get(width);
  if (!sized) {
    sized = {
      ...theme,
      components: {
        ...theme.components,
        MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: matchMediaAt(width) } },
      },
    };
    themes.set(width, sized);
  }
  return sized;
}

/**
 * Nothing to load ahead: the request drawer (a modal in a portal, with the data router's blocker)
 * is not drawn here; its lazy chunk suspends and the list renders behind it, the drawer's data is in
 * the cache the client seeds itself with.
 */
export async function ready(): Promise<void> {}

export type SignedInRender = {
  /** The page's markup, for inside #root. */
  html: string;
  /** Style rules the frame did not carry (its ids in `knownStyleIds`), with their ids. */
  styleIds: string[];
  css: string;
  /** The query cache the client seeds itself with (TanStack Query's `hydrate`). */
  state: DehydratedState;
};

/**
 * The shell and the list (and an opened request's drawer) for `session`, with the answers of
 * `plan`'s calls (those that failed left out: the client asks again, as without this render).
 */
export function render(input: {
  pathname: string;
  search: string;
  session: SessionPayload;
  answers: { query: PlannedQuery; body: unknown }[];
  knownStyleIds: readonly string[];
  /** The viewport's width as guessed from the request (a phone's or a laptop's): what useMediaQuery answers. */
  width: number;
}): SignedInRender {
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, input.session);
  for (const { query, body } of input.answers) {
    const data =
      query.shape === 'page' ? { pages: [body], pageParams: [null] } : (body as { data: unknown }).data;
    client.setQueryData(query.key, data);
  }
  // Emotion records the rules instead of writing <style> tags among the elements ("compat"), and
  // skips those the frame's <style> already has.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  for (const id of input.knownStyleIds) cache.inserted[id] = true;
  const location = `${input.pathname}${input.search}`;
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={themeAt(input.width)}>
        <CssBaseline />
        <QueryClientProvider client={client}>
          <AuthProvider>
            <StaticRouter location={location}>
              <Routes>
                <Route element={<AppShell />}>
                  <Route path={PATHS.requests} element={<RequestsPage />} />
                  <Route path={PATHS.request} element={<RequestsPage />} />
                  <Route path={PATHS.myWorkspace} element={<WorkspacePage />} />
                </Route>
              </Routes>
            </StaticRouter>
          </AuthProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>,
  );
  const styleIds: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    styleIds.push(id);
    css += rules;
  }
  const state = dehydrate(client);
  client.clear();
  return { html: html.replace(/<title>[^<]*<\/title>/, ''), styleIds, css, state };
}

export { WIDTHS } from './app-styles.tsx';
