/**
 * How other tools reach the product (issue 29, migration 0028): personal API tokens.
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './tenancy.ts';

export const API_TOKEN_ACCESS = ['read', 'write'] as const;

/**
 * A personal API token: `Authorization: Bearer …` acts with exactly its user's rights, or fewer
 * (read-only). Shown once at creation; only the SHA-256 is kept, and `prefix`, its first characters,
 * so that the owner can tell their tokens apart.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    access: text('access', { enum: API_TOKEN_ACCESS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_idx').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId, t.createdAt),
  ],
);
