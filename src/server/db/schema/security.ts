/**
 * Sign-in and abuse protection: sessions, rate-limit counters and the server's own secrets.
 */
import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './tenancy.ts';

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
    /**
     * 'full', or 'enroll': signed in with the password by someone who must turn on two-factor first and
     * has not, who can do nothing but enrol (modules/accounts/two-factor).
     */
    stage: text('stage').notNull().default('full'),
    /** What the sessions list shows: the browser's user agent and address at sign-in. */
    userAgent: text('user_agent'),
    address: text('address'),
    /**
     * Last request seen, written at most every few minutes per session. Not watched by the session
     * cache's trigger (which fires only on the columns that change who a session is).
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Single-use, expiring tokens sent by e-mail or held between two sign-in steps: a password reset, an
 * e-mail change (the new address in `data`), the two-factor step after the password. Only the SHA-256
 * of the token is kept; `usedAt` makes a second use fail.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    index('account_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Two-factor recovery codes: ten per enrolment, each usable once; only their hashes are kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * Provider-wide settings staff change in the app (e.g. two-factor required of every staff account),
 * one row per setting, JSON value.
 */
export const providerSettings = pgTable('provider_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Who did what to people and money: one row per action (a second factor reset by staff, a role
 * changed, a person removed, …). Never updated; the actor stays named after their account is deleted
 * (deleted accounts are anonymised, not removed).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    enterpriseId: integer('enterprise_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_target_idx').on(t.targetUserId, t.at),
    index('audit_events_enterprise_idx').on(t.enterpriseId, t.at),
  ],
);

/**
 * Rate-limit counters (sign-in failures, sign-ups, public endpoints), kept in the database so a limit
 * holds across app instances and restarts. One row per key; a window that has passed starts over.
 * Expired rows are removed by the housekeeping worker.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);

/**
 * Secrets the server makes for itself on first use (the key that signs invitation links), kept in the
 * database so every instance signs and checks alike and links survive restarts.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
