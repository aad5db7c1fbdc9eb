import { isPriorityLevel } from '#shared/domain/priority.ts';
import { REQUEST_SORTS, type RequestSort } from '#shared/domain/list-options.ts';
import { cutText } from '#shared/domain/text-cut.ts';
import { PATHS } from '../../paths.ts';
import type { ListNarrowing } from './list-cache.ts';

/*
 * The request lists in the URL, as the request screens and the board both read them: the list
 * filters next to alignBy, and the links to a list or to a request over it. The tabs and the
 * drawer's modes are the requests feature's own (features/requests/route-state.ts).
 */

/**
 * The request drawer and the lists are driven by the URL (spec section 2):
 *   /myworkspace?alignBy=not-start                   list (alignBy: a status tab or the draft tab)
 *   /myworkspace?alignBy=status&new=1[&type=12]          create drawer over the list
 *   /requests?alignBy=status&duplicatedId=5&withFiles=true   create drawer prefilled from request 5
 *   /requests/5?alignBy=status[&mode=edit]                detail (or update) drawer over the list
 *   /myworkspace?alignBy=status&requestId=5[&mode=edit]   the same over the workspace
 * Closing the drawer goes back to the list route with alignBy kept.
 */
export type ListScope = 'workspace' | 'requests';

/**
 * The tab of every status: `alignBy=status` (the spec's own example), next to one tab per status
 * and the draft tab.
 */
export const ALL_TAB = 'status';

/** A positive id as the URL spells it, or null. */
export const positiveId = (value: string | null | undefined): number | null => {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
};

/** The list's narrowing filters and its order in its URL, next to alignBy (issue 15). */
export const LIST_FILTER_KEYS = [
  'priority',
  'typeId',
  'assignedTo',
  'overdue',
  'title',
  'companyId',
  'enterpriseId',
  'createdBy',
  'dueFrom',
  'dueTo',
  'sort',
  'order',
] as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The narrowing filters a URL asks for; unreadable values are ignored (the list shows more). */
export function listNarrowingOf(search: URLSearchParams): ListNarrowing {
  const out: ListNarrowing = {};
  const priority = search.get('priority');
  if (isPriorityLevel(priority)) out.priority = priority;
  const typeId = positiveId(search.get('typeId'));
  if (typeId) out.typeId = typeId;
  const assignedTo = search.get('assignedTo');
  if (assignedTo === 'me' || assignedTo === 'nobody') out.assignedTo = assignedTo;
  else if (positiveId(assignedTo)) out.assignedTo = positiveId(assignedTo)!;
  const overdue = search.get('overdue');
  if (overdue === 'true' || overdue === '1') out.overdue = true;
  const title = cutText((search.get('title') ?? '').trim(), 200);
  if (title) out.title = title;
  const companyId = positiveId(search.get('companyId'));
  if (companyId) out.companyId = companyId;
  const enterpriseId = positiveId(search.get('enterpriseId'));
  if (enterpriseId) out.enterpriseId = enterpriseId;
  const createdBy = search.get('createdBy');
  if (createdBy === 'me') out.createdBy = 'me';
  else if (positiveId(createdBy)) out.createdBy = positiveId(createdBy)!;
  const dueFrom = search.get('dueFrom');
  if (dueFrom && ISO_DAY.test(dueFrom)) out.dueFrom = dueFrom;
  const dueTo = search.get('dueTo');
  if (dueTo && ISO_DAY.test(dueTo)) out.dueTo = dueTo;
  const sort = search.get('sort');
  if ((REQUEST_SORTS as readonly (string | null)[]).includes(sort)) out.sort = sort as RequestSort;
  const order = search.get('order');
  if (order === 'asc' || order === 'desc') out.order = order;
  return out;
}

/**
 * The list links (tabs, drawer open and close) keep the filters of the list they come from: read
 * from the current address, which is the list's (or its drawer's) while they render.
 */
function currentFilters(): Record<string, string> {
  if (typeof window === 'undefined') return {};
  const search = new URLSearchParams(window.location.search);
  const out: Record<string, string> = {};
  for (const key of LIST_FILTER_KEYS) {
    const value = search.get(key);
    if (value) out[key] = value;
  }
  return out;
}

const listBase = (scope: ListScope) => (scope === 'workspace' ? PATHS.myWorkspace : PATHS.requests);

function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...params, ...currentFilters() })) {
    if (v !== null && v !== undefined && v !== '') q.set(k, String(v));
  }
  const text = q.toString();
  return text ? `${path}?${text}` : path;
}

/** The list route, alignBy kept. */
export const listHref = (scope: ListScope, alignBy: string) => withQuery(listBase(scope), { alignBy });

export const createHref = (
  scope: ListScope,
  alignBy: string,
  opts: { typeId?: number; duplicatedId?: number; withFiles?: boolean } = {},
) =>
  withQuery(listBase(scope), {
    alignBy,
    ...(opts.duplicatedId
      ? { duplicatedId: opts.duplicatedId, withFiles: String(opts.withFiles ?? false) }
      : { new: 1, type: opts.typeId }),
  });

/** Detail (or, with mode 'edit', update) of a request over the list it was opened from. */
export function requestHref(scope: ListScope, id: number, alignBy: string, mode?: 'edit'): string {
  return scope === 'requests'
    ? withQuery(`${PATHS.requests}/${id}`, { alignBy, mode })
    : withQuery(PATHS.myWorkspace, { alignBy, requestId: id, mode });
}
