/**
 * How other tools reach the product (issue 29): personal API tokens (migration 0028) and outbound
 * webhooks (migration 0032).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { enterprises, users } from './tenancy.ts';

export const API_TOKEN_ACCESS = ['read', 'write'] as const;

/**
 * A personal API token: `Authorization: Bearer …` acts with exactly its user's rights, or fewer
 * (read-only). Shown once at creation; only the SHA-256 is kept, and `prefix`, its first characters,
 * so that the owner can tell their tokens apart.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    access: text('access', { enum: API_TOKEN_ACCESS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_idx').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A secret a rotation replaced, sealed as the current one is, and the end of its day of grace (ISO). */
export type RetiredSecret = { secret: string; expiresAt: string };

/**
 * A webhook endpoint. `enterpriseId` null = a staff endpoint (every enterprise's events); otherwise
 * only that enterprise's events are queued for it, and the worker checks it again before sending.
 * The secret (Standard Webhooks `whsec_…`) is stored encrypted (webhooks/secret-store.ts), with its
 * first characters in `secretHint`; after a rotation each retired secret still signs until its
 * `expiresAt` (`retiredSecrets`, newest first: webhooks/signing.ts). `createdById` is the person it
 * answers to: who added it, or who last resumed it after a pause.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id').references(() => enterprises.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    secret: text('secret').notNull(),
    secretHint: text('secret_hint').notNull(),
    retiredSecrets: jsonb('retired_secrets').$type<RetiredSecret[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set (with `enabled` false) when `createdById`, the person the endpoint answers to, may no longer
     * manage it (migration 0046; webhooks/pause.ts): why, one of WEBHOOK_PAUSE_REASONS. Cleared when
     * someone who may manage it turns it on again, who then becomes its `createdById`.
     */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pausedReason: text('paused_reason'),
  },
  (t) => [index('webhook_endpoints_enterprise_idx').on(t.enterpriseId, t.id)],
);

/**
 * Something that happened, written in the change's own transaction when an enabled endpoint wants
 * it. `subjectId` names the object (request, comment, ledger line, deliverable version); `body` is
 * the JSON sent, rendered once at its first delivery and then kept, so every retry and every
 * endpoint sends the same bytes.
 */
export const webhookEvents = pgTable('webhook_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  messageId: text('message_id')
    .notNull()
    .default(sql`('msg_' || replace(gen_random_uuid()::text, '-', ''))`),
  type: text('type').notNull(),
  enterpriseId: integer('enterprise_id'),
  requestId: integer('request_id'),
  subjectId: bigint('subject_id', { mode: 'number' }),
  change: jsonb('change').$type<Record<string, unknown>>(),
  body: text('body'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;

/** One event for one endpoint: the durable queue (the worker claims due rows with a lease). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    requestId: integer('request_id'),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** When it was queued (or redelivered): retries stop a day after. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending', 'sending')`),
    index('webhook_deliveries_order_idx')
      .on(t.endpointId, t.requestId, t.id)
      .where(sql`status in ('pending', 'sending')`),
    index('webhook_deliveries_log_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_event_idx').on(t.eventId),
  ],
);

/** Each attempt of a delivery: what the log shows. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    responseBody: text('response_body').notNull().default(''),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);
