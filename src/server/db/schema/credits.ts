/**
 * Money: the append-only credit ledger, membership changes, monthly renewals and Stripe events.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { LEDGER_KINDS } from '../../../shared/domain/ledger.ts';
import { enterprises, users } from './tenancy.ts';

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

/** Staff changes to an enterprise's membership: who, when, which field, from and to. */
export const enterpriseChanges = pgTable(
  'enterprise_changes',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    field: text('field', { enum: ['membership', 'pendingMembership', 'paymentAt'] }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enterprise_changes_enterprise_idx').on(t.enterpriseId, t.id)],
);

/**
 * One row per enterprise and membership period renewed. The primary key is what makes the renewal job
 * safe to run twice or on two instances at once: a second grant for the same period cannot be written.
 */
export const creditRenewals = pgTable(
  'credit_renewals',
  {
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    /** First day of the period renewed (the anniversary of paymentAt). */
    period: date('period').notNull(),
    membership: text('membership').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    expired: numeric('expired', { precision: 14, scale: 2 }).notNull().default('0'),
    ledgerId: bigint('ledger_id', { mode: 'number' }).references(() => creditLedger.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.period] }),
    check('credit_renewals_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Stripe webhook events applied, by their id: a replayed or retried event is applied once. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
