import {
  and,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  not,
  notExists,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { format } from 'date-fns';
import type { RequestListQuery, RequestListResponseDto, RequestViewQuery } from '#shared/schemas/request.ts';
import type { SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { requestAssignees, serviceRequests as sr } from '../../db/schema/index.ts';
import { afterCursor, encodeCursor, orderBy } from './query/sort.ts';
import { viewFilters } from './query/view-filters.ts';
import { visibleTo } from './access.ts';
import { hydrateListRows, selectListRows } from './read.ts';

/*
 * Request lists: what the actor may see, narrowed by the list's filters, keyset-paginated.
 */

/** Someone in a role of the request (assignee or assignedTo); 'nobody': no one in that role. */
function personIn(
  db: Db,
  actor: SessionUser,
  role: 'assignee' | 'assignedTo',
  who: number | 'me' | 'nobody',
): SQL {
  const inRole = and(eq(requestAssignees.requestId, sr.id), eq(requestAssignees.role, role));
  if (who === 'nobody') {
    return notExists(
      db
        .select({ one: sql`1` })
        .from(requestAssignees)
        .where(inRole),
    );
  }
  const userId = who === 'me' ? actor.id : who;
  return exists(
    db
      .select({ one: sql`1` })
      .from(requestAssignees)
      .where(and(inRole, eq(requestAssignees.userId, userId))),
  );
}

/** The list's narrowing filters (issue 15): type, priority, people, overdue, title text. */
function listFilters(db: Db, actor: SessionUser, q: RequestViewQuery): SQL[] {
  const out: SQL[] = [];
  if (q.typeId !== undefined) out.push(eq(sr.requestTypeId, q.typeId));
  if (q.priority !== undefined) out.push(eq(sr.priorityLevel, q.priority));
  if (q.assignee !== undefined) out.push(personIn(db, actor, 'assignee', q.assignee));
  if (q.assignedTo !== undefined) out.push(personIn(db, actor, 'assignedTo', q.assignedTo));
  if (q.overdue !== undefined) {
    // dueStatus's rule in SQL: due before today (the server's day) and neither finished nor cancelled.
    const today = format(new Date(), 'yyyy-MM-dd');
    const overdue = and(
      isNotNull(sr.targetDate),
      sql`${sr.targetDate} < ${today}::date`,
      notInArray(sr.status, ['FINISHED', 'CANCELLED', 'DELETED']),
    )!;
    out.push(q.overdue ? overdue : not(overdue));
  }
  if (q.title !== undefined) {
    const pattern = `%${q.title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    out.push(ilike(sr.title, pattern));
  }
  return out;
}

export type RequestPage = RequestListResponseDto;

/**
 * What a list view selects for the actor (visibility, permission, status, every filter), as one
 * WHERE; null when it can select nothing. Shared by the list pages, the CSV export and the board's
 * column figures (request-query/), so all three always agree. Bad filter values throw before any
 * query.
 */
export function listWhere(db: Db, actor: SessionUser, q: RequestViewQuery): SQL | null {
  const filters: (SQL | undefined)[] = [visibleTo(actor)];
  if (q.status !== undefined) {
    const statuses = q.status.filter((s) => s !== 'DELETED');
    if (statuses.length === 0) return null;
    filters.push(statuses.length === 1 ? eq(sr.status, statuses[0]!) : inArray(sr.status, statuses));
  }
  filters.push(...listFilters(db, actor, q));
  if (q.permission === 'mine') filters.push(eq(sr.createdById, actor.id));
  if (q.permission === 'assigned') {
    filters.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(requestAssignees)
          .where(and(eq(requestAssignees.requestId, sr.id), eq(requestAssignees.userId, actor.id))),
      ),
    );
  }
  filters.push(...viewFilters(actor, q));
  return and(...filters)!;
}

/** The statement of one page (one row more than the page, to know whether there is another). */
export function listPageQuery(db: Db, actor: SessionUser, q: RequestListQuery) {
  const where = listWhere(db, actor, q);
  if (!where) return null;
  return (
    selectListRows(db, q)
      .where(q.cursor ? and(where, afterCursor(q, q.cursor)) : where)
      .orderBy(...orderBy(q))
      // The LIMIT in the text, not a parameter: a generic plan then knows it reads a page, and keeps
      // the index order instead of planning for a tenth of the table.
      .limit(sql.raw(String(q.limit + 1)) as unknown as number)
  );
}

/**
 * A list page is sent as a named statement, one name per shape (the SQL text: which filters, sort,
 * cursor and page size it has, its values being parameters), so each pooled connection parses it
 * once and PostgreSQL can settle on a generic plan instead of planning the six-table query on every
 * call (bench/README.md, issue 14 round 4).
 */
const shapeName = (text: string) => `sr_list_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

type ListQuery = NonNullable<ReturnType<typeof listPageQuery>>;
type ListStatement = ReturnType<ListQuery['prepare']>;

/**
 * Each shape's prepared statement, per database handle, by its SQL text (so a text always runs under
 * its own name: node-postgres refuses one name with two texts). Bounded: the oldest shape goes first.
 */
const statementsByDb = new WeakMap<Db, Map<string, ListStatement>>();
const MAX_SHAPES = 500;

/**
 * Runs a page's query, building its SQL once (round 5: building it for its name and again inside
 * `prepare` was ~12% of a list page's CPU). The first call of a shape prepares it; later calls run
 * that statement (same text, name, selected fields and row mapping) with this call's values: a view
 * of it whose only own property is `params`, which Drizzle's `execute` reads on both drivers.
 */
async function runPage(db: Db, query: ListQuery) {
  const { sql: text, params } = query.toSQL();
  let byText = statementsByDb.get(db);
  if (!byText) statementsByDb.set(db, (byText = new Map()));
  const shared = byText.get(text);
  if (!shared) {
    const statement = query.prepare(shapeName(text));
    if (byText.size >= MAX_SHAPES) byText.delete(byText.keys().next().value!);
    byText.set(text, statement);
    return statement.execute();
  }
  const statement = Object.create(shared, { params: { value: params } }) as ListStatement;
  return statement.execute();
}

/**
 * GET /api/service-requests — keyset-paginated on (sort key, id) in the order asked
 * (request-query/sort.ts: every sort has its indexes). One query whatever the page size: the page's
 * list rows (`selectListRows`: what a list shows, the people as JSON).
 */
export async function listRequests(db: Db, actor: SessionUser, q: RequestListQuery): Promise<RequestPage> {
  const query = listPageQuery(db, actor, q);
  if (!query) return { data: [], cursor: null, hasMore: false };
  const rows = await runPage(db, query);
  const hasMore = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    data: hydrateListRows(page),
    hasMore,
    cursor: hasMore && last ? encodeCursor(q, last.cursorKey, last.r.id) : null,
  };
}
