/**
 * The signed-out pages prerendered at build time (prerender/entry.tsx), each written to
 * dist/web/<file> and served by the server for its path to a visitor without a session
 * (src/server/app.ts reads the same list from the built folder, see `prerendered.json`).
 */
export const PRERENDERED_PAGES = [
  { path: '/login', file: 'login.html' },
  { path: '/signup', file: 'signup.html' },
  { path: '/forgot-password', file: 'forgot-password.html' },
] as const;
