import type { Actor, RequestFacts } from '#shared/domain/permissions.ts';
import type { SessionPayload } from '#shared/schemas/auth.ts';
import type { ServiceRequestDto } from '#shared/schemas/request.ts';

/**
 * The signed-in user as the shared permission table sees it. The session lists the companies the
 * user acts for (the server includes every company of an enterprise they own) and the owners of
 * each enterprise.
 */
export function actorOf(session: SessionPayload): Actor {
  const email = session.user.email.toLowerCase();
  return {
    id: session.user.id,
    isStaff: session.user.isStaff,
    companyIds: session.companies.map((c) => c.id),
    ownedEnterpriseIds: session.enterprises
      .filter((e) => e.owners.some((o) => o.email.toLowerCase() === email))
      .map((e) => e.id),
  };
}

export const factsOf = (r: ServiceRequestDto): RequestFacts => ({
  status: r.status,
  companyId: r.company.id,
  enterpriseId: r.company.enterprise.id,
  createdById: r.createdBy.id,
  submittedAt: r.submittedAt,
  awaitingApproval: r.approval?.state === 'pending',
});

/** The enterprise whose credit the drawer shows: customers their first, staff the selected company's. */
export function creditEnterprise(session: SessionPayload, companyId: number | null) {
  if (!session.user.isStaff) return session.enterprises[0] ?? null;
  const company = session.companies.find((c) => c.id === companyId);
  return company ? (session.enterprises.find((e) => e.id === company.enterprise.id) ?? null) : null;
}
