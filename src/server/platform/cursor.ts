import { lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '#shared/errors.ts';
import { orderOf } from '#shared/domain/list-options.ts';
import type { RequestSort, SortOrder } from '#shared/schemas/request.ts';

/*
 * Keyset cursors: what a list answers as `cursor` and takes back as `?cursor=`. Opaque to clients;
 * a cursor names the sort and order it belongs to and carries the last row's sort key (as the exact
 * text the database gave, so no precision is lost) and id. Decoding checks everything a forged one
 * could carry, so a bad cursor is a 400, never a 500.
 */

export const INVALID_CURSOR_MESSAGE = 'Invalid cursor';

/** How a sort key is written, so a cursor's key is checked before it reaches the database. */
export type CursorKeyKind = 'timestamp' | 'date' | 'int' | 'decimal';
export type CursorOrder = { sort: RequestSort; order?: SortOrder | undefined };

const SHAPES: Record<CursorKeyKind, RegExp> = {
  timestamp: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2}){0,2}|Z)?$/,
  date: /^(\d{4}-\d{2}-\d{2}|infinity)$/,
  int: /^-?\d{1,5}$/,
  decimal: /^-?\d{1,12}(\.\d{1,2})?$/,
};

/** The date (and time) of a cursor exist (no 2024-02-31 or 25:00), so the database accepts them. */
function realDateTime(text: string): boolean {
  if (text === 'infinity') return true;
  // The zone goes first, and only after a time (a due-date cursor "2031-03-10" has none): a time on a
  // whole second has no fraction, so "…:01+00" would read as NaN.
  const local = /[T ]\d{2}:/.test(text) ? text.replace(/([+-]\d{2}(:?\d{2}){0,2}|Z)$/, '') : text;
  // A zone within PostgreSQL's ±15:59:59 (+99 or +15:60 would reach the database and fail there).
  const zone = /([+-])(\d{2}):?(\d{2})?:?(\d{2})?$/.exec(text.slice(local.length));
  if (zone && (Number(zone[2]) > 15 || Number(zone[3] ?? 0) > 59 || Number(zone[4] ?? 0) > 59)) return false;
  const [y, mo, d, h = 0, mi = 0, se = 0] = local.split(/[-T :.]/).map(Number) as number[];
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

export function encodeCursor(o: CursorOrder, key: string, id: number): string {
  return Buffer.from(JSON.stringify([o.sort, orderOf(o), key, id])).toString('base64url');
}

/**
 * The (key, id) of a cursor for this sort. A cursor of another sort or order (a page 2 link kept
 * across a sort change) is refused rather than read as something else. Cursors of the lists before
 * the sorts existed (`<updated_at>|<id>`) still read for the default order.
 */
export function decodeCursor(
  o: CursorOrder,
  kind: CursorKeyKind,
  cursor: string,
): { key: string; id: number } {
  const text = Buffer.from(cursor, 'base64url').toString();
  let parsed: unknown = null;
  if (text.startsWith('[')) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  } else {
    const at = text.lastIndexOf('|');
    if (at > 0) parsed = ['updated', 'desc', text.slice(0, at), Number(text.slice(at + 1))];
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) {
    throw new AppError('BAD_REQUEST', INVALID_CURSOR_MESSAGE);
  }
  const [sort, order, key, id] = parsed as unknown[];
  if (
    sort !== o.sort ||
    order !== orderOf(o) ||
    typeof key !== 'string' ||
    typeof id !== 'number' ||
    !Number.isSafeInteger(id) ||
    id < 1 ||
    !SHAPES[kind].test(key) ||
    ((kind === 'timestamp' || kind === 'date') && !realDateTime(key))
  ) {
    throw new AppError('BAD_REQUEST', INVALID_CURSOR_MESSAGE);
  }
  return { key, id };
}

/** A cursor on an id alone (lists ordered by id: the activity timeline, the credit ledger). */
export const encodeIdCursor = (id: number): string => String(id);

export function decodeIdCursor(cursor: string): number {
  const id = /^\d{1,16}$/.test(cursor) ? Number(cursor) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new AppError('BAD_REQUEST', INVALID_CURSOR_MESSAGE);
  return id;
}

/**
 * Keyset paging newest first on an id (the activity timeline, the credit ledger, the webhook
 * deliveries, the inbound e-mail log): the condition of the page after `cursor` (undefined for the
 * first page; a bad cursor is a 400), to read `limit + 1` rows ordered by the id descending...
 */
export const beforeIdCursor = (id: AnyPgColumn, cursor: string | undefined): SQL | undefined =>
  cursor ? lt(id, decodeIdCursor(cursor)) : undefined;

/** ...and the page out of those rows: the first `limit`, and the next page's cursor while there is one. */
export function idPage<T extends { id: number }>(
  rows: T[],
  limit: number,
): { page: T[]; hasMore: boolean; cursor: string | null } {
  const page = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  return { page, hasMore, cursor: hasMore ? encodeIdCursor(page.at(-1)!.id) : null };
}

/** Newest first on (timestamp, id): the order of a request's comments (and the lists' default). */
const NEWEST: CursorOrder = { sort: 'updated', order: 'desc' };

/** A cursor on (timestamp text, id), newest first: the comments of a request. */
export const encodeTimeCursor = (ts: string, id: number): string => encodeCursor(NEWEST, ts, id);

export function decodeTimeCursor(cursor: string): { ts: string; id: number } {
  const { key, id } = decodeCursor(NEWEST, 'timestamp', cursor);
  return { ts: key, id };
}
