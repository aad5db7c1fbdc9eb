import { useEffect, useSyncExternalStore } from 'react';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { RequestStatus } from '#shared/domain/request-status.ts';
import type {
  RequestEventDto,
  RequestEventsResponseSchema,
  RequestInput,
  RequestTypeDetail,
  ServiceRequestDto,
  ServiceRequestListItemDto,
  UserDto,
} from '#shared/schemas/request.ts';
import { api, ApiError, isNotFound } from '../../lib/api-client.ts';
import { followRequest, subscribeServerEvents } from '../../lib/event-stream.ts';
import type { ListFilter } from '../../lib/requests/list-cache.ts';
import {
  cacheRemovedRequest,
  cacheSavedRequest,
  requestKeys,
  updateRequest,
  viewQueryOf,
} from '../../lib/requests/queries.ts';

export type {
  RequestEventDto,
  RequestInput,
  RequestTypeDetail,
  ServiceRequestDto,
  ServiceRequestListItemDto,
  UserDto,
};
export type RequestEventsPage = z.infer<typeof RequestEventsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Fetchers (spec section 7: Strapi-style `{ data }` bodies)

export const fetchRequest = (id: number, signal?: AbortSignal) =>
  api
    .get<{ data: ServiceRequestDto }>(`/api/service-requests/${id}`, signal ? { signal } : undefined)
    .then((r) => r.data);

/** The address of the CSV of a list view: every row its filters select, in its order. */
export function requestsCsvUrl(filter: ListFilter): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(viewQueryOf(filter))) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  return `/api/service-requests/export.csv?${params.toString()}`;
}

export const fetchRequestType = (id: number, signal?: AbortSignal) =>
  api
    .get<{ data: RequestTypeDetail }>(`/api/service-request-types/${id}`, signal ? { signal } : undefined)
    .then((r) => r.data);

/** GET /api/company/findUsers answers the users as a bare array (a `{ data }` body is read too). */
export const fetchCompanyUsers = (companyId: number, signal?: AbortSignal) =>
  api
    .get<UserDto[] | { data: UserDto[] }>('/api/company/findUsers', {
      query: { companyId },
      ...(signal ? { signal } : {}),
    })
    .then((r) => (Array.isArray(r) ? r : r.data));

/**
 * A fresh Idempotency-Key for one form: the server answers a repeated create with the same key by
 * the request the first one made. getRandomValues, unlike randomUUID, works on plain-http origins too.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const keyed = (idempotencyKey?: string) =>
  idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : undefined;

/** POST /api/service-requests: create (submit, or any status staff may pick). */
export const createRequest = (data: RequestInput, idempotencyKey?: string) =>
  api
    .post<{ data: ServiceRequestDto }>('/api/service-requests', { data }, keyed(idempotencyKey))
    .then((r) => r.data);

/** PUT /api/service-requests: save as draft (data.id updates that draft; without it the key applies). */
export const saveDraft = (data: RequestInput, idempotencyKey?: string) =>
  api
    .put<{ data: ServiceRequestDto }>('/api/service-requests', { data }, keyed(idempotencyKey))
    .then((r) => r.data);

/** Requests this tab deletes itself: its drawer closes on the answer, not on the live event. */
const deletingHere = new Set<number>();

/** PUT /api/service-requests/remove/{id}: delete (status DELETED). */
export const removeRequest = (id: number) => {
  deletingHere.add(id);
  return api.put<{ data: { id: number; status: 'DELETED' } }>(`/api/service-requests/remove/${id}`).then(
    (r) => r.data,
    (error: unknown) => {
      deletingHere.delete(id);
      throw error;
    },
  );
};

// ---------------------------------------------------------------------------------------------
// Query options and hooks

export const requestQuery = (id: number) =>
  queryOptions({ queryKey: requestKeys.detail(id), queryFn: ({ signal }) => fetchRequest(id, signal) });

export const useRequest = (id: number | null) =>
  useQuery({ ...requestQuery(id ?? 0), enabled: id !== null && id > 0 });

/**
 * Who deleted a request an open drawer shows: `you` (the viewer, in another tab or device), `someone`
 * else, or `unseen` (the live stream was down when it happened: a re-read on reconnection found it
 * gone, and the event that would have said who never came).
 */
export type DeletedBy = 'you' | 'someone' | 'unseen';

/** Requests this tab learnt were deleted, and by whom, for the open drawers. */
const deletedRequests = new Map<number, DeletedBy>();
const deletedListeners = new Set<() => void>();
const subscribeDeleted = (listener: () => void) => {
  deletedListeners.add(listener);
  return () => deletedListeners.delete(listener);
};
/** Who deleted request `id`, as this tab learnt it; null while it is not known to be deleted. */
export const deletedBy = (id: number): DeletedBy | null => deletedRequests.get(id) ?? null;

function markDeleted(queryClient: QueryClient, id: number, by: DeletedBy) {
  if (deletedRequests.has(id)) return;
  deletedRequests.set(id, by);
  for (const listener of [...deletedListeners]) listener();
  cacheRemovedRequest(queryClient, id);
}

