/**
 * Public sign-up requests waiting for approval.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, enterprises, users } from './tenancy.ts';

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
