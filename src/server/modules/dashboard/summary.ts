import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../context.ts';
import { requestStatusCounts, serviceRequests } from '../../db/schema/index.ts';
import { REQUEST_STATUSES, type RequestStatus } from '#shared/domain/request-status.ts';
import { RequestListQuerySchema } from '#shared/schemas/request.ts';
import type { ServiceRequestListItemDto } from '#shared/schemas/request.ts';
import { listRequests } from '../requests/index.ts';

export type DashboardSummary = {
  /** Requests per status in the caller's scope (drafts: the caller's own). DELETED is never counted. */
  counts: Record<Exclude<RequestStatus, 'DELETED'>, number>;
  /** The latest five, as a list shows them. */
  recent: ServiceRequestListItemDto[];
};

/**
 * Figures for the dashboard. Status counts come from the trigger-kept request_status_counts table
 * (a few rows per company), so this stays fast at a million requests; only the caller's drafts are
 * counted directly, through the creator index.
 */
export async function dashboardSummary(db: Db, actor: SessionUser): Promise<DashboardSummary> {
  const counts = Object.fromEntries(
    REQUEST_STATUSES.filter((s) => s !== 'DELETED').map((s) => [s, 0]),
  ) as DashboardSummary['counts'];
  const scoped = actor.isStaff || actor.companyIds.length > 0;
  const [rows, drafts, recent] = await Promise.all([
    scoped
      ? db
          .select({ status: requestStatusCounts.status, n: sql<number>`sum(${requestStatusCounts.n})::int` })
          .from(requestStatusCounts)
          .where(actor.isStaff ? undefined : inArray(requestStatusCounts.companyId, actor.companyIds))
          .groupBy(requestStatusCounts.status)
      : Promise.resolve([]),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(serviceRequests)
      .where(and(eq(serviceRequests.createdById, actor.id), eq(serviceRequests.status, 'DRAFT'))),
    listRequests(db, actor, RequestListQuerySchema.parse({ permission: 'all', limit: 5 })),
  ]);
  for (const r of rows) {
    if (r.status in counts && r.status !== 'DRAFT') {
      counts[r.status as keyof typeof counts] = Math.max(0, r.n);
    }
  }
  counts.DRAFT = drafts[0]?.n ?? 0;
  return {
    counts,
    recent: recent.data,
  };
}
