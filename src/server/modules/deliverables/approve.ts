import type { AppContext, SessionUser } from '../../context.ts';
import type { ApproveInput } from '#shared/schemas/deliverables.ts';
import { reviewVersion, type ReviewResult } from './review.ts';

/**
 * POST /api/deliverables/:id/approve: the customer side approves the latest version; with `finish`
 * the request is also marked Finished through the ordinary save (review.ts).
 */
export const approveVersion = (
  ctx: AppContext,
  actor: SessionUser,
  versionId: number,
  input: ApproveInput['data'],
): Promise<ReviewResult> => reviewVersion(ctx, actor, versionId, { state: 'approved', finish: input.finish });
