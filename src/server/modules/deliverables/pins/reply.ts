import type { AppContext, SessionUser } from '../../../context.ts';
import { AppError, badRequest } from '#shared/errors.ts';
import { PIN_MESSAGES } from '#shared/domain/proofing.ts';
import type { PinDto } from '#shared/schemas/proofing.ts';
import { createComment } from '../../comments/create.ts';
import { loadVisiblePin, pinById } from './queries.ts';
import { pinTextToHtml } from './text.ts';

/**
 * POST /api/proof-pins/:id/replies: a reply to a pin is a reply to its comment, through the comments
 * module's create use case (its duplicate rule, notifications to the thread, e-mails, live event).
 * 404 for anyone who may not see the request; answers the pin with its replies.
 */
export async function replyToPin(
  ctx: AppContext,
  actor: SessionUser,
  pinId: number,
  text: string,
): Promise<{ pin: PinDto; duplicate: boolean }> {
  const html = pinTextToHtml(text);
  if (!html) throw badRequest(PIN_MESSAGES.textRequired);
  const { commentId, request } = await loadVisiblePin(ctx.db, actor, pinId);
  if (commentId === null) throw new AppError('CONFLICT', PIN_MESSAGES.commentGone);
  const { duplicate } = await createComment(ctx, actor, {
    serviceRequest: request.id,
    content: html,
    files: [],
    parentId: commentId,
  });
  return { pin: await pinById(ctx.db, pinId), duplicate };
}
