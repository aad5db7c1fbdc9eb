import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PATTERNS, PATTERN_MESSAGES } from '#shared/domain/validation.ts';
import { INVITATION_MESSAGES, USERNAME_PATTERN, USERNAME_RULE } from '#shared/domain/invitations.ts';
import { NewPasswordField, newPasswordProblem } from '../../components/NewPasswordField.tsx';
import { TextInput } from '../../components/TextInput.tsx';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/session/index.ts';
import {
  postAcceptInvitation,
  postCheckInvitation,
  postJoinByInvitation,
  type InvitationPreview,
} from './invitations-api.ts';

type State =
  { kind: 'checking' } | { kind: 'dead'; message: string } | { kind: 'live'; invitation: InvitationPreview };

const NOT_VALID = INVITATION_MESSAGES.notValid;

/**
 * The server's message when a submit is refused because the link died while the form was open
 * (accepted in another tab, revoked or expired meanwhile: `details.link`); null for any other error.
 */
function deadLinkMessage(error: unknown): string | null {
  return isApiError(error) && error.details?.link !== undefined ? error.message || NOT_VALID : null;
}

type Fields = { firstName: string; lastName: string; username: string; password: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

/**
 * Where an invitation e-mail's link lands (`/invitation#<token>`): checks the link first; a forged,
 * expired, revoked or used link says so plainly. A new address signs up on a form pre-filled with
 * the invitation (the address fixed) and is signed in at once; an address that has an account signs
 * in as it and accepts.
 */
export function AcceptInvitation({
  token,
  loginPath,
  onJoined,
}: {
  token: string;
  /** The sign-in page, coming back here afterwards. */
  loginPath: string;
  /** Signed in and in the enterprise: where the app goes next (a full load, with the new session). */
  onJoined: (answer: { twoFactor?: 'enroll' | undefined }) => void;
}) {
  const [state, setState] = useState<State>(
    token ? { kind: 'checking' } : { kind: 'dead', message: NOT_VALID },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    postCheckInvitation(token).then(
      (invitation) => live && setState({ kind: 'live', invitation }),
      (error: unknown) =>
        live &&
        setState({
          kind: 'dead',
          message:
            isApiError(error) && (error.status === 404 || error.status === 410 || error.status === 400)
              ? error.message || NOT_VALID
              : errorMessage(error, 'We could not check this invitation. Please reload the page.'),
        }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (state.kind === 'checking') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Checking your invitation" />
      </Box>
    );
  }
  if (state.kind === 'dead') {
    return (
      <>
        <Typography variant="h3" component="h1">
          This invitation link does not work
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5, mt: 3 }}>
          <Alert severity="warning" role="alert">
            {state.message}
          </Alert>
          <Button component={RouterLink} to={loginPath} variant="outlined" size="large" fullWidth>
            Go to sign in
          </Button>
        </Box>
      </>
    );
  }
  const inv = state.invitation;
  const onDead = (message: string) => setState({ kind: 'dead', message });
  return (
    <>
      <Typography variant="h3" component="h1">
        Join {inv.enterprise}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {inv.invitedBy ? `${inv.invitedBy} invited you` : 'You are invited'} to {inv.companies.join(', ')} as{' '}
        {inv.role === 'owner' ? 'an owner' : 'a member'}.
      </Typography>
      {inv.hasAccount ? (
        <JoinWithAccount
          token={token}
          invitation={inv}
          loginPath={loginPath}
          onJoined={onJoined}
          onDead={onDead}
        />
      ) : (
        <SignUpForm token={token} invitation={inv} onJoined={onJoined} onDead={onDead} />
      )}
    </>
  );
}

