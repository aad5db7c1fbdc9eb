/**
 * Comments on requests and their attached files.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tsvector } from './custom-types.ts';
import { files } from './files.ts';
import { serviceRequests } from './requests.ts';
import { users } from './tenancy.ts';

export const comments = pgTable(
  'comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    parentId: bigint('parent_id', { mode: 'number' }),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', regexp_replace(coalesce(content,''), '<[^>]*>', ' ', 'g'))`,
    ),
  },
  (t) => [
    index('comments_request_idx').on(t.requestId, t.parentId, t.createdAt.desc(), t.id.desc()),
    index('comments_parent_idx').on(t.parentId, t.createdAt),
    // Search reads the newest comments first (modules/search/search.ts).
    index('comments_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('comments_search_idx').using('gin', t.search),
  ],
);

export const commentFiles = pgTable(
  'comment_files',
  {
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.fileId] }), index('comment_files_file_idx').on(t.fileId)],
);

/**
 * Files a comment shows inline (`<img src="/api/files/<id>">` in its sanitised HTML, drizzle/0045),
 * recorded when it is written: only files its author could see then (uploads/inline.ts). A file shown
 * inline is referenced like an attached one (uploads/release.ts `unreferenced`: removing it from the
 * request does not release it) and visible to whoever can see the comment's request (uploads.ts
 * `findVisibleFile`), so the picture stays whole. Not listed as the comment's attachments.
 */
export const commentInlineFiles = pgTable(
  'comment_inline_files',
  {
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.fileId] }),
    index('comment_inline_files_file_idx').on(t.fileId),
  ],
);
