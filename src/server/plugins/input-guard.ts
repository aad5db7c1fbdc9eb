import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/errors.ts';
import { withoutBidiOverrides } from '#shared/domain/bidi.ts';

export const NUL_REFUSED = 'Text may not contain NUL characters (\\u0000).';
export const BAD_UNICODE = 'Text must be valid Unicode (a lone surrogate such as \\ud800 was sent).';

/** The first string in a parsed value that PostgreSQL could not store: with NUL or a lone surrogate. */
function badString(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return NUL_REFUSED;
    if (!value.isWellFormed()) return BAD_UNICODE;
    return null;
  }
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const v of value) {
      const bad = badString(v, depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    const bad = badString(k, depth + 1) ?? badString(v, depth + 1);
    if (bad) return bad;
  }
  return null;
}

/**
 * preValidation hook: a NUL character or a lone surrogate anywhere in the path parameters, query or
 * JSON body is refused with a 400 before any route sees it. PostgreSQL cannot store either in text or
 * jsonb, so such input used to fail deep inside a query with a 500.
 */
export async function rejectUnstorableText(request: FastifyRequest): Promise<void> {
  const bad = badString(request.params) ?? badString(request.query) ?? badString(request.body);
  if (bad) throw new AppError('BAD_REQUEST', bad);
}

/** Keys whose value is a secret, kept exactly as typed (a password set with any character signs in with it). */
const SECRET_KEY = /password|secret|token|code/i;
const OVERRIDE = /[\u202a-\u202e]/;

/** The parsed value with its strings' direction overrides dropped, in place; secrets left alone. */
function dropOverrides(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return OVERRIDE.test(value) ? withoutBidiOverrides(value) : value;
  if (depth > 64 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = dropOverrides(value[i], depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!SECRET_KEY.test(key)) record[key] = dropOverrides(record[key], depth + 1);
  }
  return value;
}

/**
 * preValidation hook: text the product stores carries no explicit direction embeddings or overrides
 * (shared/domain/bidi.ts: "invoice<RLO>fdp.exe" shown as "invoiceexe.pdf"), whatever field it comes
 * in (a title, a company's name at sign-up, a support message, a link's label, a brand name…): they
 * are dropped from the JSON body and the query before any route sees them. A raw body (a payment
 * provider's signed webhook) is left as sent; so are secrets. Comments' HTML entities are the
 * sanitiser's (platform/sanitize.ts), file names the upload's (modules/uploads).
 */
export async function dropDirectionOverrides(request: FastifyRequest): Promise<void> {
  if (request.body !== null && typeof request.body === 'object') dropOverrides(request.body);
  if (request.query !== null && typeof request.query === 'object') dropOverrides(request.query);
}

/**
 * PostgreSQL "data exception" errors (SQLSTATE class 22: a number out of range for its column, a
 * malformed timestamp or number, an invalid byte sequence) come from input no validation caught: they
 * are the caller's fault, so they answer 400, never 500.
 */
export function isDataException(error: unknown): boolean {
  return hasSqlState(error, /^22[0-9A-Z]{3}$/);
}

/**
 * PostgreSQL's "program limit exceeded" (SQLSTATE 54000) on a write: a value beyond what the database
 * can index, such as a text whose search vector would pass 1 MB ("string is too long for tsvector").
 * Only input makes one, so it answers 400 like a data exception.
 */
export function isBeyondDatabaseLimit(error: unknown): boolean {
  return hasSqlState(error, /^54000$/);
}

function hasSqlState(error: unknown, state: RegExp): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (typeof e.code === 'string' && state.test(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
