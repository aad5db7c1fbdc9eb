import { sql, type SQL } from 'drizzle-orm';
import { orderOf } from '#shared/domain/list-options.ts';
import type { RequestSort, SortOrder } from '#shared/schemas/request.ts';
import { serviceRequests as sr } from '../../../db/schema/index.ts';
import { decodeCursor, encodeCursor, type CursorKeyKind } from '../../../platform/cursor.ts';

export { encodeCursor };

/*
 * The orders of the request lists (issue 15) and their keyset cursors. Every sort is (key, id): the
 * key is a never-null column with a btree index on (key, id) (and on (company_id | enterprise_id, key,
 * id)), so a page is an index range read in either direction, whatever the table's size, and the
 * cursor is the last row's (key, id), carried as exact text so that no precision is lost.
 */

const SORT_KEYS: Record<RequestSort, { column: SQL; kind: CursorKeyKind; cast: string }> = {
  updated: { column: sql`${sr.updatedAt}`, kind: 'timestamp', cast: 'timestamptz' },
  created: { column: sql`${sr.createdAt}`, kind: 'timestamp', cast: 'timestamptz' },
  due: { column: sql`${sr.dueKey}`, kind: 'date', cast: 'date' },
  priority: { column: sql`${sr.priorityRank}`, kind: 'int', cast: 'smallint' },
  credit: { column: sql`${sr.totalCredit}`, kind: 'decimal', cast: 'numeric' },
};

/** A list's sort; without an order, the sort's default (`defaultOrder`: due soonest first, else desc). */
export type ListOrder = { sort: RequestSort; order?: SortOrder | undefined };

/** The sort key of a row as exact text (selected with the page, for its cursor). */
export const sortKeyText = (o: ListOrder): SQL<string> => sql<string>`${SORT_KEYS[o.sort].column}::text`;

/**
 * ORDER BY of a sort. `updated` has DESC NULLS LAST indexes from the start (drizzle's .desc()), the
 * others ascending ones (NULLS LAST); a backward read of an index gives the reverse order with the
 * nulls flipped, so each direction names exactly the ordering its index yields (the keys are never
 * null, but the planner matches the NULLS clause too).
 */
export function orderBy(o: ListOrder): SQL[] {
  const { column } = SORT_KEYS[o.sort];
  const descIndexed = o.sort === 'updated';
  const dir =
    orderOf(o) === 'desc'
      ? descIndexed
        ? sql`desc nulls last`
        : sql`desc nulls first`
      : descIndexed
        ? sql`asc nulls first`
        : sql`asc nulls last`;
  return [sql`${column} ${dir}`, sql`${sr.id} ${dir}`];
}

/** Rows after the cursor in the list's order: a row comparison the (key, id) index answers as a range. */
export function afterCursor(o: ListOrder, cursor: string): SQL {
  const { column, cast, kind } = SORT_KEYS[o.sort];
  const { key, id } = decodeCursor(o, kind, cursor);
  const cmp = orderOf(o) === 'desc' ? sql`<` : sql`>`;
  return sql`(${column}, ${sr.id}) ${cmp} (${key}::${sql.raw(cast)}, ${id}::bigint)`;
}
