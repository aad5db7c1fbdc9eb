/**
 * In-app notifications and the per-user unread count the bell reads.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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

/**
 * Notification preferences (issue 28, migration 0033): a person's choice for one event; without a row
 * the event follows their role's default (notification_defaults, else the built-in one).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    inApp: boolean('in_app').notNull(),
    email: text('email', { enum: ['immediate', 'digest', 'off'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** The defaults staff set for each role (staff, owner, member) and event. */
export const notificationDefaults = pgTable(
  'notification_defaults',
  {
    role: text('role', { enum: ['staff', 'owner', 'member'] }).notNull(),
    type: text('type').notNull(),
    inApp: boolean('in_app').notNull(),
    email: text('email', { enum: ['immediate', 'digest', 'off'] }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.role, t.type] })],
);

/** The hour (0–23) and IANA time zone of a person's daily digest; without a row 8:00 UTC. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  digestHour: smallint('digest_hour').notNull().default(8),
  timeZone: text('time_zone').notNull().default('UTC'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a person chose to read in their daily digest rather than at once: one line per event, written
 * in the change's transaction; `digestDay` is set (with a digest_runs row and the outbox row, in one
 * transaction) when a digest takes it.
 */
export const notificationDigestEntries = pgTable(
  'notification_digest_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    requestId: bigint('request_id', { mode: 'number' }),
    requestTitle: text('request_title').notNull(),
    link: text('link').notNull(),
    summary: text('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    digestDay: date('digest_day'),
  },
  (t) => [
    index('notification_digest_entries_pending_idx')
      .on(t.userId, t.id)
      .where(sql`digest_day is null`),
  ],
);

/** One row per digest sent: its primary key (user, local day) makes a digest go out once per day. */
export const digestRuns = pgTable(
  'digest_runs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDay: date('local_day').notNull(),
    entries: integer('entries').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDay] })],
);
