import type { InfiniteData } from '@tanstack/react-query';
import { dueStatus } from '#shared/domain/due-status.ts';
import type { PriorityLevel } from '#shared/domain/priority.ts';
import { movesToTop, type RequestStatus } from '#shared/domain/request-status.ts';
import type {
  RequestListPermission,
  RequestListResponseDto,
  RequestSort,
  ServiceRequestDto,
  ServiceRequestListItemDto,
  SortOrder,
} from '#shared/schemas/request.ts';

/** The narrowing filters of a list, kept in its URL (issue 15). */
export type ListNarrowing = {
  priority?: PriorityLevel;
  typeId?: number;
  /** Staff assigned to it: a user id, the viewer ('me') or nobody. */
  assignedTo?: number | 'me' | 'nobody';
  overdue?: boolean;
  /** Text the title contains (any case). */
  title?: string;
  companyId?: number;
  /** Staff: one enterprise's companies. */
  enterpriseId?: number;
  createdBy?: number | 'me';
  /** Due on or after / on or before (yyyy-MM-dd); undated requests are never in a range. */
  dueFrom?: string;
  dueTo?: string;
  /** The order (default: last updated first). */
  sort?: RequestSort;
  order?: SortOrder;
};

/** Is the list in its default order (last update first), where a saved request moves to the top? */
export const isDefaultOrder = (f: ListNarrowing) =>
  (f.sort ?? 'updated') === 'updated' && (f.order ?? 'desc') === 'desc';

/** What a cached list shows: whose requests (permission), which status (null: every status), and narrowing. */
export type ListFilter = { permission: RequestListPermission; status: RequestStatus | null } & ListNarrowing;

/**
 * One page of GET /api/service-requests as the caches hold it: list rows (what a list shows; a saved
 * request put in by `applySavedToList` is a whole one, which is a list row too).
 */
export type RequestPage = RequestListResponseDto;

type Pages = InfiniteData<RequestPage, string | null>;

/** Would the server list this request under the filter? */
export function matchesFilter(r: ServiceRequestListItemDto, filter: ListFilter, viewerId: number): boolean {
  if (r.status === 'DELETED') return false;
  if (filter.status && r.status !== filter.status) return false;
  if (filter.priority && r.priorityLevel !== filter.priority) return false;
  if (filter.typeId && r.serviceRequestType.id !== filter.typeId) return false;
  if (filter.assignedTo !== undefined) {
    const ids = r.assignedTo.map((u) => u.id);
    if (
      filter.assignedTo === 'nobody'
        ? ids.length > 0
        : !ids.includes(filter.assignedTo === 'me' ? viewerId : filter.assignedTo)
    ) {
      return false;
    }
  }
  if (filter.overdue !== undefined && (dueStatus(r.targetDate, r.status) === 'overdue') !== filter.overdue) {
    return false;
  }
  if (filter.title && !r.title.toLowerCase().includes(filter.title.toLowerCase())) return false;
  if (filter.companyId && r.company.id !== filter.companyId) return false;
  if (filter.enterpriseId && r.company.enterprise.id !== filter.enterpriseId) return false;
  if (filter.createdBy && r.createdBy.id !== (filter.createdBy === 'me' ? viewerId : filter.createdBy)) {
    return false;
  }
  if (filter.dueFrom && (!r.targetDate || r.targetDate < filter.dueFrom)) return false;
  if (filter.dueTo && (!r.targetDate || r.targetDate > filter.dueTo)) return false;
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
  // In another order than last-update-first a saved request keeps its place (or waits for the next
  // load to find it), since only the server knows where its keys put it.
  if (present && (!isDefaultOrder(filter) || (before !== null && !movesToTop(before, saved.status)))) {
    return {
      ...data,
      pages: data.pages.map((p) => ({ ...p, data: p.data.map((r) => (r.id === saved.id ? saved : r)) })),
    };
  }
  if (!isDefaultOrder(filter)) return data;
  const without = present ? removeFromList(data, saved.id) : data;
  const [first, ...rest] = without.pages;
  if (!first) return data;
  return { ...without, pages: [{ ...first, data: [saved, ...first.data] }, ...rest] };
}
