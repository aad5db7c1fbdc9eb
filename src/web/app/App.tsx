import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AuthProvider } from '../lib/session/index.ts';
import { theme } from '../lib/theme.ts';
import { ToastHost } from '../lib/ToastHost.tsx';
import { createAppRouter } from './router.tsx';

/** Providers, outermost first: theme, server state, session, routes; toasts load on first use. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(createAppRouter);
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
