import { lazyWithPreload } from '../../lib/lazy-with-preload.ts';

/**
 * The phone's menu drawer (MobileNavDrawer: MUI's Drawer and Slide, its links and icons, ~2 KiB
 * Brotli) is a chunk of its own (issue 30): a laptop never shows it; a phone asks for it as soon as
 * the shell is there (AppShell), so it is ready before a tap (a failed load is retried when it renders).
 * The server's render of a phone's page loads it first (prerender/signed-in.tsx).
 */
export const mobileNavChunk = lazyWithPreload(() =>
  import('./MobileNavDrawer.tsx').then((m) => ({ default: m.MobileNavDrawer })),
);
