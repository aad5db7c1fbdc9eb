import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { isUnauthorized } from '../../../lib/api-client.ts';
import { useTwoFactorStatus } from './api.ts';
import { SetupFlow } from './SetupFlow.tsx';

/**
 * After the password, for someone who must use two-factor and has not turned it on: their session
 * reaches nothing but this until it is on (the server refuses every other route).
 */
export function TwoFactorEnrolment({
  onDone,
  onSignOut,
  onSignedOut,
}: {
  onDone: () => void;
  onSignOut: () => void;
  /** The session is gone (expired, signed out elsewhere): back to the sign-in. */
  onSignedOut: () => void;
}) {
  const status = useTwoFactorStatus();
  const gone = status.isError && isUnauthorized(status.error);
  useEffect(() => {
    if (gone) onSignedOut();
  }, [gone, onSignedOut]);
  const s = status.data;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography color="text.secondary">
        {s?.requiredBy === 'staff'
          ? 'Every staff account must use two-factor sign-in.'
          : 'Your enterprise requires two-factor sign-in.'}{' '}
        Set it up now to continue: it takes a minute.
      </Typography>
      {!s && !status.isError && <Skeleton variant="rounded" height={200} />}
      {status.isError && <Alert severity="error">Could not load. Please sign in again.</Alert>}
      {s && (s.enabled ? <Button onClick={onDone}>Continue</Button> : <SetupFlow onDone={onDone} />)}
      <Box>
        <Button onClick={onSignOut} size="small">
          Sign out
        </Button>
      </Box>
    </Box>
  );
}
