import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { lazyWithPreload } from '../../lib/lazy-with-preload.ts';
import { requestQuery, type RequestTypeDetail } from './api.ts';
import { requestKeys, requestListQuery } from '../../lib/requests/queries.ts';
import { drawerStateOf, tabOf } from './route-state.ts';
import { listNarrowingOf, ALL_TAB, type ListScope } from '../../lib/requests/list-url.ts';
import { startDrawerWarmUp } from './drawer-warm-up.ts';
import type { RequestDrawerSlots } from './slots.ts';

/*
 * What the requests screens need, fetched before it is asked for, so opening the drawer, choosing a
 * type or landing on a list does not wait for a chunk, then a call, then another.
 */

/**
 * The drawer's chunk (forms, pickers, the credit engine) as the lazy component the drawer host
 * renders: once preloaded, the drawer opens without suspending (lib/lazy-with-preload.ts).
 */
export const requestDrawerChunk = lazyWithPreload(() => import('./components/RequestDrawer.tsx'));

/**
 * The create and edit form, a chunk of its own (with react-hook-form, the form's zod resolver and the
 * credit engine): a request opened to be read does not download it (bench/README.md, first load).
 */
export const requestFormPanelChunk = lazyWithPreload(() =>
  import('./components/RequestFormPanel.tsx').then((m) => ({ default: m.RequestFormPanel })),
);

/** The drawer as a request opened to be read needs it. */
export const loadRequestDetail = requestDrawerChunk.preload;

/** The drawer with its form: New Request, Edit, and the idle prefetch. */
export const loadRequestDrawer = () =>
  Promise.all([requestDrawerChunk.preload(), requestFormPanelChunk.preload()]);

const CATALOGUE_FORMS_KEY = ['request-types', 'forms'] as const;
const CATALOGUE_STALE_MS = 5 * 60_000;

/**
 * Every type's form, popup text and placeholder in one call (GET /api/service-request-types/forms),
 * each put where the form looks for its type: choosing a type then renders its fields at once.
 */
export async function prefetchCatalogueForms(queryClient: QueryClient): Promise<void> {
  const types = await queryClient.fetchQuery({
    queryKey: CATALOGUE_FORMS_KEY,
    queryFn: ({ signal }) =>
      api
        .get<{ data: RequestTypeDetail[] }>('/api/service-request-types/forms', { signal })
        .then((r) => r.data),
    staleTime: CATALOGUE_STALE_MS,
  });
  const updatedAt = queryClient.getQueryState(CATALOGUE_FORMS_KEY)?.dataUpdatedAt;
  for (const type of types) {
    const key = requestKeys.type(type.id);
    // A type fetched on its own more recently than the bundle keeps its own answer.
    if ((queryClient.getQueryState(key)?.dataUpdatedAt ?? 0) >= (updatedAt ?? 0)) continue;
    queryClient.setQueryData(key, type, updatedAt ? { updatedAt } : undefined);
  }
}

/** The drawer ready to open: its chunk and the catalogue's forms. Failures are left to the real use. */
export function prefetchRequestDrawer(queryClient: QueryClient): void {
  loadRequestDrawer().catch(() => undefined);
  prefetchCatalogueForms(queryClient).catch(() => undefined);
}

const warmUpChunk = lazyWithPreload(() => import('./components/RequestDrawerWarmUp.tsx'));

/**
 * The drawer ready to open, and its code warmed up: once its chunk and the catalogue's forms are
 * here, the create form is rendered once off the page (with the type of the most fields, so the
 * type picker and the field components run too), so the first New Request does not pay for V8's
 * first compilation and Emotion's first style rules (drawer-warm-up.ts). Not on a touch screen.
 */
export async function warmUpRequestDrawer(
  queryClient: QueryClient,
  slots: RequestDrawerSlots,
): Promise<void> {
  // Not on a phone or a tablet (a coarse primary pointer): there the render costs ~4× a laptop's,
  // over a second of main thread in one commit (Emotion inserting the form's style rules), while the
  // visitor may be scrolling or tapping; the chunk and the forms are still fetched, so New Request
  // opens without a call, only its first render is cold (bench/README.md, "Issue 30").
  const warm = !window.matchMedia?.('(pointer: coarse)').matches;
  const [, , types] = await Promise.all([
    loadRequestDrawer(),
    warm ? warmUpChunk.preload() : undefined,
    prefetchCatalogueForms(queryClient).then(() =>
      queryClient.getQueryData<RequestTypeDetail[]>(CATALOGUE_FORMS_KEY),
    ),
  ]);
  if (!warm) return;
  const richest = (types ?? []).reduce<RequestTypeDetail | null>(
    (best, type) => (best && best.form.fields.length >= type.form.fields.length ? best : type),
    null,
  );
  startDrawerWarmUp(warmUpChunk.Component, { slots, typeId: richest?.id ?? null });
}

/**
 * The data of a list route (/requests, /myworkspace and a request over them), from its URL, fetched
 * while the page's chunks load: the same queries the screen will ask for. Settles when the list's
 * first page is in the cache or failed (not the opened request: its drawer shows its own loading
 * state, and waiting for it held the list's rows back, Lighthouse's LCP on /requests/{id}).
 */
export function prefetchRequestRoute(
  queryClient: QueryClient,
  {
    scope,
    search,
    requestId,
    isStaff,
  }: { scope: ListScope; search: URLSearchParams; requestId?: string; isStaff: boolean },
): Promise<unknown> {
  const permission = scope === 'workspace' ? (isStaff ? 'assigned' : 'mine') : 'all';
  const tab = tabOf(search.get('alignBy') || ALL_TAB);
  const list = queryClient.prefetchInfiniteQuery(
    requestListQuery({ permission, status: tab.status, ...listNarrowingOf(search) }),
  );
  const drawer = drawerStateOf(search, requestId);
  if (drawer.kind === 'detail' || drawer.kind === 'update') {
    void queryClient.prefetchQuery(requestQuery(drawer.requestId));
  }
  if (drawer.kind === 'detail') {
    loadRequestDetail().catch(() => undefined);
    // The request already in the cache (the server drew the list and sent its data: main.tsx): the
    // first render waits for the drawer's chunk too, so it opens with the list in one commit.
    if (queryClient.getQueryData(requestKeys.detail(drawer.requestId))) {
      return Promise.all([list, requestDrawerChunk.ready().catch(() => undefined)]);
    }
  } else if (drawer.kind !== 'closed' && drawer.kind !== 'missing') {
    loadRequestDrawer().catch(() => undefined);
  }
  if (drawer.kind === 'create') prefetchCatalogueForms(queryClient).catch(() => undefined);
  return list;
}
