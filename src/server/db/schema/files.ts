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

/**
 * Files on their way out (removed from a request, a voice note replaced, an upload deleted): queued
 * in the same transaction as the change that let them go, then released after its COMMIT
 * (modules/uploads/release.ts): the file's row deleted if nothing refers to it any more, then its
 * bytes, then this entry. A crash in between leaves the entry, and housekeeping finishes it: never a
 * row pointing at missing bytes, at most bytes waiting here to be deleted.
 */
export const fileReleases = pgTable('file_releases', {
  fileId: uuid('file_id').primaryKey(),
  storageKey: text('storage_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
