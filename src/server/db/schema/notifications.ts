/**
 * In-app notifications and the per-user unread count the bell reads.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './tenancy.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fromUserId: integer('from_user_id').references(() => users.id),
    type: text('type', {
      // Text in the database (no CHECK): the list is the TypeScript contract, NOTIFICATION_TYPES.
      enum: [
        'request_new_create',
        'request_state_change',
        'request_assigned_to',
        'comment_new_create',
        'request_approval',
        'deliverable_ready',
        'deliverable_approved',
        'deliverable_changes_requested',
      ],
    }).notNull(),
    message: text('message').notNull(),
    link: text('link').notNull().default(''),
    requestId: bigint('request_id', { mode: 'number' }),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`is_read = false`),
  ],
);

/**
 * Unread notifications per user, kept by statement triggers on notifications (migration 0006), so the
 * bell's count is one row read however many notifications a user has.
 */
export const notificationUnreadCounts = pgTable('notification_unread_counts', {
  userId: integer('user_id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});
