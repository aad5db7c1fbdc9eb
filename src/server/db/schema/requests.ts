/**
 * Service requests and what hangs off them: people, files, the activity timeline, the status counts
 * and idempotency keys of creation.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tsvector } from './custom-types.ts';
import { requestTypes } from './catalogue.ts';
import { files } from './files.ts';
import { companies, enterprises, users } from './tenancy.ts';

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    /** JSON text of label-to-value pairs, as the API contract carries it. */
    content: text('content').notNull().default('{}'),
    status: text('status').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Denormalised from the company so tenant filters and credit locks need no join. */
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    requestTypeId: integer('request_type_id')
      .notNull()
      .references(() => requestTypes.id),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    priorityLevel: text('priority_level').notNull().default('STANDARD'),
    /** Computed price frozen at submission (exact decimal). */
    credit: numeric('credit', { precision: 14, scale: 2 }).notNull().default('0'),
    adjustCredit: numeric('adjust_credit', { precision: 14, scale: 2 }),
    /** What has actually been debited from the ledger for this request (0 for drafts). */
    chargedCredit: numeric('charged_credit', { precision: 14, scale: 2 }).notNull().default('0'),
    breakdown: jsonb('breakdown')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The request type's form definition and version as priced, so catalogue edits never change it. */
    formSnapshot: jsonb('form_snapshot'),
    formVersion: integer('form_version').notNull().default(1),
    placeholders: jsonb('placeholders'),
    targetDate: date('target_date'),
    /**
     * When the request was first submitted (left Draft). A draft with it set was put back to Draft by
     * staff: staff keep seeing it, unlike a draft that was never submitted (private to its creator).
     */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * When the request became FINISHED; null in every other status. Kept by a database trigger
     * (migration dashboard_figures) so every write path agrees; the dashboards count finished work
     * per week and on time from it.
     */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    audioFileId: uuid('audio_file_id').references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // "<" and ">" read as spaces: the parser would take "<header>" for a tag and drop the word (0042).
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', translate(coalesce(title,''), '<>', '  ')), 'A') || setweight(to_tsvector('simple', translate(coalesce(content,''), '<>', '  ')), 'C')`,
    ),
    // Sort keys of the lists (issue 15), stored so that each sort is one plain btree index and the
    // keyset cursor compares (key, id) rows: never null, so a row comparison is a total order.
    /** The due date, 'infinity' when none: undated requests come last when sorting soonest first. */
    dueKey: date('due_key')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(target_date, 'infinity'::date)`),
    /** Standard 1 < Priority 2 < Express 3 (unknown values 0). */
    priorityRank: smallint('priority_rank')
      .notNull()
      .generatedAlwaysAs(
        sql`case priority_level when 'EXPRESS' then 3 when 'PRIORITY' then 2 when 'STANDARD' then 1 else 0 end`,
      ),
    /** What the request costs: staff's adjusted total, else the computed credit (the API's `total`). */
    totalCredit: numeric('total_credit', { precision: 14, scale: 2 })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(adjust_credit, credit)`),
  },
  (t) => [
    index('service_requests_company_updated_idx').on(t.companyId, t.updatedAt.desc(), t.id.desc()),
    index('service_requests_company_status_updated_idx').on(
      t.companyId,
      t.status,
      t.updatedAt.desc(),
      t.id.desc(),
    ),
    index('service_requests_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
    index('service_requests_status_updated_idx').on(t.status, t.updatedAt.desc(), t.id.desc()),
    index('service_requests_creator_idx').on(t.createdById, t.updatedAt.desc()),
    // Issue 15: every sort of the lists, for staff (all), a customer's company and a staff's
    // enterprise filter. Ascending (key, id): read forwards for asc, backwards for desc.
    index('service_requests_enterprise_updated_idx').on(t.enterpriseId, t.updatedAt.desc(), t.id.desc()),
    ...(
      [
        ['created', t.createdAt],
        ['due', t.dueKey],
        ['priority', t.priorityRank],
        ['credit', t.totalCredit],
      ] as const
    ).flatMap(([name, key]) => [
      index(`service_requests_${name}_idx`).on(key, t.id),
      index(`service_requests_company_${name}_idx`).on(t.companyId, key, t.id),
      index(`service_requests_enterprise_${name}_idx`).on(t.enterpriseId, key, t.id),
    ]),
    index('service_requests_search_idx').using('gin', t.search),
    // Dashboards (modules/dashboard/figures.ts): the unassigned queue oldest first, open work by
    // due date, recently finished. (The weekly and monthly figures read counters, migration 0035
    // dropped their two indexes: every insert and non-HOT update paid for them.)
    index('service_requests_queue_idx')
      .on(t.createdAt, t.id)
      .where(sql`status = 'NOT_START'`),
    index('service_requests_company_finished_idx')
      .on(t.companyId, t.finishedAt.desc())
      .where(sql`finished_at is not null`),
    index('service_requests_open_due_idx')
      .on(t.targetDate, t.companyId)
      .where(sql`status in ('NOT_START', 'ASSIGNED', 'IN_PROGRESS')`),
    // Download checks find the request that holds a voice note.
    index('service_requests_audio_idx')
      .on(t.audioFileId)
      .where(sql`audio_file_id is not null`),
  ],
);

