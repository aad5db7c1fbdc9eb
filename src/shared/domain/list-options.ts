/**
 * What a list of requests offers: its orders (issue 15), each keyset-paginated on (its key, id), and
 * the board's swimlanes. Plain constants, so the list screens and the board read them without
 * loading the API schemas (zod) of schemas/request.ts.
 */
export const REQUEST_SORTS = ['updated', 'created', 'due', 'priority', 'credit'] as const;
export type RequestSort = (typeof REQUEST_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The order a sort takes when none is asked for: newest, latest, highest first, except the due date,
 * soonest first, so overdue requests lead and requests without a due date come last (issue 23).
 */
export const defaultOrder = (sort: RequestSort | undefined): SortOrder => (sort === 'due' ? 'asc' : 'desc');

/** The order a list is in: the one asked for, else its sort's default. */
export const orderOf = (o: { sort?: RequestSort | undefined; order?: SortOrder | undefined }): SortOrder =>
  o.order ?? defaultOrder(o.sort);

/** The board's swimlanes: one row per assignee, or per company. */
export const BOARD_LANES = ['assignee', 'company'] as const;
export type BoardLanes = (typeof BOARD_LANES)[number];
