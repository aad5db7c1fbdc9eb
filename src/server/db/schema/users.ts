import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  numeric,
  date,
  smallint,
} from 'drizzle-orm/pg-core';
import { LEDGER_KINDS } from '../../../shared/domain/ledger.ts';

/** People who sign in: customers (members of companies) and staff (e-mail in the provider domain). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    profileImage: text('profile_image'),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
  ],
);

/** Server-side sessions; the cookie carries a random token, the table keeps only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A customer's organisation; owns companies and the credit balance. */
export const enterprises = pgTable('enterprises', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  membership: text('membership').notNull().default('starter'),
  /** Cached ledger balance, only ever changed together with a credit_ledger row under a row lock. */
  availableCredit: numeric('available_credit', { precision: 14, scale: 2 }).notNull().default('0'),
  /** Start of the current membership period; the allowance renews on each monthly anniversary. */
  paymentAt: date('payment_at'),
  /** Day of month the periods are anchored on (31 renews on the last day of shorter months). */
  renewalDay: smallint('renewal_day'),
  /** Stripe billing (optional): the customer and, while one runs, the subscription that renews the tier. */
  stripeCustomerId: text('stripe_customer_id').unique(),
  stripeSubscriptionId: text('stripe_subscription_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Owners of an enterprise; the lowest position is the first owner, i.e. the company owner. */
export const enterpriseOwners = pgTable(
  'enterprise_owners',
  {
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.userId] }),
    index('enterprise_owners_user_idx').on(t.userId),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_enterprise_idx').on(t.enterpriseId)],
);

export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index('company_members_user_idx').on(t.userId)],
);

/** Append-only credit ledger; every movement records the balance after it. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 14, scale: 2 }).notNull(),
    requestId: bigint('request_id', { mode: 'number' }),
    actorId: integer('actor_id'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_enterprise_idx').on(t.enterpriseId, t.id),
    index('credit_ledger_request_idx').on(t.requestId),
    index('credit_ledger_enterprise_kind_idx').on(t.enterpriseId, t.kind, t.id),
    // Credit used over time (reports, dashboards): per enterprise, and across all for staff.
    index('credit_ledger_usage_idx')
      .on(t.enterpriseId, t.createdAt)
      .where(sql`request_id is not null`),
    index('credit_ledger_created_idx').on(t.createdAt),
  ],
);

/** Public sign-up requests waiting for approval by an enterprise owner or staff. */
/**
 * Public sign-up requests waiting for approval: a new enterprise (approved by staff) or a member
 * joining a company (approved by the enterprise's owner or staff). The password is hashed at once,
 * so approving creates the account without the password ever being stored in the clear.
 */
export const signupRequests = pgTable(
  'signup_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['enterprise', 'member'] })
      .notNull()
      .default('member'),
    enterpriseId: integer('enterprise_id').references(() => enterprises.id),
    companyId: integer('company_id').references(() => companies.id),
    /** Enterprise sign-up: the names to create; member sign-up: the company asked for. */
    enterpriseName: text('enterprise_name').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    email: text('email').notNull(),
    username: text('username').notNull().default(''),
    passwordHash: text('password_hash').notNull().default(''),
    phone: text('phone').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    message: text('message').notNull().default(''),
    /** The employee whose invitation link was used, if any. */
    inviterId: integer('inviter_id').references(() => users.id),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    approved: boolean('approved').notNull().default(false),
    decidedById: integer('decided_by_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('signup_requests_pending_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`status = 'pending'`),
    index('signup_requests_enterprise_idx').on(t.enterpriseId, t.status),
  ],
);

export const supportMessages = pgTable('support_messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
