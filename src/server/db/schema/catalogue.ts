/**
 * The catalogue of request types and every published version of their definitions.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tsvector } from './custom-types.ts';
import { users } from './tenancy.ts';

/** The catalogue: parent groups (parentId null) and their children, which carry a form definition. */
export const requestTypes = pgTable(
  'request_types',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    credit: numeric('credit', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Form definition (fields + pricing rule), validated by the shared form-definition schema. */
    form: jsonb('form')
      .notNull()
      .default(sql`'{"fields":[]}'::jsonb`),
    /** Bumped whenever `form` or `credit` changes; requests freeze the version they were priced with. */
    formVersion: integer('form_version').notNull().default(1),
    popupText: text('popup_text').notNull().default(''),
    placeholder: jsonb('placeholder')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * Staff's unpublished edit of the definition ({credit, form}), null when none. Customers never see
     * it; publishing copies it into credit/form as a new formVersion (0 = never published).
     */
    draft: jsonb('draft'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** false = archived: not offered for new requests; existing requests still open and price. */
    active: boolean('active').notNull().default(true),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(name,'') || ' ' || coalesce(description,''))`,
    ),
  },
  (t) => [index('request_types_parent_idx').on(t.parentId, t.sortOrder)],
);

/** Every published version of a type's definition, with who published it and when. */
export const requestTypeVersions = pgTable(
  'request_type_versions',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => requestTypes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    credit: numeric('credit', { precision: 14, scale: 2 }).notNull(),
    form: jsonb('form').notNull(),
    /** null: published by the seed, an import without a user, or before history was kept. */
    publishedById: integer('published_by_id').references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('request_type_versions_type_version_idx').on(t.typeId, t.version)],
);
