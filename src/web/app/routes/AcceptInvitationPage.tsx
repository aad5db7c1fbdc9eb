import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { AuthLayout } from '../../components/PublicLayout.tsx';
import { TwoFactorEnrolment } from '../../features/accounts/index.ts';
import { AcceptInvitation } from '../../features/team/index.ts';
import { postLogout } from '../../lib/session/api.ts';
import { PATHS, loginPath } from '../../paths.ts';

/**
 * Where an invitation e-mail's link lands: `/invitation#<token>` (the token stays in the fragment, so
 * it reaches no server log). Once the invitee has signed up (or joined with their account) the app
 * starts over on the requests of their new companies, with the new session; when the enterprise
 * requires two-factor sign-in, a new account sets it up here first (its session is good for that
 * only), as the sign-in page does.
 */
export default function AcceptInvitationPage() {
  const [token] = useState(() => window.location.hash.replace(/^#/, ''));
  const [enrol, setEnrol] = useState(false);
  const toLogin = () => window.location.assign(PATHS.login);
  if (enrol) {
    return (
      <AuthLayout title="Set up two-factor sign-in">
        <Typography variant="h3" component="h1" sx={{ mb: 1 }}>
          Set up two-factor sign-in
        </Typography>
        <TwoFactorEnrolment
          onDone={() => window.location.assign(PATHS.requests)}
          onSignOut={() => void postLogout().finally(toLogin)}
          onSignedOut={toLogin}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Accept your invitation">
      <AcceptInvitation
        token={token}
        loginPath={loginPath(`${PATHS.invitation}#${token}`)}
        onJoined={(answer) =>
          answer.twoFactor === 'enroll' ? setEnrol(true) : window.location.assign(PATHS.requests)
        }
      />
    </AuthLayout>
  );
}
