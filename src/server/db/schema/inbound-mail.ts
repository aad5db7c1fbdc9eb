/**
 * Reply by e-mail (issue 29, migration 0031): what arrived at the inbound address, once per Message-ID.
 */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './tenancy.ts';
import { serviceRequests } from './requests.ts';
import { comments } from './comments.ts';

export const INBOUND_OUTCOMES = ['comment', 'refused', 'loop'] as const;

/**
 * One received message and its outcome: the comment it became, or refused (with the reason the bounce
 * gave) or a suspected mail loop (auto-replies, bulk mail, bounces: never answered). The unique
 * Message-ID makes the same message received twice one comment.
 */
export const inboundEmails = pgTable(
  'inbound_emails',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    envelopeFrom: text('envelope_from'),
    fromAddress: text('from_address'),
    recipient: text('recipient'),
    subject: text('subject'),
    size: integer('size').notNull(),
    requestId: integer('request_id').references(() => serviceRequests.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'set null' }),
    outcome: text('outcome', { enum: INBOUND_OUTCOMES }).notNull(),
    reason: text('reason'),
    bounced: boolean('bounced').notNull().default(false),
  },
  (t) => [
    uniqueIndex('inbound_emails_message_id_idx').on(t.messageId),
    index('inbound_emails_request_idx').on(t.requestId, t.receivedAt),
  ],
);
