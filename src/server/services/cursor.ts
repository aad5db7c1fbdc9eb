import { AppError } from '#shared/errors.ts';

/*
 * Keyset cursors: what a list answers as `cursor` and takes back as `?cursor=`. Opaque to clients;
 * decoding checks everything a forged one could carry, so a bad cursor is a 400, never a 500.
 */

export const INVALID_CURSOR_MESSAGE = 'Invalid cursor';

const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2}){0,2}|Z)?$/;

/** A cursor on (timestamp text, id): the exact text the database gave, so no precision is lost. */
export function encodeCursor(ts: string, id: number): string {
  return Buffer.from(`${ts}|${id}`).toString('base64url');
}

/** The date and time of a cursor exist (no 2024-02-31 or 25:00), so the database accepts them. */
function realDateTime(ts: string): boolean {
  // The zone goes first: a time on a whole second has no fraction, so "…:01+00" would read as NaN.
  const local = ts.replace(/([+-]\d{2}(:?\d{2}){0,2}|Z)$/, '');
  const [y, mo, d, h, mi, se] = local.split(/[-T :.]/).map(Number) as number[];
  const t = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, se!));
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

export function decodeCursor(cursor: string): { ts: string; id: number } {
  const text = Buffer.from(cursor, 'base64url').toString();
  const at = text.lastIndexOf('|');
  const ts = text.slice(0, at);
  const id = Number(text.slice(at + 1));
  if (at < 1 || !Number.isSafeInteger(id) || id < 1 || !TIMESTAMP_TEXT.test(ts) || !realDateTime(ts)) {
    throw new AppError('BAD_REQUEST', INVALID_CURSOR_MESSAGE);
  }
  return { ts, id };
}

/** A cursor on an id alone (lists ordered by id: the activity timeline, the credit ledger). */
export const encodeIdCursor = (id: number): string => String(id);

export function decodeIdCursor(cursor: string): number {
  const id = /^\d{1,16}$/.test(cursor) ? Number(cursor) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new AppError('BAD_REQUEST', INVALID_CURSOR_MESSAGE);
  return id;
}
