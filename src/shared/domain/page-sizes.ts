/**
 * Page sizes of the keyset-paginated lists. Kept apart from the zod schemas so the browser can use
 * them without loading zod on the list screens (the schemas re-export them).
 */
export const REQUESTS_PAGE_SIZE = 20;
export const REQUESTS_MAX_PAGE_SIZE = 100;
export const COMMENTS_PAGE_SIZE = 5;
export const COMMENTS_MAX_PAGE_SIZE = 50;
export const NOTIFICATIONS_PAGE_SIZE = 10;
