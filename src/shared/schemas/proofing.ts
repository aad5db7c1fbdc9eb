import { z } from 'zod';
import { PIN_MAX_PAGE, PIN_MESSAGES, PIN_TEXT_MAX } from '../domain/proofing.ts';
import { ReplySchema } from './comment.ts';
import { UserSchema } from './user.ts';

/** Proofing pins (issue 27): request and response shapes shared by the server and the web app. */

const percent = z
  .number({ error: PIN_MESSAGES.outside })
  .min(0, PIN_MESSAGES.outside)
  .max(100, PIN_MESSAGES.outside);

const pinText = z.string().max(PIN_TEXT_MAX, PIN_MESSAGES.textTooLong);

export const PinCreateInputSchema = z.object({
  data: z.object({
    versionId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    fileId: z.string().max(100),
    /** 1 for an image; a PDF's page, from 1. */
    page: z.number().int().min(1).max(PIN_MAX_PAGE).default(1),
    x: percent,
    y: percent,
    /** Plain text: the comment's words (paragraphs on blank lines). */
    text: pinText,
  }),
});
export type PinCreateInput = z.infer<typeof PinCreateInputSchema>;

/** Where a pin moves: percentages of the image or page, and (a PDF) the page, else where it is. */
export const PinMoveInputSchema = z.object({
  data: z.object({
    x: percent,
    y: percent,
    page: z.number().int().min(1).max(PIN_MAX_PAGE).optional(),
  }),
});
export type PinMoveInput = z.infer<typeof PinMoveInputSchema>;

export const PinReplyInputSchema = z.object({ data: z.object({ text: pinText }) });
export type PinReplyInput = z.infer<typeof PinReplyInputSchema>;

export const PinListQuerySchema = z.object({
  versionId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

export const PinIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const PinSchema = z.object({
  id: z.number(),
  requestId: z.number(),
  versionId: z.number(),
  versionNumber: z.number(),
  /** Numbered per version: 1, 2, … */
  number: z.number(),
  fileId: z.string(),
  fileName: z.string(),
  fileMime: z.string(),
  page: z.number(),
  /** Percentages of the image's or page's width and height (0–100). */
  x: z.number(),
  y: z.number(),
  /** The comment holding the pin's words (null if it was removed). */
  commentId: z.number().nullable(),
  /** The comment's sanitised HTML ('' if it was removed). */
  content: z.string(),
  author: UserSchema.nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: UserSchema.nullable(),
  /** Replies to the pin's comment, oldest first. */
  replies: z.array(ReplySchema),
});
export type PinDto = z.infer<typeof PinSchema>;

export const PinListSchema = z.object({ data: z.array(PinSchema) });
export type PinList = z.infer<typeof PinListSchema>;

export const PinResponseSchema = z.object({
  data: PinSchema,
  /** duplicate: the same pin had just been placed (or the pin was already in that state); nothing new was stored. */
  meta: z.object({ duplicate: z.boolean() }),
});
export type PinResponse = z.infer<typeof PinResponseSchema>;

export const PinDeletedSchema = z.object({
  data: z.object({ id: z.number(), number: z.number(), versionId: z.number() }),
  /** duplicate: it was already deleted; nothing changed. */
  meta: z.object({ duplicate: z.boolean() }),
});
export type PinDeleted = z.infer<typeof PinDeletedSchema>;
