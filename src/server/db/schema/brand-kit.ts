/**
 * Brand kits of companies, their assets, who may use them, and the copy a request was ordered with.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { serviceRequests } from './requests.ts';
import { companies, users } from './tenancy.ts';

/** A brand kit of a company (a company may have several, one per brand): overview, audience, channels and contact info as validated JSON sections. */
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
    /** Archived kits stay readable but are no longer offered for new requests. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
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

/**
 * What each person of a company may do with the company's brand kits, granted by the company owner
 * or staff: VIEW, EDIT (includes VIEW) or CREATE (includes EDIT). NONE takes the default VIEW away.
 * A person of the company without a row has VIEW; enterprise owners and staff always have CREATE.
 */
export const brandKitAccess = pgTable(
  'brand_kit_access',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: text('level', { enum: ['NONE', 'VIEW', 'EDIT', 'CREATE'] }).notNull(),
    grantedById: integer('granted_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index('brand_kit_access_user_idx').on(t.userId)],
);

/**
 * The brand kit a request was ordered with: a copy of the kit as it was at submit (values and the
 * ids of its asset files), so later edits of the kit do not change the request.
 */
export const requestBrandKits = pgTable(
  'request_brand_kits',
  {
    requestId: bigint('request_id', { mode: 'number' })
      .primaryKey()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    brandKitId: integer('brand_kit_id').references(() => brandKits.id, { onDelete: 'set null' }),
    snapshot: jsonb('snapshot').notNull(),
    /** Asset files of the snapshot: they stay downloadable for whoever sees the request. */
    fileIds: uuid('file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The kit's updated_at when the snapshot was taken: a later value means the kit changed. */
    kitUpdatedAt: timestamp('kit_updated_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('request_brand_kits_kit_idx').on(t.brandKitId),
    index('request_brand_kits_files_idx').using('gin', t.fileIds),
  ],
);

/** Unused since permissions are granted per person of a company (brand_kit_access); kept for old data. */
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
