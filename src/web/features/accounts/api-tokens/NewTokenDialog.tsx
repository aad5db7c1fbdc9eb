import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX,
  ApiTokenInputSchema,
  type ApiTokenInput,
} from '#shared/schemas/api-tokens.ts';
import { errorMessage } from '../../../lib/api-client.ts';

/**
 * Names a new token, its access and its expiry; then shows the token once, with a copy button and
 * the words that it will not be shown again.
 */
export function NewTokenDialog({
  open,
  onClose,
  create,
}: {
  open: boolean;
  onClose: () => void;
  create: (input: ApiTokenInput) => Promise<{ token: string; name: string }>;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [name, setName] = useState('');
  const [access, setAccess] = useState<'read' | 'write'>('read');
  const [days, setDays] = useState<number>(90);
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);
  const [copied, setCopied] = useState(false);

  const close = () => {
    setName('');
    setAccess('read');
    setDays(90);
    setError(null);
    setNameError(null);
    setCreated(null);
    setCopied(false);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = ApiTokenInputSchema.safeParse({ name, access, expiresInDays: days });
    if (!parsed.success) {
      setNameError(parsed.error.issues.find((i) => i.path[0] === 'name')?.message ?? null);
      setError(parsed.error.issues.find((i) => i.path[0] !== 'name')?.message ?? null);
      return;
    }
    setBusy(true);
    setError(null);
    setNameError(null);
    try {
      setCreated(await create(parsed.data));
    } catch (e) {
      setError(errorMessage(e, 'We could not create the token.'));
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!created) return;
    await navigator.clipboard.writeText(created.token).catch(() => undefined);
    setCopied(true);
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="new-api-token-title"
    >
      <DialogTitle id="new-api-token-title">{created ? 'Your new API token' : 'New API token'}</DialogTitle>
      {created ? (
        <>
          <DialogContent>
            <Alert severity="warning" sx={{ mb: 2 }}>
              Copy it now: it is shown only this once. If you lose it, revoke it and create another.
            </Alert>
            <TextField
              label={`Token “${created.name}”`}
              value={created.token}
              fullWidth
              multiline
              slotProps={{
                htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'new-api-token' },
                // The whole token in view, broken anywhere (it has no spaces).
                input: { sx: { fontFamily: 'monospace', fontSize: '0.875rem', wordBreak: 'break-all' } },
              }}
              onFocus={(event) => event.target.select()}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              Send it as <code>Authorization: Bearer …</code> with each call to the API.
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy'}</Button>
            <Button variant="contained" onClick={close}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
          <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField
              label="Name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              autoFocus
              error={Boolean(nameError)}
              helperText={nameError ?? 'What will use it, e.g. “Reporting script”'}
              slotProps={{ htmlInput: { maxLength: API_TOKEN_NAME_MAX } }}
            />
            <FormControl>
              <FormLabel id="api-token-access">Access</FormLabel>
              <RadioGroup
                aria-labelledby="api-token-access"
                value={access}
                onChange={(event) => setAccess(event.target.value as 'read' | 'write')}
              >
                <FormControlLabel
                  value="read"
                  control={<Radio />}
                  label="Read only: it can read, never change"
                />
                <FormControlLabel
                  value="write"
                  control={<Radio />}
                  label="Read and write: everything you can do, except your account's settings"
                />
              </RadioGroup>
            </FormControl>
            <TextField
              select
              label="Expires after"
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
            >
              {API_TOKEN_EXPIRY_DAYS.map((d) => (
                <MenuItem key={d} value={d}>
                  {d === 365 ? '1 year' : `${d} days`}
                </MenuItem>
              ))}
            </TextField>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              Create token
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
