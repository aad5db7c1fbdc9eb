import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AuthProvider } from '../lib/session/index.ts';
import { theme } from '../lib/theme.ts';
import { ToastHost } from '../lib/ToastHost.tsx';
import { AppRouter } from './AppRouter.tsx';
import { AppRoutes } from './AppRoutes.tsx';

/**
 * Providers, outermost first: theme, server state, session, routes; toasts load on first use. The
 * server draws a list route with this same tree and a static router (prerender/signed-in.tsx), so
 * that the client's first render hydrates its page instead of replacing it.
 */
export function App({
  queryClient,
  Router = AppRouter,
}: {
  queryClient: QueryClient;
  /** The router around the routes: the browser's (AppRouter), or the server's for one location. */
  Router?: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <Router>
            <AppRoutes />
          </Router>
        </AuthProvider>
      </QueryClientProvider>
      <ToastHost />
    </ThemeProvider>
  );
}
