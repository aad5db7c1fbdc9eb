/**
 * Uploaded files (attached to requests, comments and brand kits elsewhere).
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './tenancy.ts';

/** Uploaded files. Not attached (attachedAt null) files are visible to their uploader only. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploaderId: integer('uploader_id').references(() => users.id),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_unattached_idx')
      .on(t.createdAt)
      .where(sql`attached_at is null`),
    // Upload allowance: bytes a user uploaded lately, bytes an enterprise's people keep.
    index('files_uploader_idx').on(t.uploaderId, t.createdAt),
  ],
);
