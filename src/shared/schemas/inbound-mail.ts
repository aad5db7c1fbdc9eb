import { z } from 'zod';

/** What became of a message received at a reply address (inbound_emails.outcome). */
export const InboundOutcomeSchema = z.enum(['comment', 'refused', 'loop']);
export type InboundOutcome = z.infer<typeof InboundOutcomeSchema>;

/** One message received at a reply address, as staff see it in the log (Integrations). */
export const InboundEmailSchema = z.object({
  id: z.number(),
  receivedAt: z.string(),
  /** The From header's address, else the envelope sender. */
  from: z.string().nullable(),
  recipient: z.string().nullable(),
  subject: z.string().nullable(),
  size: z.number(),
  outcome: InboundOutcomeSchema,
  /**
   * Why it was refused or taken for automatic mail (the words of the bounce); for a comment, a note
   * when the comment its e-mail was about is gone and it became a comment on the request instead.
   */
  reason: z.string().nullable(),
  /** A refusal was answered with a bounce (at most 10 an hour to one address). */
  bounced: z.boolean(),
  request: z.object({ id: z.number(), title: z.string() }).nullable(),
  person: z.object({ id: z.number(), name: z.string() }).nullable(),
  commentId: z.number().nullable(),
  /** The comment became a reply in this comment's thread (its top-level comment and author). */
  inReplyTo: z.object({ commentId: z.number(), author: z.string() }).nullable(),
});
export type InboundEmailDto = z.infer<typeof InboundEmailSchema>;

export const InboundEmailListSchema = z.object({
  data: z.array(InboundEmailSchema),
  cursor: z.string().nullable(),
  /** The reply domain when replies by e-mail are on (INBOUND_MAIL_DOMAIN), else null. */
  domain: z.string().nullable(),
});

export const InboundEmailQuerySchema = z.object({
  outcome: InboundOutcomeSchema.optional(),
  cursor: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
