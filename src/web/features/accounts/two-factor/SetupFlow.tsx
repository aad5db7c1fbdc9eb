import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/api-client.ts';
import { useConfirmSetup, useInvalidateTwoFactor, useStartSetup } from './api.ts';
import { RecoveryCodesList } from './RecoveryCodesList.tsx';
import { useFocusWhen } from '../../../lib/use-focus-when.ts';

/**
 * Turning two-factor on, in three steps: scan the QR code (or type the secret), enter a code the app
 * shows, save the ten recovery codes. Used by the account page and by the enrolment page a person who
 * must use two-factor sees after the password.
 */
export function SetupFlow({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const start = useStartSetup();
  const confirm = useConfirmSetup();
  const invalidate = useInvalidateTwoFactor();
  const [code, setCode] = useState('');
  // One confirmation at a time: a second one (a double click, Enter then a click) answers "already on"
  // and, being the mutation's latest, hid the recovery codes the first one brought, shown only once.
  const confirming = useRef(false);
  const { mutate: startSetup } = start;
  useEffect(() => startSetup(), [startSetup]);
  // The code's form gives way to the recovery codes, taking the focus with it: it goes to the news
  // that two-factor is on (read out first), and the next Tab reaches the codes' download.
  const turnedOn = useFocusWhen(Boolean(confirm.data));

  if (confirm.data) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="success" ref={turnedOn} tabIndex={-1}>
          Two-factor sign-in is on.
        </Alert>
        <RecoveryCodesList codes={confirm.data.recoveryCodes} />
        <Box>
          <Button
            variant="contained"
            onClick={() => {
              void invalidate();
              onDone();
            }}
          >
            I have saved my recovery codes
          </Button>
        </Box>
      </Box>
    );
  }
  if (start.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => start.mutate()}>Try again</Button>}>
        {errorMessage(start.error, 'Two-factor sign-in could not be set up.')}
      </Alert>
    );
  }
  const setup = start.data;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || confirming.current) return;
    confirming.current = true;
    confirm.mutate(code.trim(), {
      onSettled: () => {
        confirming.current = false;
      },
    });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography variant="body2">
        1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
        1Password, …), or enter the key below by hand.
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2.5,
          alignItems: { xs: 'flex-start', sm: 'center' },
        }}
      >
        {setup ? (
          <Box
            component="img"
            src={setup.qrCode}
            alt="QR code for your authenticator app"
            sx={{
              width: 176,
              height: 176,
              bgcolor: '#fff',
              p: 1,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        ) : (
          <Skeleton variant="rounded" width={176} height={176} />
        )}
        <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
          <Typography variant="caption" color="text.secondary" component="p">
            Key (time-based, 6 digits)
          </Typography>
          <Typography
            component="code"
            data-testid="two-factor-secret"
            sx={{
              display: 'block',
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
              fontSize: '1rem',
              wordSpacing: '0.15em',
              userSelect: 'all',
            }}
          >
            {setup ? setup.secret.replace(/(.{4})(?=.)/g, '$1 ') : '…'}
          </Typography>
        </Box>
      </Box>
      <Box
        component="form"
        onSubmit={onSubmit}
        aria-label="Confirm two-factor sign-in"
        sx={{ display: 'grid', gap: 2 }}
      >
        <Typography variant="body2">2. Enter the 6-digit code the app shows.</Typography>
        <TextField
          label="Code from your app"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          required
          disabled={!setup}
          error={confirm.isError}
          helperText={confirm.isError ? errorMessage(confirm.error, 'That code is not right.') : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
          sx={{ maxWidth: 240 }}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={!setup || !code.trim()}
            loading={confirm.isPending}
          >
            Turn on
          </Button>
          {onCancel && (
            <Button onClick={onCancel} disabled={confirm.isPending}>
              Cancel
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
