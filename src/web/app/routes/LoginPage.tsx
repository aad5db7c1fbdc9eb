import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { AuthLayout } from '../../components/PublicLayout.tsx';
import { preloadRoute, preloadSignedInApp } from '../preload.ts';
import { TextInput } from '../../components/TextInput.tsx';
import { useAuth, AUTH_MESSAGES } from '../../lib/session/index.ts';
import { TwoFactorEnrolment } from '../../features/accounts/index.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { TWO_FACTOR_MESSAGES } from '#shared/schemas/two-factor.ts';
import { whenIdle } from '../../lib/idle.ts';
import { requestToastHost } from '../../lib/toast.ts';
import { DEFAULT_AFTER_LOGIN, PATHS, REDIRECT_PARAM, safeRedirect } from '../../paths.ts';
import { AuthForm, AuthHeading } from '../../components/AuthForm.tsx';

type FieldErrors = { identifier?: string; password?: string };
/** After the password: a code (two-factor on), or setting two-factor up (required and off). */
type Step = { kind: 'password' } | { kind: 'code'; challenge: string } | { kind: 'enroll' };

/** Sign in with an e-mail or username and a password; back to where the user was going. */
export default function LoginPage() {
  const { status, signIn, signOut, reload } = useAuth();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [params] = useSearchParams();
  const target = safeRedirect(params.get(REDIRECT_PARAM)) ?? DEFAULT_AFTER_LOGIN;
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const queryClient = useQueryClient();

  // While the visitor types, the signed-in app's code (the shell, the landing page, the toaster)
  // loads in the background: on submit only the sign-in call and the landing page's data remain,
  // instead of the sign-in queueing behind some forty chunks on the browser's six connections.
  useEffect(
    () =>
      whenIdle(queryClient, () => {
        preloadSignedInApp();
        preloadRoute(queryClient, target);
        requestToastHost();
      }),
    [queryClient, target],
  );

  if (status === 'signedIn') return <Navigate to={target} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const errors: FieldErrors = {};
    if (!identifier.trim()) errors.identifier = AUTH_MESSAGES.identifierRequired;
    if (!password) errors.password = AUTH_MESSAGES.passwordRequired;
    setFieldErrors(errors);
    if (errors.identifier || errors.password) return;
    setFormError(null);
    setSubmitting(true);
    // The sign-in call first, then the chunks (already loaded when the page was idle long enough).
    const signingIn = signIn({ identifier: identifier.trim(), password });
    preloadSignedInApp();
    preloadRoute(queryClient, target);
    try {
      const answer = await signingIn;
      if ('twoFactor' in answer) {
        setStep(
          answer.twoFactor === 'required'
            ? { kind: 'code', challenge: answer.challenge }
            : { kind: 'enroll' },
        );
        setSubmitting(false);
        return;
      }
      // The session is set: the landing page's data starts now, while this page re-renders and
      // <Navigate> takes the user on (its chunks were asked for with the submit).
      preloadRoute(queryClient, target);
    } catch (error) {
      setFormError(errorMessage(error, AUTH_MESSAGES.loginFailed));
      setSubmitting(false);
    }
  };

  const startOver = (message: string | null = null) => {
    setStep({ kind: 'password' });
    setPassword('');
    setFormError(message);
  };

  if (step.kind === 'code') {
    return <CodeStep challenge={step.challenge} target={target} onStartOver={startOver} />;
  }
  if (step.kind === 'enroll') {
    return (
      <AuthLayout title="Set up two-factor sign-in">
        <Typography variant="h3" component="h1" sx={{ mb: 1 }}>
          Set up two-factor sign-in
        </Typography>
        <TwoFactorEnrolment
          onDone={() => {
            preloadRoute(queryClient, target);
            reload();
          }}
          onSignOut={() => void signOut().then(() => startOver())}
          onSignedOut={() => startOver('Your sign-in has expired. Please sign in again.')}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Sign in">
      <AuthHeading title="Sign in">Welcome back. Sign in to create and follow your requests.</AuthHeading>

      <AuthForm onSubmit={onSubmit} label="Sign in" error={formError}>
        <TextInput
          label="E-mail or username"
          name="identifier"
          autoComplete="username"
          autoFocus
          required
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
          error={Boolean(fieldErrors.identifier)}
          helperText={fieldErrors.identifier}
          inputProps={{ autoCapitalize: 'none', spellCheck: false, maxLength: 320 }}
        />
        <TextInput
          label="Password"
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(fieldErrors.password)}
          helperText={fieldErrors.password}
          inputProps={{ maxLength: 1024 }}
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                onClick={() => setShowPassword((shown) => !shown)}
                edge="end"
                size="small"
              >
                {showPassword ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          }
        />
        <Typography variant="body2" sx={{ mt: -1, textAlign: 'right' }}>
          <Link
            component={RouterLink}
            to={
              identifier.includes('@')
                ? `${PATHS.forgotPassword}?email=${encodeURIComponent(identifier.trim())}`
                : PATHS.forgotPassword
            }
          >
            Forgot password?
          </Link>
        </Typography>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={submitting}
          loadingPosition="start"
        >
          Sign in
        </Button>
      </AuthForm>

      <Typography variant="body2" color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
        New here?{' '}
        <Link component={RouterLink} to={PATHS.signup}>
          Create an account
        </Link>
      </Typography>
    </AuthLayout>
  );
}

/** The second step of a sign-in with two-factor on: a code from the app, or a recovery code. */
function CodeStep({
  challenge,
  target,
  onStartOver,
}: {
  challenge: string;
  target: string;
  onStartOver: (message?: string | null) => void;
}) {
  const { signInWithCode } = useAuth();
  const queryClient = useQueryClient();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!code.trim()) {
      setError(
        recovery ? 'Enter one of your recovery codes.' : 'Enter the code from your authenticator app.',
      );
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await signInWithCode({ challenge, code: code.trim() });
      preloadRoute(queryClient, target);
    } catch (caught) {
      const message = errorMessage(caught, AUTH_MESSAGES.loginFailed);
      // The challenge expired or was used: the password again.
      if (message === TWO_FACTOR_MESSAGES.challengeExpired) {
        onStartOver(message);
        return;
      }
      setError(message);
      setCode('');
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title="Two-factor sign-in">
      <AuthHeading title="Two-factor sign-in">
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned two-factor sign-in on. Each works once.'
          : 'Enter the 6-digit code from the authenticator app on your phone.'}
      </AuthHeading>
      <AuthForm onSubmit={onSubmit} label="Two-factor code" error={error}>
        <TextInput
          key={recovery ? 'recovery' : 'code'}
          label={recovery ? 'Recovery code' : 'Code'}
          name="code"
          autoComplete="one-time-code"
          autoFocus
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputProps={
            recovery
              ? { autoCapitalize: 'none', spellCheck: false, maxLength: 64 }
              : { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 8 }
          }
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={submitting}
          loadingPosition="start"
        >
          Verify
        </Button>
      </AuthForm>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => {
            setRecovery((r) => !r);
            setCode('');
            setError(null);
          }}
        >
          {recovery ? 'Use a code from the app' : 'Use a recovery code'}
        </Link>
        <Link component="button" type="button" variant="body2" onClick={() => onStartOver()}>
          Start over
        </Link>
      </Box>
    </AuthLayout>
  );
}
