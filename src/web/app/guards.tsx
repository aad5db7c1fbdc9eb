import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAuth } from '../lib/session/index.ts';
import { RouteSkeleton } from './RouteSkeleton.tsx';
import { ShellFrame } from './shell/ShellFrame.tsx';
import { PublicPage } from '../components/PublicLayout.tsx';
import { errorMessage } from '../lib/api-client.ts';
import { showToast, TOAST_LONG_MS } from '../lib/toast.ts';
import { DEFAULT_AFTER_LOGIN, PATHS, loginPath } from '../paths.ts';

/**
 * Signed-in routes. Anyone signed out goes to /login, which brings them back to this exact route
 * (path and query) after signing in — unless they just signed out on purpose.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, signedOutOnPurpose, error, reload } = useAuth();
  const location = useLocation();
  if (status === 'loading') {
    // The page's frame while the session is checked (issue 23), not an empty spinner.
    return (
      <ShellFrame>
        <RouteSkeleton />
      </ShellFrame>
    );
  }
  if (status === 'error') {
    return (
      <PublicPage title="Connection problem">
        <Typography variant="h3" component="h1" gutterBottom>
          We could not reach the server
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {errorMessage(error, 'Your session could not be checked.')}
        </Typography>
        <Button variant="contained" onClick={reload}>
          Try again
        </Button>
      </PublicPage>
    );
  }
  if (status === 'signedOut') {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={signedOutOnPurpose ? PATHS.login : loginPath(here)} replace />;
  }
  return children;
}

/** Why a page of the other side sent the user to the dashboard (a redirect never happens silently). */
export const ROLE_REDIRECT_MESSAGES = {
  staff: 'The Request Board is for the studio team, so you were taken to your dashboard.',
  customer: 'Support is for customers to reach the studio, so you were taken to your dashboard.',
} as const;

/**
 * Routes for one side only: staff opening /support, or a customer opening /requestboard, go to the
 * dashboard and are told why.
 */
export function RoleRoute({ allow, children }: { allow: 'staff' | 'customer'; children: ReactNode }) {
  const { session } = useAuth();
  const isStaff = session?.user.isStaff ?? false;
  if ((allow === 'staff') !== isStaff) {
    return <RedirectWithReason to={DEFAULT_AFTER_LOGIN} reason={ROLE_REDIRECT_MESSAGES[allow]} />;
  }
  return children;
}

function RedirectWithReason({ to, reason }: { to: string; reason: string }) {
  useEffect(() => {
    showToast(reason, { variant: 'info', autoHideDuration: TOAST_LONG_MS, preventDuplicate: true });
  }, [reason]);
  return <Navigate to={to} replace />;
}
