import { canView, type Actor, type RequestFacts } from './permissions.ts';
import type { RequestStatus } from './request-status.ts';

/**
 * Deliverables (issue 27): the versions of work staff deliver on a request and their review. The
 * review state belongs to a version, never to the request (no new status of section 4); a review
 * only moves the request between the statuses it already has (Finished, In Progress), through the
 * ordinary save. One place for the rules the server applies and the web app shows.
 */

export const REVIEW_STATES = ['awaiting', 'approved', 'changes_requested'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  awaiting: 'Awaiting review',
  approved: 'Approved',
  changes_requested: 'Changes requested',
};

/** A version's files: the same limit as a request's or a comment's (spec section 5). */
export const DELIVERABLE_MAX_FILES = 10;
export const DELIVERABLE_MAX_LINKS = 10;
export const DELIVERABLE_NOTE_MAX = 20_000;
export const DELIVERABLE_LINK_LABEL_MAX = 200;
export const DELIVERABLE_LINK_URL_MAX = 2_000;
export const REVIEW_MESSAGE_MAX = 20_000;

export const DELIVERABLE_MESSAGES = {
  empty: 'A version needs at least a file, a note or a link.',
  tooManyFiles: `You can upload up to ${DELIVERABLE_MAX_FILES} files only.`,
  tooManyLinks: `A version can have at most ${DELIVERABLE_MAX_LINKS} links.`,
  badLink: 'Links must be web addresses starting with http:// or https://.',
  noteTooLong: 'The note is too long.',
  filesNotAvailable: 'One or more files are not available. Please upload them again.',
  staffOnly: 'Only staff can deliver a version.',
  notDeliverable: 'A version cannot be delivered on a request in Draft or Cancelled.',
  notReviewable: 'A version cannot be approved or sent back for changes on a request in Draft or Cancelled.',
  notFound: 'Version not found',
  reviewerOnly:
    'Only the customer side of the request (its creator, an assignee or an owner) can review a version.',
  notLatest: 'Only the latest version can be reviewed.',
  alreadyReviewed: 'This version has already been reviewed.',
  messageRequired: 'Please say what should change.',
  approved: 'Version approved',
  changesRequested: 'Changes requested',
  delivered: 'Version delivered',
} as const;

/** "v2" */
export const versionLabel = (n: number) => `v${n}`;

/** The chip of a request's latest version: "v2 · Awaiting review". */
export const deliverableChipLabel = (latest: { number: number; state: ReviewState }) =>
  `${versionLabel(latest.number)} · ${REVIEW_STATE_LABELS[latest.state]}`;

/** Statuses in which a request takes no new version and no review of its versions. */
const NOT_DELIVERABLE: RequestStatus[] = ['DRAFT', 'CANCELLED', 'DELETED'];

/** May the actor deliver a version on this request? Staff only (who can see it); never on a draft. */
export const canDeliver = (actor: Actor, r: RequestFacts) => actor.isStaff && canView(actor, r);
export const takesDeliveries = (r: Pick<RequestFacts, 'status'>) => !NOT_DELIVERABLE.includes(r.status);
/**
 * May the actor review this request's versions now? canReview, on a request that still takes
 * deliveries: a cancelled request's versions are neither approved nor sent back for changes (a round
 * of changes would be charged and staff told to work on a request nobody wants any more).
 */
export const mayReviewNow = (actor: Actor, r: RequestFacts, assigneeIds: readonly number[]) =>
  canReview(actor, r, assigneeIds) && takesDeliveries(r);

/**
 * May the actor review the request's versions? The customer side: people who can see the request and
 * are its creator, an assignee or an owner of its enterprise. Staff never approve on their behalf.
 */
export function canReview(actor: Actor, r: RequestFacts, assigneeIds: readonly number[]): boolean {
  if (actor.isStaff || !canView(actor, r)) return false;
  return (
    r.createdById === actor.id ||
    assigneeIds.includes(actor.id) ||
    actor.ownedEnterpriseIds.includes(r.enterpriseId)
  );
}

/**
 * The status a review moves the request to, or null to leave it: approving with `finish` finishes
 * it (unless already Finished); asking for changes on a Finished request puts it back In Progress.
 */
export function statusAfterReview(
  status: RequestStatus,
  decision: { state: 'approved'; finish: boolean } | { state: 'changes_requested' },
): RequestStatus | null {
  if (decision.state === 'approved') {
    return decision.finish && status !== 'FINISHED' && takesDeliveries({ status }) ? 'FINISHED' : null;
  }
  return status === 'FINISHED' ? 'IN_PROGRESS' : null;
}

/** The status moves a review may make through the ordinary save (statusAfterReview's). */
export const isReviewMove = (from: RequestStatus, to: RequestStatus) =>
  (to === 'FINISHED' && from !== 'FINISHED' && takesDeliveries({ status: from })) ||
  (to === 'IN_PROGRESS' && from === 'FINISHED');

/** Is this an http(s) URL? (No javascript:, data:, relative or malformed addresses.) */
export function isWebUrl(raw: string): boolean {
  const s = raw.trim();
  if (!/^https?:\/\//i.test(s)) return false;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
  } catch {
    return false;
  }
}
