import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../context.ts';
import { canDeliver, mayReviewNow, takesDeliveries } from '#shared/domain/deliverables.ts';
import type { DeliverableList } from '#shared/schemas/deliverables.ts';
import { notFound } from '#shared/errors.ts';
import { findVisibleRequest } from '../requests/access.ts';
import { peopleOf } from '../requests/lock.ts';
import { versionsOf } from './queries.ts';
import { roundsOf } from './rounds.ts';
import { NOT_FOUND_MESSAGE } from '../requests/messages.ts';

/**
 * GET /api/service-requests/:id/deliverables: the request's versions, newest first, and what the
 * actor may do (deliver, review, waive a charged round), and its revision rounds (included, used,
 * what the next one costs). 404 for anyone who may not see the request.
 */
export async function listDeliverables(
  db: Db,
  actor: SessionUser,
  requestId: number,
): Promise<DeliverableList> {
  const request = await findVisibleRequest(db, actor, requestId);
  if (!request) throw notFound(NOT_FOUND_MESSAGE);
  const [versions, people, rounds] = await Promise.all([
    versionsOf(db, request.id),
    peopleOf(db, request.id),
    roundsOf(db, request.id),
  ]);
  return {
    data: versions,
    meta: {
      rounds,
      canWaive: actor.isStaff,
      canDeliver: canDeliver(actor, request) && takesDeliveries(request),
      canReview: mayReviewNow(actor, request, people.assignees),
    },
  };
}