function SignUpForm({
  token,
  invitation,
  onJoined,
  onDead,
}: {
  token: string;
  invitation: InvitationPreview;
  onJoined: (answer: { twoFactor?: 'enroll' | undefined }) => void;
  /** The link stopped working while the form was open: show why, instead of the form. */
  onDead: (message: string) => void;
}) {
  const [fields, setFields] = useState<Fields>({
    firstName: '',
    lastName: '',
    username: invitation.suggestedUsername,
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // This browser may be signed in as someone else (a shared computer, a second account): the new
  // account's session replaces theirs, which is said before, not discovered after.
  const signedInAs = useAuth().session?.user.email ?? null;
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const next: FieldErrors = {};
    for (const [key, label] of [
      ['firstName', 'first name'],
      ['lastName', 'last name'],
    ] as const) {
      const v = fields[key].trim();
      if (!v) next[key] = `Please enter your ${label}`;
      else if (!PATTERNS.name.test(v)) next[key] = PATTERN_MESSAGES.name;
    }
    if (!USERNAME_PATTERN.test(fields.username.trim())) next.username = USERNAME_RULE;
    const weak = await newPasswordProblem(fields.password);
    if (weak) next.password = weak;
    setErrors(next);
    if (Object.keys(next).length) return;
    setFormError(null);
    setSubmitting(true);
    try {
      const answer = await postAcceptInvitation({
        token,
        firstName: fields.firstName.trim(),
        lastName: fields.lastName.trim(),
        username: fields.username.trim(),
        password: fields.password,
      });
      onJoined(answer);
    } catch (error) {
      setSubmitting(false);
      const dead = deadLinkMessage(error);
      if (dead) onDead(dead);
      else if (isApiError(error) && error.details?.field === 'username') {
        setErrors({ username: error.message });
      } else setFormError(errorMessage(error, 'We could not create your account. Please try again.'));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Create your account"
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      {signedInAs && (
        <Alert severity="info" sx={{ overflowWrap: 'anywhere' }}>
          You are signed in as {signedInAs}. Creating this account for {invitation.email} signs you out of{' '}
          {signedInAs} in this browser.
        </Alert>
      )}
      <Box>
        <Typography variant="body2" color="text.secondary">
          E-mail (the invited address)
        </Typography>
        <Typography data-testid="invited-email" sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>
          {invitation.email}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          autoFocus
          value={fields.firstName}
          onChange={(e) => set('firstName')(e.target.value)}
          error={Boolean(errors.firstName)}
          helperText={errors.firstName}
        />
        <TextInput
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          value={fields.lastName}
          onChange={(e) => set('lastName')(e.target.value)}
          error={Boolean(errors.lastName)}
          helperText={errors.lastName}
        />
      </Box>
      <TextInput
        label="Username"
        name="username"
        autoComplete="username"
        required
        value={fields.username}
        onChange={(e) => set('username')(e.target.value)}
        error={Boolean(errors.username)}
        helperText={errors.username ?? 'You can sign in with it or with your e-mail.'}
      />
      <NewPasswordField
        label="Password"
        value={fields.password}
        onChange={set('password')}
        submitError={errors.password ?? null}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={submitting}
        loadingPosition="start"
      >
        Create my account and join
      </Button>
    </Box>
  );
}

function JoinWithAccount({
  token,
  invitation,
  loginPath,
  onJoined,
  onDead,
}: {
  token: string;
  invitation: InvitationPreview;
  loginPath: string;
  onJoined: (answer: { twoFactor?: 'enroll' | undefined }) => void;
  onDead: (message: string) => void;
}) {
  const { status, session, signOut } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signedInAs = session?.user.email ?? null;
  const isInvitee = signedInAs !== null && signedInAs.toLowerCase() === invitation.email.toLowerCase();

  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      onJoined(await postJoinByInvitation(token));
    } catch (err) {
      setBusy(false);
      const dead = deadLinkMessage(err);
      if (dead) onDead(dead);
      else setError(errorMessage(err, 'We could not accept the invitation. Please try again.'));
    }
  };

  if (status === 'loading') return <CircularProgress aria-label="Checking who is signed in" />;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {isInvitee ? (
        <>
          <Alert severity="info">You are signed in as {invitation.email}.</Alert>
          <Button variant="contained" size="large" fullWidth loading={busy} onClick={() => void join()}>
            Accept the invitation
          </Button>
        </>
      ) : signedInAs ? (
        <>
          <Alert severity="warning">
            This invitation is for {invitation.email}, but you are signed in as {signedInAs}. Sign out, then
            sign in as {invitation.email} to accept it.
          </Alert>
          <Button variant="contained" size="large" fullWidth onClick={() => void signOut()}>
            Sign out
          </Button>
        </>
      ) : (
        <>
          <Alert severity="info">
            An account already uses {invitation.email}. Sign in with it, then accept the invitation here.
          </Alert>
          <Button component={RouterLink} to={loginPath} variant="contained" size="large" fullWidth>
            Sign in to accept
          </Button>
        </>
      )}
    </Box>
  );
}
