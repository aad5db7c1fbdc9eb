import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TextInput } from '../../../components/TextInput.tsx';
import { ExportButton } from '../../../components/ExportButton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/query-client.ts';
import { useToast } from '../../../lib/toast.ts';
import { PATHS } from '../../../paths.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { accountProfileQuery } from '../profile/api.ts';
import { MY_DATA_URL, postDeleteAccount } from './api.ts';

/** Download my data, and delete my account (issue 25). */
export function MyDataSection() {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection title="Your data">
      <Stack spacing={3}>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" color="text.secondary">
            A zip file of your profile, the requests you created, your comments, your notifications and the
            files you uploaded.
          </Typography>
          <ExportButton variant="outlined" href={MY_DATA_URL} fileName="my-data.zip" startIcon={null}>
            Download my data
          </ExportButton>
        </Stack>
        <Divider />
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Delete my account
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Your name, e-mail address and photo are removed and you are signed out everywhere. The requests
            and comments you wrote stay for the people you worked with, shown as “Deleted user”. This cannot
            be undone.
          </Typography>
          <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
            Delete my account…
          </Button>
        </Stack>
      </Stack>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </SettingsSection>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // With two-factor sign-in on, deleting the account takes a code too (or a recovery code).
  const twoFactor = useQuery(accountProfileQuery).data?.twoFactorEnabled ?? false;
  const remove = useMutation({
    mutationFn: postDeleteAccount,
    onSuccess: () => {
      client.setQueryData(SESSION_QUERY_KEY, null);
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
      toast.success('Your account was deleted.');
      void navigate(PATHS.login, { replace: true });
    },
    onError: (e) => setError(errorMessage(e, 'Your account could not be deleted.')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Please enter your password');
      return;
    }
    if (twoFactor && !code.trim()) {
      setError('Enter the code from your authenticator app.');
      return;
    }
    setError(null);
    remove.mutate(twoFactor ? { password, code: code.trim() } : { password });
  };
  return (
    <Dialog open onClose={remove.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {twoFactor
              ? 'Enter your password and a code from your authenticator app (or a recovery code) to confirm.'
              : 'Enter your password to confirm.'}{' '}
            You will be signed out and cannot sign in again.
          </DialogContentText>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextInput
            label="Password"
            name="deletePassword"
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          {twoFactor && (
            <TextInput
              label="Authentication code"
              name="deleteCode"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              required
              sx={{ mt: 2 }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete my account'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
