import type { RequestInput, ServiceRequestDto } from '#shared/schemas/request.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { writeRequest } from './write.ts';

/**
 * PUT /api/service-requests/:id: an update; absent fields are kept. The same save also submits a
 * draft (status NOT_START: priced and debited), cancels (CANCELLED: refunded) and, for staff, moves
 * the request to any status; who may do which is steps/status.ts, what it charges charges.ts.
 */
export const updateRequest = (
  ctx: AppContext,
  actor: SessionUser,
  requestId: number,
  input: RequestInput,
): Promise<ServiceRequestDto> => writeRequest(ctx, actor, 'update', input, requestId);
