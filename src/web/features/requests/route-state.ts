import {
  STATUS_LABELS,
  STATUS_SLUGS,
  parseStatus,
  type RequestStatus,
} from '#shared/domain/request-status.ts';
import { ALL_TAB, positiveId, requestHref } from '../../lib/requests/list-url.ts';

/*
 * The tabs of the lists and the drawer's modes, read from the URL (spec section 2; the list
 * filters and the links are lib/requests/list-url.ts).
 */

export type ListTab = { slug: string; label: string; status: RequestStatus | null };

/** The tabs of both lists: every status a user can see, then the draft tab. */
export const LIST_TABS: ListTab[] = [
  { slug: ALL_TAB, label: 'All', status: null },
  ...(['NOT_START', 'ASSIGNED', 'IN_PROGRESS', 'FINISHED', 'CANCELLED', 'DRAFT'] as const).map((status) => ({
    slug: STATUS_SLUGS[status],
    label: status === 'DRAFT' ? 'Drafts' : STATUS_LABELS[status],
    status,
  })),
];

/** The tab of an alignBy value (both readings of a status accepted); unknown values show every status. */
export function tabOf(alignBy: string | null | undefined): ListTab {
  const status = parseStatus(alignBy);
  return (
    LIST_TABS.find((t) => t.status === status && status !== null && status !== 'DELETED') ?? LIST_TABS[0]!
  );
}

export type DrawerState =
  | { kind: 'closed' }
  | { kind: 'create'; typeId: number | null; duplicatedId: number | null; withFiles: boolean }
  | { kind: 'detail'; requestId: number }
  | { kind: 'update'; requestId: number }
  /** Detail or update asked for without a usable id: the drawer raises the section 8 alert. */
  | { kind: 'missing'; mode: 'detail' | 'update' };

export function drawerStateOf(search: URLSearchParams, pathRequestId?: string): DrawerState {
  const mode = (search.get('mode') ?? '').toLowerCase();
  const rawId = pathRequestId ?? search.get('requestId');
  const requestId = positiveId(rawId);
  const duplicatedId = positiveId(search.get('duplicatedId'));
  if (mode === 'edit' || mode === 'update') {
    return requestId ? { kind: 'update', requestId } : { kind: 'missing', mode: 'update' };
  }
  if (mode === 'detail' || mode === 'view' || (rawId !== null && rawId !== undefined)) {
    return requestId ? { kind: 'detail', requestId } : { kind: 'missing', mode: 'detail' };
  }
  if (search.get('new') === '1' || search.get('new') === 'true' || mode === 'create' || duplicatedId) {
    return {
      kind: 'create',
      typeId: positiveId(search.get('type')),
      duplicatedId,
      withFiles: search.get('withFiles') === 'true',
    };
  }
  return { kind: 'closed' };
}

/** An absolute link to a request for sharing (Copy Link). */
export const shareableRequestUrl = (id: number, alignBy: string) =>
  `${window.location.origin}${requestHref('requests', id, alignBy)}`;
