import { eq, sql, type SQL } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import type { RequestViewQuery } from '#shared/schemas/request.ts';
import type { SessionUser } from '../../../context.ts';
import { serviceRequests as sr } from '../../../db/schema/index.ts';

/**
 * The list filters of issue 15's second part: company, enterprise, created by and the due date range.
 * They only narrow what `visibleTo` already lets the caller see, so a customer naming another
 * enterprise's company or enterprise gets an empty list, never its rows.
 */
export function viewFilters(actor: SessionUser, q: RequestViewQuery): SQL[] {
  const out: SQL[] = [];
  if (q.companyId !== undefined) out.push(eq(sr.companyId, q.companyId));
  if (q.enterpriseId !== undefined) out.push(eq(sr.enterpriseId, q.enterpriseId));
  if (q.createdBy !== undefined) out.push(eq(sr.createdById, q.createdBy === 'me' ? actor.id : q.createdBy));
  if (q.dueFrom !== undefined && q.dueTo !== undefined && q.dueFrom > q.dueTo) {
    throw new AppError('BAD_REQUEST', 'dueTo: must be on or after dueFrom');
  }
  // On due_key (the due date, 'infinity' when none): the range never selects undated requests
  // (a range without an end keeps them out too), and the due sort's indexes serve it.
  if (q.dueFrom !== undefined) out.push(sql`${sr.dueKey} >= ${q.dueFrom}::date`);
  if (q.dueTo !== undefined) out.push(sql`${sr.dueKey} <= ${q.dueTo}::date`);
  else if (q.dueFrom !== undefined) out.push(sql`${sr.dueKey} < 'infinity'::date`);
  return out;
}
