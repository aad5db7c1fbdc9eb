import { useDeferredValue, useState, type ComponentType } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Add from '@mui/icons-material/Add';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import type { RequestListPermission } from '#shared/schemas/request.ts';
import { useSession } from '../../../lib/session/index.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadMoreFooter } from '../../../components/LoadMoreFooter.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll.ts';
import { requestsCsvUrl } from '../api.ts';
import { useRequestList } from '../../../lib/requests/queries.ts';
import type { ListFilter } from '../../../lib/requests/list-cache.ts';
import { LIST_TABS, drawerStateOf, tabOf, type ListTab } from '../route-state.ts';
import {
  ALL_TAB,
  createHref,
  listHref,
  listNarrowingOf,
  requestHref,
  type ListScope,
} from '../../../lib/requests/list-url.ts';
import type { LoadRequestDrawerSlots, RequestDrawerSlots } from '../slots.ts';
import { prefetchRequestDrawer } from '../prefetch.ts';
import { preloadRequestDrawer, RequestDrawerHost } from './RequestDrawerHost.tsx';
import { RequestFilterBar } from './RequestFilterBar.tsx';
import { RequestListHeader, RequestRow } from './RequestRow.tsx';

/**
 * /myworkspace and /requests (spec section 2): status tabs and the draft tab (alignBy), the list
 * loaded page by page with the cursor, and the request drawer over it as the URL asks. The app layer
 * passes in what other features put there: the drawer's `slots` and the filter bar's `savedViews`.
 */
export function RequestListScreen({
  scope,
  slots,
  savedViews,
}: {
  scope: ListScope;
  slots?: RequestDrawerSlots | LoadRequestDrawerSlots;
  savedViews?: ComponentType;
}) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const { requestId } = useParams();
  // alignBy is kept as it came (closing the drawer preserves it); the tab is its reading.
  const alignBy = search.get('alignBy') || ALL_TAB;
  const tab = tabOf(alignBy);
  const isStaff = session.user.isStaff;
  // The workspace: a customer's own requests, the requests a staff member is assigned to.
  const permission: RequestListPermission = scope === 'workspace' ? (isStaff ? 'assigned' : 'mine') : 'all';
  const drawer = drawerStateOf(search, requestId);
  const narrowing = listNarrowingOf(search);
  const filter: ListFilter = { permission, status: tab.status, ...narrowing };

  const title = scope === 'workspace' ? 'My Workspace' : 'All Requests';
  const description =
    scope === 'workspace'
      ? isStaff
        ? 'Requests assigned to you.'
        : 'Requests you created, including your drafts.'
      : isStaff
        ? 'Every request of every company.'
        : 'Every request of your companies.';

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button
            component={RouterLink}
            to={createHref(scope, alignBy)}
            variant="contained"
            startIcon={<Add />}
            onPointerEnter={() => prefetchRequestDrawer(queryClient)}
            onFocus={() => prefetchRequestDrawer(queryClient)}
          >
            New Request
          </Button>
        }
      />
      <Tabs
        value={tab.slug}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Request status"
        sx={{ mb: 2.5, borderBottom: '1px solid', borderColor: 'divider', minHeight: 44 }}
      >
        {LIST_TABS.map((t) => (
          <Tab
            key={t.slug}
            value={t.slug}
            label={t.label}
            component={RouterLink}
            to={listHref(scope, t.slug)}
            sx={{ minHeight: 44, px: 2 }}
          />
        ))}
      </Tabs>
      <RequestFilterBar csvHref={requestsCsvUrl(filter)} savedViews={savedViews} />
      <RequestList
        key={`${permission}-${tab.slug}-${JSON.stringify(narrowing)}`}
        filter={filter}
        filtered={Object.keys(narrowing).some((k) => k !== 'sort' && k !== 'order')}
        tab={tab}
        scope={scope}
        alignBy={alignBy}
        preloadDrawer={() => {
          // The pointer nears a row: the drawer's chunk, and its slots when they come as a loader.
          preloadRequestDrawer();
          if (typeof slots === 'function') slots().catch(() => undefined);
        }}
      />
      <RequestDrawerHost state={drawer} scope={scope} alignBy={alignBy} {...(slots ? { slots } : {})} />
    </>
  );
}

