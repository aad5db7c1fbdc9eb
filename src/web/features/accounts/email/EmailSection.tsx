import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmailChangeInputSchema } from '#shared/schemas/account-profile.ts';
import { TextInput } from '../../../components/TextInput.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { accountProfileQuery } from '../profile/api.ts';
import { postEmailChange } from './api.ts';

type Errors = { email?: string; password?: string; form?: string };

/** Change of e-mail address (issue 25): a link to the new address; nothing changes until it is followed. */
export function EmailSection() {
  const client = useQueryClient();
  const { data: profile } = useQuery(accountProfileQuery);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: postEmailChange,
    onSuccess: (r) => {
      setSent(r.message);
      setPassword('');
      void client.invalidateQueries({ queryKey: accountProfileQuery.queryKey });
    },
    onError: (e) => {
      const field = isApiError(e) ? e.details?.field : undefined;
      const message = errorMessage(e, 'The change could not be started.');
      setErrors(
        field === 'password'
          ? { password: message }
          : field === 'email'
            ? { email: message }
            : { form: message },
      );
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const parsed = EmailChangeInputSchema.safeParse({ email, password });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as 'email' | 'password'] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    change.mutate(parsed.data);
  };

  return (
    <SettingsSection
      title="E-mail address"
      description="You sign in with this address and receive notifications there."
    >
      <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        Current address: <strong data-testid="current-email">{profile?.email ?? '…'}</strong>
      </Typography>
      {profile?.pendingEmail && !sent && (
        <Alert severity="info" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          A confirmation link was sent to {profile.pendingEmail}. Your address changes when you follow it.
        </Alert>
      )}
      {sent && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {sent}
        </Alert>
      )}
      {errors.form && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.form}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            label="New e-mail address"
            name="newEmail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={!!errors.email}
            helperText={errors.email}
            required
          />
          <TextInput
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!errors.password}
            helperText={errors.password}
            required
          />
        </Stack>
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={change.isPending}>
          {change.isPending ? 'Sending…' : 'Send confirmation link'}
        </Button>
      </Box>
    </SettingsSection>
  );
}
