import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../context.ts';
import { canDeliver, canReview, takesDeliveries } from '#shared/domain/deliverables.ts';
import type { DeliverableList } from '#shared/schemas/deliverables.ts';
import { loadVisibleRequest } from '../comments/queries.ts';
import { peopleOf } from '../requests/lock.ts';
import { versionsOf } from './queries.ts';

/**
 * GET /api/service-requests/:id/deliverables: the request's versions, newest first, and what the
 * actor may do (deliver, review). 404 for anyone who may not see the request.
 */
export async function listDeliverables(
  db: Db,
  actor: SessionUser,
  requestId: number,
): Promise<DeliverableList> {
  const request = await loadVisibleRequest(db, actor, requestId);
  const [versions, people] = await Promise.all([versionsOf(db, request.id), peopleOf(db, request.id)]);
  return {
    data: versions,
    meta: {
      canDeliver: canDeliver(actor, request) && takesDeliveries(request),
      canReview: canReview(actor, request, people.assignees),
    },
  };
}
