import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { AuthLayout } from '../../components/PublicLayout.tsx';
import { PASSWORD_RULE_HINT } from '#shared/domain/validation.ts';
import { PATHS } from '../../paths.ts';
import type { SignupField } from './SignupForm.tsx';

type PersonForm = { firstName: string; lastName: string; email: string; password: string; phone?: string };

/** Who is signing up: the same five fields on every sign-up form, in the same order. */
export function personFields<T extends PersonForm>(): SignupField<T>[] {
  const fields: SignupField<PersonForm>[] = [
    { name: 'firstName', label: 'First name', autoComplete: 'given-name', half: true },
    { name: 'lastName', label: 'Last name', autoComplete: 'family-name', half: true },
    { name: 'email', label: 'Work e-mail', type: 'email', autoComplete: 'email' },
    {
      name: 'password',
      label: 'Password',
      type: 'password',
      autoComplete: 'new-password',
      helper: PASSWORD_RULE_HINT,
    },
    {
      name: 'phone',
      label: 'Phone',
      type: 'tel',
      autoComplete: 'tel',
      required: false,
      helper: 'Optional, e.g. (123) 456-7890',
    },
  ];
  // The names are keys every T has (T extends PersonForm).
  return fields as unknown as SignupField<T>[];
}

/**
 * The page around a sign-up form: an optional Back to the sign-up choice, the heading, the page's
 * own content, and the way to sign in instead.
 */
export function SignupFrame({
  title,
  back = false,
  children,
}: {
  title: string;
  back?: boolean;
  children: ReactNode;
}) {
  return (
    <AuthLayout title={title}>
      {back && (
        <Button
          component={RouterLink}
          to={PATHS.signup}
          size="small"
          startIcon={<ArrowBack />}
          sx={{ alignSelf: 'flex-start', ml: -1, mb: 2 }}
        >
          Back
        </Button>
      )}
      <Typography variant="h3" component="h1">
        {title}
      </Typography>
      {children}
      <SignInPrompt />
    </AuthLayout>
  );
}

/** The foot of every sign-up page: a way back to sign-in for people who already have an account. */
export function SignInPrompt({ spacing = 3 }: { spacing?: number }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: spacing, textAlign: 'center' }}>
      Already have an account?{' '}
      <Link component={RouterLink} to={PATHS.login}>
        Sign in
      </Link>
    </Typography>
  );
}
