import { and, eq, inArray, isNotNull, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
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

/**
 * The requests the actor may see: exactly canView, as SQL over service_requests. A prepared query
 * passes the actor's id and company ids as placeholders (`ids`), so its text is the same for everyone
 * of the same kind (staff, customer with companies, customer without).
 */
export function visibleTo(
  actor: SessionUser,
  ids: { me: number | Placeholder; companyIds: number[] | Placeholder } = {
    me: actor.id,
    companyIds: actor.companyIds,
  },
): SQL {
  const ownDraft = and(eq(sr.status, 'DRAFT'), eq(sr.createdById, ids.me))!;
  const submitted = and(ne(sr.status, 'DRAFT'), ne(sr.status, 'DELETED'))!;
  // Staff keep seeing a submitted request they put back to Draft (canView's rule).
  const staffDraft = and(eq(sr.status, 'DRAFT'), isNotNull(sr.submittedAt))!;
  if (actor.isStaff) return or(submitted, ownDraft, staffDraft)!;
  if (actor.companyIds.length === 0) return ownDraft;
  const inCompanies = Array.isArray(ids.companyIds)
    ? inArray(sr.companyId, ids.companyIds)
    : sql`${sr.companyId} = any(${ids.companyIds}::integer[])`;
  return or(and(submitted, inCompanies), ownDraft)!;
}
