import type { RequestStatus } from './request-status.ts';

/**
 * Roles and permissions (spec section 6) as one table that both the server and the UI consult:
 * the UI hides what the server would refuse, and the server refuses anyway.
 */

/** Staff are recognised by an e-mail ending in the provider's domain. */
export function isStaffEmail(email: string, providerDomain: string): boolean {
  const domain = providerDomain.trim().toLowerCase().replace(/^@/, '');
  return email.trim().toLowerCase().endsWith(`@${domain}`);
}

/** What the permission rules need to know about the acting user. */
export type Actor = {
  id: number;
  isStaff: boolean;
  /** Companies the user acts for (memberships, plus every company of an enterprise they own). */
  companyIds: readonly number[];
  ownedEnterpriseIds: readonly number[];
};

/** What the permission rules need to know about a request. */
export type RequestFacts = {
  status: RequestStatus;
  companyId: number;
  enterpriseId: number;
  createdById: number;
  /**
   * When it first left Draft; set on a draft means staff put it back to Draft. Absent or null: a
   * draft stays private to its creator.
   */
  submittedAt?: Date | string | null;
  /**
   * A member's submission waiting for an owner's approval (issue 26): still a never-submitted draft,
   * which the owners of its enterprise may also read (not staff: they see it once approved).
   */
  awaitingApproval?: boolean;
};

export type RequestAction =
  'view' | 'update' | 'submit' | 'cancel' | 'delete' | 'editStaffFields' | 'duplicate';

export const PERMISSION_DENIED_MESSAGE =
  'You do not have permission to update this Service Request at its current status.';

/** Statuses in which a customer may still change their request. */
const CUSTOMER_EDITABLE: RequestStatus[] = ['DRAFT', 'NOT_START'];

const inCompany = (actor: Actor, r: RequestFacts) => actor.companyIds.includes(r.companyId);
/** The creator, or an owner of the enterprise, counts as the request's owner on the customer side. */
const ownsRequest = (actor: Actor, r: RequestFacts) =>
  r.createdById === actor.id || actor.ownedEnterpriseIds.includes(r.enterpriseId);

/**
 * May the actor see the request at all? Deleted requests are gone for everyone; drafts are private
 * to their creator, except that staff keep seeing a submitted request they put back to Draft and the
 * owners of the enterprise read a member's draft that awaits their approval.
 * Anything else is visible to staff and to the people of the request's company.
 * (`visibleTo` in src/server/modules/requests/access.ts is this rule in SQL.)
 */
export function canView(actor: Actor, r: RequestFacts): boolean {
  if (r.status === 'DELETED') return false;
  if (r.status === 'DRAFT') {
    if (r.createdById === actor.id) return true;
    if (actor.isStaff) return r.submittedAt != null;
    return r.awaitingApproval === true && actor.ownedEnterpriseIds.includes(r.enterpriseId);
  }
  return actor.isStaff || inCompany(actor, r);
}

/** The permission table. Each rule assumes canView already holds. */
const RULES: Record<RequestAction, (actor: Actor, r: RequestFacts) => boolean> = {
  view: () => true,
  duplicate: () => true,
  update: (a, r) =>
    a.isStaff || (inCompany(a, r) && ownsRequest(a, r) && CUSTOMER_EDITABLE.includes(r.status)),
  submit: (a, r) => r.status === 'DRAFT' && (a.isStaff || (inCompany(a, r) && ownsRequest(a, r))),
  cancel: (a, r) => r.status === 'NOT_START' && (a.isStaff || (inCompany(a, r) && ownsRequest(a, r))),
  // A draft is deleted by its creator; a submitted request only by staff (its charge is refunded).
  delete: (a, r) => (r.status === 'DRAFT' ? r.createdById === a.id : a.isStaff),
  editStaffFields: (a) => a.isStaff,
};

export function can(actor: Actor, action: RequestAction, r: RequestFacts): boolean {
  return canView(actor, r) && RULES[action](actor, r);
}

/**
 * May the actor save the request with status `to` (an update, a submit, a cancel)? Staff may set
 * any status but DELETED (deleting is its own action). A customer may re-save or submit a draft,
 * re-save a NOT_START request, or cancel it; nothing else.
 */
export function canTransition(actor: Actor, r: RequestFacts, to: RequestStatus): boolean {
  if (!canView(actor, r) || to === 'DELETED') return false;
  if (actor.isStaff) return true;
  if (r.status === 'DRAFT') {
    if (to === 'DRAFT') return RULES.update(actor, r);
    return to === 'NOT_START' && RULES.submit(actor, r);
  }
  if (r.status === 'NOT_START') {
    if (to === 'NOT_START') return RULES.update(actor, r);
    return to === 'CANCELLED' && RULES.cancel(actor, r);
  }
  return false;
}

/** Statuses a new request may be created with: customers submit or save a draft; staff any but DELETED. */
export function canCreateWith(actor: Pick<Actor, 'isStaff'>, status: RequestStatus): boolean {
  if (status === 'DELETED') return false;
  return actor.isStaff || status === 'DRAFT' || status === 'NOT_START';
}

/** Customers see Support, staff see Request Board. */
export type NavKey =
  | 'dashboard'
  | 'myworkspace'
  | 'requests'
  | 'support'
  | 'requestboard'
  | 'enterprises'
  | 'brandkit'
  | 'catalogue'
  | 'team'
  | 'staff'
  | 'audit'
  | 'integrations';
/**
 * Owners of an enterprise also see its Team and audit log (issue 26) and its integrations (issue 29);
 * staff the audit log and integrations of all.
 */
export function navigationFor(isStaff: boolean, isOwner = false): NavKey[] {
  if (isStaff) {
    return [
      'dashboard',
      'myworkspace',
      'requests',
      'requestboard',
      'enterprises',
      'brandkit',
      'catalogue',
      'staff',
      'audit',
      'integrations',
    ];
  }
  const base: NavKey[] = ['dashboard', 'myworkspace', 'requests', 'support', 'brandkit'];
  return isOwner ? [...base, 'team', 'audit', 'integrations'] : base;
}
