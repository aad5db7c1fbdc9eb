import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RESET_LINK_INVALID } from '#shared/domain/account-security.ts';
import { NewPasswordField, newPasswordProblem } from '../../components/NewPasswordField.tsx';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { postCheckResetToken, postCompleteReset } from './api.ts';
import { AuthForm, AuthHeading } from '../../components/AuthForm.tsx';
import { useFocusWhen } from '../../lib/use-focus-when.ts';

type State = 'checking' | 'valid' | 'invalid' | 'signInNext';

/**
 * The page a reset e-mail links to (`/reset-password#<token>`): checks the link first, then asks for
 * the new password with the sign-up rule's feedback. A used, expired or mangled link shows a clear
 * message and a way to get a new one. On success the server has signed this browser in. Under each
 * step, "Back to sign in" — except once the password is changed with two-factor on, where Sign in is
 * the one way on.
 */
export function ResetPasswordForm({
  token,
  forgotPath,
  loginPath,
  onDone,
}: {
  token: string;
  forgotPath: string;
  loginPath: string;
  /** The password is set and this browser signed in. */
  onDone: () => void;
}) {
  const [state, setState] = useState<State>(token ? 'checking' : 'invalid');
  const [password, setPassword] = useState('');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [doneMessage, setDoneMessage] = useState('');
  // The form that had the focus gives way to the next step (two-factor is still to do): Sign in takes it.
  const signIn = useFocusWhen<HTMLAnchorElement>(state === 'signInNext');

  useEffect(() => {
    if (!token) return;
    let live = true;
    postCheckResetToken(token).then(
      (answer) => live && setState(answer.valid ? 'valid' : 'invalid'),
      (error: unknown) => {
        if (!live) return;
        // A link the server refuses to read is as good as invalid; a network fault leaves the form.
        if (isApiError(error) && error.status === 400) setState('invalid');
        else {
          setState('valid');
          setFormError(errorMessage(error, 'We could not check this link. Please try again.'));
        }
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const problem = await newPasswordProblem(password);
    setSubmitError(problem);
    if (problem) return;
    setFormError(null);
    setSubmitting(true);
    try {
      const answer = await postCompleteReset({ token, password });
      if (answer.signedIn) return onDone();
      // Two-factor sign-in is on: the link does not stand in for the code.
      setDoneMessage(answer.message);
      setSubmitting(false);
      setState('signInNext');
    } catch (error) {
      setSubmitting(false);
      if (isApiError(error) && error.details?.link === 'invalid') setState('invalid');
      else setFormError(errorMessage(error, 'We could not change your password. Please try again.'));
    }
  };

  const heading = (title: string, intro: string) => <AuthHeading title={title}>{intro}</AuthHeading>;
  const backToSignIn = (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
      <Link component={RouterLink} to={loginPath}>
        Back to sign in
      </Link>
    </Typography>
  );

  if (state === 'checking') {
    return (
      <>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Checking your link" />
        </Box>
        {backToSignIn}
      </>
    );
  }
  if (state === 'signInNext') {
    return (
      <>
        {heading('Password changed', 'Every other session was signed out.')}
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Alert severity="success" role="status">
            {doneMessage}
          </Alert>
          <Button
            ref={signIn}
            component={RouterLink}
            to={loginPath}
            variant="contained"
            size="large"
            fullWidth
          >
            Sign in
          </Button>
        </Box>
      </>
    );
  }
  if (state === 'invalid') {
    return (
      <>
        {heading('This link no longer works', 'Reset links work once, for 30 minutes.')}
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Alert severity="warning" role="alert">
            {RESET_LINK_INVALID}
          </Alert>
          <Button component={RouterLink} to={forgotPath} variant="contained" size="large" fullWidth>
            Get a new link
          </Button>
        </Box>
        {backToSignIn}
      </>
    );
  }
  return (
    <>
      {heading('Choose a new password', 'Your new password signs you out of every other device.')}
      <AuthForm onSubmit={onSubmit} label="Choose a new password" error={formError}>
        <NewPasswordField value={password} onChange={setPassword} submitError={submitError} autoFocus />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={submitting}
          loadingPosition="start"
        >
          Set new password and sign in
        </Button>
      </AuthForm>
      {backToSignIn}
    </>
  );
}
