import { z } from 'zod';
import { PATTERNS, PATTERN_MESSAGES, isBlank, tooLongMessage } from '../domain/validation.ts';

/** The customers' Support form (POST /api/support). */
export const SupportInputSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, 'Please enter your name')
    .refine((s) => !isBlank(s), 'Please enter your name')
    .max(200, tooLongMessage(200)),
  email: z.string().trim().max(320, tooLongMessage(320)).regex(PATTERNS.email, PATTERN_MESSAGES.email),
  phone: z
    .string()
    .trim()
    .max(40, tooLongMessage(40))
    .regex(/^[0-9+() .-]*$/, PATTERN_MESSAGES.phone)
    .nullish()
    .transform((v) => v || null),
  message: z
    .string()
    .trim()
    .min(1, 'Please enter a message')
    .refine((s) => !isBlank(s), 'Please enter a message')
    .max(10_000, tooLongMessage(10_000)),
});
export type SupportInput = z.infer<typeof SupportInputSchema>;

export const SupportRequestSchema = z.object({ data: SupportInputSchema });

export const SupportResponseSchema = z.object({
  data: z.object({ id: z.number(), createdAt: z.string() }),
  /** duplicate: the sender's last message, a moment ago, was this one; it was not stored or e-mailed again. */
  meta: z.object({ duplicate: z.boolean() }),
  message: z.string(),
});

/** Section 8 toast after the form is sent. */
export const SUPPORT_SENT_MESSAGE = 'Successfully Emailed';

/** The toast when the message repeats the sender's last one of a moment ago (it was sent once). */
export const SUPPORT_REPEAT_MESSAGE = 'This message was already sent a moment ago and was not sent again';
