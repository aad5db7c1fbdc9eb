import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './users.ts';

/** One brand kit per company: overview, audience, channels and contact info as validated JSON sections. */
export const brandKits = pgTable(
  'brand_kits',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    industry: text('industry'),
    sections: jsonb('sections')
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('brand_kits_company_idx').on(t.companyId)],
);

/** LOGO, COLORS, TYPOGRAPHY, LINK assets of a brand kit. */
export const brandAssets = pgTable(
  'brand_assets',
  {
    id: serial('id').primaryKey(),
    brandKitId: integer('brand_kit_id')
      .notNull()
      .references(() => brandKits.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['LOGO', 'COLORS', 'TYPOGRAPHY', 'LINK'] }).notNull(),
    value: jsonb('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('brand_assets_kit_idx').on(t.brandKitId)],
);

export const brandKitPermissions = pgTable(
  'brand_kit_permissions',
  {
    brandKitId: integer('brand_kit_id')
      .notNull()
      .references(() => brandKits.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission', { enum: ['VIEW', 'EDIT', 'CREATE'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandKitId, t.userId, t.permission] })],
);
