import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AuthProvider } from '../lib/session/index.ts';
import { theme } from '../lib/theme.ts';
import { ToastHost } from '../lib/ToastHost.tsx';
import { createAppRouter } from './router.tsx';

/**
 * Providers, outermost first: theme, server state, session, routes; toasts load on first use. The
 * server draws a list route with this same tree and a memory router (prerender/signed-in.tsx), so
 * that the client's first render hydrates its page instead of replacing it.
 */
export function App({ queryClient, router: given }: { queryClient: QueryClient; router?: DataRouter }) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
      <ToastHost />
    </ThemeProvider>
  );
}
