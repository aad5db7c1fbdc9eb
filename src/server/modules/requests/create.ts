import type { RequestInput, ServiceRequestDto } from '#shared/schemas/request.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { writeRequest } from './write.ts';

/**
 * POST /api/service-requests: a new request, submitted (NOT_START, the default: priced and debited)
 * or saved as a draft. A duplicate is a create carrying the original's content and file ids (the
 * attachments step lets a file of a request the actor can see be attached again).
 */
export const createRequest = (
  ctx: AppContext,
  actor: SessionUser,
  input: RequestInput,
  idempotencyKey: string | null,
): Promise<ServiceRequestDto> => writeRequest(ctx, actor, 'create', input, null, idempotencyKey);

/** PUT /api/service-requests: save as draft; creates one, or updates the draft `input.id`. */
export const saveDraft = (
  ctx: AppContext,
  actor: SessionUser,
  input: RequestInput,
  idempotencyKey: string | null,
): Promise<ServiceRequestDto> =>
  writeRequest(ctx, actor, 'saveDraft', input, input.id ?? null, input.id == null ? idempotencyKey : null);