/** Both people lists of a request: 'assignee' (customer side) and 'assignedTo' (staff side). */
export const requestAssignees = pgTable(
  'request_assignees',
  {
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: ['assignee', 'assignedTo'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.userId, t.role] }),
    index('request_assignees_user_idx').on(t.userId, t.role),
  ],
);

/** Files attached to a request; fieldKey set for type-specific file fields. */
export const requestFiles = pgTable(
  'request_files',
  {
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    fieldKey: text('field_key').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.fileId, t.fieldKey] }),
    index('request_files_file_idx').on(t.fileId),
  ],
);

/** The activity timeline: status changes, assignments, credit changes, edits. */
export const requestEvents = pgTable(
  'request_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id),
    kind: text('kind').notNull(),
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_events_request_idx').on(t.requestId, t.id)],
);

/**
 * Requests per company and status, and their total credit (total_credit), kept by statement triggers
 * on service_requests (migrations 0003, 0005, 0019), so neither the dashboard nor the board's column
 * figures count the requests table itself.
 */
export const requestStatusCounts = pgTable(
  'request_status_counts',
  {
    companyId: integer('company_id').notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    credit: numeric('credit', { precision: 16, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status] })],
);

/**
 * The dashboards' figures (issue 15), kept by statement triggers on service_requests and
 * request_assignees (migration dashboard_counters) so neither dashboard groups the requests table.
 * Per company and UTC day: requests created that day (submitted work, not drafts or deleted ones),
 * finished that day, of those how many had a due date and how many were finished by it.
 */
export const requestDayCounts = pgTable(
  'request_day_counts',
  {
    day: date('day').notNull(),
    companyId: integer('company_id').notNull(),
    created: integer('created').notNull().default(0),
    finished: integer('finished').notNull().default(0),
    finishedWithDue: integer('finished_with_due').notNull().default(0),
    finishedOnTime: integer('finished_on_time').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.companyId] })],
);

/**
 * Open work (Not Started, Assigned, In Progress) with a due date, per company and due day: overdue
 * and due soon depend on today, so the reader sums the days before today and today..soonUntil.
 * Rows whose count falls to zero are removed by the trigger.
 */
export const requestDueCounts = pgTable(
  'request_due_counts',
  {
    companyId: integer('company_id').notNull(),
    dueDay: date('due_day').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.dueDay] })],
);

/** Open requests per staff member ("assignedTo") and status: the staff dashboard's workload. */
export const assigneeWorkloadCounts = pgTable(
  'assignee_workload_counts',
  {
    userId: integer('user_id').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.status] })],
);

/**
 * Idempotency keys of request creation: a create retried with the same key (a lost response, a
 * client retry) answers the request the first attempt made instead of making and charging another.
 */
export const requestIdempotencyKeys = pgTable(
  'request_idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    /**
     * What the key was first used for: the action and a hash of its body. A key sent again with a
     * different action or body is refused (409) rather than answered with a request the caller did
     * not ask for. Null on keys written before it existed (they match anything).
     */
    fingerprint: text('fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('request_idempotency_created_idx').on(t.createdAt),
  ],
);
