import type { InfiniteData } from '@tanstack/react-query';
import { COMMENTS_PAGE_SIZE } from '#shared/domain/page-sizes.ts';
import type { z } from 'zod';
import type {
  CommentCreateResponseSchema,
  CommentDto,
  CommentPage,
  CreatedCommentDto,
  ReplyDto,
} from '#shared/schemas/comment.ts';
import { api } from '../../lib/api-client.ts';

export type { CommentDto, ReplyDto, CreatedCommentDto };
export type CommentFile = CommentDto['files'][number];
export type CommentsData = InfiniteData<CommentPage, string | null>;

export const commentsKey = (requestId: number) => ['comments', requestId] as const;

/** GET /api/comments/service-request/{id}?cursor&limit=5: top-level comments, newest first, with replies. */
export function fetchCommentsPage(requestId: number, cursor: string | null, signal?: AbortSignal) {
  return api.get<CommentPage>(`/api/comments/service-request/${requestId}`, {
    query: { cursor, limit: COMMENTS_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

export type NewComment = {
  requestId: number;
  /** Sanitised again by the server. */
  content: string;
  files: string[];
  parentId: number | null;
};

/** POST /api/comments; `duplicate` means the same comment had just been stored and nothing new was. */
export async function postComment(input: NewComment) {
  return api.post<z.infer<typeof CommentCreateResponseSchema>>('/api/comments', {
    data: {
      serviceRequest: input.requestId,
      content: input.content,
      files: input.files,
      parentId: input.parentId,
    },
  });
}

const asReply = (c: CreatedCommentDto | ReplyDto): ReplyDto => ({
  id: c.id,
  content: c.content,
  user: c.user,
  files: c.files,
  parentId: c.parentId,
  ...(c.pin ? { pin: c.pin } : {}),
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
});

/** Is this comment (or reply) already in the loaded pages? */
export function hasComment(data: CommentsData | undefined, id: number): boolean {
  return Boolean(
    data?.pages.some((p) => p.data.some((c) => c.id === id || c.replies.some((r) => r.id === id))),
  );
}

/**
 * Puts a new comment into the loaded pages, once: a top-level one at the top of the first page, a
 * reply at the end of its thread (when the thread is loaded; otherwise it shows with its page).
 */
export function insertComment(
  data: CommentsData | undefined,
  comment: CreatedCommentDto,
): CommentsData | undefined {
  if (!data || data.pages.length === 0 || hasComment(data, comment.id)) return data;
  const parentId = comment.parentId ?? comment.parentCommentId ?? null;
  if (parentId === null) {
    const [first, ...rest] = data.pages;
    const top: CommentDto = { ...asReply(comment), replies: (comment.replies ?? []).map(asReply) };
    return { ...data, pages: [{ ...first!, data: [top, ...first!.data] }, ...rest] };
  }
  let placed = false;
  const pages = data.pages.map((page) => ({
    ...page,
    data: page.data.map((c) => {
      if (c.id !== parentId) return c;
      placed = true;
      return { ...c, replies: [...c.replies, asReply(comment)] };
    }),
  }));
  return placed ? { ...data, pages } : data;
}

/** The newest comment or reply id in the loaded pages (0 when there is none). */
export function newestCommentId(data: CommentsData | undefined): number {
  let max = 0;
  for (const page of data?.pages ?? []) {
    for (const c of page.data) {
      max = Math.max(max, c.id, ...c.replies.map((r) => r.id));
    }
  }
  return max;
}
