/**
 * Messages sent through the support form.
 */
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './tenancy.ts';

export const supportMessages = pgTable('support_messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
