/**
 * Who belongs where: people, the enterprises that own the credit balance, their owners, companies and
 * the people of each company.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    /**
     * Two-factor sign-in (TOTP, RFC 6238): the shared secret, encrypted with the server's key
     * (modules/accounts/two-factor); null while two-factor is off. `totpLastStep` is the time step of
     * the last code accepted, so a code cannot be used twice.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Set when the person deleted their account: anonymised, cannot sign in; their history stays. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set while a staff account is deactivated by a colleague: sign-in refused, sessions ended. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    // Staff are the users whose e-mail ends with @PROVIDER_DOMAIN: the domain after the last @, so
    // the new-request e-mail finds them without scanning every user (email/outbox.ts staffUsersQuery).
    index('users_email_domain_idx').on(sql`reverse(split_part(reverse(lower(${t.email})), '@', 1))`),
  ],
);

/** The users_email_domain_idx expression: the e-mail's domain (after its last @), lower case. */
export const emailDomainSql = sql<string>`reverse(split_part(reverse(lower(${users.email})), '@', 1))`;

/** A customer's organisation; owns companies and the credit balance. */
export const enterprises = pgTable('enterprises', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  membership: text('membership').notNull().default('starter'),
  /** A paid tier staff moved a paid enterprise to: the renewal job applies it at the next period. */
  pendingMembership: text('pending_membership'),
  /** The owners require two-factor sign-in of every person of the enterprise. */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  /** The owners approve members' submissions before any credit is spent (modules/team/approvals). */
  requireApproval: boolean('require_approval').notNull().default(false),
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
