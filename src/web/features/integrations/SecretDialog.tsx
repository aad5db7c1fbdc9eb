import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** An endpoint's signing secret, shown once (after creation or a rotation), with a copy button. */
export function SecretDialog({
  shown,
  onClose,
}: {
  shown: { secret: string; url: string; rotated: boolean } | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog
      open={shown !== null}
      onClose={close}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="webhook-secret-title"
    >
      <DialogTitle id="webhook-secret-title">
        {shown?.rotated ? 'The new signing secret' : 'The endpoint’s signing secret'}
      </DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy it now: it is shown only this once.
          {shown?.rotated
            ? ' For the next 24 hours every delivery is signed with both the old and the new secret, so your receiver can switch without missing an event.'
            : ' If you lose it, rotate the secret to get a new one.'}
        </Alert>
        <TextField
          label="Signing secret"
          value={shown?.secret ?? ''}
          fullWidth
          multiline
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'webhook-secret' },
            input: { sx: { fontFamily: 'monospace', fontSize: '0.875rem', wordBreak: 'break-all' } },
          }}
          onFocus={(event) => event.target.select()}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
          Deliveries to {shown?.url} carry <code>webhook-id</code>, <code>webhook-timestamp</code> and{' '}
          <code>webhook-signature</code> headers (Standard Webhooks): check the signature with this secret.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            void navigator.clipboard
              .writeText(shown?.secret ?? '')
              .then(() => setCopied(true))
              .catch(() => undefined);
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="contained" onClick={close}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
