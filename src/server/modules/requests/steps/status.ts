import { AppError } from '#shared/errors.ts';
import {
  canCreateWith,
  canTransition,
  canView,
  PERMISSION_DENIED_MESSAGE,
} from '#shared/domain/permissions.ts';
import { isReviewMove } from '#shared/domain/deliverables.ts';
import { parseStatus, STATUS_LABELS, type RequestStatus } from '#shared/domain/request-status.ts';
import type { RequestInput } from '#shared/schemas/request.ts';
import type { SessionUser } from '../../../context.ts';
import { factsOf } from '../access.ts';
import { CREATE_STATUS_DENIED, movedMeanwhileMessage, UNKNOWN_STATUS_MESSAGE } from '../messages.ts';
import type { CurrentRow } from '../lock.ts';
import type { WriteIntent } from '../write.ts';

export type StatusStep = {
  status: RequestStatus;
  /** The request was a draft (or is new): its price basis follows the current catalogue. */
  wasDraft: boolean;
  /** A draft (or a new request) leaves Draft with this save: it is submitted and charged. */
  submitting: boolean;
};

/**
 * Step 1: the status the save asks for, and whether the actor may save it (permissions.ts). Submit is
 * a draft saved with NOT_START; cancel a NOT_START request saved with CANCELLED; staff may set any
 * status but DELETED (removing is remove.ts). Saving as draft always asks for DRAFT. A deliverable's
 * review (intent 'review') makes only the moves of `isReviewMove`, for the customer side too.
 */
export function resolveStatus(
  actor: SessionUser,
  intent: WriteIntent,
  input: RequestInput,
  current: CurrentRow | null,
): StatusStep {
  let requested: RequestStatus | null = null;
  if (input.status !== undefined && input.status !== null && input.status !== '') {
    requested = parseStatus(input.status);
    if (!requested) throw new AppError('BAD_REQUEST', UNKNOWN_STATUS_MESSAGE);
  }
  if (intent === 'saveDraft') requested = 'DRAFT';
  let status: RequestStatus;
  if (current === null) {
    status = requested ?? 'NOT_START';
    if (!canCreateWith(actor, status)) {
      throw new AppError(status === 'DELETED' ? 'BAD_REQUEST' : 'FORBIDDEN', CREATE_STATUS_DENIED);
    }
  } else {
    const facts = factsOf(current);
    if (input.fromStatus !== undefined && input.fromStatus !== null && input.fromStatus !== '') {
      const seen = parseStatus(input.fromStatus);
      if (!seen) throw new AppError('BAD_REQUEST', UNKNOWN_STATUS_MESSAGE);
      // A move made from what the client saw: a stale board must not undo a colleague's move (a
      // cancelled request dragged from an old "Not Started" column would be reopened and charged).
      if (seen !== facts.status) {
        throw new AppError('CONFLICT', movedMeanwhileMessage(STATUS_LABELS[facts.status]), {
          status: facts.status,
        });
      }
    }
    status = requested ?? facts.status;
    if (status === 'DELETED') throw new AppError('BAD_REQUEST', 'Use remove to delete a request.');
    const allowed =
      intent === 'review'
        ? // A deliverable's review (modules/deliverables, which checked the reviewer): only its moves.
          canView(actor, facts) && isReviewMove(facts.status, status)
        : canTransition(actor, facts, status);
    if (!allowed) throw new AppError('FORBIDDEN', PERMISSION_DENIED_MESSAGE);
  }
  const wasDraft = current === null || current.status === 'DRAFT';
  return { status, wasDraft, submitting: status !== 'DRAFT' && wasDraft };
}
