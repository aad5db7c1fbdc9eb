/** Saved views of the request lists: save, pick, rename, delete and share the current filters. */
export { SavedViewsMenu } from './lazy.tsx';
