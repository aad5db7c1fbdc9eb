import { Link as RouterLink, useSearchParams } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AuthLayout } from '../../components/PublicLayout.tsx';
import { ForgotPasswordForm } from '../../features/password-reset/index.ts';
import { PATHS } from '../../paths.ts';
import { AuthHeading } from '../../components/AuthForm.tsx';

/** Forgot password: the visitor gives their e-mail and gets a reset link if an account uses it. */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  return (
    <AuthLayout title="Reset your password">
      <AuthHeading title="Reset your password">
        Enter the e-mail of your account. We will send you a link to choose a new password.
      </AuthHeading>
      <ForgotPasswordForm initialEmail={params.get('email') ?? ''} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
        Remembered it?{' '}
        <Link component={RouterLink} to={PATHS.login}>
          Back to sign in
        </Link>
      </Typography>
    </AuthLayout>
  );
}
