/**
 * The people side of an enterprise beyond membership (issue 26, migration 0026): invitations by
 * e-mail, monthly spending caps and owners' approvals of members' submissions.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { serviceRequests } from './requests.ts';
import { enterprises, users } from './tenancy.ts';

export const INVITATION_ROLES = ['member', 'owner'] as const;

/**
 * An invitation by e-mail to join some of an enterprise's companies with a role. Only the SHA-256 of
 * the link's token is kept; a resend replaces token and expiry. At most one open invitation (not
 * accepted, not revoked) per address and enterprise.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: INVITATION_ROLES }).notNull(),
    companyIds: integer('company_ids').array().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedById: integer('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedById: integer('accepted_by_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedById: integer('revoked_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('team_invitations_token_idx').on(t.tokenHash),
    uniqueIndex('team_invitations_open_idx')
      .on(t.enterpriseId, sql`lower(${t.email})`)
      .where(sql`accepted_at is null and revoked_at is null`),
    index('team_invitations_enterprise_idx').on(t.enterpriseId, t.createdAt),
  ],
);

/** A person's monthly credit cap in an enterprise (calendar month, UTC). Owners are never capped. */
export const spendingCaps = pgTable(
  'spending_caps',
  {
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    monthlyCap: numeric('monthly_cap', { precision: 14, scale: 2 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.userId] })],
);

export const APPROVAL_STATES = ['pending', 'approved', 'declined', 'withdrawn'] as const;

/**
 * A member's submission waiting for an owner's approval. The request stays a DRAFT (no new status of
 * section 4): the "Awaiting approval" mark is this row. One row per request, reused by a later round.
 */
export const requestApprovals = pgTable(
  'request_approvals',
  {
    requestId: bigint('request_id', { mode: 'number' })
      .primaryKey()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    state: text('state', { enum: APPROVAL_STATES }).notNull(),
    requestedById: integer('requested_by_id')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [
    index('request_approvals_pending_idx')
      .on(t.enterpriseId, t.requestedAt)
      .where(sql`state = 'pending'`),
  ],
);
