/**
 * The transactional e-mail outbox.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Transactional outbox: written with the change that causes the e-mail, drained by the mail worker. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    to: text('to').array().notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Stable Message-ID, so a retry after an unacknowledged send is recognisable downstream. */
    messageId: text('message_id').notNull(),
    /**
     * Headers for this recipient only (migration 0029): List-Unsubscribe with a link signed for them,
     * for example. The mailer's own headers (X-Outbox-Id, Auto-Submitted) cannot be overridden.
     */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** A Reply-To address for this recipient only (reply by e-mail, issue 29); null = none. */
    replyTo: text('reply_to'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending','sending')`),
  ],
);
