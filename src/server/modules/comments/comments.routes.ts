import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actorOf, requireUser } from '../../plugins/auth.ts';
import { createComment } from './create.ts';
import { listComments } from './list.ts';
import {
  CommentCreateInputSchema,
  CommentCreateResponseSchema,
  CommentListQuerySchema,
  CommentPageSchema,
} from '#shared/schemas/comment.ts';

export async function commentsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/comments',
    {
      preHandler: requireUser,
      schema: {
        tags: ['comments'],
        summary: 'Add a comment, or a reply (parentId) to a top-level comment',
        body: CommentCreateInputSchema,
        response: { 200: CommentCreateResponseSchema },
      },
    },
    async (request) => {
      const { comment, duplicate } = await createComment(ctx, actorOf(request), request.body.data);
      return { data: comment, meta: { duplicate } };
    },
  );

  r.get(
    '/api/comments/service-request/:id',
    {
      preHandler: requireUser,
      config: { readCache: true },
      schema: {
        tags: ['comments'],
        summary: 'Top-level comments of a request, newest first, with their replies (keyset paged)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: CommentListQuerySchema,
        response: { 200: CommentPageSchema },
      },
    },
    async (request) => listComments(ctx.db, actorOf(request), request.params.id, request.query),
  );
}
