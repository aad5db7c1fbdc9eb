import { useState } from 'react';
import { AuthLayout } from '../../components/PublicLayout.tsx';
import { ResetPasswordForm } from '../../features/password-reset/index.ts';
import { DEFAULT_AFTER_LOGIN, PATHS } from '../../paths.ts';

/**
 * Where a reset e-mail's link lands: `/reset-password#<token>` (the token stays in the fragment, so
 * it reaches no server log). Once the new password is set the browser is signed in: the app starts
 * over on the landing page with the new session.
 */
export default function ResetPasswordPage() {
  const [token] = useState(() => window.location.hash.replace(/^#/, ''));
  return (
    <AuthLayout title="Choose a new password">
      <ResetPasswordForm
        token={token}
        forgotPath={PATHS.forgotPassword}
        loginPath={PATHS.login}
        onDone={() => window.location.assign(DEFAULT_AFTER_LOGIN)}
      />
    </AuthLayout>
  );
}
