import { createHash } from 'node:crypto';
import { and, eq, exists, ilike, isNotNull, not, notExists, notInArray, sql, type SQL } from 'drizzle-orm';
import { format } from 'date-fns';
import type { FormDefinition } from '#shared/domain/form-definition.ts';
import type { RequestListQuery, RequestListResponseDto, ServiceRequestDto } from '#shared/schemas/request.ts';
import type { SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { requestAssignees, serviceRequests as sr } from '../../db/schema/index.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import { visibleTo } from '../request-access.ts';
import { hydrate, preparedFor, selectRequests } from './read.ts';

/*
 * Request lists: what the actor may see, narrowed by the list's filters, keyset-paginated.
 */

const ph = (name: string) => sql.placeholder(name);

/** Someone in a role of the request (assignee or assignedTo); 'nobody': no one in that role. */
function personIn(db: Db, role: 'assignee' | 'assignedTo', who: 'someone' | 'nobody'): SQL {
  const inRole = and(eq(requestAssignees.requestId, sr.id), eq(requestAssignees.role, role));
  if (who === 'nobody') {
    return notExists(
      db
        .select({ one: sql`1` })
        .from(requestAssignees)
        .where(inRole),
    );
  }
  return exists(
    db
      .select({ one: sql`1` })
      .from(requestAssignees)
      .where(and(inRole, eq(requestAssignees.userId, ph(role)))),
  );
}

/**
 * What a list query looks like apart from its values: the actor's kind and which filters are set.
 * Queries of one shape share one prepared statement; the values travel as its parameters.
 */
type Shape = {
  actor: 'staff' | 'member' | 'none';
  statuses: 'one' | 'many' | null;
  typeId: boolean;
  priority: boolean;
  assignee: 'someone' | 'nobody' | null;
  assignedTo: 'someone' | 'nobody' | null;
  overdue: boolean | null;
  title: boolean;
  permission: 'mine' | 'assigned' | null;
  companyId: boolean;
  cursor: boolean;
  /** A literal, not a parameter: the planner's choice between index order and sorting depends on it. */
  limit: number;
};

function shapeOf(actor: SessionUser, q: RequestListQuery, statuses: string[] | null): Shape {
  const person = (who: RequestListQuery['assignee']) =>
    who === undefined ? null : who === 'nobody' ? 'nobody' : 'someone';
  return {
    actor: actor.isStaff ? 'staff' : actor.companyIds.length ? 'member' : 'none',
    statuses: statuses === null ? null : statuses.length === 1 ? 'one' : 'many',
    typeId: q.typeId !== undefined,
    priority: q.priority !== undefined,
    assignee: person(q.assignee),
    assignedTo: person(q.assignedTo),
    overdue: q.overdue ?? null,
    title: q.title !== undefined,
    permission: q.permission === 'mine' || q.permission === 'assigned' ? q.permission : null,
    companyId: q.companyId !== undefined,
    cursor: !!q.cursor,
    limit: q.limit + 1,
  };
}

/** The list statement of a shape, every value a placeholder. */
function buildList(db: Db, actor: SessionUser, shape: Shape, name: string) {
  const filters: (SQL | undefined)[] = [visibleTo(actor, { me: ph('me'), companyIds: ph('companyIds') })];
  if (shape.statuses === 'one') filters.push(eq(sr.status, ph('status')));
  if (shape.statuses === 'many') filters.push(sql`${sr.status} = any(${ph('statuses')}::text[])`);
  // The list's narrowing filters (issue 15): type, priority, people, overdue, title text.
  if (shape.typeId) filters.push(eq(sr.requestTypeId, ph('typeId')));
  if (shape.priority) filters.push(eq(sr.priorityLevel, ph('priority')));
  if (shape.assignee) filters.push(personIn(db, 'assignee', shape.assignee));
  if (shape.assignedTo) filters.push(personIn(db, 'assignedTo', shape.assignedTo));
  if (shape.overdue !== null) {
    // dueStatus's rule in SQL: due before today (the server's day) and neither finished nor cancelled.
    const overdue = and(
      isNotNull(sr.targetDate),
      sql`${sr.targetDate} < ${ph('today')}::date`,
      notInArray(sr.status, ['FINISHED', 'CANCELLED', 'DELETED']),
    )!;
    filters.push(shape.overdue ? overdue : not(overdue));
  }
  if (shape.title) filters.push(ilike(sr.title, ph('title')));
  if (shape.permission === 'mine') filters.push(eq(sr.createdById, ph('me')));
  if (shape.permission === 'assigned') {
    filters.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(requestAssignees)
          .where(and(eq(requestAssignees.requestId, sr.id), eq(requestAssignees.userId, ph('me')))),
      ),
    );
  }
  if (shape.companyId) filters.push(eq(sr.companyId, ph('companyId')));
  if (shape.cursor) {
    filters.push(
      sql`(${sr.updatedAt}, ${sr.id}) < (${ph('cursorTs')}::timestamptz, ${ph('cursorId')}::bigint)`,
    );
  }
  return (
    selectRequests(db)
      .where(and(...filters))
      // Exactly the indexes' order (drizzle's .desc() indexes are DESC NULLS LAST; plain DESC would
      // mean NULLS FIRST and force a sort of every visible row).
      .orderBy(sql`${sr.updatedAt} desc nulls last`, sql`${sr.id} desc nulls last`)
      // Written into the text (Drizzle renders an SQL chunk as is): a generic plan with LIMIT $n would
      // be costed for 10% of the rows and lose the index order.
      .limit(sql.raw(String(shape.limit)) as unknown as number)
      .prepare(name)
  );
}

