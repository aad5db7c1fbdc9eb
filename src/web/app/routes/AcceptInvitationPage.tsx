import { useState } from 'react';
import { AuthLayout } from '../../components/PublicLayout.tsx';
import { AcceptInvitation } from '../../features/team/index.ts';
import { PATHS, loginPath } from '../../paths.ts';

/**
 * Where an invitation e-mail's link lands: `/invitation#<token>` (the token stays in the fragment, so
 * it reaches no server log). Once the invitee has signed up (or joined with their account) the app
 * starts over on the requests of their new companies, with the new session.
 */
export default function AcceptInvitationPage() {
  const [token] = useState(() => window.location.hash.replace(/^#/, ''));
  return (
    <AuthLayout title="Accept your invitation">
      <AcceptInvitation
        token={token}
        loginPath={loginPath(`${PATHS.invitation}#${token}`)}
        onJoined={(answer) =>
          window.location.assign(answer.twoFactor === 'enroll' ? PATHS.login : PATHS.requests)
        }
      />
    </AuthLayout>
  );
}
