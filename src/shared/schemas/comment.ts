import { z } from 'zod';
import { UserSchema } from './user.ts';
import { COMMENTS_PAGE_SIZE, COMMENTS_MAX_PAGE_SIZE } from '../domain/page-sizes.ts';
export { COMMENTS_PAGE_SIZE, COMMENTS_MAX_PAGE_SIZE };

/** Comments (spec sections 2, 3, 5, 7, 9): request/response shapes shared by the server and the web app. */

/** Comments are paged 5 at a time (spec section 9). */
/** Hard cap on the stored HTML (pasted data:image pictures count). */
export const COMMENT_MAX_HTML = 1_500_000;
export const COMMENT_MAX_FILES = 10;

const positiveId = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,15}$/, 'Invalid id')
    .transform(Number),
]);

/** A file reference as the client sends it: the stored file's id, or the stored file object. */
const fileRef = z.union([z.string(), z.number(), z.object({ id: z.union([z.string(), z.number()]) })]);

export const CommentCreateInputSchema = z.object({
  data: z.object({
    serviceRequest: z.union([positiveId, z.object({ id: positiveId })]),
    content: z.string().max(COMMENT_MAX_HTML, 'Comment is too long').optional().default(''),
    files: z
      .array(fileRef)
      .max(COMMENT_MAX_FILES, 'You can upload up to 10 files only.')
      .nullish()
      .transform((v) => v ?? []),
    parentId: positiveId.nullish().transform((v) => v ?? null),
  }),
});
export type CommentCreateInput = z.infer<typeof CommentCreateInputSchema>;

export const CommentListQuerySchema = z.object({
  cursor: z
    .string()
    .max(200)
    .optional()
    .transform((v) => (v && v !== 'null' && v !== 'undefined' ? v : undefined)),
  limit: z.coerce.number().int().min(1).max(COMMENTS_MAX_PAGE_SIZE).default(COMMENTS_PAGE_SIZE),
});

/** A comment's author: the one user shape. */
export const CommentUserSchema = UserSchema;

export const CommentFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  mime: z.string(),
});

/**
 * The proofing pin a top-level comment was written for (issue 27): the thread shows "Pin 2 on v1 ·
 * logo.png" linking to the viewer at that pin.
 */
export const CommentPinSchema = z.object({
  id: z.number(),
  number: z.number(),
  versionId: z.number(),
  versionNumber: z.number(),
  fileId: z.string(),
  fileName: z.string(),
  page: z.number(),
});
export type CommentPinDto = z.infer<typeof CommentPinSchema>;

export const ReplySchema = z.object({
  id: z.number(),
  content: z.string(),
  user: CommentUserSchema,
  files: z.array(CommentFileSchema),
  parentId: z.number().nullable(),
  /** Set when the comment holds a proofing pin's words. */
  pin: CommentPinSchema.nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReplyDto = z.infer<typeof ReplySchema>;

export const CommentSchema = ReplySchema.extend({ replies: z.array(ReplySchema) });
export type CommentDto = z.infer<typeof CommentSchema>;

/** What POST /api/comments answers: the comment; a reply also carries newReply and parentCommentId. */
export const CreatedCommentSchema = ReplySchema.extend({
  replies: z.array(ReplySchema).optional(),
  newReply: z.boolean().optional(),
  parentCommentId: z.number().optional(),
  serviceRequest: z.number(),
});
export type CreatedCommentDto = z.infer<typeof CreatedCommentSchema>;

export const CommentCreateResponseSchema = z.object({
  data: CreatedCommentSchema,
  /** duplicate: the same comment was just posted; nothing new was stored. */
  meta: z.object({ duplicate: z.boolean() }),
});

export const CommentPageSchema = z.object({
  data: z.array(CommentSchema),
  cursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type CommentPage = z.infer<typeof CommentPageSchema>;
