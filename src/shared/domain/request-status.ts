/** Request statuses and their transitions (spec section 4). */
export const REQUEST_STATUSES = [
  'DRAFT',
  'NOT_START',
  'ASSIGNED',
  'IN_PROGRESS',
  'FINISHED',
  'CANCELLED',
  'DELETED',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const STATUS_LABELS: Record<RequestStatus, string> = {
  DRAFT: 'Draft',
  NOT_START: 'Not Started',
  ASSIGNED: 'Assigned',
  IN_PROGRESS: 'In Progress',
  FINISHED: 'Finished',
  CANCELLED: 'Cancelled',
  DELETED: 'Deleted',
};

/** The lower-case hyphenated reading used in URLs (alignBy) and by older clients. */
export const STATUS_SLUGS: Record<RequestStatus, string> = {
  DRAFT: 'draft',
  NOT_START: 'not-start',
  ASSIGNED: 'assigned',
  IN_PROGRESS: 'in-progress',
  FINISHED: 'finished',
  CANCELLED: 'cancelled',
  DELETED: 'deleted',
};

/** Status colours for chips and board columns. */
export const STATUS_COLORS: Record<RequestStatus, string> = {
  DRAFT: '#757575',
  NOT_START: '#0288d1',
  ASSIGNED: '#7b1fa2',
  IN_PROGRESS: '#ed6c02',
  FINISHED: '#2e7d32',
  CANCELLED: '#c62828',
  DELETED: '#424242',
};

/** The staff status selector offers every status but DELETED. */
export const STAFF_SELECTABLE_STATUSES: RequestStatus[] = REQUEST_STATUSES.filter((s) => s !== 'DELETED');

/** Statuses in which a submitted request holds a debit on the ledger. */
export const CHARGED_STATUSES: RequestStatus[] = ['NOT_START', 'ASSIGNED', 'IN_PROGRESS', 'FINISHED'];
export const isCharged = (status: RequestStatus) => CHARGED_STATUSES.includes(status);

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

/** Accepts both readings of a status ('NOT_START' or 'not-start'); null when neither. */
export function parseStatus(value: string | null | undefined): RequestStatus | null {
  if (!value) return null;
  const text = value.trim();
  if (isRequestStatus(text)) return text;
  const lower = text.toLowerCase();
  const found = (Object.entries(STATUS_SLUGS) as [RequestStatus, string][]).find(
    ([status, slug]) => slug === lower || status.toLowerCase() === lower,
  );
  return found ? found[0] : null;
}

/** Status an update results in: the one asked for, else the current one, else NOT_START. */
export function statusAfterUpdate(
  current: RequestStatus | null,
  requested: RequestStatus | null | undefined,
): RequestStatus {
  return requested ?? current ?? 'NOT_START';
}

/**
 * List ordering rule: an update that keeps the status moves the request to the top (updatedAt is
 * touched); a status change replaces it in place (its position is kept).
 */
export const movesToTop = (before: RequestStatus, after: RequestStatus) => before === after;