/**
 * Follows request `id` open on screen (useLiveRequest): someone's save re-reads it and its timeline;
 * its deletion marks it deleted, by whom the event says. A reconnection after a lost stream (`ready`
 * with `reconnected`) and a `resync` re-read it too, as nothing missed is replayed: a request this
 * tab had read that now answers 404 was deleted meanwhile (or taken out of the viewer's sight, which
 * the drawer cannot tell apart), and the drawer says it was deleted, not that it never existed.
 * Returns the function that stops following.
 */
export function followLiveRequest(queryClient: QueryClient, id: number): () => void {
  const stopFollowing = followRequest(id);
  const stopListening = subscribeServerEvents((event) => {
    if (event.type === 'request' && event.requestId === id && event.deleted) {
      if (deletingHere.has(id)) return;
      markDeleted(queryClient, id, event.byYou ? 'you' : 'someone');
      return;
    }
    const missed = (event.type === 'ready' && event.reconnected) || event.type === 'resync';
    if (!missed && !(event.type === 'request' && event.requestId === id)) return;
    const detail = requestKeys.detail(id);
    const hadIt = queryClient.getQueryData(detail) !== undefined;
    void queryClient.invalidateQueries({ queryKey: detail }).then(() => {
      const state = queryClient.getQueryState(detail);
      if (missed && hadIt && state?.status === 'error' && isNotFound(state.error) && !deletingHere.has(id)) {
        markDeleted(queryClient, id, 'unseen');
      }
    });
    void queryClient.invalidateQueries({ queryKey: requestKeys.events(id) });
  });
  return () => {
    stopListening();
    stopFollowing();
  };
}

/**
 * Keeps an open request live (followLiveRequest): someone else's save (a status change, an
 * assignment, an edit) arrives as a `request` event on the tab's stream, which follows the request
 * while it is open (its drawer, detail or edit), and the request and its timeline are read again. A
 * deletion arrives the same way (`deleted`, `byYou` when the viewer did it elsewhere), or is found on
 * reconnection: answers `deleted`, by whom, from then on, so the drawer says so and offers nothing
 * more on it, and the lists drop it. (`id` null: nothing is followed.)
 */
export function useLiveRequest(id: number | null): { deleted: DeletedBy | null } {
  const queryClient = useQueryClient();
  const deleted = useSyncExternalStore(subscribeDeleted, () => (id === null ? null : deletedBy(id)));
  useEffect(() => (id === null ? undefined : followLiveRequest(queryClient, id)), [queryClient, id]);
  return { deleted };
}

/** The activity timeline of a request (status changes, assignments, credit changes), newest first. */
export const useRequestEvents = (id: number) =>
  useInfiniteQuery({
    queryKey: requestKeys.events(id),
    queryFn: ({ pageParam, signal }) =>
      api.get<RequestEventsPage>(`/api/service-requests/${id}/events`, {
        query: { cursor: pageParam ?? undefined, limit: 20 },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore && last.cursor ? last.cursor : undefined),
  });

/** A request type with its form definition, popup text and placeholders. */
export const useRequestType = (id: number | null) =>
  useQuery({
    queryKey: requestKeys.type(id ?? 0),
    queryFn: ({ signal }) => fetchRequestType(id ?? 0, signal),
    enabled: id !== null && id > 0,
    staleTime: 5 * 60_000,
  });

/** Users of a company (assignees and, for staff, the creator are chosen among them). */
export const useCompanyUsers = (companyId: number | null) =>
  useQuery({
    queryKey: requestKeys.companyUsers(companyId ?? 0),
    queryFn: ({ signal }) => fetchCompanyUsers(companyId ?? 0, signal),
    enabled: companyId !== null && companyId > 0,
    staleTime: 5 * 60_000,
  });

// ---------------------------------------------------------------------------------------------
// Cache after a write

export type SaveAction =
  | { kind: 'create'; data: RequestInput; idempotencyKey?: string }
  | { kind: 'update'; id: number; data: RequestInput }
  | { kind: 'draft'; data: RequestInput; idempotencyKey?: string };

/** One mutation for every way the drawer saves; the cache is updated with the answer. */
export function useSaveRequest(viewerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SaveAction & { before: RequestStatus | null }) =>
      action.kind === 'create'
        ? createRequest(action.data, action.idempotencyKey)
        : action.kind === 'update'
          ? updateRequest(action.id, action.data)
          : saveDraft(action.data, action.idempotencyKey),
    onSuccess: (saved, action) => cacheSavedRequest(queryClient, saved, action.before, viewerId),
    onError: (error, action) => {
      if (!(error instanceof ApiError) || error.status !== 409) return;
      // Its type published again since the form opened: the form is read again (its fields and price
      // follow, the answers kept by key), for the author to check before submitting again.
      const type = action.data.serviceRequestType;
      if (typeof error.details?.formVersion === 'number' && typeof type === 'number') {
        void queryClient.invalidateQueries({ queryKey: requestKeys.type(type) });
      }
      // Changed by someone else meanwhile: the request and the lists are read again.
      if (action.kind === 'update') {
        void queryClient.invalidateQueries({ queryKey: requestKeys.detail(action.id) });
        void queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
      }
    },
  });
}

export function useRemoveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => removeRequest(id),
    onSuccess: (_answer, id) => cacheRemovedRequest(queryClient, id),
  });
}
