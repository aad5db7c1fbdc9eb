/**
 * Messages sent through the support form.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './tenancy.ts';

export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A sender's last message, read before each new one (its repeat within two minutes is not sent
  // again, modules/support/support.ts): an index scan of that sender's newest row, not of the table.
  (t) => [index('support_messages_user_idx').on(t.userId, t.id)],
);
