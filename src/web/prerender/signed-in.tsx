import { matchPath, StaticRouter } from 'react-router';
import type { ReactNode } from 'react';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { REQUESTS_PAGE_SIZE } from '#shared/domain/page-sizes.ts';
import type { SessionPayload } from '#shared/schemas/auth.ts';
import { buildUrl } from '../lib/api-client.ts';
import { createQueryClient, SESSION_QUERY_KEY } from '../lib/query-client.ts';
import { requestKeys, requestListQuery, viewQueryOf } from '../lib/requests/queries.ts';
import { ALL_TAB, listNarrowingOf, type ListScope } from '../lib/requests/list-url.ts';
import { assumeWidth } from '../lib/media-at.ts';
import { assumeTimeZone } from '#shared/domain/render-zone.ts';
import { PATHS } from '../paths.ts';
import { App } from '../app/App.tsx';
import { appShellChunk, requestsChunk, workspaceChunk } from '../app/preload.ts';
import { loadRequestDrawerSlots } from '../app/request-drawer-slots-loader.ts';
import { mobileNavChunk } from '../app/shell/mobile-nav-chunk.ts';
import { drawerStateOf, loadRequestDrawer, tabOf } from '../features/requests/index.ts';
import { renderStyled, styleCache, stylesOf } from './styled.tsx';

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

/**
 * The app's own chunks the page renders, loaded before the first render so that it does not suspend
 * on them (lib/lazy-with-preload.ts): the client waits for the same ones before hydrating (main.tsx,
 * app/preload.ts); the request drawer's too, though it is a modal in a portal, which neither the
 * server nor the client's first render draws (its Suspense boundary is there all the same), and its
 * slots (the lists load them as the drawer does, app/request-drawer-slots-loader.ts), and the
 * phone's menu drawer (closed: nothing drawn, but its boundary must not be left pending). Parts the
 * client loads after its first paint (the laptop's filter fields) are drawn as their placeholders
 * (lib/use-hydrated.ts).
 */
export async function ready(): Promise<void> {
  await Promise.all([
    appShellChunk.ready(),
    requestsChunk.ready(),
    workspaceChunk.ready(),
    loadRequestDrawer(),
    loadRequestDrawerSlots(),
    mobileNavChunk.ready(),
  ]);
  // The drawer's lazy component is initialised once its module is there (lib/lazy-with-preload.ts),
  // a few microtasks after the load settles.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

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
  /**
   * The viewport's width class (a phone's or a laptop's): the layout the browser last reported (the
   * `screen` cookie), else guessed from its user agent (server/platform/signed-in-frame.ts). What
   * useMediaQuery answers.
   */
  width: number;
  /** The viewer's time zone when it is not the server's (their browser said so in a cookie). */
  timeZone?: string;
}): SignedInRender {
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, input.session);
  for (const { query, body } of input.answers) {
    const data =
      query.shape === 'page' ? { pages: [body], pageParams: [null] } : (body as { data: unknown }).data;
    client.setQueryData(query.key, data);
  }
  const cache = styleCache(input.knownStyleIds);
  // The app's own tree (App.tsx: its providers, the routes, RootLayout's and the shell's Suspense
  // boundaries), as the client's first render has it, so that render hydrates this markup instead
  // of replacing it. useMediaQuery answers for that width (the reported layout, else the guess).
  const location = `${input.pathname}${input.search}`;
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
  assumeWidth(input.width);
  // Dates as the viewer reads them (a synchronous render: no other request's render interleaves).
  assumeTimeZone(input.timeZone);
  let html: string;
  try {
    html = renderStyled(<App queryClient={client} Router={Router} />, cache);
  } finally {
    assumeTimeZone(undefined);
  }
  const state = dehydrate(client);
  client.clear();
  return { html: html.replace(/<title>[^<]*<\/title>/, ''), ...stylesOf(cache), state };
}

export { WIDTHS } from '../lib/media-at.ts';
