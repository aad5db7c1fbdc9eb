export * from './users.ts';
export * from './requests.ts';
export * from './brand-kit.ts';
export * from './credits.ts';
export * from './security.ts';
export * from './saved-views.ts';