/** Rows in a list's first render: more than a phone or a laptop shows above the fold. */
const FIRST_ROWS = 8;

/** The server renders this page now, or drew it for its viewer and the app is rendering over it. */
const drawnByServer = () =>
  typeof document === 'undefined' || document.getElementById('root')?.dataset.renderedFor === 'viewer';

function RequestList({
  filter,
  filtered,
  tab,
  scope,
  alignBy,
  preloadDrawer,
}: {
  filter: ListFilter;
  filtered: boolean;
  tab: ListTab;
  scope: ListScope;
  alignBy: string;
  preloadDrawer: () => void;
}) {
  const query = useRequestList(filter);
  // A list that mounts with its data (the usual case: the route's data is fetched with its code)
  // commits its first rows first, what a screen shows, and the rest of the page in a second render
  // in the background: one long task on a phone's slower CPU becomes two shorter ones, and the first
  // rows paint sooner (issue 30). Later pages render in full.
  // Not so when the page's rows are already on screen, drawn by the server (its render, and the
  // app's first one over it): all of them at once, or rows past the eighth would vanish and return.
  const [firstRows] = useState(() => (drawnByServer() ? Infinity : FIRST_ROWS));
  const loaded = query.data?.pages.reduce((n, page) => n + page.data.length, 0) ?? 0;
  const shown = useDeferredValue(loaded, Math.min(loaded, firstRows));
  // Infinite scroll: the next page starts loading while the last rows are still coming into view
  // (not before the page's own rows are all there: the sentinel would show above them).
  const sentinel = useInfiniteScroll(shown < loaded ? { ...query, hasNextPage: false } : query, {
    aheadPx: 400,
  });

  if (query.isPending) {
    return (
      <Box role="status" aria-label="Loading requests" sx={{ display: 'grid', gap: 1.25 }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={68} />
        ))}
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(query.error, 'The requests could not be loaded.')}
      </Alert>
    );
  }
  const items = query.data.pages.flatMap((p) => p.data);
  if (items.length === 0 && filtered) {
    return (
      <EmptyState
        icon={<InboxOutlined />}
        title="No requests match these filters"
        description="Change or clear the filters to see more requests."
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<InboxOutlined />}
        title={
          tab.status === null
            ? 'No requests yet'
            : tab.status === 'DRAFT'
              ? 'No drafts yet'
              : `No ${tab.label.toLowerCase()} requests`
        }
        description={
          tab.status === null
            ? 'Requests appear here once they are created. Use New Request to start one.'
            : tab.status === 'DRAFT'
              ? 'Requests you save as drafts appear here; only you can see them.'
              : 'Requests in this status will appear here.'
        }
        action={
          <Button
            component={RouterLink}
            to={createHref(scope, alignBy)}
            variant="outlined"
            startIcon={<Add />}
          >
            New Request
          </Button>
        }
      />
    );
  }
  return (
    <Box>
      <RequestListHeader />
      <Box
        component="ul"
        aria-label={`${tab.label} requests`}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}
      >
        {items.slice(0, Math.max(shown, FIRST_ROWS)).map((r) => (
          <RequestRow
            key={r.id}
            request={r}
            href={requestHref(scope, r.id, alignBy, r.status === 'DRAFT' ? 'edit' : undefined)}
            onPointerEnter={preloadDrawer}
          />
        ))}
      </Box>
      <LoadMoreFooter
        query={query}
        sentinelRef={sentinel}
        loadingLabel="Loading more requests"
        failedMessage={errorMessage(query.error, 'The requests could not be loaded.')}
        endMessage="No more requests"
        moreLabel="Load more"
      />
    </Box>
  );
}
