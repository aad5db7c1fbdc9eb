import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Decimal } from 'decimal.js';
import type { RequestViewQuery } from '#shared/schemas/request.ts';
import type { SessionUser } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import {
  companies,
  enterprises,
  requestTypes,
  serviceRequests as sr,
  users,
} from '../../../db/schema/index.ts';
import { csvDocument, type CsvValue } from '../../../platform/csv.ts';
import { listWhere } from '../list.ts';
import { afterCursor, encodeCursor, orderBy, sortKeyText } from './sort.ts';

/** Rows read per statement: each batch is one keyset page of the list's own order. */
const EXPORT_BATCH = 1000;

export const REQUESTS_CSV_HEADER = [
  'id',
  'title',
  'status',
  'company',
  'enterprise',
  'type',
  'priority',
  'created_by',
  'assignees',
  'assigned_to',
  'due_date',
  'credit',
  'charged_credit',
  'created_at',
  'updated_at',
];

const creator = alias(users, 'creator');
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
/** The names of a request's people in one role, in the order the request shows them. */
const peopleOf = (role: 'assignee' | 'assignedTo') => sql<string>`(
  select coalesce(string_agg(trim(u.first_name || ' ' || u.last_name), '; '
    order by u.first_name, u.last_name, u.id), '')
  from request_assignees ra join users u on u.id = ra.user_id
  where ra.request_id = ${sr.id} and ra.role = ${role})`;

/**
 * GET /api/service-requests/export.csv — every request the view's filters select (not just a page),
 * in the view's order, streamed in keyset batches through the shared CSV writer (BOM, formula-safe
 * text, ISO dates, two-decimal credits). The filters are validated and scoped to the caller before
 * the first byte (listWhere), so an error is a 400 and another tenant's rows are never read. At most
 * `maxRows` rows (CSV_EXPORT_MAX_ROWS); a longer view ends with a line saying how to narrow it.
 */
export function requestsCsv(
  db: Db,
  actor: SessionUser,
  q: RequestViewQuery,
  maxRows: number,
): AsyncGenerator<string> {
  const where = listWhere(db, actor, q);
  async function* batches(): AsyncGenerator<CsvValue[][]> {
    if (!where) return;
    let cursor: string | null = null;
    for (;;) {
      const rows = await db
        .select({
          id: sr.id,
          title: sr.title,
          status: sr.status,
          company: companies.name,
          enterprise: enterprises.name,
          type: requestTypes.name,
          priority: sr.priorityLevel,
          createdBy: sql<string>`trim(${creator.firstName} || ' ' || ${creator.lastName})`,
          assignees: peopleOf('assignee'),
          assignedTo: peopleOf('assignedTo'),
          targetDate: sr.targetDate,
          total: sr.totalCredit,
          charged: sr.chargedCredit,
          createdAt: sr.createdAt,
          updatedAt: sr.updatedAt,
          key: sortKeyText(q),
        })
        .from(sr)
        .innerJoin(companies, eq(companies.id, sr.companyId))
        .innerJoin(enterprises, eq(enterprises.id, sr.enterpriseId))
        .innerJoin(requestTypes, eq(requestTypes.id, sr.requestTypeId))
        .innerJoin(creator, eq(creator.id, sr.createdById))
        .where(cursor ? and(where, afterCursor(q, cursor)) : where)
        .orderBy(...orderBy(q))
        .limit(EXPORT_BATCH);
      yield rows.map((r) => [
        r.id,
        r.title,
        r.status,
        r.company,
        r.enterprise,
        r.type,
        r.priority,
        r.createdBy,
        r.assignees,
        r.assignedTo,
        r.targetDate,
        new Decimal(r.total).toFixed(2),
        new Decimal(r.charged).toFixed(2),
        iso(r.createdAt),
        iso(r.updatedAt),
      ]);
      if (rows.length < EXPORT_BATCH) return;
      const last = rows.at(-1)!;
      cursor = encodeCursor(q, last.key, last.id);
    }
  }
  return csvDocument(REQUESTS_CSV_HEADER, batches(), {
    maxRows,
    narrowHint: 'Narrow the filters (a status, a type, a company, a due-date range) and export each part.',
  });
}
