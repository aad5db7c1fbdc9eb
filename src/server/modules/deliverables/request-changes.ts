import type { AppContext, SessionUser } from '../../context.ts';
import type { RequestChangesInput } from '#shared/schemas/deliverables.ts';
import { reviewVersion, type ReviewResult } from './review.ts';

/**
 * POST /api/deliverables/:id/request-changes: the customer side asks for changes on the latest
 * version (a message is required, sanitised as a comment); the request's staff are told, and a
 * Finished request goes back to In Progress through the ordinary save (review.ts). Beyond the rounds
 * the request includes, the round costs its extra cost, which `confirmCost` must match (review.ts).
 */
export const requestChanges = (
  ctx: AppContext,
  actor: SessionUser,
  versionId: number,
  input: RequestChangesInput['data'],
): Promise<ReviewResult> =>
  reviewVersion(ctx, actor, versionId, {
    state: 'changes_requested',
    message: input.message,
    confirmCost: input.confirmCost,
  });
