/**
 * The database schema, one file per aggregate; a table is defined in the file named for it. Importers use
 * this index so tables can move between files freely. drizzle.config.ts reads this file.
 */
export * from './tenancy.ts';
export * from './security.ts';
export * from './credits.ts';
export * from './catalogue.ts';
export * from './files.ts';
export * from './requests.ts';
export * from './comments.ts';
export * from './notifications.ts';
export * from './outbox.ts';
export * from './signup.ts';
export * from './support.ts';
export * from './brand-kit.ts';
export * from './saved-views.ts';
export * from './team.ts';
export * from './deliverables.ts';
export * from './integrations.ts';
export * from './inbound-mail.ts';
