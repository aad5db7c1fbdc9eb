import { and, eq, inArray, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import type { RequestFacts } from '#shared/domain/permissions.ts';
import { isRequestStatus } from '#shared/domain/request-status.ts';
import type { SessionUser } from '../context.ts';
import { serviceRequests as sr } from '../db/schema/index.ts';

/*
 * "May this user see / change this request?" on the server. The rule itself is `canView` / `can` in
 * src/shared/domain/permissions.ts (the web consults the same table); this module is where the server
 * applies it: the facts of a row, and the same rule as SQL for queries over many requests.
 */

/** A request row's permission facts; an unknown status counts as DELETED (visible to no one). */
export const factsOf = (r: {
  status: string;
  companyId: number;
  enterpriseId: number;
  createdById: number;
  submittedAt?: Date | string | null;
}): RequestFacts => ({
  status: isRequestStatus(r.status) ? r.status : 'DELETED',
  companyId: r.companyId,
  enterpriseId: r.enterpriseId,
  createdById: r.createdById,
  submittedAt: r.submittedAt,
});

/** The requests the actor may see: exactly canView, as SQL over service_requests. */
export function visibleTo(actor: SessionUser): SQL {
  const ownDraft = and(eq(sr.status, 'DRAFT'), eq(sr.createdById, actor.id))!;
  const submitted = and(ne(sr.status, 'DRAFT'), ne(sr.status, 'DELETED'))!;
  // Staff keep seeing a submitted request they put back to Draft (canView's rule).
  const staffDraft = and(eq(sr.status, 'DRAFT'), isNotNull(sr.submittedAt))!;
  if (actor.isStaff) return or(submitted, ownDraft, staffDraft)!;
  if (actor.companyIds.length === 0) return ownDraft;
  return or(and(submitted, inArray(sr.companyId, actor.companyIds)), ownDraft)!;
}
