import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { RequestStatus } from '#shared/domain/request-status.ts';
import { REQUESTS_PAGE_SIZE } from '#shared/domain/page-sizes.ts';
import type {
  RequestInput,
  RequestListResponseDto,
  ServiceRequestDto,
  UserDto,
} from '#shared/schemas/request.ts';
import { api } from '../api-client.ts';
import { SESSION_QUERY_KEY } from '../query-client.ts';
import { applySavedToList, removeFromList, type ListFilter, type RequestPage } from './list-cache.ts';

/*
 * The request lists' queries and their cache, which the request screens and the board both read:
 * one list query per filter (the board's columns are lists too), the write that moves a request,
 * and how a saved or removed request is put into every cached list. The requests feature's own
 * fetchers (one request, its events, the saves) are in features/requests/api.ts.
 */

/** Query keys of the requests, one place (the request screens and the board share these caches). */
export const requestKeys = {
  all: ['requests'] as const,
  lists: () => ['requests', 'list'] as const,
  list: (filter: ListFilter) => ['requests', 'list', filter] as const,
  detail: (id: number) => ['requests', 'detail', id] as const,
  events: (id: number) => ['requests', 'events', id] as const,
  type: (id: number) => ['request-types', id] as const,
  companyUsers: (companyId: number) => ['company-users', companyId] as const,
  staff: () => ['staff-members'] as const,
};

/** The API query of a list view (GET /api/service-requests, its CSV and the board's figures). */
export const viewQueryOf = (filter: ListFilter) => ({
  permission: filter.permission,
  status: filter.status ?? undefined,
  priority: filter.priority,
  typeId: filter.typeId,
  assignedTo: filter.assignedTo,
  overdue: filter.overdue === undefined ? undefined : String(filter.overdue),
  title: filter.title,
  companyId: filter.companyId,
  enterpriseId: filter.enterpriseId,
  createdBy: filter.createdBy,
  dueFrom: filter.dueFrom,
  dueTo: filter.dueTo,
  sort: filter.sort,
  order: filter.order,
});

/** A page of list rows (what a list shows; the drawer reads the whole request by id). */
export const fetchRequestPage = (
  filter: ListFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<RequestPage> =>
  api.get<RequestListResponseDto>('/api/service-requests', {
    query: { ...viewQueryOf(filter), cursor: cursor ?? undefined, limit: REQUESTS_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });

export const requestListQuery = (filter: ListFilter) =>
  infiniteQueryOptions({
    queryKey: requestKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchRequestPage(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore && last.cursor ? last.cursor : undefined),
  });

export const useRequestList = (filter: ListFilter) => useInfiniteQuery(requestListQuery(filter));

/** PUT /api/service-requests/{id}: update, submit a draft, change status, cancel. */
export const updateRequest = (id: number, data: RequestInput) =>
  api.put<{ data: ServiceRequestDto }>(`/api/service-requests/${id}`, { data }).then((r) => r.data);

export const fetchStaffMembers = (signal?: AbortSignal) =>
  api
    .post<{ data: UserDto[] }>('/api/user/heybossMember', {}, signal ? { signal } : undefined)
    .then((r) => r.data);

/** The provider's staff (Assigned to); only staff ask for it. */
export const useStaffMembers = (enabled: boolean) =>
  useQuery({
    queryKey: requestKeys.staff(),
    queryFn: ({ signal }) => fetchStaffMembers(signal),
    enabled,
    staleTime: 5 * 60_000,
  });

// ---------------------------------------------------------------------------------------------
// Cache after a write

type ListKey = ReturnType<typeof requestKeys.list>;

/**
 * Puts a saved request into every cached list. The ordering rule of spec section 4 applies: an
 * update that keeps the status moves the request to the top, a status change replaces it in place;
 * lists whose filter it no longer matches drop it. The credit balance (session) is refetched.
 */
export function cacheSavedRequest(
  queryClient: QueryClient,
  saved: ServiceRequestDto,
  before: RequestStatus | null,
  viewerId: number,
) {
  queryClient.setQueryData(requestKeys.detail(saved.id), saved);
  void queryClient.invalidateQueries({ queryKey: requestKeys.events(saved.id) });
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<RequestPage, string | null>>({
    queryKey: requestKeys.lists(),
  })) {
    if (!data) continue;
    const filter = (key as ListKey)[2];
    queryClient.setQueryData(key, applySavedToList(data, saved, before, filter, viewerId));
  }
  void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}

export function cacheRemovedRequest(queryClient: QueryClient, id: number) {
  queryClient.removeQueries({ queryKey: requestKeys.detail(id) });
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<RequestPage, string | null>>({
    queryKey: requestKeys.lists(),
  })) {
    if (data) queryClient.setQueryData(key, removeFromList(data, id));
  }
  void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}
