import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../context.ts';
import { comments, companies, requestTypes, serviceRequests } from '../../db/schema/index.ts';
import { AppError } from '#shared/errors.ts';
import { MESSAGES } from '#shared/domain/validation.ts';
import { excerpt, htmlToText } from '../../platform/sanitize.ts';
import { visibleTo } from '../requests/access.ts';
import { SEARCH_MIN_LENGTH, type SearchResult } from '#shared/schemas/search.ts';

const LIMIT = 10;

/** The words of free text a search matches: letters and digits only, at most eight, lower case. */
const wordsOf = (keyword: string) => (keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);

/**
 * A prefix full-text query from free text: every word must match the start of a word ("bran" finds
 * "branding"). Only letters and digits reach to_tsquery, so no input can break its syntax.
 */
export function toPrefixQuery(keyword: string): string | null {
  const words = wordsOf(keyword);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * The query as SQL: each word as the text parser reads it, or as one whole lexeme. The parser reads
 * "8e296a06" alone as a number and a word ("8e296", "a06"), and a document does too, but inside
 * "ZZ-8e296a06" a document keeps it whole: a code, a colour, an order number searched by itself was
 * found in one case and not the other (one in twenty random hex codes).
 */
function prefixTsQuery(words: string[]): SQL {
  return sql`(${sql.join(
    words.map((w) => sql`(to_tsquery('simple', ${`${w}:*`}) || ${`'${w}':*`}::tsquery)`),
    sql` && `,
  )})`;
}

/**
 * How many of the newest visible requests (comments) are searched first. A common word finds its ten
 * newest hits among them by walking the updated_at (created_at) index, in milliseconds; only when the
 * window holds fewer than ten hits does the full-text index answer, and then the word is rare enough
 * that sorting its hits is cheap. (A plain "match, newest first" either sorts every hit of a common
 * word, or, when planned on the date index, walks the whole table for a rare one.)
 */
export const RECENT_WINDOW = 2000;

/** Matching requests and comments, newest first, within what the actor may see. */
export async function searchAll(db: Db, actor: SessionUser, keyword: string): Promise<SearchResult[]> {
  if (keyword.trim().length < SEARCH_MIN_LENGTH) throw new AppError('BAD_REQUEST', MESSAGES.searchTooShort);
  const words = wordsOf(keyword);
  if (!words.length) return [];
  const tsq = prefixTsQuery(words);
  const [requests, commentHits] = await Promise.all([
    newestFirst(
      (window) => requestHits(db, actor, tsq, window),
      () => requestHits(db, actor, tsq, null),
    ),
    newestFirst(
      (window) => commentHitsOf(db, actor, tsq, window),
      () => commentHitsOf(db, actor, tsq, null),
    ),
  ]);
  return [
    ...requests.map((r) => ({ type: 'REQUEST' as const, ...r, updatedAt: r.updatedAt.toISOString() })),
    ...commentHits.map((c) => ({
      type: 'COMMENT' as const,
      ...c,
      // Plain text with entities decoded ("R&D", not "R&amp;D"): the hit list never renders stored HTML.
      content: excerpt(htmlToText(c.content), 200),
      updatedAt: c.updatedAt.toISOString(),
    })),
  ];
}

/** The window's hits when it holds a full page of them, else the full-text index's. */
async function newestFirst<T>(inWindow: (size: number) => Promise<T[]>, everywhere: () => Promise<T[]>) {
  const recent = await inWindow(RECENT_WINDOW);
  return recent.length >= LIMIT ? recent : everywhere();
}

function requestHits(db: Db, actor: SessionUser, tsq: SQL, window: number | null) {
  const columns = {
    requestId: serviceRequests.id,
    title: serviceRequests.title,
    status: serviceRequests.status,
    company: companies.name,
    serviceRequestType: requestTypes.name,
    updatedAt: serviceRequests.updatedAt,
  };
  const base =
    window === null
      ? db.select(columns).from(serviceRequests)
      : db
          .select(columns)
          .from(
            db
              .select({ id: serviceRequests.id })
              .from(serviceRequests)
              .where(visibleTo(actor))
              // "nulls last" matches the list indexes, so this walks service_requests_updated_idx.
              .orderBy(
                sql`${serviceRequests.updatedAt} desc nulls last, ${serviceRequests.id} desc nulls last`,
              )
              .limit(window)
              .as('recent'),
          )
          .innerJoin(serviceRequests, sql`${serviceRequests.id} = recent.id`);
  return base
    .innerJoin(companies, eq(companies.id, serviceRequests.companyId))
    .innerJoin(requestTypes, eq(requestTypes.id, serviceRequests.requestTypeId))
    .where(and(sql`${serviceRequests.search} @@ ${tsq}`, visibleTo(actor)))
    .orderBy(desc(serviceRequests.updatedAt), desc(serviceRequests.id))
    .limit(LIMIT);
}

function commentHitsOf(db: Db, actor: SessionUser, tsq: SQL, window: number | null) {
  const columns = {
    requestId: serviceRequests.id,
    commentId: comments.id,
    content: comments.content,
    title: serviceRequests.title,
    status: serviceRequests.status,
    updatedAt: comments.updatedAt,
  };
  if (window === null) {
    // Everywhere: the comments the full-text index finds, each checked against its request by
    // primary key. The planner guesses thousands of matches for any prefix query and would hash-join
    // them against a scan of every request (350 ms at 1M requests for a word found once). A LIMIT
    // keeps the lateral subquery from being flattened into that join (one row anyway: id is the key).
    const request = db
      .select({ title: serviceRequests.title, status: serviceRequests.status })
      .from(serviceRequests)
      .where(and(sql`${serviceRequests.id} = ${comments.requestId}`, visibleTo(actor)))
      .limit(1)
      .as('request');
    return db
      .select({ ...columns, requestId: comments.requestId, title: request.title, status: request.status })
      .from(comments)
      .innerJoinLateral(request, sql`true`)
      .where(sql`${comments.search} @@ ${tsq}`)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(LIMIT);
  }
  const base = db
    .select(columns)
    .from(
      db
        .select({ id: comments.id })
        .from(comments)
        .innerJoin(serviceRequests, eq(serviceRequests.id, comments.requestId))
        .where(visibleTo(actor))
        .orderBy(sql`${comments.createdAt} desc nulls last, ${comments.id} desc nulls last`)
        .limit(window)
        .as('recent'),
    )
    .innerJoin(comments, sql`${comments.id} = recent.id`);
  return base
    .innerJoin(serviceRequests, eq(serviceRequests.id, comments.requestId))
    .where(and(sql`${comments.search} @@ ${tsq}`, visibleTo(actor)))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(LIMIT);
}
