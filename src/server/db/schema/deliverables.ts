/**
 * Deliverables and proofing (issue 27, migration 0027): the versions of work staff deliver on a
 * request, their files, proofing pins and the rounds of changes asked. The review state belongs to a
 * version, never to the request (no new status of section 4).
 */
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { comments } from './comments.ts';
import { creditLedger } from './credits.ts';
import { files } from './files.ts';
import { serviceRequests } from './requests.ts';
import { users } from './tenancy.ts';

export const REVIEW_STATES = ['awaiting', 'approved', 'changes_requested'] as const;

/** A version of the work on a request: v1, v2, … numbered per request, never overwritten. */
export const deliverableVersions = pgTable(
  'deliverable_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    note: text('note').notNull().default(''),
    links: jsonb('links').$type<{ url: string; label?: string }[]>().notNull().default([]),
    deliveredById: integer('delivered_by_id').references(() => users.id, { onDelete: 'set null' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
    reviewState: text('review_state', { enum: REVIEW_STATES }).notNull().default('awaiting'),
    reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewMessage: text('review_message'),
  },
  (t) => [uniqueIndex('deliverable_versions_request_number_idx').on(t.requestId, t.number)],
);

/** The files of a version, in order. */
export const deliverableFiles = pgTable(
  'deliverable_files',
  {
    versionId: bigint('version_id', { mode: 'number' })
      .notNull()
      .references(() => deliverableVersions.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.fileId] }), index('deliverable_files_file_idx').on(t.fileId)],
);

/**
 * Files a version's note or its review message shows inline (`<img src="/api/files/<id>">`,
 * drizzle/0045), recorded when written (uploads/inline.ts): referenced like its files, shown to
 * whoever can see its request. Not listed as the version's files.
 */
export const deliverableInlineFiles = pgTable(
  'deliverable_inline_files',
  {
    versionId: bigint('version_id', { mode: 'number' })
      .notNull()
      .references(() => deliverableVersions.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.fileId] }),
    index('deliverable_inline_files_file_idx').on(t.fileId),
  ],
);

/**
 * A proofing pin on an image or a PDF page: x and y are percentages of the image or page (0–100), so
 * it holds at any zoom; its words are a comment of the request's thread (`commentId`).
 */
export const proofPins = pgTable(
  'proof_pins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    versionId: bigint('version_id', { mode: 'number' })
      .notNull()
      .references(() => deliverableVersions.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    page: integer('page').notNull().default(1),
    x: numeric('x', { precision: 6, scale: 3 }).notNull(),
    y: numeric('y', { precision: 6, scale: 3 }).notNull(),
    number: integer('number').notNull(),
    commentId: bigint('comment_id', { mode: 'number' }).references(() => comments.id, {
      onDelete: 'set null',
    }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedById: integer('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Deleted (drizzle/0038): off the picture and the list; its number is not given again. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedById: integer('deleted_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('proof_pins_version_number_idx').on(t.versionId, t.number),
    index('proof_pins_comment_idx').on(t.commentId),
  ],
);

/**
 * A round of changes asked on a request, one per version (two customers asking at once count one),
 * with what it cost beyond the included rounds and the ledger entry that charged it.
 */
export const revisionRounds = pgTable(
  'revision_rounds',
  {
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    versionId: bigint('version_id', { mode: 'number' })
      .notNull()
      .references(() => deliverableVersions.id),
    charged: numeric('charged', { precision: 14, scale: 2 }).notNull().default('0'),
    ledgerId: bigint('ledger_id', { mode: 'number' }).references(() => creditLedger.id),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    waivedById: integer('waived_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.round] }),
    uniqueIndex('revision_rounds_version_idx').on(t.versionId),
  ],
);
