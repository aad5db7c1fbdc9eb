import type { InfiniteData } from '@tanstack/react-query';
import { movesToTop, type RequestStatus } from '#shared/domain/request-status.ts';
import type { RequestListPermission, ServiceRequestDto } from '#shared/schemas/request.ts';

/** What a cached list shows: whose requests (permission) and which status (null: every status). */
export type ListFilter = { permission: RequestListPermission; status: RequestStatus | null };

/** One page of GET /api/service-requests. */
export type RequestPage = { data: ServiceRequestDto[]; cursor: string | null; hasMore: boolean };

type Pages = InfiniteData<RequestPage, string | null>;

/** Would the server list this request under the filter? */
export function matchesFilter(r: ServiceRequestDto, filter: ListFilter, viewerId: number): boolean {
  if (r.status === 'DELETED') return false;
  if (filter.status && r.status !== filter.status) return false;
  if (filter.permission === 'mine') return r.createdBy.id === viewerId;
  if (filter.permission === 'assigned') {
    return [...r.assignees, ...r.assignedTo].some((u) => u.id === viewerId);
  }
  return true;
}

export function removeFromList(data: Pages, id: number): Pages {
  return { ...data, pages: data.pages.map((p) => ({ ...p, data: p.data.filter((r) => r.id !== id) })) };
}

/**
 * The ordering rule of spec section 4 on a cached list: an update that keeps the status moves the
 * request to the top; a status change replaces it in place. A request new to the list comes first;
 * one that no longer matches the list's filter leaves it.
 */
export function applySavedToList(
  data: Pages,
  saved: ServiceRequestDto,
  before: RequestStatus | null,
  filter: ListFilter,
  viewerId: number,
): Pages {
  const present = data.pages.some((p) => p.data.some((r) => r.id === saved.id));
  if (!matchesFilter(saved, filter, viewerId)) return present ? removeFromList(data, saved.id) : data;
  if (present && before !== null && !movesToTop(before, saved.status)) {
    return {
      ...data,
      pages: data.pages.map((p) => ({ ...p, data: p.data.map((r) => (r.id === saved.id ? saved : r)) })),
    };
  }
  const without = present ? removeFromList(data, saved.id) : data;
  const [first, ...rest] = without.pages;
  if (!first) return data;
  return { ...without, pages: [{ ...first, data: [saved, ...first.data] }, ...rest] };
}
