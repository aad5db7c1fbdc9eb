import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/query-client.ts';
import { postEmailConfirm } from './api.ts';

/**
 * The public page an e-mail change link opens (/account/confirm-email?token=…). It asks for a click
 * rather than confirming on load, so a mail scanner that opens links changes nothing.
 */
export function ConfirmEmail({ token, accountPath }: { token: string | null; accountPath: string }) {
  const client = useQueryClient();
  const confirm = useMutation({
    mutationFn: postEmailConfirm,
    onSuccess: () => void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
  // The link works once: a second click (a double click) spent it again and its "already been used"
  // replaced the first click's success, as if the address had not changed.
  const sent = useRef(false);
  if (!token) {
    return (
      <Alert severity="error">This confirmation link is not complete. Open it again from the e-mail.</Alert>
    );
  }
  if (confirm.isSuccess) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status" sx={{ overflowWrap: 'anywhere' }}>
          {confirm.data.message}
        </Alert>
        <Button component={RouterLink} to={accountPath} variant="contained">
          Go to your account
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography>Confirm that you want to use this new address for your account.</Typography>
      {confirm.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(confirm.error, 'The address could not be confirmed.')}
        </Alert>
      )}
      <Button
        variant="contained"
        onClick={() => {
          if (sent.current) return;
          sent.current = true;
          confirm.mutate(token);
        }}
        disabled={confirm.isPending || confirm.isError}
      >
        {confirm.isPending ? 'Confirming…' : 'Confirm my new address'}
      </Button>
      {confirm.isError && (
        <Button component={RouterLink} to={accountPath}>
          Go to your account settings
        </Button>
      )}
    </Stack>
  );
}
