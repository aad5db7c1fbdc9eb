/**
 * Chunks fetched ahead of need: signing in always lands in the shell (usually on the dashboard), so
 * the login page starts loading them when the form is submitted instead of after the answer.
 */
export const loadAppShell = () => import('./shell/AppShell.tsx');
export const loadDashboard = () => import('./routes/DashboardPage.tsx');

export function preloadSignedInApp(): void {
  // A failed preload is retried by React.lazy when the route renders; nothing to report here.
  loadAppShell().catch(() => undefined);
  loadDashboard().catch(() => undefined);
}
