import {
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { BOARD_LANES, type BoardLanes } from '#shared/domain/list-options.ts';
import type { BoardSummary } from '#shared/schemas/request.ts';
import { api, ApiError } from '../../lib/api-client.ts';
import {
  STAFF_SELECTABLE_STATUSES,
  STATUS_LABELS,
  type RequestStatus,
} from '#shared/domain/request-status.ts';
import type { ServiceRequestListItemDto, UserDto } from '#shared/schemas/request.ts';
import type { ListFilter, ListNarrowing, RequestPage } from '../../lib/requests/list-cache.ts';
import { listNarrowingOf } from '../../lib/requests/list-url.ts';
import {
  cacheSavedRequest,
  requestKeys,
  requestListQuery,
  updateRequest,
  useRequestList,
  viewQueryOf,
} from '../../lib/requests/queries.ts';

/** One column per status staff may set, drafts aside (they are private to their author). */
export const BOARD_STATUSES: RequestStatus[] = STAFF_SELECTABLE_STATUSES.filter((s) => s !== 'DRAFT');

export const boardStatusLabel = (status: RequestStatus) => STATUS_LABELS[status];

/**
 * A column reads GET /api/service-requests?status=…&limit=20 (permission 'all', the default) through
 * the request lists' query (lib/requests), so the board and the request lists share one cache.
 */
export const columnFilter = (status: RequestStatus, narrowing: ListNarrowing = {}): ListFilter => ({
  ...narrowing,
  permission: 'all',
  status,
});

export const useBoardColumn = (status: RequestStatus, narrowing: ListNarrowing) =>
  useRequestList(columnFilter(status, narrowing));

/** Every column's first page, fetched while the board's chunk loads (or when the pointer nears its link). */
export function prefetchBoardColumns(queryClient: QueryClient, search?: URLSearchParams): void {
  const narrowing = search ? boardNarrowingOf(search) : {};
  for (const status of BOARD_STATUSES) {
    void queryClient.prefetchInfiniteQuery(requestListQuery(columnFilter(status, narrowing)));
  }
}

/** The board's narrowing: the list filters of its URL, without a sort (columns keep the list's default). */
export function boardNarrowingOf(search: URLSearchParams): ListNarrowing {
  const { sort: _sort, order: _order, ...narrowing } = listNarrowingOf(search);
  return narrowing;
}

export const boardLanesOf = (search: URLSearchParams): BoardLanes | null => {
  const lanes = search.get('lanes');
  return (BOARD_LANES as readonly (string | null)[]).includes(lanes) ? (lanes as BoardLanes) : null;
};

/** Count and credit total per column (and per lane): GET /api/service-requests/summary. */
export const boardSummaryKey = (narrowing: ListNarrowing, lanes: BoardLanes | null) =>
  [...requestKeys.all, 'board-summary', narrowing, lanes] as const;
export const useBoardSummary = (narrowing: ListNarrowing, lanes: BoardLanes | null) =>
  useQuery({
    queryKey: boardSummaryKey(narrowing, lanes),
    queryFn: ({ signal }) => {
      const {
        permission: _p,
        status: _s,
        ...query
      } = viewQueryOf({ permission: 'all', status: null, ...narrowing });
      return api
        .get<{ data: BoardSummary }>('/api/service-requests/summary', {
          query: { ...query, lanes: lanes ?? undefined },
          signal,
        })
        .then((r) => r.data);
    },
  });

/** The lane of a card: its first staff member assigned (or none), or its company. */
export function laneOf(r: ServiceRequestListItemDto, lanes: BoardLanes): { id: number | null; name: string } {
  if (lanes === 'company') return { id: r.company.id, name: r.company.name };
  const first = r.assignedTo[0];
  return first
    ? { id: first.id, name: `${first.firstName} ${first.lastName}`.trim() }
    : { id: null, name: 'Unassigned' };
}

type Pages = InfiniteData<RequestPage, string | null>;

/** The cards of a column, each once (a card moved in may come again on a later page). */
export function columnCards(
  data: InfiniteData<RequestPage, unknown> | undefined,
): ServiceRequestListItemDto[] {
  if (!data) return [];
  const seen = new Set<number>();
  const cards: ServiceRequestListItemDto[] = [];
  for (const page of data.pages) {
    for (const r of page.data) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      cards.push(r);
    }
  }
  return cards;
}

/** A move; to Assigned it may name who the request is assigned to (staff), set with the status. */
export type MoveCard = { request: ServiceRequestListItemDto; to: RequestStatus; assignedTo?: UserDto[] };

function withoutCard(data: Pages, id: number): Pages {
  return { ...data, pages: data.pages.map((p) => ({ ...p, data: p.data.filter((r) => r.id !== id) })) };
}

function withCardOnTop(data: Pages, card: ServiceRequestListItemDto): Pages {
  const [first, ...rest] = withoutCard(data, card.id).pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, data: [card, ...first.data] }, ...rest] };
}

/**
 * Moves a card to another column: PUT /api/service-requests/:id {data:{status}}. The card moves at
 * once; when the server says no, both columns are put back as they were and the error is rethrown
 * for the caller to show (the server's error.message).
 */
export function useMoveCard(viewerId: number, narrowing: ListNarrowing) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, to, assignedTo }: MoveCard) =>
      updateRequest(request.id, {
        status: to,
        // From the column it was seen in: moved meanwhile by someone else, the server refuses (409).
        fromStatus: request.status,
        ...(assignedTo ? { assignedTo: assignedTo.map((u) => u.id) } : {}),
      }),
    onMutate: async ({ request, to, assignedTo }) => {
      const fromKey = requestKeys.list(columnFilter(request.status, narrowing));
      const toKey = requestKeys.list(columnFilter(to, narrowing));
      await Promise.all([
        queryClient.cancelQueries({ queryKey: fromKey }),
        queryClient.cancelQueries({ queryKey: toKey }),
      ]);
      const from = queryClient.getQueryData<Pages>(fromKey);
      const target = queryClient.getQueryData<Pages>(toKey);
      if (from) queryClient.setQueryData<Pages>(fromKey, withoutCard(from, request.id));
      if (target) {
        queryClient.setQueryData<Pages>(
          toKey,
          withCardOnTop(target, { ...request, status: to, assignedTo: assignedTo ?? request.assignedTo }),
        );
      }
      return { fromKey, toKey, from, target };
    },
    onError: (error, _move, snapshot) => {
      if (snapshot) {
        queryClient.setQueryData(snapshot.fromKey, snapshot.from);
        queryClient.setQueryData(snapshot.toKey, snapshot.target);
      }
      // Moved by someone else meanwhile: the columns are read again, so the card shows where it is.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
      }
    },
    onSuccess: (saved, { request }) => cacheSavedRequest(queryClient, saved, request.status, viewerId),
    // The column figures follow every move, refused or not.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...requestKeys.all, 'board-summary'] }),
  });
}
