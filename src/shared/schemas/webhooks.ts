import { z } from 'zod';
import { intId } from './ids.ts';

/** Outbound webhooks (issue 29): endpoints, the events they may want, the delivery log. */

export const WEBHOOK_EVENT_TYPES = [
  'request.created',
  'request.submitted',
  'request.status_changed',
  'request.assigned',
  'comment.created',
  'credits.changed',
  'deliverable.ready',
  'deliverable.approved',
  'deliverable.changes_requested',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent by "Send a test event" only; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** What the screen calls each event. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'request.created': 'Request created',
  'request.submitted': 'Request submitted',
  'request.status_changed': 'Request status changed',
  'request.assigned': 'Request assigned',
  'comment.created': 'Comment created',
  'credits.changed': 'Credits changed',
  'deliverable.ready': 'Deliverable ready for review',
  'deliverable.approved': 'Deliverable approved',
  'deliverable.changes_requested': 'Deliverable changes requested',
};

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** At most this many endpoints per enterprise (and for staff's own, all-enterprise ones). */
export const WEBHOOK_ENDPOINTS_MAX = 20;

export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  tooMany: `There are already ${WEBHOOK_ENDPOINTS_MAX} endpoints: delete one you no longer use first.`,
  badUrl: 'Enter a full web address, like https://example.com/webhooks.',
  httpsOnly: 'The address must start with https:// (plain http is only allowed in development).',
  credentials: 'The address must not contain a user name or password.',
  privateAddress:
    'This address leads to a private, loopback or link-local network address, which webhooks may not call.',
  unresolvable: 'The host name of this address could not be found. Check the spelling and try again.',
  enterpriseRequired: 'Choose the company group whose events this endpoint receives.',
  enterpriseNotOwned: 'You can only add endpoints for a company group you own.',
  stillSending: 'This delivery is still being sent: wait for it to finish before sending it again.',
  disabled: 'This endpoint is turned off: turn it on to send to it.',
  paused: 'This endpoint is paused: resume it to send to it.',
} as const;

/**
 * Why an endpoint was paused (`paused_reason`): the person it answers to (who added it, or last
 * resumed it) may no longer manage it, so it must not go on receiving the company group's events on
 * their word (server webhooks/pause.ts). Each completes "Paused: {name} …".
 */
export const WEBHOOK_PAUSE_REASONS = {
  creator_removed: 'was removed from the company group',
  creator_left: 'left the company group',
  creator_made_member: 'is no longer an owner of the company group',
  creator_deleted: 'deleted their account',
  creator_deactivated: 'no longer has an active staff account',
  // Found by housekeeping (pause.ts `pauseEndpointsWithoutManager`): whatever the way, they may not.
  no_manager: 'may no longer manage it',
} as const;
export type WebhookPauseReason = keyof typeof WEBHOOK_PAUSE_REASONS;

/** The sentence a paused endpoint shows: who, why (an unknown reason shows as "may no longer manage it"). */
export const webhookPausedText = (who: string | null, reason: string | null): string =>
  `Paused: ${who || 'the person who added it'} ${
    (WEBHOOK_PAUSE_REASONS as Record<string, string>)[reason ?? ''] ?? 'may no longer manage it'
  }.`;

const EventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, { message: 'Choose events from the list' });

const fields = {
  url: z
    .string()
    .trim()
    .min(1, 'Enter the address that receives the events')
    .max(WEBHOOK_URL_MAX, `An address of at most ${WEBHOOK_URL_MAX} characters, please`),
  description: z
    .string()
    .trim()
    .max(WEBHOOK_DESCRIPTION_MAX, `A description of at most ${WEBHOOK_DESCRIPTION_MAX} characters, please`),
  events: z
    .array(EventTypeSchema)
    .min(1, 'Choose at least one event to send')
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((list) => WEBHOOK_EVENT_TYPES.filter((t) => list.includes(t))),
  enabled: z.boolean(),
};

export const WebhookEndpointInputSchema = z.object({
  url: fields.url,
  description: fields.description.default(''),
  events: fields.events,
  enabled: fields.enabled.default(true),
  /** Staff: null (every enterprise) or one enterprise. An owner: one of theirs (their only one if left out). */
  enterpriseId: intId().nullable().optional(),
});
export type WebhookEndpointInput = z.infer<typeof WebhookEndpointInputSchema>;

export const WebhookEndpointUpdateSchema = z
  .object({
    url: fields.url,
    description: fields.description,
    events: fields.events,
    enabled: fields.enabled,
  })
  .partial();
export type WebhookEndpointUpdate = z.infer<typeof WebhookEndpointUpdateSchema>;

export const WebhookEndpointSchema = z.object({
  id: z.number(),
  /** null: every enterprise's events (staff endpoints). */
  enterpriseId: z.number().nullable(),
  enterpriseName: z.string().nullable(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** The secret's first characters, to tell it apart. */
  secretHint: z.string(),
  /** Set while a replaced secret still signs (a rotation's day of grace): when the last one ends. */
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** How many deliveries are waiting or being retried, and how many gave up. */
  pending: z.number(),
  failed: z.number(),
  /** The person it answers to: who added it, or who last resumed it (null: that account is gone). */
  createdBy: z.object({ id: z.number(), name: z.string() }).nullable(),
  /**
   * Set while paused because that person may no longer manage it (turned off, `enabled` false):
   * when, and why (a WEBHOOK_PAUSE_REASONS key). Turning it on resumes it, under the one who does.
   */
  paused: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type WebhookEndpointDto = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointListSchema = z.object({ data: z.array(WebhookEndpointSchema) });
export const WebhookEndpointAnswerSchema = z.object({ data: WebhookEndpointSchema });
/** Creation and rotation: the secret itself, shown this once. */
export const WebhookEndpointWithSecretSchema = z.object({
  data: WebhookEndpointSchema.extend({ secret: z.string() }),
});

export const WebhookAttemptSchema = z.object({
  at: z.string(),
  statusCode: z.number().nullable(),
  durationMs: z.number(),
  error: z.string().nullable(),
  /** The answer's first bytes (about 1 KiB). */
  responseBody: z.string(),
});

export const WebhookDeliverySchema = z.object({
  id: z.number(),
  messageId: z.string(),
  type: z.string(),
  requestId: z.number().nullable(),
  status: z.enum(['pending', 'sending', 'delivered', 'failed']),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  log: z.array(WebhookAttemptSchema),
});
export type WebhookDeliveryDto = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryListSchema = z.object({
  data: z.array(WebhookDeliverySchema),
  cursor: z.string().nullable(),
});
export const WebhookDeliveryAnswerSchema = z.object({ data: WebhookDeliverySchema });
