/**
 * What a list of requests offers: its orders (issue 15), each keyset-paginated on (its key, id), and
 * the board's swimlanes. Plain constants, so the list screens and the board read them without
 * loading the API schemas (zod) of schemas/request.ts.
 */
export const REQUEST_SORTS = ['updated', 'created', 'due', 'priority', 'credit'] as const;
export type RequestSort = (typeof REQUEST_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The board's swimlanes: one row per assignee, or per company. */
export const BOARD_LANES = ['assignee', 'company'] as const;
export type BoardLanes = (typeof BOARD_LANES)[number];
