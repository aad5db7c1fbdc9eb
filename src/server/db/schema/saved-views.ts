import { sql } from 'drizzle-orm';
import {
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
import { users } from './tenancy.ts';

/**
 * A user's saved list view (issue 15): filters and sort under a name, as the URL parameters of the
 * list. Staff may share one with all staff (`shared`); only its owner renames, changes or deletes it.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The list's URL parameters (filters, sort, alignBy), validated by the shared list schema. */
    params: jsonb('params')
      .notNull()
      .default(sql`'{}'::jsonb`),
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One name per owner, whatever its case.
    uniqueIndex('saved_views_owner_name_idx').on(t.ownerId, sql`lower(${t.name})`),
    index('saved_views_shared_idx')
      .on(t.id)
      .where(sql`shared`),
  ],
);
