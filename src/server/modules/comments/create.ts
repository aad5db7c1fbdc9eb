import type { Db } from '../../db/client.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import type { CommentCreateInput, CreatedCommentDto } from '#shared/schemas/comment.ts';
import { applyComment } from './apply.ts';
import { planComment, readCommentInput } from './plan.ts';

/**
 * Adds a comment or a reply (POST /api/comments), in one transaction: the plan (plan.ts: who may,
 * the thread, the duplicate rule, the files, the effects' lookups; nothing written), then its
 * writes (apply.ts: one write batch). A repeat of the author's last comment answers it, unchanged.
 */
export async function createComment(
  ctx: AppContext,
  actor: SessionUser,
  input: CommentCreateInput['data'],
): Promise<{ comment: CreatedCommentDto; duplicate: boolean }> {
  return ctx.db.transaction((tx) => createCommentIn(tx, ctx, actor, input));
}

/**
 * The same use case inside a caller's transaction: a reply by e-mail (integrations/inbound-mail)
 * records the message it came from in the comment's own transaction, so a message is one comment.
 */
export async function createCommentIn(
  tx: Db,
  ctx: AppContext,
  actor: SessionUser,
  input: CommentCreateInput['data'],
): Promise<{ comment: CreatedCommentDto; duplicate: boolean }> {
  const parsed = readCommentInput(input);
  const planned = await planComment(tx, ctx, actor, parsed);
  if ('duplicate' in planned) return { comment: planned.duplicate, duplicate: true };
  return { comment: await applyComment(tx, ctx, planned.plan), duplicate: false };
}
