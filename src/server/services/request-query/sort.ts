import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import type { RequestSort, SortOrder } from '#shared/schemas/request.ts';
import { serviceRequests as sr } from '../../db/schema/index.ts';

/*
 * The orders of the request lists (issue 15) and their keyset cursors. Every sort is (key, id): the
 * key is a never-null column with a btree index on (key, id) (and on (company_id | enterprise_id, key,
 * id)), so a page is an index range read in either direction, whatever the table's size, and the
 * cursor is the last row's (key, id), carried as exact text so that no precision is lost.
 */

export const INVALID_CURSOR = 'Invalid cursor';

type KeyKind = 'timestamp' | 'date' | 'int' | 'decimal';

const SORT_KEYS: Record<RequestSort, { column: SQL; kind: KeyKind; cast: string }> = {
  updated: { column: sql`${sr.updatedAt}`, kind: 'timestamp', cast: 'timestamptz' },
  created: { column: sql`${sr.createdAt}`, kind: 'timestamp', cast: 'timestamptz' },
  due: { column: sql`${sr.dueKey}`, kind: 'date', cast: 'date' },
  priority: { column: sql`${sr.priorityRank}`, kind: 'int', cast: 'smallint' },
  credit: { column: sql`${sr.totalCredit}`, kind: 'decimal', cast: 'numeric' },
};

export type ListOrder = { sort: RequestSort; order: SortOrder };

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
    o.order === 'desc'
      ? descIndexed
        ? sql`desc nulls last`
        : sql`desc nulls first`
      : descIndexed
        ? sql`asc nulls first`
        : sql`asc nulls last`;
  return [sql`${column} ${dir}`, sql`${sr.id} ${dir}`];
}

const SHAPES: Record<KeyKind, RegExp> = {
  timestamp: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2}){0,2}|Z)?$/,
  date: /^(\d{4}-\d{2}-\d{2}|infinity)$/,
  int: /^-?\d{1,5}$/,
  decimal: /^-?\d{1,12}(\.\d{1,2})?$/,
};

/** The date (and time) of a cursor exist (no 2024-02-31 or 25:00), so the database accepts them. */
function realDateTime(text: string): boolean {
  if (text === 'infinity') return true;
  const [y, mo, d, h = 0, mi = 0, se = 0] = text.split(/[-T :.+]/).map(Number) as number[];
  const t = new Date(Date.UTC(y!, mo! - 1, d!, h, mi, se));
  return (
    y! >= 1 &&
    t.getUTCFullYear() === y &&
    t.getUTCMonth() === mo! - 1 &&
    t.getUTCDate() === d &&
    t.getUTCHours() === h &&
    t.getUTCMinutes() === mi &&
    t.getUTCSeconds() === se
  );
}

/** A cursor: the sort and order it belongs to, the last row's key (as text) and id. */
export function encodeCursor(o: ListOrder, key: string, id: number): string {
  return Buffer.from(JSON.stringify([o.sort, o.order, key, id])).toString('base64url');
}

/**
 * The (key, id) of a cursor for this sort. A cursor of another sort or order (a page 2 link kept
 * across a sort change) is refused rather than read as something else. Cursors of the lists before
 * issue 15 (`<updated_at>|<id>`) still read for the default order.
 */
export function decodeCursor(o: ListOrder, cursor: string): { key: string; id: number } {
  const text = Buffer.from(cursor, 'base64url').toString();
  let parsed: unknown;
  if (text.startsWith('[')) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  } else {
    const at = text.lastIndexOf('|');
    parsed = at > 0 ? ['updated', 'desc', text.slice(0, at), Number(text.slice(at + 1))] : null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw new AppError('BAD_REQUEST', INVALID_CURSOR);
  const [sort, order, key, id] = parsed as unknown[];
  const kind = SORT_KEYS[o.sort].kind;
  if (
    sort !== o.sort ||
    order !== o.order ||
    typeof key !== 'string' ||
    typeof id !== 'number' ||
    !Number.isSafeInteger(id) ||
    id < 1 ||
    !SHAPES[kind].test(key) ||
    ((kind === 'timestamp' || kind === 'date') && !realDateTime(key))
  ) {
    throw new AppError('BAD_REQUEST', INVALID_CURSOR);
  }
  return { key, id };
}

/** Rows after the cursor in the list's order: a row comparison the (key, id) index answers as a range. */
export function afterCursor(o: ListOrder, cursor: string): SQL {
  const { key, id } = decodeCursor(o, cursor);
  const { column, cast } = SORT_KEYS[o.sort];
  const cmp = o.order === 'desc' ? sql`<` : sql`>`;
  return sql`(${column}, ${sr.id}) ${cmp} (${key}::${sql.raw(cast)}, ${id}::bigint)`;
}
