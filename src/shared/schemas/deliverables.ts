import { z } from 'zod';
import {
  DELIVERABLE_LINK_LABEL_MAX,
  DELIVERABLE_LINK_URL_MAX,
  DELIVERABLE_MAX_FILES,
  DELIVERABLE_MAX_LINKS,
  DELIVERABLE_MESSAGES,
  DELIVERABLE_NOTE_MAX,
  REVIEW_MESSAGE_MAX,
  REVIEW_STATES,
  isWebUrl,
} from '../domain/deliverables.ts';
import { UserSchema } from './user.ts';

/** Deliverables (issue 27): request and response shapes shared by the server and the web app. */

export const IdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** A file reference as the client sends it: the stored file's id, or the stored file object. */
const fileRef = z.union([z.string(), z.number(), z.object({ id: z.union([z.string(), z.number()]) })]);

export const DeliverableLinkSchema = z.object({
  url: z
    .string()
    .trim()
    .max(DELIVERABLE_LINK_URL_MAX, DELIVERABLE_MESSAGES.badLink)
    .refine(isWebUrl, DELIVERABLE_MESSAGES.badLink),
  label: z
    .string()
    .trim()
    .max(DELIVERABLE_LINK_LABEL_MAX, 'A link label is at most 200 characters.')
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type DeliverableLink = z.infer<typeof DeliverableLinkSchema>;

export const DeliverInputSchema = z.object({
  data: z.object({
    note: z
      .string()
      .max(DELIVERABLE_NOTE_MAX, DELIVERABLE_MESSAGES.noteTooLong)
      .nullish()
      .transform((v) => v ?? ''),
    links: z
      .array(DeliverableLinkSchema)
      .max(DELIVERABLE_MAX_LINKS, DELIVERABLE_MESSAGES.tooManyLinks)
      .nullish()
      .transform((v) => v ?? []),
    files: z
      .array(fileRef)
      .max(DELIVERABLE_MAX_FILES, DELIVERABLE_MESSAGES.tooManyFiles)
      .nullish()
      .transform((v) => v ?? []),
  }),
});
export type DeliverInput = z.infer<typeof DeliverInputSchema>;

export const ApproveInputSchema = z.object({
  data: z.object({ finish: z.boolean().default(false) }).default({ finish: false }),
});
export type ApproveInput = z.infer<typeof ApproveInputSchema>;

export const RequestChangesInputSchema = z.object({
  data: z.object({
    message: z.string().max(REVIEW_MESSAGE_MAX, 'The message is too long.'),
    /**
     * The round's cost the customer was shown and confirmed ('5.00'); absent means '0.00' (a free
     * round). A different cost is refused (409) and nothing is charged.
     */
    confirmCost: z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), 'The confirmed cost must be an amount like 5.00.')
      .optional(),
  }),
});
export type RequestChangesInput = z.infer<typeof RequestChangesInputSchema>;

export const DeliverableFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  mime: z.string(),
});

export const DeliverableVersionSchema = z.object({
  id: z.number(),
  requestId: z.number(),
  number: z.number(),
  /** Sanitised HTML (as a comment's), '' when none. */
  note: z.string(),
  links: z.array(z.object({ url: z.string(), label: z.string().optional() })),
  files: z.array(DeliverableFileSchema),
  deliveredBy: UserSchema.nullable(),
  deliveredAt: z.string(),
  reviewState: z.enum(REVIEW_STATES),
  reviewedBy: UserSchema.nullable(),
  reviewedAt: z.string().nullable(),
  /** Sanitised HTML of a changes request; null otherwise. */
  reviewMessage: z.string().nullable(),
  /** The request's newest version: the only one that may be reviewed. */
  isLatest: z.boolean(),
});
export type DeliverableVersionDto = z.infer<typeof DeliverableVersionSchema>;

/** A round of changes asked (one per version), what it was charged and whether staff waived it. */
export const RevisionRoundSchema = z.object({
  round: z.number(),
  versionId: z.number(),
  versionNumber: z.number(),
  /** Credits charged for it beyond the included rounds ('0.00': included or free). */
  charged: z.string(),
  /** The ledger entry that charged it (null: not charged). */
  ledgerId: z.number().nullable(),
  /** Staff waived it and the charge was refunded. */
  waivedAt: z.string().nullable(),
});
export type RevisionRoundDto = z.infer<typeof RevisionRoundSchema>;

/** The request's revision rounds: its frozen policy, the rounds used and what the next one costs. */
export const RevisionRoundsSchema = z.object({
  /** Rounds of changes the request's price includes (frozen at submission). */
  included: z.number(),
  /** Credits per round beyond them ('0.00': free). */
  extraCost: z.string(),
  /** Rounds asked so far. */
  used: z.number(),
  /** The next changes request: its round and cost (what request-changes expects as confirmCost). */
  next: z.object({ round: z.number(), cost: z.string() }),
  list: z.array(RevisionRoundSchema),
});
export type RevisionRounds = z.infer<typeof RevisionRoundsSchema>;

export const WaiveParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  round: z.coerce.number().int().positive().max(10_000),
});

export const WaiveResponseSchema = z.object({
  data: RevisionRoundSchema,
  /** duplicate: the round was already waived; nothing new was refunded. */
  meta: z.object({ duplicate: z.boolean(), balance: z.string() }),
});
export type WaiveResponse = z.infer<typeof WaiveResponseSchema>;

export const DeliverableListSchema = z.object({
  data: z.array(DeliverableVersionSchema),
  meta: z.object({
    /** Revision rounds (issue 27): included, used, the next one's cost, each round asked. */
    rounds: RevisionRoundsSchema,
    /** The actor may waive a charged round (staff). */
    canWaive: z.boolean(),
    /** The actor may deliver a new version now (staff, request not a draft or cancelled). */
    canDeliver: z.boolean(),
    /** The actor is on the customer side and may review the latest version. */
    canReview: z.boolean(),
  }),
});
export type DeliverableList = z.infer<typeof DeliverableListSchema>;

export const DeliverableOneSchema = z.object({ data: DeliverableVersionSchema });

export const DeliverResponseSchema = z.object({
  data: DeliverableVersionSchema,
  /** duplicate: the same version had just been delivered by the same person; nothing new was stored. */
  meta: z.object({ duplicate: z.boolean() }),
});

export const ReviewResponseSchema = z.object({
  data: DeliverableVersionSchema,
  meta: z.object({
    /** The same review had just been recorded (a retry, a double click); nothing new was stored. */
    duplicate: z.boolean(),
    /** The request's status after the review. */
    requestStatus: z.string(),
  }),
});
export type ReviewResponse = z.infer<typeof ReviewResponseSchema>;

/** A list row's or card's summary of the request's latest version (null: none delivered). */
export const LatestDeliverableSchema = z
  .object({ number: z.number(), state: z.enum(REVIEW_STATES) })
  .nullable()
  .optional();