export type RequestPage = RequestListResponseDto;

/**
 * Each distinct form of a page once: rows name theirs by type and form version (the form a request
 * was priced with), and a row whose form differs from another of the same name gets its own.
 */
function sharedForms(rows: ServiceRequestDto[]): RequestPage {
  const forms: Record<string, FormDefinition> = {};
  const texts = new Map<string, string>();
  const data = rows.map(({ form, ...row }) => {
    const text = JSON.stringify(form);
    const base = `${row.serviceRequestType.id}.${row.formVersion}`;
    let ref = base;
    for (let n = 2; texts.has(ref) && texts.get(ref) !== text; n++) ref = `${base}.${n}`;
    if (!texts.has(ref)) {
      texts.set(ref, text);
      forms[ref] = form;
    }
    return { ...row, formRef: ref };
  });
  return { data, forms, cursor: null, hasMore: false };
}

/**
 * GET /api/service-requests — keyset-paginated on (updated_at desc, id desc). One query whatever the
 * page size: the page with its relations (people and files as JSON), a prepared statement per shape.
 */
export async function listRequests(db: Db, actor: SessionUser, q: RequestListQuery): Promise<RequestPage> {
  let statuses: string[] | null = null;
  if (q.status !== undefined) {
    statuses = q.status.filter((s) => s !== 'DELETED');
    if (statuses.length === 0) return { data: [], forms: {}, cursor: null, hasMore: false };
  }
  const cursor = q.cursor ? decodeCursor(q.cursor) : null;
  const shape = shapeOf(actor, q, statuses);
  const key = JSON.stringify(Object.values(shape));
  const name = `list_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`;
  const query = preparedFor(db, name, (n) => buildList(db, actor, shape, n));
  const personId = (who: RequestListQuery['assignee']) => (who === 'me' ? actor.id : who);
  const rows = await query.execute({
    me: actor.id,
    companyIds: actor.companyIds,
    status: statuses?.[0],
    statuses,
    typeId: q.typeId,
    priority: q.priority,
    assignee: personId(q.assignee),
    assignedTo: personId(q.assignedTo),
    today: format(new Date(), 'yyyy-MM-dd'),
    title: q.title === undefined ? undefined : `%${q.title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    companyId: q.companyId,
    cursorTs: cursor?.ts,
    cursorId: cursor?.id,
  });
  const hasMore = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    ...sharedForms(hydrate(page)),
    hasMore,
    cursor: hasMore && last ? encodeCursor(last.cursorTs, last.r.id) : null,
  };
}
